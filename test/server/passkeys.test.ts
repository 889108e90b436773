import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { serverReason } from '../../src/contract/messages.ts';
import type { LoginData } from '../../src/contract/types.ts';
import { passkeyParty, rpIdFor } from '../../src/server/auth/passkeys.ts';
import { createAccount } from './support/accounts.ts';
import { softAuthenticator, type SoftAuthenticator } from './support/soft-authenticator.ts';
import { call, logged, login, sessionHeaders, startTestServer, type TestServer } from './support/test-server.ts';

const party = suite('the passkeys\' relying party');

party('origins from PUBLIC_URL and the CORS origins; a loopback address is also localhost outside production', () => {
  const dev = passkeyParty('P', 'http://127.0.0.1:8080', ['https://portal.example'], false);
  assert.equal(dev.origins, ['http://127.0.0.1:8080', 'http://localhost:8080', 'https://portal.example']);
  assert.is(rpIdFor(dev, 'http://localhost:8080'), 'localhost');
  assert.is(rpIdFor(dev, 'https://portal.example'), 'portal.example');
  assert.is(rpIdFor(dev, 'https://elsewhere.example'), '127.0.0.1', 'an origin not listed gets PUBLIC_URL\'s');
  const production = passkeyParty('P', 'https://portal.hospital.example', [], true);
  assert.equal(production.origins, ['https://portal.hospital.example']);
  assert.equal(passkeyParty('P', 'http://127.0.0.1:8080', [], true).origins, ['http://127.0.0.1:8080']);
});

party.run();

const password = 'a long enough password';
let made = 0;

interface Holder {
  id: number;
  email: string;
  key: SoftAuthenticator;
  recovery: string[];
}

type Options = { challenge: string; rp?: { id?: string }; rpId?: string };

/** A new account, signed in, that adds a passkey as its holder would from My Account. */
async function withPasskey(t: TestServer): Promise<Holder> {
  const email = `passkey-${++made}@example.org`;
  const id = await createAccount(t, email, password);
  const first = (await login(t, email, password)).body.data as LoginData;
  const headers = sessionHeaders(id, first.token);
  assert.is((await call(t, 'auth/factors/passkey_start/0', { headers, json: { password: 'not it' } })).status, 400, 'the password again first');
  const started = await call<{ options: Options & { user: { name: string } } }>(t, 'auth/factors/passkey_start/0', { headers, json: { password } });
  assert.is(started.status, 200, String(started.body.message));
  assert.is(started.body.data!.options.user.name, email);
  const key = softAuthenticator();
  const credential = key.register(started.body.data!.options, t.url);
  const kept = await call<{ id: number; recovery_codes?: string[] }>(t, 'auth/factors/passkey_confirm/0', { headers, json: { credential, label: 'Laptop' } });
  assert.is(kept.status, 200, String(kept.body.message));
  assert.is(kept.body.data!.recovery_codes?.length, 10, 'the first factor brings the recovery codes');
  const again = await call(t, 'auth/factors/passkey_confirm/0', { headers, json: { credential, label: 'Again' } });
  assert.is(again.status, 400, 'a registration answers its challenge once');
  assert.is(again.body.message, serverReason.passkeyRefused);
  return { id, email, key, recovery: kept.body.data!.recovery_codes! };
}

async function passwordStep(t: TestServer, who: Holder): Promise<LoginData> {
  const answer = await login(t, who.email, password);
  assert.is(answer.status, 200);
  return answer.body.data as LoginData;
}

async function challenge(t: TestServer, pending: LoginData): Promise<Options> {
  const answer = await call<{ options: Options }>(t, 'auth/second_factor/passkey_options/0', { headers: sessionHeaders(pending.id, pending.token) });
  assert.is(answer.status, 200, String(answer.body.message));
  return answer.body.data!.options;
}

const give = (t: TestServer, pending: LoginData, credential: Record<string, unknown>) =>
  call<LoginData>(t, 'auth/second_factor/passkey/0', { headers: sessionHeaders(pending.id, pending.token), json: { credential } });

const flow = suite<{ t: TestServer }>('a passkey as the second step');

flow.before(async (ctx) => {
  ctx.t = await startTestServer({ sessionCacheMs: 0, authCallsPerMinute: 0 });
});

flow.after(async ({ t }) => {
  await t.close();
});

flow('added from My Account with the password again, listed, told by mail; the password then waits for it, and the pending step reads nothing', async ({ t }) => {
  const who = await withPasskey(t);
  const notices = logged(t, 'security_notice_mail').filter((e) => e.user_id === who.id).map((e) => e.notice);
  assert.equal(notices, ['passkey_added']);
  assert.ok(logged(t, 'second_factor_added').some((e) => e.user_id === who.id && e.kind === 'passkey'), 'logged');
  const pending = await passwordStep(t, who);
  assert.equal(pending.second_factor, ['passkey', 'recovery']);
  const headers = sessionHeaders(pending.id, pending.token);
  for (const [path, method] of [['portal_users/get_own_user/0', 'GET'], ['auth/factors/0', 'GET'], ['auth/factors/passkey_start/0', 'POST']] as const) {
    const refused = await call(t, path, method === 'GET' ? { method, headers } : { method, headers, json: { password } });
    assert.is(refused.status, 401, path);
    assert.is(refused.body.message, serverReason.secondFactorRequired, path);
  }
  const full = await give(t, pending, who.key.assert(await challenge(t, pending), t.url));
  assert.is(full.status, 200, String(full.body.message));
  const data = full.body.data!;
  assert.is(data.second_factor, undefined);
  const fullHeaders = sessionHeaders(data.id, data.token);
  assert.is((await call(t, 'portal_users/get_own_user/0', { method: 'GET', headers: fullHeaders })).status, 200);
  const listed = await call<{ factors: { kind: string; label: string; last_used_at: string | null }[] }>(t, 'auth/factors/0', { method: 'GET', headers: fullHeaders });
  assert.equal(listed.body.data!.factors.map((f) => [f.kind, f.label, f.last_used_at !== null]), [['passkey', 'Laptop', true]]);
  const stored = await t.server.db.query<{ public_key: string; sign_count: string | number }>('SELECT public_key, sign_count FROM user_factors WHERE user_id = $1', [who.id]);
  assert.is(Number(stored[0]!.sign_count), 1, 'the counter the authenticator sent');
});

flow('a replayed assertion, or one for a challenge already answered, is refused', async ({ t }) => {
  const who = await withPasskey(t);
  const first = await passwordStep(t, who);
  const signed = who.key.assert(await challenge(t, first), t.url);
  assert.is((await give(t, first, signed)).status, 200);
  const second = await passwordStep(t, who);
  await challenge(t, second);
  const replay = await give(t, second, signed);
  assert.is(replay.status, 401);
  assert.is(replay.body.message, serverReason.wrongSecondFactorCode);
  // A fresh signature of a challenge used up is refused too: each challenge is taken once.
  const options = await challenge(t, second);
  assert.is((await give(t, second, who.key.assert(options, 'https://evil.example'))).status, 401, 'another origin');
  assert.is((await give(t, second, who.key.assert(options, t.url))).status, 401, 'its challenge was spent by the refused answer');
  // And a challenge given to one person is no good to another.
  const other = await withPasskey(t);
  const theirs = await passwordStep(t, other);
  assert.is((await give(t, theirs, other.key.assert(await challenge(t, second), t.url))).status, 401);
});

flow('another origin, another RP id, a counter gone back or a challenge run out are refused', async ({ t }) => {
  const who = await withPasskey(t);
  const pending = await passwordStep(t, who);
  assert.is((await give(t, pending, who.key.assert(await challenge(t, pending), 'https://evil.example'))).status, 401, 'another origin');
  const options = await challenge(t, pending);
  assert.is((await give(t, pending, who.key.assert({ ...options, rpId: 'evil.example' }, t.url))).status, 401, 'another RP id');
  who.key.counter = 10;
  assert.is((await give(t, pending, who.key.assert(await challenge(t, pending), t.url))).status, 200, 'a counter that moves on');
  const later = await passwordStep(t, who);
  who.key.counter = 5;
  const cloned = await give(t, later, who.key.assert(await challenge(t, later), t.url));
  assert.is(cloned.status, 401, 'a counter gone back: a copy of the authenticator');
  const stale = await challenge(t, later);
  t.advance(5 * 60_000 + 1000);
  const fresh = await passwordStep(t, who);
  who.key.counter = 20;
  assert.is((await give(t, fresh, who.key.assert(stale, t.url))).status, 401, 'a challenge older than five minutes');
});

flow('wrong passkeys count towards the pause as wrong codes do', async ({ t }) => {
  const who = await withPasskey(t);
  const pending = await passwordStep(t, who);
  let status = 0;
  for (let i = 0; i < 12 && status !== 429; i++) status = (await give(t, pending, who.key.assert(await challenge(t, pending), 'https://evil.example'))).status;
  assert.is(status, 429);
});

flow('removing the passkey asks the password, tells by mail, and takes the recovery codes with the last factor', async ({ t }) => {
  const who = await withPasskey(t);
  const pending = await passwordStep(t, who);
  const data = (await give(t, pending, who.key.assert(await challenge(t, pending), t.url))).body.data!;
  const headers = sessionHeaders(data.id, data.token);
  const listed = await call<{ factors: { id: number }[] }>(t, 'auth/factors/0', { method: 'GET', headers });
  const id = listed.body.data!.factors[0]!.id;
  assert.is((await call(t, `auth/factors/remove/${id}`, { headers, json: { password: 'not it' } })).status, 400);
  assert.is((await call(t, `auth/factors/remove/${id}`, { headers, json: { password } })).status, 200);
  assert.ok(logged(t, 'security_notice_mail').some((e) => e.user_id === who.id && e.notice === 'passkey_removed'));
  assert.is((await t.server.db.query('SELECT 1 FROM recovery_codes WHERE user_id = $1', [who.id])).length, 0);
  assert.is((await login(t, who.email, password)).body.data?.second_factor, undefined);
});

flow('a passkey alone signs in when its authenticator verified the person, once per challenge; an unknown one is refused', async ({ t }) => {
  const who = await withPasskey(t);
  const options = async () => {
    const answer = await call<{ options: Options & { allowCredentials?: unknown[]; userVerification?: string } }>(t, 'auth/passkey/options/0', {});
    assert.is(answer.status, 200, String(answer.body.message));
    return answer.body.data!.options;
  };
  const signIn = (credential: Record<string, unknown>) => call<LoginData & { email: string }>(t, 'auth/passkey/sign_in/0', { json: { credential } });
  const first = await options();
  assert.equal(first.allowCredentials ?? [], [], 'no one is named: the browser offers its passkeys for this site');
  assert.is(first.userVerification, 'required');
  const unverified = await signIn(who.key.assert(first, t.url, false));
  assert.is(unverified.status, 401, 'presence alone is not both factors');
  assert.is(unverified.body.message, serverReason.passkeyRefused);
  const challenge = await options();
  const signed = who.key.assert(challenge, t.url);
  const full = await signIn(signed);
  assert.is(full.status, 200, String(full.body.message));
  assert.is(full.body.data!.email, who.email);
  assert.is(full.body.data!.second_factor, undefined, 'a full session: no second step after a passkey alone');
  const headers = sessionHeaders(full.body.data!.id, full.body.data!.token);
  assert.is((await call(t, 'portal_users/get_own_user/0', { method: 'GET', headers })).status, 200);
  assert.is((await signIn(signed)).status, 401, 'the same signature twice');
  const stranger = softAuthenticator();
  stranger.register({ challenge: 'AAAA' }, t.url);
  assert.is((await signIn(stranger.assert(await options(), t.url))).status, 401, 'a passkey no account holds');
  assert.is((await signIn(who.key.assert({ ...(await options()), challenge: 'bm90LWdpdmVu' }, t.url))).status, 401, 'a challenge never given');
});

flow.run();
