import { act, getByRole, getByText, render, waitFor } from '../../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fail, installApi, ok, seedSession, toastTexts, visit, endPortalTestInEnglish } from '../../../support/portal-fixtures.ts';
import { App } from '../../../../src/portal/app/app.tsx';
import { changeLanguage } from '../../../../src/portal/lib/i18n/language-store.ts';

const slow = { timeout: 10_000 };
const infoPath = 'portal_users/get_inst/12';
const list = { 'institution/list_inst_user/0': ok([{ institution_name: 'North Clinic', keyid: 12 }]) };
const institution = {
  keyid: 12,
  institution_name: 'North Clinic',
  country: 'ES',
  groups: [{ group_no: 0, name: 'Whole institution' }, { group_no: 1, name: 'Neurology' }],
  group: { group_no: 0, name: 'Whole institution' },
  users_total: 7,
  owner: { id: 22, name: 'Carmen', lastname: 'Ortega' },
};

const withGetInst = () =>
  seedSession({ roles: ['user_manager'], extra: { permissions: JSON.stringify({ reports: [], users: ['list_inst', 'get_inst'] }) } });

async function open() {
  visit('/portal/institutions');
  render(<App />);
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Institutions' }), slow);
  return getByRole(document.body, 'main');
}

const info = suite('Institutions: the current institution');
info.after.each(endPortalTestInEnglish);

info('shows the current institution from get-institution, with its groups', async () => {
  withGetInst();
  installApi({ ...list, [infoPath]: ok(institution) });
  const main = await open();
  const card = await waitFor(() => getByRole(main, 'region', { name: 'About North Clinic' }), slow);
  getByText(card, 'Neurology');
  getByText(card, 'Carmen Ortega');
  getByText(card, '7');
});

info('Institution info with a non-OK message shows that message in an error element', async () => {
  withGetInst();
  installApi({ ...list, [infoPath]: fail(409, 'Institution records are being moved, try later') });
  const main = await open();
  const alert = await waitFor(() => getByRole(main, 'alert'), slow);
  await waitFor(() => getByText(alert, 'Institution records are being moved, try later'), slow);
  assert.equal(toastTexts(), [], 'in the page, not as a notification');
});

info('is not asked for without the get_inst permission', async () => {
  seedSession({ roles: ['clinician'], extra: { permissions: JSON.stringify({ reports: [], users: [] }) } });
  const api = installApi(list);
  await open();
  assert.is(api.callsTo(infoPath).length, 0);
});

info('speaks Spanish when Spanish is chosen', async () => {
  withGetInst();
  installApi({ ...list, [infoPath]: ok(institution) });
  const main = await open();
  await waitFor(() => getByRole(main, 'region', { name: 'About North Clinic' }), slow);
  await act(() => changeLanguage('es'));
  await waitFor(() => getByRole(main, 'region', { name: 'Acerca de North Clinic' }), slow);
});

info.run();
