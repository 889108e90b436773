import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { supportReasons } from '../../src/contract/constants.ts';
import { serverReason } from '../../src/contract/messages.ts';
import { roleNames, rolePermissions } from '../../src/contract/roles.ts';
import type { OwnUser, RoleEntry, SupportTicket } from '../../src/contract/types.ts';
import { demoAccount } from '../../src/server/seed/demo-data.ts';
import { call, login, signIn, startTestServer, type SignedIn, type TestServer } from './support/test-server.ts';

const account = suite<{ t: TestServer; user: SignedIn }>('own account, role catalogue and support');

const evaluator = demoAccount('evaluator');

account.before(async (ctx) => {
  ctx.t = await startTestServer();
  ctx.user = await signIn(ctx.t, evaluator.email, evaluator.password);
});

account.after(async ({ t }) => {
  await t.close();
});

const getOwn = (t: TestServer, user: SignedIn) =>
  call<OwnUser>(t, 'portal_users/get_own_user/0', { method: 'GET', headers: user.headers });

account('get own user answers the signed-in account', async ({ t, user }) => {
  const answer = await getOwn(t, user);
  assert.equal(answer.body.data, {
    id: user.id,
    name: evaluator.firstName,
    lastname: evaluator.lastName,
    email: evaluator.email,
    company: evaluator.company,
    is_admin: false,
  });
});

account('one\'s theme is kept with the account: each sign-in answers it, another person keeps theirs, and only the three themes are taken', async ({ t }) => {
  const clinician = demoAccount('clinician');
  const manager = demoAccount('user_manager');
  const themeOf = async (who: { email: string; password: string }) => (await login(t, who.email, who.password)).body.data?.theme;
  assert.is(await themeOf(clinician), 'system', 'the system\'s until one chooses');
  const me = await signIn(t, clinician.email, clinician.password);
  const set = (theme: unknown) => call<{ theme: string }>(t, 'portal_users/set_own_theme/0', { headers: me.headers, json: { theme } });
  const dark = await set('dark');
  assert.is(dark.status, 200, JSON.stringify(dark.body));
  assert.equal(dark.body.data, { theme: 'dark' });
  assert.is(await themeOf(clinician), 'dark');
  assert.is(await themeOf(manager), 'system', 'another person\'s is untouched');
  for (const wrong of ['blue', '', null, 2]) assert.is((await set(wrong)).status, 400, JSON.stringify(wrong));
  assert.is(await themeOf(clinician), 'dark');
  const anonymous = await call(t, 'portal_users/set_own_theme/0', { json: { theme: 'light' } });
  assert.is(anonymous.status, 401);
  assert.is((await set('system')).status, 200);
});

account('set own user changes name, lastname and company, and leaves null fields alone', async ({ t, user }) => {
  const answer = await call<OwnUser>(t, `portal_users/set_own_user/${user.id}`, {
    headers: user.headers,
    json: { name: '  Aiko María ', lastname: null, company: 'Hospital Norte' },
  });
  assert.is(answer.status, 200);
  assert.is(answer.body.data?.name, 'Aiko María');
  assert.is(answer.body.data?.lastname, evaluator.lastName);
  assert.is(answer.body.data?.company, 'Hospital Norte');
  assert.equal((await getOwn(t, user)).body.data, answer.body.data);
});

account("set own user on another user's id answers 403 Bad permissions", async ({ t, user }) => {
  const answer = await call(t, `portal_users/set_own_user/${user.id + 1}`, { headers: user.headers, json: { name: 'Mallory' } });
  assert.is(answer.status, 403);
  assert.is(answer.body.message, serverReason.badPermissions);
});

account('set own user refuses role, institution, email and admin fields, and wrong types', async ({ t, user }) => {
  for (const json of [{ name: 'A', roles: '1-2' }, { institution_id: 2 }, { email: 'x@y.z' }, { is_admin: true }]) {
    const answer = await call(t, `portal_users/set_own_user/${user.id}`, { headers: user.headers, json });
    assert.is(answer.status, 400, JSON.stringify(json));
    const field = Object.keys(json).at(-1) as string;
    assert.is(answer.body.message, `The field "${field}" is not accepted here`);
    assert.equal(answer.body.data, { fields: [{ field, code: 'unknown_field' }] });
  }
  const typed = await call(t, `portal_users/set_own_user/${user.id}`, { headers: user.headers, json: { name: 7 } });
  assert.is(typed.status, 400);
  const blank = await call(t, `portal_users/set_own_user/${user.id}`, { headers: user.headers, json: { lastname: ' ' } });
  assert.is(blank.status, 400);
  const rows = await t.server.db.query<{ is_admin: boolean }>('SELECT is_admin FROM users WHERE id = $1', [user.id]);
  assert.is(rows[0]?.is_admin, false);
});

account('the role catalogue comes from the database with each role and its permissions', async ({ t, user }) => {
  const answer = await call<RoleEntry[]>(t, 'portal_users/list_user_roles/0', { method: 'GET', headers: user.headers });
  assert.is(answer.status, 200);
  const roles = answer.body.data ?? [];
  assert.equal(roles.map((role) => role.name), [...roleNames]);
  for (const role of roles) {
    assert.equal([...role.permissions].sort(), [...rolePermissions[role.name]].sort(), role.name);
    assert.ok(role.label && role.description, `${role.name} has a label and a description`);
  }
  assert.equal(roles.map((role) => role.keyid), [1, 2, 3, 4, 5]);
});

account('a support request is stored with the user, the chosen institution and the time', async ({ t, user }) => {
  const institutions = await call<{ keyid: number }[]>(t, 'institution/list_inst_user/0', { headers: user.headers });
  const institutionId = institutions.body.data?.[0]?.keyid as number;
  await call(t, `portal_users/set_login_institution/${institutionId}`, { headers: user.headers });
  const text = 'Hello, could you help me interpret the report for evaluation 42? Thank you!';
  const answer = await call<SupportTicket>(t, 'tickets/request_support/0', {
    headers: user.headers,
    json: { subject: 'Report Interpretation', body: text },
  });
  assert.is(answer.status, 200);
  const ticketId = answer.body.data?.ticket_id;
  assert.type(ticketId, 'number');
  const rows = await t.server.db.query<{ user_id: number; institution_id: number; subject: string; body: string; created_at: Date }>(
    'SELECT user_id, institution_id, subject, body, created_at FROM support_tickets WHERE id = $1',
    [ticketId],
  );
  assert.is(rows[0]?.user_id, user.id);
  assert.is(rows[0]?.institution_id, institutionId);
  assert.is(rows[0]?.subject, 'Report Interpretation');
  assert.is(rows[0]?.body, text);
  assert.ok(Math.abs((rows[0]?.created_at.getTime() ?? 0) - Date.now()) < 60_000);
});

account('every support reason of the spec is accepted', async ({ t, user }) => {
  for (const subject of supportReasons) {
    const answer = await call(t, 'tickets/request_support/0', { headers: user.headers, json: { subject, body: 'x' } });
    assert.is(answer.status, 200, subject);
  }
});

account('a support request with an unknown reason, an empty or a too long description answers 400', async ({ t, user }) => {
  const cases = [
    { subject: 'Billing', body: 'x' },
    { subject: 'Other', body: '   ' },
    { subject: 'Other' },
    { subject: 'Other', body: 'x'.repeat(5001) },
  ];
  for (const json of cases) {
    const answer = await call(t, 'tickets/request_support/0', { headers: user.headers, json });
    assert.is(answer.status, 400, JSON.stringify(json).slice(0, 60));
  }
  const atLimit = await call(t, 'tickets/request_support/0', { headers: user.headers, json: { subject: 'Other', body: 'é'.repeat(5000) } });
  assert.is(atLimit.status, 200, '5000 characters are accepted');
});

account.run();
