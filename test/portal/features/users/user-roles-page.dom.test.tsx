import {
  act, click, getAllByRole, getByRole, getByText, queryByRole, render, waitFor,
} from '../../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fail, held, installApi, ok, seedSession, visit, endPortalTestInEnglish } from '../../../support/portal-fixtures.ts';
import { App } from '../../../../src/portal/app/app.tsx';
import { changeLanguage } from '../../../../src/portal/lib/i18n/language-store.ts';

const slow = { timeout: 3000 };
const rolesPath = 'portal_users/list_user_roles/0';
const catalogue = [
  { keyid: 1, name: 'clinician', label: 'Clinician', description: 'Sees the reports of their own subjects.', permissions: [] },
  { keyid: 3, name: 'evaluator', label: 'Evaluator', description: 'Runs evaluations and takes the training.', permissions: [] },
  { keyid: 5, name: 'user_manager', label: 'User manager', description: 'Manages the users of the institution.', permissions: [] },
];

async function openRoles() {
  visit('/portal/user_roles');
  render(<App />);
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'User Roles' }), slow);
  return getByRole(document.body, 'main');
}

const Roles = suite('UserRolesPage');
Roles.before.each(() => seedSession({ roles: ['evaluator', 'user_manager'], evaluatorStatus: '1' }));
Roles.after.each(endPortalTestInEnglish);

Roles('lists the roles of the portal and marks the ones the user holds', async () => {
  const api = installApi({ [rolesPath]: ok(catalogue) });
  const main = await openRoles();
  const table = await waitFor(() => getByRole(main, 'table'));
  const rows = getAllByRole(table, 'row').slice(1);
  assert.equal(
    rows.map((row) => [...row.children].map((cell) => cell.textContent)),
    [
      ['Clinician', 'Sees the reports of their own subjects.', ''],
      ['Evaluator', 'Runs evaluations and takes the training.', 'You hold this role'],
      ['User manager', 'Manages the users of the institution.', 'You hold this role'],
    ],
  );
  assert.is(api.callsTo(rolesPath)[0]?.method, 'GET');
});

Roles("Roles fetch rejected: shows 'Failed to fetch user roles' with Try again that loads again", async () => {
  const api = installApi({ [rolesPath]: fail(500) });
  const main = await openRoles();
  const alert = await waitFor(() => getByRole(main, 'alert'));
  await waitFor(() => getByText(alert, 'Failed to fetch user roles'));
  api.on(rolesPath, ok(catalogue));
  click(getByRole(alert, 'button', { name: 'Try again' }));
  await waitFor(() => getByRole(main, 'table'));
  assert.is(queryByRole(main, 'alert'), null);
});

Roles('while the catalogue loads the page shows the spinner, then the table', async () => {
  const pending = held(ok(catalogue));
  installApi({ [rolesPath]: pending.answer });
  const main = await openRoles();
  await waitFor(() => getByRole(main, 'status', { name: 'Loading' }));
  assert.is(queryByRole(main, 'table'), null);
  pending.release();
  await waitFor(() => getByRole(main, 'table'));
  assert.is(queryByRole(main, 'status', { name: 'Loading' }), null);
});

Roles('an empty catalogue says so and what to do, instead of an empty table', async () => {
  installApi({ [rolesPath]: ok([]) });
  const main = await openRoles();
  await waitFor(() => getByRole(main, 'heading', { level: 2, name: 'No roles are defined yet' }));
  assert.is(queryByRole(main, 'table'), null);
});

Roles('speaks Spanish when Spanish is chosen: heading, table and the roles by their names', async () => {
  const api = installApi({ [rolesPath]: ok(catalogue) });
  const main = await openRoles();
  await waitFor(() => getByRole(main, 'table'));
  await act(() => changeLanguage('es'));
  await waitFor(() => getByRole(main, 'heading', { level: 1, name: 'Roles de usuario' }));
  const table = getByRole(main, 'table', { name: 'Roles del portal' });
  assert.equal(
    getAllByRole(table, 'columnheader').map((cell) => cell.textContent),
    ['Rol', 'Qué permite', 'Su rol'],
  );
  const rows = getAllByRole(table, 'row').slice(1);
  assert.equal(
    rows.map((row) => [row.children[0]?.textContent, row.children[2]?.textContent]),
    [
      ['Personal clínico', ''],
      ['Personal evaluador', 'Usted tiene este rol'],
      ['Gestión de usuarios', 'Usted tiene este rol'],
    ],
  );
  assert.ok(getByText(rows[0]!, 'Consulta los informes de las evaluaciones que ha solicitado.'));
  assert.is(api.callsTo(rolesPath).length, 1, 'the roles are not fetched again for a language change');
});

Roles.run();
