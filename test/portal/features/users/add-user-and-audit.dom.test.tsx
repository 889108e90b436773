import { act, click, getByLabelText, getByRole, getByText, render, type, waitFor } from '../../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { currentUrl, installApi, jsonResponse, ok, seedSession, toastTexts, visit, endPortalTestInEnglish } from '../../../support/portal-fixtures.ts';
import { App } from '../../../../src/portal/app/app.tsx';
import { changeLanguage } from '../../../../src/portal/lib/i18n/language-store.ts';

const slow = { timeout: 10_000 };
const createPath = 'portal_users/set_inst/0';
const institution = {
  keyid: 12,
  institution_name: 'North Clinic',
  country: 'ES',
  groups: [{ group_no: 0, name: 'Whole institution' }, { group_no: 1, name: 'Neurology' }],
  group: { group_no: 0, name: 'Whole institution' },
  users_total: 2,
  owner: null,
};
const created = {
  id: 40,
  name: 'Nuria',
  lastname: 'Vidal',
  email: 'nuria@north.example',
  company: 'North',
  user_role: '',
  roles: ['clinician', 'evaluator'],
  groups: [{ group_no: 1, name: 'Neurology' }],
  is_owner: false,
  evaluator_status: '0',
  linked: true,
  invited: false,
  profile_editable: true,
  second_factor: false,
};

function asManager() {
  seedSession({
    roles: ['user_manager'],
    extra: { permissions: JSON.stringify({ reports: [], users: ['list_inst', 'get_inst', 'set_inst', 'set_user_roles_inst'] }) },
  });
}

async function open(url: string, heading: string) {
  visit(url);
  render(<App />);
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: heading }), slow);
  return getByRole(document.body, 'main');
}

const add = suite('AddUserPage');
add.after.each(endPortalTestInEnglish);

function fill(main: HTMLElement) {
  type(getByLabelText(main, 'First name'), 'Nuria');
  type(getByLabelText(main, 'Last name'), 'Vidal');
  type(getByLabelText(main, 'Email'), 'nuria@north.example');
  type(getByLabelText(main, 'Password'), 'abc');
  click(getByLabelText(main, 'Evaluator'));
  click(getByLabelText(main, 'Clinician'));
}

add('Account creation always sends force_enable true and the roles joined by "-", to the group chosen', async () => {
  asManager();
  const api = installApi({ 'portal_users/get_inst/12': ok(institution), [createPath]: ok({ user: created, existing: false, invited: false, reset_link_sent: false }) });
  const main = await open('/portal/users/add_user', 'Add User');
  fill(main);
  type(await waitFor(() => getByLabelText(main, 'Group')), '1');
  click(getByRole(main, 'button', { name: 'Add user' }));
  await waitFor(() => assert.is(api.callsTo(createPath).length, 1));
  const call = api.callsTo(createPath)[0];
  assert.equal(call?.json, {
    name: 'Nuria',
    lastname: 'Vidal',
    passwd: 'abc',
    email: 'nuria@north.example',
    company: '',
    institution_id: 12,
    user_role: '',
    force_enable: true,
    roles: '1-3',
  });
  assert.is(call?.query.get('group'), '1');
  await waitFor(() => assert.equal(toastTexts(), ['User added successfully']), slow);
  await waitFor(() => assert.is(location.pathname + location.search, '/portal/users?q=nuria%40north.example'));
});

add('No client-side validation: the server’s refusal shows at its field, and nothing typed is lost', async () => {
  asManager();
  const refusal = { message: 'Enter a valid email address', data: { fields: [{ field: 'email', code: 'format' }] } };
  const api = installApi({ 'portal_users/get_inst/12': ok(institution), [createPath]: () => jsonResponse(refusal, 400) });
  const main = await open('/portal/users/add_user', 'Add User');
  type(getByLabelText(main, 'First name'), 'Nuria');
  type(getByLabelText(main, 'Last name'), 'Vidal');
  type(getByLabelText(main, 'Email'), 'not an email');
  click(getByRole(main, 'button', { name: 'Add user' }));
  await waitFor(() => assert.is(api.callsTo(createPath).length, 1), slow);
  assert.is((api.callsTo(createPath)[0]?.json as { email?: string }).email, 'not an email', 'sent as typed, unchecked');
  const email = getByLabelText(main, 'Email') as HTMLInputElement;
  await waitFor(() => assert.is(email.getAttribute('aria-invalid'), 'true'), slow);
  const described = (email.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
  assert.ok(described.some((text) => /email/i.test(text)), described.join(' | '));
  assert.is((getByLabelText(main, 'First name') as HTMLInputElement).value, 'Nuria');
  assert.is((getByLabelText(main, 'Email') as HTMLInputElement).value, 'not an email');
});

add('saying so when the email belonged to an account already, which was invited, and opening the list with the pending invitations', async () => {
  asManager();
  installApi({
    'portal_users/get_inst/12': ok(institution),
    [createPath]: ok({ existing: true, invited: true, invitation: { id: 4, user_id: created.id }, reset_link_sent: false }),
  });
  const main = await open('/portal/users/add_user', 'Add User');
  fill(main);
  click(getByRole(main, 'button', { name: 'Add user' }));
  await waitFor(
    () =>
      assert.equal(toastTexts(), [
        'An account with this email already exists, so the person has been invited: they become a user of the institution when they accept the invitation.',
      ]),
    slow,
  );
  await waitFor(() => assert.is(currentUrl(), '/portal/users'));
});

add('speaks Spanish when Spanish is chosen', async () => {
  asManager();
  installApi({ 'portal_users/get_inst/12': ok(institution) });
  const main = await open('/portal/users/add_user', 'Add User');
  await act(() => changeLanguage('es'));
  await waitFor(() => getByRole(main, 'heading', { level: 1, name: 'Añadir usuario' }), slow);
  getByLabelText(main, 'Apellidos');
  getByRole(main, 'button', { name: 'Añadir usuario' });
});

add.run();

const audit = suite('Audit trail');
audit.after.each(endPortalTestInEnglish);

const entry = (id: number, action: string, changes: { field: string; before: string | null; after: string | null }[]) => ({
  id,
  at: '2026-11-20T10:00:00.000Z',
  institution_id: 12,
  actor_id: 22,
  actor_name: 'Carmen Ortega',
  user_id: 21,
  user_name: 'Lucia Fernandez',
  action,
  changes,
  subject_code: null as string | null,
  evaluated_at: null as string | null,
});

audit('shows the changes newest first with who, whom and before and after, and filters by change at the server', async () => {
  asManager();
  const api = installApi({
    'portal_users/list_audit_inst/0': ok({
      entries: [
        entry(9, 'roles_changed', [{ field: 'roles', before: 'clinician', after: 'clinician, evaluator' }]),
        entry(8, 'user_unlinked', [{ field: 'linked', before: 'yes', after: 'no' }]),
      ],
      total_rows: 2,
    }),
  });
  const main = await open('/portal/users?view=audit&user=21', 'Audit trail');
  const table = await waitFor(() => getByRole(main, 'table'), slow);
  const rows = [...table.querySelectorAll('tbody tr')].map((row) => [...row.children].slice(1).map((cell) => cell.textContent));
  assert.equal(rows, [
    ['Roles changed', 'Carmen Ortega', 'Lucia Fernandez', 'Roles: Clinician → Clinician, Evaluator'],
    ['User unlinked', 'Carmen Ortega', 'Lucia Fernandez', 'Linked: yes → no'],
  ]);
  assert.is(api.callsTo('portal_users/list_audit_inst/0')[0]?.query.get('user'), '21');
  assert.is(api.callsTo('portal_users/list_audit_inst/0')[0]?.query.get('kind'), 'changes', 'the changes unless asked for the reads');
  type(getByLabelText(main, 'Change'), 'ownership_transferred');
  await waitFor(() => assert.is(api.callsTo('portal_users/list_audit_inst/0').at(-1)?.query.get('action'), 'ownership_transferred'));
});

audit('names roles by their labels in the page\'s language, and the server itself as The portal', async () => {
  asManager();
  installApi({
    'portal_users/list_audit_inst/0': ok({
      entries: [
        { ...entry(3, 'institution_created', [{ field: 'roles', before: null, after: 'user_manager' }]), actor_id: null, actor_name: '' },
      ],
      total_rows: 1,
    }),
  });
  await act(() => changeLanguage('es'));
  const main = await open('/portal/users?view=audit', 'Historial de auditoría');
  const table = await waitFor(() => getByRole(main, 'table'), slow);
  const rows = [...table.querySelectorAll('tbody tr')].map((row) => [...row.children].slice(1).map((cell) => cell.textContent));
  assert.equal(rows, [['Institución creada', 'El portal', 'Lucia Fernandez', 'Roles: (nada) → Gestión de usuarios']]);
});

audit('names the subject a record\'s or an export\'s row concerns by its code (a report by its date), the revision and the fields a change touched by name, without values', async () => {
  asManager();
  installApi({
    'portal_users/list_audit_inst/0': ok({
      entries: [
        {
          ...entry(4, 'record_revised', [
            { field: 'record', before: null, after: '41' },
            { field: 'revision', before: null, after: '2' },
            { field: 'clinical_notes', before: null, after: null },
          ]),
          user_id: null,
          user_name: '',
          subject_code: 'NOR-1005',
        },
        {
          ...entry(3, 'fhir_exported', [
            { field: 'evaluation', before: null, after: '7' },
            { field: 'version', before: null, after: '2' },
          ]),
          user_id: null,
          user_name: '',
          subject_code: 'NOR-1005',
          evaluated_at: '2026-03-12T09:30:00.000Z',
        },
        { ...entry(2, 'record_read', [{ field: 'record', before: null, after: '40' }]), user_id: null, user_name: '' },
      ],
      total_rows: 3,
    }),
  });
  const main = await open('/portal/users?view=audit', 'Audit trail');
  const table = await waitFor(() => getByRole(main, 'table'), slow);
  const rows = [...table.querySelectorAll('tbody tr')].map((row) => [...row.children].slice(1).map((cell) => [...cell.childNodes].map((n) => n.textContent).join(' | ')));
  assert.equal(rows, [
    ['Medical record changed', 'Carmen Ortega', 'Medical record of NOR-1005', 'Revision 2 | Changed: Clinical notes'],
    ['Reports exported as FHIR', 'Carmen Ortega', 'Report of 12 Mar 2026 of NOR-1005', 'Version: 2'],
    ['Medical record opened', 'Carmen Ortega', 'A medical record no longer in the portal', ''],
  ]);
  assert.not.match(table.textContent ?? '', /record 4[01]|Evaluation/);
});

audit('the reads of medical records are a choice of their own, each naming who read', async () => {
  asManager();
  const api = installApi({
    'portal_users/list_audit_inst/0': (call) =>
      ok(
        call.query.get('kind') === 'reads'
          ? { entries: [{ ...entry(5, 'records_listed', []), user_id: null, user_name: '', actor_name: 'João Silva' }], total_rows: 1 }
          : { entries: [entry(9, 'roles_changed', [{ field: 'roles', before: 'clinician', after: 'evaluator' }])], total_rows: 1 },
      )(call),
  });
  const main = await open('/portal/users?view=audit', 'Audit trail');
  await waitFor(() => getByRole(main, 'rowheader', { name: 'Roles changed' }), slow);
  type(getByLabelText(main, 'Show'), 'reads');
  await waitFor(() => getByRole(main, 'rowheader', { name: 'Medical records list opened' }));
  assert.is(api.callsTo('portal_users/list_audit_inst/0').at(-1)?.query.get('kind'), 'reads');
  const row = [...(getByRole(main, 'table').querySelectorAll('tbody tr') ?? [])].map((r) => [...r.children].slice(1).map((c) => c.textContent));
  assert.equal(row, [['Medical records list opened', 'João Silva', 'The medical records list', '']]);
  assert.is(currentUrl(), '/portal/users?view=audit&kind=reads');
});

audit('is not offered to a clinician', async () => {
  seedSession({ roles: ['clinician'], extra: { permissions: JSON.stringify({ reports: [], users: [] }) } });
  const api = installApi({});
  const main = await open('/portal/users?view=audit', 'Audit trail');
  getByText(main, 'The audit trail is not open to you');
  assert.is(api.callsTo('portal_users/list_audit_inst/0').length, 0);
});

audit.run();
