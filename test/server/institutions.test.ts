import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { serverReason } from '../../src/contract/messages.ts';
import type { InstitutionChoice, InstitutionEntry, TermsData } from '../../src/contract/types.ts';
import { demoAccount, demoInstitutions, type DemoRole } from '../../src/server/seed/demo-data.ts';
import { call, logged, signIn, startTestServer, type SignedIn, type TestServer } from './support/test-server.ts';

const institutions = suite<{ t: TestServer; ids: Record<string, number> }>('institutions and institution scope');

institutions.before(async (ctx) => {
  ctx.t = await startTestServer();
  const rows = await ctx.t.server.db.query<{ id: number; name: string }>('SELECT id, name FROM institutions');
  ctx.ids = {
    north: rows.find((row) => row.name === demoInstitutions.north.name)?.id ?? 0,
    south: rows.find((row) => row.name === demoInstitutions.south.name)?.id ?? 0,
  };
});

institutions.after(async ({ t }) => {
  await t.close();
});

const as = (t: TestServer, role: DemoRole) => signIn(t, demoAccount(role).email, demoAccount(role).password);
const choose = (t: TestServer, user: SignedIn, id: number | string) =>
  call<InstitutionChoice>(t, `portal_users/set_login_institution/${id}`, { headers: user.headers });

institutions('the user lists only the institutions they belong to', async ({ t, ids }) => {
  const user = await as(t, 'institutional_clinician');
  const answer = await call<InstitutionEntry[]>(t, 'institution/list_inst_user/0', { headers: user.headers });
  assert.is(answer.status, 200);
  assert.equal(answer.body.data?.map((entry) => entry.keyid).sort(), [ids.north, ids.south].sort());
  assert.ok(answer.body.data?.every((entry) => typeof entry.institution_name === 'string'));
  const single = await as(t, 'clinician');
  const own = await call<InstitutionEntry[]>(t, 'institution/list_inst_user/0', { headers: single.headers });
  assert.equal(own.body.data?.map((entry) => entry.institution_name), [demoInstitutions.north.name]);
});

institutions('choosing an institution the user is not a member of answers 404 as if it did not exist', async ({ t, ids }) => {
  const user = await as(t, 'clinician');
  for (const id of [ids.south, 999_999, 'abc', '0']) {
    const answer = await choose(t, user, id as number);
    assert.is(answer.status, 404, String(id));
    assert.is(answer.body.message, serverReason.institutionNotFound);
  }
});

const expected: [DemoRole, 'north' | 'south', Partial<InstitutionChoice>][] = [
  ['clinician', 'north', { roles: ['clinician'], permissions: { reports: [], users: [] }, is_owner: false }],
  [
    'institutional_clinician',
    'north',
    {
      roles: ['institutional_clinician'],
      permissions: {
        reports: ['list_reports_inst', 'get_report_inst', 'get_evaluation_report_inst', 'get_longitudinal_report_inst'],
        users: ['list_subject_inst'],
      },
    },
  ],
  ['evaluator', 'north', { roles: ['evaluator'], evaluator_status: '1', permissions: { reports: [], users: [] } }],
  ['medical_record_entry', 'south', { roles: ['medical_record_entry'], permissions: { reports: [], users: ['list_subject_inst'] } }],
  ['user_manager', 'north', { roles: ['user_manager'], permissions: { reports: [], users: ['list_inst', 'set_inst', 'get_inst', 'set_user_roles_inst'] } }],
  ['user_manager', 'south', { roles: ['clinician'], permissions: { reports: [], users: [] } }],
  ['owner', 'north', { is_owner: true, roles: ['institutional_clinician', 'user_manager'] }],
  ['admin', 'north', { roles: ['user_manager'], permissions: { reports: [], users: ['list_inst', 'set_inst', 'admin_dashboard', 'get_inst', 'set_user_roles_inst'] } }],
  ['admin', 'south', { roles: [], permissions: { reports: [], users: ['admin_dashboard'] }, is_owner: false }],
];

for (const [role, institution, want] of expected) {
  institutions(`the ${role} in the ${institution} institution gets the permissions of the roles held there`, async ({ t, ids }) => {
    const user = await as(t, role);
    const answer = await choose(t, user, ids[institution] as number);
    assert.is(answer.status, 200);
    const data = answer.body.data as InstitutionChoice;
    assert.equal(Object.keys(data).sort(), ['agree_tandc', 'evaluator_status', 'is_owner', 'permissions', 'roles']);
    for (const [key, value] of Object.entries(want)) {
      assert.equal(data[key as keyof InstitutionChoice], value, key);
    }
    assert.type(data.evaluator_status, 'string');
  });
}

institutions('a member without roles there gets empty lists', async ({ t, ids }) => {
  const user = await as(t, 'admin');
  await t.server.db.query('UPDATE users SET is_admin = false WHERE id = $1', [user.id]);
  const answer = await choose(t, user, ids.south as number);
  await t.server.db.query('UPDATE users SET is_admin = true WHERE id = $1', [user.id]);
  assert.equal(answer.body.data?.permissions, { reports: [], users: [] });
  assert.equal(answer.body.data?.roles, []);
});

institutions('the chosen institution is kept on the server-side session', async ({ t, ids }) => {
  const user = await as(t, 'user_manager');
  await choose(t, user, ids.south as number);
  const rows = await t.server.db.query<{ institution_id: number; group_no: number }>(
    "SELECT institution_id, group_no FROM sessions WHERE user_id = $1 AND revoked_at IS NULL ORDER BY id DESC LIMIT 1",
    [user.id],
  );
  assert.equal(rows[0], { institution_id: ids.south, group_no: 0 });
});

institutions('accept terms needs a chosen institution, then sets the flag of that membership only', async ({ t, ids }) => {
  const user = await as(t, 'institutional_clinician');
  const early = await call(t, 'portal_users/set_terms_and_conditions_user/1', { headers: user.headers });
  assert.is(early.status, 409);
  assert.is(early.body.message, serverReason.institutionNotChosen);
  const before = await choose(t, user, ids.south as number);
  assert.is(before.body.data?.agree_tandc, false);
  const accepted = await call<TermsData>(t, 'portal_users/set_terms_and_conditions_user/1', {
    headers: user.headers,
    json: { institution_id: ids.north, agree_tandc: false },
  });
  assert.is(accepted.status, 200);
  assert.equal(accepted.body.data, { agree_tandc: true });
  const after = await choose(t, user, ids.south as number);
  assert.is(after.body.data?.agree_tandc, true);
});

institutions('all institutions are listed for an admin and refused to anyone else', async ({ t }) => {
  const admin = await as(t, 'admin');
  const all = await call<InstitutionEntry[]>(t, 'institution/list/0', { headers: admin.headers });
  assert.is(all.status, 200);
  assert.is(all.body.data?.length, 2);
  const owner = await as(t, 'owner');
  const refused = await call(t, 'institution/list/0', { headers: owner.headers });
  assert.is(refused.status, 403);
  assert.is(refused.body.message, serverReason.badPermissions);
  const failure = logged(t, 'authorization_failure').at(-1);
  assert.is(failure?.user_id, owner.id);
  assert.is(failure?.endpoint, 'institution/list/0');
});

institutions.run();
