import {
  act, advance, cleanup, click, setViewport, getAllByRole, getByLabelText, getByRole, getByText, queryByRole, render, type, waitFor,
} from '../../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fail, installApi, ok, resetPortal, seedSession, toastTexts, toasts, visit, type FakeApi, currentUrl, endPortalTestInEnglish } from '../../../support/portal-fixtures.ts';
import { App } from '../../../../src/portal/app/app.tsx';
import { changeLanguage } from '../../../../src/portal/lib/i18n/language-store.ts';
import type { PortalUser } from '../../../../src/contract/types.ts';

const slow = { timeout: 10_000 };
const listPath = 'portal_users/list_inst/0';
const managerPermissions = ['list_inst', 'get_inst', 'set_inst', 'set_user_roles_inst'];

const person = (id: number, name: string, lastname: string, extra: Partial<PortalUser> = {}): PortalUser => ({
  id,
  name,
  lastname,
  email: `${name.toLowerCase()}@north.example`,
  company: 'North',
  user_role: '',
  roles: ['clinician'],
  groups: [],
  is_owner: false,
  evaluator_status: '0',
  linked: true,
  invited: false,
  profile_editable: true,
  second_factor: false,
  ...extra,
});

const lucia = person(21, 'Lucia', 'Fernandez', { groups: [{ group_no: 1, name: 'Neurology' }] });
const carmen = person(22, 'Carmen', 'Ortega', { is_owner: true, roles: ['institutional_clinician', 'user_manager'] });
const institution = {
  keyid: 12,
  institution_name: 'North Clinic',
  country: 'ES',
  groups: [{ group_no: 0, name: 'Whole institution' }, { group_no: 1, name: 'Neurology' }],
  group: { group_no: 0, name: 'Whole institution' },
  users_total: 2,
  owner: { id: 22, name: 'Carmen', lastname: 'Ortega' },
};

function asManager(extra: Record<string, string> = {}) {
  seedSession({
    roles: ['user_manager'],
    extra: { permissions: JSON.stringify({ reports: [], users: managerPermissions }), is_owner: 'false', ...extra },
  });
}

function managerApi(): FakeApi {
  return installApi({
    [listPath]: ok({ users: [carmen, lucia], total_rows: 2 }),
    'portal_users/get_inst/12': ok(institution),
  });
}

async function openUsers(url = '/portal/users') {
  visit(url);
  render(<App />);
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Users' }), slow);
  return getByRole(document.body, 'main');
}

const rowOf = (main: HTMLElement, name: string) =>
  getAllByRole(main, 'row').find((row) => row.textContent?.includes(name)) as HTMLElement;

const page = suite('UsersPage');
page.after.each(endPortalTestInEnglish);

page('lists the users with roles, groups, the owner mark, training status, link state and second factor', async () => {
  asManager();
  managerApi();
  const main = await openUsers();
  await waitFor(() => getByRole(main, 'table'), slow);
  const cells = (name: string) => [...rowOf(main, name).children].map((cell) => cell.textContent);
  assert.equal(cells('Carmen').slice(0, 3), [
    'Carmen Ortega · Ownercarmen@north.example',
    'Institutional clinician, User managerGroups: No groups',
    'LinkedTraining not enabledSigns in with a password onlyManage',
  ]);
  assert.equal(cells('Lucia')[1], 'ClinicianGroups: Neurology');
  getByRole(main, 'link', { name: 'Add user' });
  getByRole(main, 'link', { name: 'Audit trail' });
});

page('search as you type is sent to the server once typing pauses, and kept in the URL', async () => {
  asManager();
  const api = managerApi();
  api.on('portal_users/search_inst/luc', ok({ users: [lucia], total_rows: 1 }));
  const main = await openUsers();
  await waitFor(() => getByRole(main, 'table'), slow);
  const search = getByRole(main, 'searchbox', { name: 'Search users' });
  type(search, 'l');
  await advance(100);
  type(search, 'lu');
  await advance(100);
  type(search, 'luc');
  await advance(299);
  assert.is(api.calls.filter((c) => c.path.startsWith('portal_users/search_inst/')).length, 0, 'nothing sent while typing');
  await advance(1);
  await waitFor(() => assert.is(api.callsTo('portal_users/search_inst/luc').length, 1));
  assert.is(api.calls.filter((c) => c.path.startsWith('portal_users/search_inst/')).length, 1, 'one search for the pause');
  await waitFor(() => assert.is(getAllByRole(main, 'row').length, 2));
  assert.is(location.search, '?q=luc');
});

page('the role filter is sent to the server', async () => {
  asManager();
  const api = managerApi();
  const main = await openUsers();
  await waitFor(() => getByRole(main, 'table'), slow);
  type(getByLabelText(main, 'Role'), 'user_manager');
  await waitFor(() => assert.is(api.callsTo(listPath).at(-1)?.query.get('role'), 'user_manager'));
  type(getByLabelText(main, 'Group'), '1');
  await waitFor(() => assert.is(api.callsTo(listPath).at(-1)?.query.get('group'), '1'));
});

page('on a phone the group, role and link choices fold under one line saying how many are in use; where there is room they sit beside the search', async () => {
  asManager();
  const api = managerApi();
  setViewport(390, 844);
  const main = await openUsers();
  await waitFor(() => getByRole(main, 'table'), slow);
  const folded = main.querySelector('details');
  assert.ok(folded, 'the choices are folded on a phone');
  assert.not.ok(folded.open, 'closed until asked for');
  assert.is(folded.querySelector('summary')?.textContent, 'Filters');
  getByRole(main, 'searchbox', { name: 'Search users' });
  click(folded.querySelector('summary')!);
  await waitFor(() => assert.ok(main.querySelector('details')?.open));
  type(getByLabelText(main, 'Role'), 'user_manager');
  await waitFor(() => assert.is(api.callsTo(listPath).at(-1)?.query.get('role'), 'user_manager'));
  await waitFor(() => assert.is(main.querySelector('details summary')?.textContent, 'Filters in use: 1'));
  setViewport(1280, 800);
  await waitFor(() => assert.is(main.querySelector('details'), null));
  assert.is((getByLabelText(main, 'Role') as HTMLSelectElement).value, 'user_manager', 'beside the search, as chosen');
});

page('the link filter shows only the unlinked users (or the linked ones), sent to the server and kept in the URL', async () => {
  asManager();
  const api = managerApi();
  const main = await openUsers();
  await waitFor(() => getByRole(main, 'table'), slow);
  assert.is(api.callsTo(listPath).at(-1)?.query.get('link'), null, 'everyone by default');
  type(getByLabelText(main, 'Link to the institution'), 'unlinked');
  await waitFor(() => assert.is(api.callsTo(listPath).at(-1)?.query.get('link'), 'unlinked'));
  assert.is(currentUrl(), '/portal/users?link=unlinked');
});

page("unlinking asks 'Are you sure?' naming whom and what happens; Cancel sends nothing, Ok unlinks", async () => {
  asManager();
  const api = managerApi();
  api.on('portal_users/link_user_inst/21', ok({ ...lucia, linked: false }));
  const main = await openUsers();
  await waitFor(() => getByRole(main, 'table'), slow);
  click(getByRole(rowOf(main, 'Lucia'), 'button', { name: 'Manage Lucia Fernandez' }));
  click(await waitFor(() => getByRole(main, 'button', { name: 'Unlink from the institution' })));
  const confirm = await waitFor(() => getByRole(main, 'alertdialog', { name: 'Are you sure?' }));
  getByText(confirm, /Lucia Fernandez will be unlinked from North Clinic/);
  click(getByRole(confirm, 'button', { name: 'Cancel' }));
  assert.is(api.callsTo('portal_users/link_user_inst/21').length, 0);
  click(getByRole(main, 'button', { name: 'Unlink from the institution' }));
  click(getByRole(await waitFor(() => getByRole(main, 'alertdialog')), 'button', { name: 'Unlink Lucia Fernandez' }));
  await waitFor(() => assert.is(api.callsTo('portal_users/link_user_inst/21')[0]?.query.get('link'), '0'));
  await waitFor(() => assert.equal(toastTexts(), ['User unlinked successfully']), slow);
});

page('with a group chosen in the list, Change roles gives the roles of that group (spec: roles per institution and optionally per group)', async () => {
  asManager();
  const api = managerApi();
  api.on('portal_users/set_user_roles_inst/21', ok({ ...lucia, roles: ['clinician', 'evaluator'] }));
  const main = await openUsers('/portal/users?group=1');
  await waitFor(() => getByRole(main, 'table'), slow);
  assert.is(api.callsTo(listPath).at(-1)?.query.get('group'), '1', 'the list shows the group\'s roles');
  click(getByRole(rowOf(main, 'Lucia'), 'button', { name: 'Manage Lucia Fernandez' }));
  click(await waitFor(() => getByRole(main, 'button', { name: 'Change roles' })));
  await waitFor(() => getByText(main, 'Roles of Lucia Fernandez in Neurology'));
  getByText(main, /These roles apply in this group/);
  click(getByRole(getByRole(main, 'group', { name: 'Roles in the group Neurology' }), 'checkbox', { name: 'Evaluator' }));
  click(getByRole(main, 'button', { name: 'Save changes' }));
  const confirm = await waitFor(() => getByRole(main, 'alertdialog', { name: 'Are you sure?' }));
  getByText(confirm, 'The roles of Lucia Fernandez in the group Neurology will become: Clinician, Evaluator.');
  click(getByRole(confirm, 'button', { name: 'Change the roles' }));
  await waitFor(() => assert.ok(api.callsTo('portal_users/set_user_roles_inst/21')[0]));
  const call = api.callsTo('portal_users/set_user_roles_inst/21')[0];
  assert.equal([call?.query.get('roles'), call?.query.get('group')], ['1-3', '1']);
  await waitFor(() => assert.equal(toastTexts(), ['User roles modified successfully']), slow);
});

page('user-management notifications stay 12 000 ms and carry a close button', async () => {
  asManager();
  const api = managerApi();
  api.on('portal_users/set_evaluator_status_inst/21', fail(409, 'User could not be enabled for training'));
  const main = await openUsers();
  await waitFor(() => getByRole(main, 'table'), slow);
  click(getByRole(rowOf(main, 'Lucia'), 'button', { name: 'Manage Lucia Fernandez' }));
  click(await waitFor(() => getByRole(main, 'button', { name: 'Enable for training' })));
  click(getByRole(await waitFor(() => getByRole(main, 'alertdialog')), 'button', { name: 'Enable training' }));
  await waitFor(() => assert.equal(toastTexts(), ['User could not be enabled for training']), slow);
  await advance(11_000);
  assert.equal(toastTexts(), ['User could not be enabled for training'], 'still shown after 11 s');
  await advance(1_100);
  await waitFor(() => assert.equal(toastTexts(), []));
  click(getByRole(main, 'button', { name: 'Enable for training' }));
  click(getByRole(await waitFor(() => getByRole(main, 'alertdialog')), 'button', { name: 'Enable training' }));
  const toast = await waitFor(() => {
    const [shown] = toasts();
    if (!shown) throw new Error('no notification yet');
    return shown;
  }, slow);
  click(getByRole(toast, 'button'));
  await waitFor(() => assert.equal(toastTexts(), []));
});

page('transfer of ownership is offered to the owner only', async () => {
  asManager();
  managerApi();
  const main = await openUsers();
  await waitFor(() => getByRole(main, 'table'), slow);
  click(getByRole(rowOf(main, 'Lucia'), 'button', { name: 'Manage Lucia Fernandez' }));
  await waitFor(() => getByRole(main, 'button', { name: 'Change roles' }));
  assert.is(queryByRole(main, 'button', { name: 'Transfer ownership' }), null);
  cleanup();
  resetPortal();
  asManager({ is_owner: 'true' });
  const api = managerApi();
  api.on('portal_users/transfer_ownership/21', ok({ owner_id: 21 }));
  const owned = await openUsers();
  await waitFor(() => getByRole(owned, 'table'), slow);
  click(getByRole(rowOf(owned, 'Lucia'), 'button', { name: 'Manage Lucia Fernandez' }));
  click(await waitFor(() => getByRole(owned, 'button', { name: 'Transfer ownership' })));
  const confirm = await waitFor(() => getByRole(owned, 'alertdialog'));
  getByText(confirm, /Lucia Fernandez will become the owner of North Clinic/);
  click(getByRole(confirm, 'button', { name: 'Transfer ownership to Lucia Fernandez' }));
  await waitFor(() => assert.equal(toastTexts(), ['Ownership transferred successfully']), slow);
  assert.is(sessionStorage.getItem('is_owner'), 'false');
});

page("the owner's account and roles are offered to the owner only; a person's details only where the institution may change them", async () => {
  asManager();
  const api = managerApi();
  api.on(listPath, ok({ users: [carmen, { ...lucia, profile_editable: false }], total_rows: 2 }));
  const main = await openUsers();
  await waitFor(() => getByRole(main, 'table'), slow);
  click(getByRole(rowOf(main, 'Carmen'), 'button', { name: 'Manage Carmen Ortega' }));
  await waitFor(() => getByRole(main, 'button', { name: 'Send a password reset mail' }));
  assert.is(queryByRole(main, 'button', { name: 'Change roles' }), null, "a manager is not offered the owner's roles");
  assert.is(queryByRole(main, 'button', { name: 'Edit details' }), null);
  getByText(main, 'Only Carmen Ortega, the owner of North Clinic, can change their own details and roles.');
  click(getByRole(rowOf(main, 'Lucia'), 'button', { name: 'Manage Lucia Fernandez' }));
  await waitFor(() => getByRole(main, 'button', { name: 'Change roles' }));
  assert.is(queryByRole(main, 'button', { name: 'Edit details' }), null, "an account shared with others keeps the person's details");
  getByText(main, /belong to their account/);
  cleanup();
  resetPortal();
  asManager({ is_owner: 'true' });
  managerApi();
  const owned = await openUsers();
  await waitFor(() => getByRole(owned, 'table'), slow);
  click(getByRole(rowOf(owned, 'Carmen'), 'button', { name: 'Manage Carmen Ortega' }));
  await waitFor(() => getByRole(owned, 'button', { name: 'Change roles' }));
  getByRole(owned, 'button', { name: 'Edit details' });
});

page('a clinician without the permission is offered none of it and no list is asked', async () => {
  seedSession({ roles: ['clinician'], extra: { permissions: JSON.stringify({ reports: [], users: [] }) } });
  const api = installApi({});
  const main = await openUsers();
  getByText(main, 'You cannot manage users here');
  assert.is(queryByRole(main, 'link', { name: 'Add user' }), null);
  assert.is(queryByRole(main, 'table'), null);
  assert.is(api.callsTo(listPath).length, 0);
});

page('speaks Spanish when Spanish is chosen', async () => {
  asManager();
  managerApi();
  const main = await openUsers();
  await waitFor(() => getByRole(main, 'table'), slow);
  await act(() => changeLanguage('es'));
  await waitFor(() => getByRole(main, 'heading', { level: 1, name: 'Usuarios' }), slow);
  getByRole(main, 'searchbox', { name: 'Buscar usuarios' });
  getByRole(rowOf(main, 'Lucia'), 'button', { name: 'Gestionar a Lucia Fernandez' });
  getByText(rowOf(main, 'Carmen'), /Titular/);
});

page.run();
