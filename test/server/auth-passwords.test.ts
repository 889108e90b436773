import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { serverReason, spanish, success } from '../../src/contract/messages.ts';
import type { MessageData, RegisterData } from '../../src/contract/types.ts';
import { demoAccount } from '../../src/server/seed/demo-data.ts';
import { call, logged, login, signIn, startTestServer, waitUntil, type TestServer } from './support/test-server.ts';
import { registerNew } from './support/accounts.ts';

const minute = 60 * 1000;

const passwords = suite<{ t: TestServer }>('register, change and reset passwords');

passwords.before(async (ctx) => {
  ctx.t = await startTestServer();
});

passwords.after(async ({ t }) => {
  await t.close();
});

/** Asks for a reset mail and waits for the key work, which runs after the answer. */
async function requestResetLink(t: TestServer, email: string) {
  const before = logged(t, 'password_reset_link').length;
  const answer = await call<MessageData>(t, `auth/password/${encodeURIComponent(email)}`);
  await waitUntil(() => logged(t, 'password_reset_link').length > before);
  return answer;
}

const newcomer = { name: 'Ana', lastname: 'Pérez', email: 'ana.perez@clinic.example', company: 'Clinic' };
let newcomerPassword = 'contraseña:segura😀';

/** The reset link the server logged (development mode sends no mail). */
function lastResetLink(t: TestServer): { userId: string; key: string } {
  const entry = logged(t, 'password_reset_link').at(-1);
  const match = /^\/portal\/reset_your_password\/(\d+)#key=([A-Za-z0-9_-]+)$/.exec(String(entry?.link));
  if (!match) throw new Error('no reset link logged');
  return { userId: match[1] as string, key: match[2] as string };
}

passwords('register creates an account with no institution that signs in once its holder chose the password through the link', async ({ t }) => {
  const { id, key } = await registerNew(t, newcomer.email, newcomer);
  assert.is((await login(t, newcomer.email, newcomerPassword)).status, 401);
  assert.is((await call(t, `auth/confirm/${id}`, { json: { key, password: newcomerPassword } })).status, 200);
  const user = await signIn(t, newcomer.email, newcomerPassword);
  assert.is(user.id, id);
  const institutions = await call(t, 'institution/list_inst_user/0', { headers: user.headers });
  assert.equal(institutions.body.data, []);
});

passwords('register ignores role and admin fields in the body', async ({ t }) => {
  const answer = await call<RegisterData>(t, 'auth/register', {
    json: { ...newcomer, email: 'sneaky@clinic.example', is_admin: true, roles: '1-2-3', institution_id: 1 },
  });
  assert.is(answer.status, 200);
  const rows = await t.server.db.query<{ is_admin: boolean }>('SELECT is_admin FROM users WHERE id = $1', [answer.body.data?.id]);
  assert.is(rows[0]?.is_admin, false);
  const memberships = await t.server.db.query('SELECT id FROM memberships WHERE user_id = $1', [answer.body.data?.id]);
  assert.is(memberships.length, 0);
});

passwords('register with a taken email, in any letter case, answers 409', async ({ t }) => {
  const answer = await call(t, 'auth/register', { json: { ...newcomer, email: newcomer.email.toUpperCase() } });
  assert.is(answer.status, 409);
  assert.is(answer.body.message, serverReason.emailTaken);
});

passwords('register refuses a bad email and missing names', async ({ t }) => {
  const badEmail = await call(t, 'auth/register', { json: { ...newcomer, email: 'not an email' } });
  assert.is(badEmail.status, 400);
  assert.is(badEmail.body.message, serverReason.invalidEmail);
  const noName = await call(t, 'auth/register', { json: { ...newcomer, email: 'noname@clinic.example', name: '  ' } });
  assert.is(noName.status, 400);
  assert.match(noName.body.message, /"name"/);
  const empty = await call(t, 'auth/register');
  assert.is(empty.status, 400);
  assert.is(empty.body.message, serverReason.bodyRequired);
});

passwords('change password: a wrong current password answers 400 and changes nothing', async ({ t }) => {
  const user = await signIn(t, newcomer.email, newcomerPassword);
  const answer = await call(t, 'auth/', {
    headers: user.headers,
    json: { current_password: 'not-it', new_password: 'another-password' },
  });
  assert.is(answer.status, 400);
  assert.is(answer.body.message, serverReason.wrongCurrentPassword);
  assert.is((await login(t, newcomer.email, newcomerPassword)).status, 200);
});

passwords('change password: the new one works, the old one not, other sessions are revoked', async ({ t }) => {
  const other = await signIn(t, newcomer.email, newcomerPassword);
  const user = await signIn(t, newcomer.email, newcomerPassword);
  const tooShort = await call(t, 'auth/', { headers: user.headers, json: { current_password: newcomerPassword, new_password: 'short' } });
  assert.is(tooShort.status, 400);
  assert.is(tooShort.body.message, serverReason.passwordTooShort);
  const answer = await call<MessageData>(t, 'auth/', {
    headers: user.headers,
    json: { current_password: newcomerPassword, new_password: 'a brand new passphrase' },
  });
  assert.is(answer.status, 200);
  assert.is(answer.body.data?.message, success.passwordChange);
  assert.is((await login(t, newcomer.email, newcomerPassword)).status, 401);
  assert.is((await login(t, newcomer.email, 'a brand new passphrase')).status, 200);
  const stillMine = await call(t, 'portal_users/get_own_user/0', { method: 'GET', headers: user.headers });
  assert.is(stillMine.status, 200, 'the session that changed it stays');
  const revoked = await call(t, 'portal_users/get_own_user/0', { method: 'GET', headers: other.headers });
  assert.is(revoked.body.message, serverReason.invalidToken);
  newcomerPassword = 'a brand new passphrase';
});

passwords('reset request: the same answer for a known and an unknown email', async ({ t }) => {
  const known = await requestResetLink(t, newcomer.email);
  const unknown = await call<MessageData>(t, `auth/password/${encodeURIComponent('nobody@clinic.example')}`);
  assert.is(known.status, 200);
  assert.equal(known.body, unknown.body);
  assert.is(known.body.data?.message, spanish.resetEmailSent);
  const links = logged(t, 'password_reset_link');
  assert.is(links.length, 1, 'a link only for the known email');
  assert.match(String(links[0]?.note), /no mail is sent/);
  const keys = await t.server.db.query<{ key_hash: string }>('SELECT key_hash FROM password_resets');
  assert.ok(keys.every((row) => !String(links[0]?.link).includes(row.key_hash)), 'the key is stored hashed');
});

passwords('reset: the key, sent in the body, sets a new password once, and revokes the sessions', async ({ t }) => {
  const session = await signIn(t, newcomer.email, newcomerPassword);
  const { userId, key } = lastResetLink(t);
  const short = await call(t, `auth/password/${userId}`, { json: { password: 'short', key } });
  assert.is(short.status, 400);
  assert.is(short.body.message, serverReason.passwordTooShort);
  const done = await call<MessageData>(t, `auth/password/${userId}`, { json: { password: 'reset passphrase 1', key } });
  assert.is(done.status, 200);
  assert.is(done.body.data?.message, spanish.passwordChanged);
  assert.is((await login(t, newcomer.email, 'reset passphrase 1')).status, 200);
  const old = await call(t, 'portal_users/get_own_user/0', { method: 'GET', headers: session.headers });
  assert.is(old.body.message, serverReason.invalidToken);
  const again = await call(t, `auth/password/${userId}`, { json: { password: 'reset passphrase 2', key } });
  assert.is(again.status, 400);
  assert.is(again.body.message, serverReason.invalidResetKey);
});

passwords('reset: the key in the query, as spec §7 has it, is still accepted', async ({ t }) => {
  t.advance(16 * minute); // past the limit of reset mails per email
  await requestResetLink(t, newcomer.email);
  const { userId, key } = lastResetLink(t);
  const done = await call<MessageData>(t, `auth/password/${userId}?key=${key}`, { json: { password: 'reset passphrase 5' } });
  assert.is(done.status, 200);
  assert.is((await login(t, newcomer.email, 'reset passphrase 5')).status, 200);
});

passwords('reset: a body without a key is refused, and asks for no mail', async ({ t }) => {
  t.advance(16 * minute); // past the limit of reset mails per email
  await requestResetLink(t, newcomer.email);
  const { userId } = lastResetLink(t);
  const before = logged(t, 'password_reset_link').length;
  const answer = await call(t, `auth/password/${userId}`, { json: { password: 'reset passphrase 6' } });
  assert.is(answer.status, 400);
  assert.is(answer.body.message, serverReason.invalidResetKey);
  await t.server.services.background.drain();
  assert.is(logged(t, 'password_reset_link').length, before, 'no reset mail queued');
});

passwords('reset: a wrong key, a key for another user and an expired key are refused', async ({ t }) => {
  await requestResetLink(t, newcomer.email);
  const { userId, key } = lastResetLink(t);
  const body = (k: string) => ({ json: { password: 'reset passphrase 3', key: k } });
  const wrong = await call(t, `auth/password/${userId}`, body(`${key.slice(1)}x`));
  assert.is(wrong.body.message, serverReason.invalidResetKey);
  const otherUser = await call(t, `auth/password/${Number(userId) - 1}`, body(key));
  assert.is(otherUser.body.message, serverReason.invalidResetKey);
  const empty = await call(t, `auth/password/${userId}`, body(''));
  assert.is(empty.status, 400);
  const emptyQuery = await call(t, `auth/password/${userId}?key=`, { json: { password: 'reset passphrase 3' } });
  assert.is(emptyQuery.status, 400);
  t.advance(61 * minute);
  const expired = await call(t, `auth/password/${userId}`, body(key));
  assert.is(expired.status, 400);
  assert.is(expired.body.message, serverReason.invalidResetKey);
});

passwords('repeated reset requests keep at most 3 live keys for a user', async ({ t }) => {
  for (let round = 0; round < 3; round++) {
    t.advance(16 * minute);
    for (let i = 0; i < 3; i++) await requestResetLink(t, newcomer.email);
  }
  const rows = await t.server.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM password_resets r JOIN users u ON u.id = r.user_id WHERE lower(u.email) = $1',
    [newcomer.email],
  );
  assert.is(rows[0]?.n, 3);
  const { userId, key } = lastResetLink(t);
  const latest = await call(t, `auth/password/${userId}`, { json: { password: 'reset passphrase 4', key } });
  assert.is(latest.status, 200, 'the newest key works');
});

passwords('in production the reset link is never logged', async () => {
  const t = await startTestServer({ production: true, seed: false });
  try {
    await call(t, 'auth/register', { json: { ...newcomer, email: 'prod@clinic.example' } });
    await call(t, `auth/password/${encodeURIComponent('prod@clinic.example')}`);
    await waitUntil(() => logged(t, 'password_reset_requested').length > 0);
    assert.is(logged(t, 'password_reset_link').length, 0);
    assert.is(logged(t, 'password_reset_requested').length, 1);
    assert.not.ok(JSON.stringify(t.logs).includes('key='));
    const users = await t.server.db.query('SELECT id FROM users');
    assert.is(users.length, 1, 'no demo accounts in production');
  } finally {
    await t.close();
  }
});

passwords('demo accounts sign in with the passwords the seed exports', async ({ t }) => {
  const admin = demoAccount('admin');
  assert.is((await login(t, admin.email, admin.password)).status, 200);
});

passwords.run();
