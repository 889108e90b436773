/**
 * Accounts only their holder controls (issue 31): a password typed before the mailbox was proven
 * never signs anyone in, and an existing account joins an institution only when its holder accepts
 * the invitation. The first test is the attack the finding describes, end to end.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { serverReason } from '../../src/contract/messages.ts';
import { roleNames } from '../../src/contract/roles.ts';
import { demoAccount, demoInstitutions } from '../../src/server/seed/demo-data.ts';
import { call, logged, login, signIn, startTestServer, waitUntil, type SignedIn, type TestServer } from './support/test-server.ts';
import { registerNew, resetKey } from './support/accounts.ts';

const test = suite<{ t: TestServer; manager: SignedIn; north: number }>('account lifecycle');

test.before(async (ctx) => {
  ctx.t = await startTestServer();
  const manager = demoAccount('user_manager');
  ctx.manager = await signIn(ctx.t, manager.email, manager.password);
  const institutions = await call<{ keyid: number; institution_name: string }[]>(ctx.t, 'institution/list_inst_user/0', { headers: ctx.manager.headers });
  ctx.north = institutions.body.data?.find((entry) => entry.institution_name === demoInstitutions.north.name)?.keyid ?? 0;
  assert.is((await call(ctx.t, `portal_users/set_login_institution/${ctx.north}`, { headers: ctx.manager.headers })).status, 200);
});

test.after(async ({ t }) => {
  await t.close();
});

const outsiderPassword = 'chosen by the outsider';
const holderPassword = 'chosen by the holder';

interface OwnInvitation {
  id: number;
  institution_id: number;
  institution_name: string;
  roles: string[];
  invited_by: string;
}

const ownInvitations = async (t: TestServer, who: SignedIn) =>
  (await call<{ invitations: OwnInvitation[] }>(t, 'portal_users/list_invitations_user/0', { headers: who.headers })).body.data?.invitations ?? [];

const institutionsOf = async (t: TestServer, who: SignedIn) =>
  ((await call<{ keyid: number }[]>(t, 'institution/list_inst_user/0', { headers: who.headers })).body.data ?? []).map((entry) => entry.keyid);

/** A registered account whose holder followed the link and chose `holderPassword`. */
async function holderAccount(t: TestServer, email: string): Promise<number> {
  const { id, key } = await registerNew(t, email);
  assert.is((await call(t, `auth/confirm/${id}`, { json: { key, password: holderPassword } })).status, 200);
  return id;
}

test('a password chosen at registration, before the mailbox was proven, never becomes the account password', async ({ t, manager }) => {
  const email = 'future.colleague@hospital.example';
  // The outsider registers the colleague's address with a password of their own choosing.
  const { id, key } = await registerNew(t, email, { password: outsiderPassword });
  assert.is((await login(t, email, outsiderPassword)).status, 401, 'nothing signs in before the link is followed');
  // The real person follows the link from their mailbox and chooses their own password there.
  assert.is((await call(t, `auth/confirm/${id}`, { json: { key, password: holderPassword } })).status, 200);
  assert.is((await login(t, email, outsiderPassword)).status, 401);
  // The user manager adds the address: an invitation, which the outsider cannot see or accept.
  const added = await call<{ invited: boolean }>(t, 'portal_users/set_inst/0', {
    headers: manager.headers,
    json: { name: 'Future', lastname: 'Colleague', email, roles: '1' },
  });
  assert.is(added.status, 200);
  assert.is(added.body.data?.invited, true);
  assert.is((await login(t, email, outsiderPassword)).status, 401);
  const holder = await signIn(t, email, holderPassword);
  assert.is((await ownInvitations(t, holder)).length, 1);
});

test('an account without a password yet answers sign-in as an unknown email does', async ({ t }) => {
  await registerNew(t, 'no.password.yet@clinic.example');
  const pending = await login(t, 'no.password.yet@clinic.example', 'anything at all here');
  const unknown = await login(t, 'nobody.here@clinic.example', 'anything at all here');
  assert.equal([pending.status, pending.body.message], [unknown.status, unknown.body.message]);
});

test('following the confirmation link ends every session of the account', async ({ t }) => {
  const { id, key } = await registerNew(t, 'old.sessions@clinic.example');
  // A session made before (as an older version let an unconfirmed account sign in).
  await t.server.db.query(
    `INSERT INTO sessions (token_hash, user_id, created_at, expires_at, last_used_at) VALUES ('stale-session', $1, now(), now() + interval '1 hour', now())`,
    [id],
  );
  assert.is((await call(t, `auth/confirm/${id}`, { json: { key, password: holderPassword } })).status, 200);
  const live = await t.server.db.query('SELECT 1 FROM sessions WHERE user_id = $1 AND revoked_at IS NULL', [id]);
  assert.is(live.length, 0);
});

test('adding an existing account is an invitation: until its holder accepts it is no member and holds no role', async ({ t, manager, north }) => {
  const email = 'invited.clinician@clinic.example';
  const id = await holderAccount(t, email);
  const added = await call<{ invited: boolean; existing: boolean; user?: unknown; invitation?: { user_id: number } }>(t, 'portal_users/set_inst/0', {
    headers: manager.headers,
    json: { name: 'Ignored', lastname: 'Name', email, roles: '1-3' },
  });
  assert.equal([added.status, added.body.data?.existing, added.body.data?.invited, added.body.data?.invitation?.user_id], [200, true, true, id]);
  assert.is(added.body.data?.user, undefined);
  const holder = await signIn(t, email, holderPassword);
  assert.equal(await institutionsOf(t, holder), [], 'not a member before accepting');
  assert.is((await call(t, `portal_users/set_login_institution/${north}`, { headers: holder.headers })).status, 404);
  // The user manager sees the invitation pending, and that the person made the account.
  const pending = await call<{ invitations: { user_id: number; self_registered: boolean; roles: string[]; invited_by: string }[] }>(
    t,
    'portal_users/list_invitations_inst/0',
    { headers: manager.headers },
  );
  const mine = pending.body.data?.invitations.find((entry) => entry.user_id === id);
  assert.equal([mine?.self_registered, mine?.roles], [true, ['clinician', 'evaluator']]);
  assert.is(mine?.invited_by, `${demoAccount('user_manager').firstName} ${demoAccount('user_manager').lastName}`);
  assert.is((await call(t, 'portal_users/set_inst/0', { headers: manager.headers, json: { name: 'A', lastname: 'B', email } })).body.message, serverReason.alreadyInvited);
  // The holder sees it and accepts: then, and only then, the institution and the roles are theirs.
  const [invitation] = await ownInvitations(t, holder);
  assert.equal([invitation?.institution_name, invitation?.roles], [demoInstitutions.north.name, ['clinician', 'evaluator']]);
  const accepted = await call(t, `portal_users/answer_invitation_user/${invitation?.id}?accept=1`, { headers: holder.headers });
  assert.is(accepted.status, 200);
  assert.equal(await institutionsOf(t, holder), [north]);
  const chosen = await call<{ roles: string[] }>(t, `portal_users/set_login_institution/${north}`, { headers: holder.headers });
  assert.equal(chosen.body.data?.roles, ['clinician', 'evaluator']);
  assert.equal(await ownInvitations(t, holder), []);
  const audit = await call<{ entries: { action: string; user_id: number }[] }>(t, `portal_users/list_audit_inst/0?user=${id}`, { method: 'GET', headers: manager.headers });
  assert.equal(audit.body.data?.entries.map((entry) => entry.action), ['invitation_accepted', 'user_invited']);
});

test('the holder may decline, the user manager may withdraw, and nobody else can answer an invitation', async ({ t, manager }) => {
  const declining = await holderAccount(t, 'declining.person@clinic.example');
  const withdrawn = await holderAccount(t, 'withdrawn.person@clinic.example');
  for (const email of ['declining.person@clinic.example', 'withdrawn.person@clinic.example']) {
    assert.is((await call(t, 'portal_users/set_inst/0', { headers: manager.headers, json: { name: 'A', lastname: 'B', email, roles: '1' } })).status, 200);
  }
  const holder = await signIn(t, 'declining.person@clinic.example', holderPassword);
  const other = await signIn(t, 'withdrawn.person@clinic.example', holderPassword);
  const [invitation] = await ownInvitations(t, holder);
  // Someone else's invitation answers as if it did not exist.
  const forged = await call(t, `portal_users/answer_invitation_user/${invitation?.id}?accept=1`, { headers: other.headers });
  assert.equal([forged.status, forged.body.message], [404, serverReason.invitationNotFound]);
  assert.is((await call(t, `portal_users/answer_invitation_user/${invitation?.id}?accept=0`, { headers: holder.headers })).status, 200);
  assert.equal(await institutionsOf(t, holder), []);
  assert.is((await call(t, `portal_users/answer_invitation_user/${invitation?.id}?accept=1`, { headers: holder.headers })).status, 404, 'answered once');
  assert.is((await call(t, `portal_users/withdraw_invitation_inst/${withdrawn}`, { headers: manager.headers })).status, 200);
  assert.equal(await ownInvitations(t, other), []);
  const pending = await call<{ invitations: { user_id: number }[] }>(t, 'portal_users/list_invitations_inst/0', { headers: manager.headers });
  assert.not.ok(pending.body.data?.invitations.some((entry) => [declining, withdrawn].includes(entry.user_id)));
});

test('linking a former member again (link=1) invites them back instead of linking them', async ({ t, manager, north }) => {
  const email = 'former.member@clinic.example';
  const id = await holderAccount(t, email);
  await call(t, 'portal_users/set_inst/0', { headers: manager.headers, json: { name: 'A', lastname: 'B', email, roles: '1' } });
  const holder = await signIn(t, email, holderPassword);
  const [invitation] = await ownInvitations(t, holder);
  await call(t, `portal_users/answer_invitation_user/${invitation?.id}?accept=1`, { headers: holder.headers });
  assert.is((await call(t, `portal_users/link_user_inst/${id}?link=0&group=0`, { headers: manager.headers })).status, 200);
  const relinked = await call<{ linked: boolean; invited: boolean }>(t, `portal_users/link_user_inst/${id}?link=1&group=0`, { headers: manager.headers });
  assert.equal([relinked.status, relinked.body.data?.linked, relinked.body.data?.invited], [200, false, true]);
  assert.equal(await institutionsOf(t, holder), []);
  const [again] = await ownInvitations(t, holder);
  assert.equal([again?.institution_id, again?.roles], [north, ['clinician']]);
});

test('an account a user manager made with a password they typed cannot be invited elsewhere until its holder proves the address', async ({ t, manager }) => {
  // The same user manager manages the second institution too (a role given here for the test).
  const southId = (await call<{ keyid: number; institution_name: string }[]>(t, 'institution/list_inst_user/0', { headers: manager.headers })).body.data?.find(
    (entry) => entry.institution_name === demoInstitutions.south.name,
  )?.keyid;
  assert.ok(southId);
  await t.server.db.query(
    'INSERT INTO membership_roles (membership_id, role_id) SELECT id, $3 FROM memberships WHERE user_id = $1 AND institution_id = $2 AND group_no = 0',
    [manager.id, southId, roleNames.indexOf('user_manager') + 1],
  );
  const account = demoAccount('user_manager');
  const south = await signIn(t, account.email, account.password);
  assert.is((await call(t, `portal_users/set_login_institution/${southId}`, { headers: south.headers })).status, 200);
  const email = 'made.elsewhere@clinic.example';
  const made = await call(t, 'portal_users/set_inst/0', {
    headers: south.headers,
    json: { name: 'Made', lastname: 'Elsewhere', email, passwd: 'typed by a manager', roles: '1' },
  });
  assert.is(made.status, 200);
  assert.is((await login(t, email, 'typed by a manager')).status, 200, 'it works in the institution that made it');
  const refused = await call(t, 'portal_users/set_inst/0', { headers: manager.headers, json: { name: 'A', lastname: 'B', email } });
  assert.equal([refused.status, refused.body.message], [409, serverReason.emailNotConfirmed]);
  // Its holder chooses a password through a reset link (the manager's stops working): now it can be invited.
  const key = await resetKey(t, email);
  const userId = (await t.server.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]))[0]?.id;
  assert.is((await call(t, `auth/password/${userId}`, { json: { password: holderPassword, key } })).status, 200);
  assert.is((await login(t, email, 'typed by a manager')).status, 401);
  assert.is((await call(t, 'portal_users/set_inst/0', { headers: manager.headers, json: { name: 'A', lastname: 'B', email } })).status, 200);
});

test('the invitation mail names the institution and who invited, and tells the person to use their own password', async ({ t, manager }) => {
  await holderAccount(t, 'mailed.invitation@clinic.example');
  const before = logged(t, 'invitation_mail').length;
  await call(t, 'portal_users/set_inst/0', { headers: manager.headers, json: { name: 'A', lastname: 'B', email: 'mailed.invitation@clinic.example' } });
  await waitUntil(() => logged(t, 'invitation_mail').length > before);
  assert.match(String(logged(t, 'invitation_mail').at(-1)?.link), /\/portal\/institutions$/);
});

test.run();
