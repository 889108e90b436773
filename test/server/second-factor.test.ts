import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { serverReason } from '../../src/contract/messages.ts';
import type { LoginData } from '../../src/contract/types.ts';
import { seal, unseal } from '../../src/server/auth/factor-key.ts';
import { passwordHashStats } from '../../src/server/auth/passwords.ts';
import { legacyRecoveryCodeHash } from '../../src/server/auth/second-factor.ts';
import { base32Decode, base32Encode, matchTotp, otpauthUri, totpCode, totpStep } from '../../src/server/auth/totp.ts';
import { createAccount, resetKey } from './support/accounts.ts';
import { call, login, sessionHeaders, startTestServer, type SignedIn, type TestServer } from './support/test-server.ts';

const minute = 60_000;

const codes = suite('authenticator codes (RFC 6238)');

codes('the RFC 6238 test vectors, cut to six digits', () => {
  const secret = Buffer.from('12345678901234567890', 'ascii');
  assert.is(totpCode(secret, totpStep(new Date(59_000))), '287082');
  assert.is(totpCode(secret, totpStep(new Date(1111111109_000))), '081804');
  assert.is(totpCode(secret, totpStep(new Date(1234567890_000))), '005924');
  assert.is(totpCode(secret, totpStep(new Date(2000000000_000))), '279037');
});

codes('one step of drift either way, and no step at or before the last one used', () => {
  const secret = Buffer.from('12345678901234567890', 'ascii');
  const at = new Date(1111111109_000);
  const now = totpStep(at);
  assert.is(matchTotp(secret, totpCode(secret, now), at, null), now);
  assert.is(matchTotp(secret, totpCode(secret, now - 1), at, null), now - 1, 'the code of 30 s ago');
  assert.is(matchTotp(secret, totpCode(secret, now + 1), at, null), now + 1, 'a phone a little ahead');
  assert.is(matchTotp(secret, totpCode(secret, now - 2), at, null), null, 'a minute old: no');
  assert.is(matchTotp(secret, totpCode(secret, now), at, now), null, 'used once already');
  assert.is(matchTotp(secret, '12345', at, null), null);
  assert.is(matchTotp(secret, `${totpCode(secret, now).slice(0, 3)} ${totpCode(secret, now).slice(3)}`, at, null), now, 'a space as apps show it');
});

codes('base32 both ways, and the address an app reads', () => {
  const bytes = Buffer.from('12345678901234567890', 'ascii');
  assert.is(base32Encode(bytes), 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  assert.equal(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq'), bytes);
  const uri = new URL(otpauthUri('Evaluation Report Portal', 'ana@example.org', bytes));
  assert.is(uri.protocol, 'otpauth:');
  assert.is(uri.searchParams.get('secret'), 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  assert.is(uri.searchParams.get('period'), '30');
});

codes('a sealed secret opens only with its key and for its user', () => {
  const key = Buffer.alloc(32, 7);
  const sealed = seal(key, Buffer.from('secret bytes'), '12');
  assert.not.match(sealed, /secret/);
  assert.equal(unseal(key, sealed, '12'), Buffer.from('secret bytes'));
  assert.throws(() => unseal(key, sealed, '13'), undefined, 'copied to another user');
  assert.throws(() => unseal(Buffer.alloc(32, 8), sealed, '12'), undefined, 'another key');
});

codes.run();

interface Enrolled {
  id: number;
  email: string;
  password: string;
  secret: Buffer;
  recovery: string[];
}

const password = 'a long enough password';
let made = 0;

/** A new account, signed in, with an authenticator app set up as its holder would. */
async function enrolled(t: TestServer): Promise<Enrolled> {
  const email = `two-step-${++made}@example.org`;
  const id = await createAccount(t, email, password);
  const first = (await login(t, email, password)).body.data as LoginData;
  const headers = sessionHeaders(id, first.token);
  const wrongPassword = await call(t, 'auth/factors/totp_start/0', { headers, json: { password: 'not it' } });
  assert.is(wrongPassword.status, 400, 'the password again, before the way one signs in changes');
  const started = await call<{ factor_id: number; secret: string; uri: string; qr: string }>(t, 'auth/factors/totp_start/0', { headers, json: { password } });
  assert.is(started.status, 200);
  const { factor_id: factorId, secret: text, qr } = started.body.data!;
  assert.match(qr, /^data:image\/svg\+xml;base64,/);
  const secret = base32Decode(text);
  const wrong = await call(t, `auth/factors/totp_confirm/${factorId}`, { headers, json: { code: '000000' === totpCode(secret, totpStep(new Date(t.now()))) ? '111111' : '000000' } });
  assert.is(wrong.status, 400);
  assert.is(wrong.body.message, serverReason.wrongSecondFactorCode);
  const confirmed = await call<{ recovery_codes?: string[] }>(t, `auth/factors/totp_confirm/${factorId}`, {
    headers,
    json: { code: totpCode(secret, totpStep(new Date(t.now()))), label: 'My phone' },
  });
  assert.is(confirmed.status, 200);
  const recovery = confirmed.body.data?.recovery_codes ?? [];
  assert.is(recovery.length, 10, 'the first app brings ten recovery codes');
  return { id, email, password, secret, recovery };
}

/** Signs in with the password: the short session waiting for the second step. */
async function passwordStep(t: TestServer, who: Enrolled): Promise<LoginData> {
  const answer = await login(t, who.email, who.password);
  assert.is(answer.status, 200);
  return answer.body.data as LoginData;
}

const step = (t: TestServer, pending: LoginData, kind: 'totp' | 'recovery', code: string) =>
  call<LoginData>(t, `auth/second_factor/${kind}/0`, { headers: sessionHeaders(pending.id, pending.token), json: { code } });
const ownUser = (t: TestServer, user: Pick<SignedIn, 'headers'>) => call(t, 'portal_users/get_own_user/0', { method: 'GET', headers: user.headers });

const flow = suite<{ t: TestServer }>('signing in with a second factor');

flow.before(async (ctx) => {
  // Many sign-ins from one address: the per-address limit has its own tests; the per-account
  // throttle, which the second step shares, still applies.
  ctx.t = await startTestServer({ sessionCacheMs: 0, authCallsPerMinute: 0 });
});

flow.after(async ({ t }) => {
  await t.close();
});

flow('the password alone gives a five-minute session that reads nothing but the second step', async ({ t }) => {
  const who = await enrolled(t);
  const pending = await passwordStep(t, who);
  assert.equal(pending.second_factor, ['totp', 'recovery']);
  assert.is(pending.expires_in, 300);
  const headers = sessionHeaders(pending.id, pending.token);
  for (const [path, method] of [['portal_users/get_own_user/0', 'GET'], ['institution/list_inst_user/0', 'POST'], ['auth/sessions/0', 'GET'], ['auth/factors/0', 'GET']] as const) {
    const refused = await call(t, path, { method, headers });
    assert.is(refused.status, 401, path);
    assert.is(refused.body.message, serverReason.secondFactorRequired, path);
  }
  t.advance(5 * minute);
  const late = await step(t, pending, 'totp', totpCode(who.secret, totpStep(new Date(t.now()))));
  assert.is(late.status, 401);
  assert.is(late.body.message, serverReason.expiredToken, 'five minutes, then the password again');
});

flow('a right code answers a new, full session; the short one is spent, and the same code is not good twice', async ({ t }) => {
  const who = await enrolled(t);
  t.advance(31_000);
  const pending = await passwordStep(t, who);
  const code = totpCode(who.secret, totpStep(new Date(t.now())));
  const full = await step(t, pending, 'totp', code);
  assert.is(full.status, 200);
  const data = full.body.data!;
  assert.is.not(data.token, pending.token);
  assert.is(data.second_factor, undefined);
  assert.equal([data.expires_in, data.idle_minutes], [3600, 30]);
  assert.is((await ownUser(t, { headers: sessionHeaders(data.id, data.token) })).status, 200);
  assert.is((await step(t, pending, 'totp', code)).status, 401, 'the short session is gone');
  const again = await passwordStep(t, who);
  const replay = await step(t, again, 'totp', code);
  assert.is(replay.status, 401);
  assert.is(replay.body.message, serverReason.wrongSecondFactorCode, 'a code is good once (ASVS 6.5.1)');
  const full2 = await call(t, 'auth/second_factor/totp/0', { headers: sessionHeaders(data.id, data.token), json: { code } });
  assert.is(full2.status, 409, 'a full session has no second step left');
});

flow('wrong codes count with wrong passwords: the account pauses', async ({ t }) => {
  const who = await enrolled(t);
  const pending = await passwordStep(t, who);
  const right = totpCode(who.secret, totpStep(new Date(t.now())));
  const wrong = right === '123456' ? '654321' : '123456';
  let status = 0;
  for (let i = 0; i < 12 && status !== 429; i++) status = (await step(t, pending, 'totp', wrong)).status;
  assert.is(status, 429, 'paused like a password guessed at');
  assert.is((await step(t, pending, 'totp', right)).status, 429, 'even the right code waits');
});

flow('a recovery code works once, whatever its case or dash', async ({ t }) => {
  const who = await enrolled(t);
  const code = who.recovery[0]!;
  const full = await step(t, await passwordStep(t, who), 'recovery', code.toUpperCase().replace('-', ' '));
  assert.is(full.status, 200);
  const again = await step(t, await passwordStep(t, who), 'recovery', code);
  assert.is(again.status, 401, 'spent');
  const headers = sessionHeaders(full.body.data!.id, full.body.data!.token);
  const listed = await call<{ factors: { label: string; last_used_at: string | null }[]; recovery_codes_left: number }>(t, 'auth/factors/0', { method: 'GET', headers });
  assert.is(listed.body.data?.recovery_codes_left, 9);
  assert.equal(listed.body.data?.factors.map((f) => f.label), ['My phone']);
});

flow('recovery codes are stored as passwords are, one salt per set, and a typed code costs one slow hash (ASVS 6.5.2)', async ({ t }) => {
  const who = await enrolled(t);
  const other = await enrolled(t);
  const stored = (id: number) => t.server.db.query<{ code_hash: string; salt: string | null }>('SELECT code_hash, salt FROM recovery_codes WHERE user_id = $1', [id]);
  const rows = await stored(who.id);
  assert.is(rows.length, 10);
  const plain = new Set(who.recovery.map((code) => legacyRecoveryCodeHash(code.replace('-', ''))));
  for (const row of rows) {
    assert.match(row.code_hash, /^scrypt:\d+:\d+:\d+:/, 'the password hashing function');
    assert.not.ok(plain.has(row.code_hash), 'not the plain SHA-256');
  }
  assert.is(new Set(rows.map((row) => row.salt)).size, 1, 'one salt for the set');
  assert.match(rows[0]!.salt ?? '', /^[0-9a-f]{32}$/);
  assert.is.not((await stored(other.id))[0]!.salt, rows[0]!.salt, 'each set its own');
  const costOf = async (code: string) => {
    const pending = await passwordStep(t, who);
    const before = passwordHashStats.derived;
    const answer = await step(t, pending, 'recovery', code);
    return { status: answer.status, hashes: passwordHashStats.derived - before };
  };
  assert.equal(await costOf('zzzzz-zzzzz'), { status: 401, hashes: 1 }, 'a wrong code: one hash, not ten');
  assert.equal(await costOf(who.recovery[3]!), { status: 200, hashes: 1 });
  assert.equal(await costOf('not a code at all'), { status: 401, hashes: 0 }, 'what cannot be a code costs no hash');
});

flow('recovery codes issued before they were hashed as passwords keep working, once each, until a new set', async ({ t }) => {
  const who = await enrolled(t);
  const old = ['abcde-fghjk', 'mnpqr-stuvw'];
  await t.server.db.query('DELETE FROM recovery_codes WHERE user_id = $1', [who.id]);
  for (const code of old) {
    await t.server.db.query('INSERT INTO recovery_codes (user_id, code_hash, created_at) VALUES ($1, $2, $3)', [who.id, legacyRecoveryCodeHash(code.replace('-', '')), new Date(t.now())]);
  }
  const full = await step(t, await passwordStep(t, who), 'recovery', old[0]!.toUpperCase());
  assert.is(full.status, 200, 'an old code still opens');
  assert.is((await step(t, await passwordStep(t, who), 'recovery', old[0]!)).status, 401, 'and only once');
  const headers = sessionHeaders(full.body.data!.id, full.body.data!.token);
  const fresh = await call<{ recovery_codes: string[] }>(t, 'auth/factors/recovery_codes/0', { headers, json: { password } });
  assert.is(fresh.status, 200);
  assert.is((await step(t, await passwordStep(t, who), 'recovery', old[1]!)).status, 401, 'a new set voids the old one');
  assert.is((await step(t, await passwordStep(t, who), 'recovery', fresh.body.data!.recovery_codes[0]!)).status, 200);
});

flow('a password reset never skips the second factor (ASVS 6.4.3)', async ({ t }) => {
  const who = await enrolled(t);
  const key = await resetKey(t, who.email);
  const reset = await call(t, `auth/password/${who.id}`, { json: { key, password: 'another long password' } });
  assert.is(reset.status, 200, String(reset.body.message));
  const pending = await login(t, who.email, 'another long password');
  assert.equal(pending.body.data?.second_factor, ['totp', 'recovery']);
});

flow('new recovery codes void the old; removing the last app takes them with it and sign-in is the password again', async ({ t }) => {
  const who = await enrolled(t);
  const full = (await step(t, await passwordStep(t, who), 'recovery', who.recovery[1]!)).body.data!;
  const headers = sessionHeaders(full.id, full.token);
  const fresh = await call<{ recovery_codes: string[] }>(t, 'auth/factors/recovery_codes/0', { headers, json: { password } });
  assert.is(fresh.body.data?.recovery_codes.length, 10);
  assert.is((await step(t, await passwordStep(t, who), 'recovery', who.recovery[2]!)).status, 401, 'the old set is void');
  const listed = await call<{ factors: { id: number }[] }>(t, 'auth/factors/0', { method: 'GET', headers });
  const id = listed.body.data!.factors[0]!.id;
  assert.is((await call(t, `auth/factors/remove/${id}`, { headers, json: { password: 'not it' } })).status, 400);
  assert.is((await call(t, `auth/factors/remove/${id}`, { headers, json: { password } })).status, 200);
  const left = await t.server.db.query('SELECT 1 FROM recovery_codes WHERE user_id = $1', [who.id]);
  assert.is(left.length, 0);
  const plain = await login(t, who.email, who.password);
  assert.is(plain.body.data?.second_factor, undefined, 'no factor, no second step');
});

flow('the secret is not stored readable, and another person cannot confirm or remove someone\'s app', async ({ t }) => {
  const who = await enrolled(t);
  const rows = await t.server.db.query<{ secret_sealed: string }>('SELECT secret_sealed FROM user_factors WHERE user_id = $1', [who.id]);
  assert.not.ok(rows[0]!.secret_sealed.includes(base32Encode(who.secret)));
  assert.not.ok(rows[0]!.secret_sealed.includes(who.secret.toString('base64url')));
  const other = await enrolled(t);
  const theirs = (await step(t, await passwordStep(t, other), 'recovery', other.recovery[0]!)).body.data!;
  const factorOfWho = (await t.server.db.query<{ id: number }>('SELECT id FROM user_factors WHERE user_id = $1', [who.id]))[0]!.id;
  const removal = await call(t, `auth/factors/remove/${factorOfWho}`, { headers: sessionHeaders(theirs.id, theirs.token), json: { password } });
  assert.is(removal.status, 404);
});

flow.run();

const institution = suite<{ t: TestServer }>('the institution\'s side of the second factor');

institution.before(async (ctx) => {
  ctx.t = await startTestServer({ sessionCacheMs: 0, authCallsPerMinute: 0 });
});

institution.after(async ({ t }) => {
  await t.close();
});

/** Signs a demo account in (a second step when it has an app) and chooses Norte. */
async function inNorth(t: TestServer, email: string, secret?: Buffer): Promise<{ headers: Record<string, string>; id: number; choice: Record<string, unknown> }> {
  const { demoAccount } = await import('../../src/server/seed/demo-data.ts');
  const account = [demoAccount('user_manager'), demoAccount('owner'), demoAccount('clinician'), demoAccount('evaluator')].find((a) => a.email === email)!;
  let data = (await login(t, email, account.password)).body.data as LoginData;
  if (data.second_factor && secret) data = (await step(t, data, 'totp', totpCode(secret, totpStep(new Date(t.now()))))).body.data!;
  const headers = sessionHeaders(data.id, data.token);
  const list = await call<{ keyid: number; institution_name: string }[]>(t, 'institution/list_inst_user/0', { headers });
  const north = list.body.data!.find((i) => /Norte/.test(i.institution_name))!.keyid;
  const choice = await call<Record<string, unknown>>(t, `portal_users/set_login_institution/${north}`, { headers });
  return { headers, id: data.id, choice: choice.body.data ?? {} };
}

/** Adds an authenticator app to a signed-in account; its secret. */
async function addApp(t: TestServer, headers: Record<string, string>, accountPassword: string): Promise<Buffer> {
  const started = await call<{ factor_id: number; secret: string }>(t, 'auth/factors/totp_start/0', { headers, json: { password: accountPassword } });
  const secret = base32Decode(started.body.data!.secret);
  const confirmed = await call(t, `auth/factors/totp_confirm/${started.body.data!.factor_id}`, { headers, json: { code: totpCode(secret, totpStep(new Date(t.now()))) } });
  assert.is(confirmed.status, 200);
  return secret;
}

institution('a rule only someone with a second factor may set; then a member without one reads nothing of the institution until they add one', async ({ t }) => {
  const { demoAccount } = await import('../../src/server/seed/demo-data.ts');
  const manager = await inNorth(t, demoAccount('user_manager').email);
  const refused = await call(t, 'institution/set_second_factor_rule/0', { headers: manager.headers, json: { required: true } });
  assert.is(refused.status, 409);
  assert.is(refused.body.message, serverReason.secondFactorForRule);
  const managerSecret = await addApp(t, manager.headers, demoAccount('user_manager').password);
  assert.is((await call(t, 'institution/set_second_factor_rule/0', { headers: manager.headers, json: { required: true } })).status, 200);
  const users = await call<{ second_factor_required: boolean; users: { email: string; second_factor: boolean; second_factors?: string[] }[] }>(t, 'portal_users/list_inst/0', { headers: manager.headers });
  assert.is(users.body.data?.second_factor_required, true);
  const listed = users.body.data?.users.find((u) => u.email === demoAccount('user_manager').email);
  assert.ok(listed?.second_factor, 'the list says who has one');
  assert.equal(listed?.second_factors, ['totp'], 'and which kinds');
  assert.equal(users.body.data?.users.find((u) => u.email === demoAccount('evaluator').email)?.second_factors, []);

  const clinician = await inNorth(t, demoAccount('clinician').email);
  assert.is(clinician.choice.second_factor_missing, true, 'the choice says so, for the portal to take them to My Account');
  const blocked = await call(t, 'subjects/list_inst_user/0', { headers: clinician.headers, json: {} });
  assert.is(blocked.status, 403);
  assert.is(blocked.body.message, serverReason.secondFactorRequiredHere);
  assert.is((await call(t, 'portal_users/get_own_user/0', { method: 'GET', headers: clinician.headers })).status, 200, 'My Account still opens');
  const secret = await addApp(t, clinician.headers, demoAccount('clinician').password);
  assert.is((await call(t, 'subjects/list_inst_user/0', { headers: clinician.headers, json: {} })).status, 200, 'with an app, the institution opens');

  const audit = await t.server.db.query<{ action: string }>("SELECT action FROM audit_log WHERE action = 'second_factor_rule_changed'");
  assert.is(audit.length, 1);
  // A member who lost their phone: the manager resets it, their sessions end, and the password alone signs them in.
  t.advance(30_000); // the app's next code: the one that confirmed it is spent
  const again = await inNorth(t, demoAccount('user_manager').email, managerSecret);
  const reset = await call<{ removed: number }>(t, `portal_users/reset_second_factor_inst/${clinician.id}`, { headers: again.headers });
  assert.is(reset.status, 200);
  assert.is(reset.body.data?.removed, 1);
  assert.is((await call(t, 'portal_users/get_own_user/0', { method: 'GET', headers: clinician.headers })).status, 401, 'their sessions ended');
  assert.is((await login(t, demoAccount('clinician').email, demoAccount('clinician').password)).body.data?.second_factor, undefined);
  const resets = await t.server.db.query<{ actor_id: number; user_id: number }>("SELECT actor_id, user_id FROM audit_log WHERE action = 'second_factor_reset'");
  assert.equal(resets[0], { actor_id: again.id, user_id: clinician.id });
  void secret;
  assert.is((await call(t, 'institution/set_second_factor_rule/0', { headers: again.headers, json: { required: false } })).status, 200);
});

institution('a passkey is a second factor for the rule, the users list says so, and a user manager\'s reset removes it', async ({ t }) => {
  const { demoAccount } = await import('../../src/server/seed/demo-data.ts');
  const { softAuthenticator } = await import('./support/soft-authenticator.ts');
  const manager = demoAccount('user_manager');
  // The manager's own factors from the test before are not this test's concern.
  const managerRow = (await t.server.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [manager.email]))[0]!;
  await t.server.db.query('DELETE FROM user_factors WHERE user_id = $1', [managerRow.id]);
  await t.server.db.query("UPDATE institutions SET second_factor_required = true WHERE name LIKE '%Norte%'");
  const evaluator = await inNorth(t, demoAccount('evaluator').email);
  assert.is(evaluator.choice.second_factor_missing, true);
  const started = await call<{ options: { challenge: string } }>(t, 'auth/factors/passkey_start/0', { headers: evaluator.headers, json: { password: demoAccount('evaluator').password } });
  const key = softAuthenticator();
  const kept = await call(t, 'auth/factors/passkey_confirm/0', { headers: evaluator.headers, json: { credential: key.register(started.body.data!.options, t.url) } });
  assert.is(kept.status, 200, String(kept.body.message));
  assert.is((await call(t, 'subjects/list_inst_user/0', { headers: evaluator.headers, json: {} })).status, 200, 'with a passkey, the institution opens');
  // The manager, left without a factor here, reads the institution once the rule is off again.
  await t.server.db.query('UPDATE institutions SET second_factor_required = false');
  const managing = await inNorth(t, manager.email);
  const users = await call<{ users: { email: string; second_factors?: string[] }[] }>(t, 'portal_users/list_inst/0', { headers: managing.headers });
  assert.equal(users.body.data?.users.find((u) => u.email === demoAccount('evaluator').email)?.second_factors, ['passkey']);
  const reset = await call<{ removed: number }>(t, `portal_users/reset_second_factor_inst/${evaluator.id}`, { headers: managing.headers });
  assert.is(reset.body.data?.removed, 1);
  assert.is((await t.server.db.query("SELECT 1 FROM user_factors WHERE user_id = $1 AND kind = 'passkey'", [evaluator.id])).length, 0, 'the passkey is gone');
});

institution.run();

const keys = suite('the key that seals the authenticator secrets');

keys('a server given another SECOND_FACTOR_KEY than the apps were set up with does not start, and says what to do; with the old key it starts', async () => {
  const { ownDatabase } = await import('./support/test-server.ts');
  const { createHash } = await import('node:crypto');
  const own = await ownDatabase('seeded');
  const before = 'the-key-the-apps-were-set-up-with-0123456789';
  try {
    const first = await startTestServer({ database: own.database, secondFactorKey: before });
    const [user] = await first.server.db.query<{ id: number }>('SELECT id FROM users ORDER BY id LIMIT 1');
    const key = createHash('sha256').update(before, 'utf8').digest();
    await first.server.db.query(
      "INSERT INTO user_factors (user_id, kind, label, secret_sealed, created_at, confirmed_at) VALUES ($1, 'totp', 'Phone', $2, now(), now())",
      [user!.id, seal(key, Buffer.alloc(20, 3), String(user!.id))],
    );
    await first.close();
    const refused = await startTestServer({ database: own.database, secondFactorKey: 'another-key-typed-into-the-file-9876543210' }).then(
      async (t) => {
        await t.close();
        return null;
      },
      (error: unknown) => error,
    );
    assert.instance(refused, Error);
    assert.match((refused as Error).message, /SECOND_FACTOR_KEY is not the key the authenticator apps were set up with/);
    assert.match((refused as Error).message, /docs\/security\.md/);
    const again = await startTestServer({ database: own.database, secondFactorKey: before });
    await again.close();
  } finally {
    await own.release();
  }
});

keys.run();
