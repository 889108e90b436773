import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { serverReason } from '../../src/contract/messages.ts';
import type { LoginData } from '../../src/contract/types.ts';
import { readSessionLimits } from '../../src/server/env.ts';
import { demoAccount } from '../../src/server/seed/demo-data.ts';
import { call, login, signIn, startTestServer, waitUntil, type SignedIn, type TestServer } from './support/test-server.ts';
import { signInNorth } from './support/training-setup.ts';

const minute = 60 * 1000;
const clinician = demoAccount('clinician');
const manager = demoAccount('user_manager');
const owner = demoAccount('owner');

interface OwnSession {
  id: number;
  current: boolean;
  user_agent: string | null;
  address: string | null;
  started_at: string;
  last_used_at: string;
  expires_at: string;
}

const ownUser = (t: TestServer, user: SignedIn) => call(t, 'portal_users/get_own_user/0', { method: 'GET', headers: user.headers });
const listSessions = (t: TestServer, user: SignedIn) =>
  call<{ sessions: OwnSession[] }>(t, 'auth/sessions/0', { method: 'GET', headers: user.headers });
const endSessions = (t: TestServer, user: SignedIn, body: { password: string; session_id?: number }) =>
  call<{ ended: number }>(t, 'auth/end_sessions/0', { headers: user.headers, json: body });
/** Signs in as a given browser. */
async function signInAs(t: TestServer, email: string, password: string, userAgent: string): Promise<SignedIn> {
  const answer = await call<LoginData>(t, 'auth/login', {
    headers: {
      AuthType: 'Login',
      LoginType: '1',
      Authorization: `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`,
      'User-Agent': userAgent,
    },
  });
  const data = answer.body.data;
  if (!data) throw new Error(`sign-in failed: ${answer.status}`);
  return { id: data.id, token: data.token, headers: { AuthType: 'VMPartner', LoginType: '1', Authorization: `${data.id}:${data.token}` } };
}

const limits = suite('session limits decided by the server');

limits('SESSION_MINUTES and SESSION_IDLE_MINUTES: defaults an hour and half an hour, whole minutes, idle never longer than the session', () => {
  assert.equal(readSessionLimits({}), { minutes: 60, idleMinutes: 30 });
  assert.equal(readSessionLimits({ SESSION_MINUTES: '480', SESSION_IDLE_MINUTES: '15' }), { minutes: 480, idleMinutes: 15 });
  assert.equal(readSessionLimits({ SESSION_MINUTES: '20' }), { minutes: 20, idleMinutes: 20 }, 'the idle default is cut to a shorter session');
  assert.throws(() => readSessionLimits({ SESSION_MINUTES: '30', SESSION_IDLE_MINUTES: '45' }), /SESSION_IDLE_MINUTES \(45\) is longer than SESSION_MINUTES \(30\)/);
  assert.throws(() => readSessionLimits({ SESSION_MINUTES: '1.5' }), /SESSION_MINUTES must be a whole number of minutes from 1 to 1440/);
  assert.throws(() => readSessionLimits({ SESSION_IDLE_MINUTES: '0' }), /SESSION_IDLE_MINUTES/);
});

limits('the sign-in answer says how long the server keeps the session', async () => {
  const t = await startTestServer({ sessionLimits: { minutes: 120, idleMinutes: 10 } });
  try {
    const answer = await login(t, clinician.email, clinician.password);
    assert.equal([answer.body.data?.expires_in, answer.body.data?.idle_minutes], [120 * 60, 10]);
    const user = await signIn(t, clinician.email, clinician.password);
    t.advance(119 * minute);
    assert.is((await ownUser(t, user)).status, 401, 'idle for 119 minutes');
  } finally {
    await t.close();
  }
});

limits('a session left without a call for SESSION_IDLE_MINUTES answers Expired token; one in use goes on to its end', async () => {
  const t = await startTestServer({ sessionLimits: { minutes: 60, idleMinutes: 15 }, sessionCacheMs: 0 });
  try {
    const idle = await signIn(t, clinician.email, clinician.password);
    const busy = await signIn(t, clinician.email, clinician.password);
    t.advance(14 * minute);
    assert.is((await ownUser(t, busy)).status, 200);
    t.advance(1 * minute);
    const expired = await ownUser(t, idle);
    assert.is(expired.status, 401);
    assert.is(expired.body.message, serverReason.expiredToken);
    for (let used = 15; used < 60; used += 14) {
      assert.is((await ownUser(t, busy)).status, 200, `still in use at ${used} minutes`);
      t.advance(14 * minute);
    }
    assert.is((await ownUser(t, busy)).status, 401, 'past its hour, however busy');
  } finally {
    await t.close();
  }
});

limits('the cache of verified sessions does not keep an idle session alive', async () => {
  const t = await startTestServer({ sessionLimits: { minutes: 60, idleMinutes: 15 }, sessionCacheMs: 60 * minute });
  try {
    const user = await signIn(t, clinician.email, clinician.password);
    assert.is((await ownUser(t, user)).status, 200);
    t.advance(15 * minute);
    assert.is((await ownUser(t, user)).status, 401);
  } finally {
    await t.close();
  }
});

limits.run();

const own = suite<{ t: TestServer }>('where I am signed in');

own.before(async (ctx) => {
  ctx.t = await startTestServer({ sessionCacheMs: 0 });
});

own.after(async ({ t }) => {
  await t.close();
});

own('lists the live sessions with their browser, address and times, the current one first and marked', async ({ t }) => {
  const phone = await signInAs(t, clinician.email, clinician.password, 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1');
  const desk = await signInAs(t, clinician.email, clinician.password, 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36');
  const ended = await signIn(t, clinician.email, clinician.password);
  await call(t, 'auth/logout/0', { headers: ended.headers });
  const answer = await listSessions(t, desk);
  assert.is(answer.status, 200);
  const sessions = answer.body.data?.sessions ?? [];
  assert.ok(sessions[0]?.current, 'the current session first');
  assert.match(sessions[0]?.user_agent ?? '', /Chrome\/140/);
  assert.is(sessions[0]?.address, '127.0.0.1');
  assert.ok(sessions.some((s) => !s.current && /iPhone/.test(s.user_agent ?? '')), 'the phone is listed');
  assert.is(sessions.filter((s) => s.current).length, 1);
  assert.not.ok(sessions.some((s) => s.id === undefined || s.started_at > s.expires_at));
  const phoneList = await listSessions(t, phone);
  assert.ok(!phoneList.body.data?.sessions.some((s) => s.user_agent === null && s.current === false && s.address === null), 'a logged-out session is not listed');
  assert.is(phoneList.body.data?.sessions.length, sessions.length);
});

own('ends one other session after the password again; the current one goes on', async ({ t }) => {
  const elsewhere = await signInAs(t, owner.email, owner.password, 'Elsewhere/1.0');
  const here = await signInAs(t, owner.email, owner.password, 'Here/1.0');
  const target = (await listSessions(t, here)).body.data?.sessions.find((s) => s.user_agent === 'Elsewhere/1.0');
  assert.ok(target);
  const answer = await endSessions(t, here, { password: owner.password, session_id: target.id });
  assert.is(answer.status, 200);
  assert.is(answer.body.data?.ended, 1);
  const refused = await ownUser(t, elsewhere);
  assert.is(refused.status, 401);
  assert.is(refused.body.message, serverReason.invalidToken);
  assert.is((await ownUser(t, here)).status, 200);
  const current = (await listSessions(t, here)).body.data?.sessions.find((s) => s.current);
  assert.is((await endSessions(t, here, { password: owner.password, session_id: current?.id })).body.data?.ended, 0, 'naming the current session ends nothing');
});

own('a wrong password ends nothing and counts towards the sign-in pause', async ({ t }) => {
  const other = await signIn(t, manager.email, manager.password);
  const here = await signIn(t, manager.email, manager.password);
  const wrong = await endSessions(t, here, { password: 'not-my-password' });
  assert.is(wrong.status, 400);
  assert.is(wrong.body.message, serverReason.wrongCurrentPassword);
  assert.is((await ownUser(t, other)).status, 200);
  // Rows are kept per (email, address) and per email (auth/throttle.ts).
  const counted = await t.server.db.query<{ failures: number }>("SELECT failures FROM login_attempts WHERE email_key LIKE '% ' || $1", [manager.email.toLowerCase()]);
  assert.ok(counted.some((row) => row.failures >= 1), 'the failure is counted with the sign-in attempts');
});

own('ends every other session at once', async ({ t }) => {
  const evaluator = demoAccount('evaluator');
  const others = [await signIn(t, evaluator.email, evaluator.password), await signIn(t, evaluator.email, evaluator.password)];
  const here = await signIn(t, evaluator.email, evaluator.password);
  const answer = await endSessions(t, here, { password: evaluator.password });
  assert.ok((answer.body.data?.ended ?? 0) >= 2);
  for (const other of others) assert.is((await ownUser(t, other)).status, 401);
  assert.is((await ownUser(t, here)).status, 200);
  assert.equal((await listSessions(t, here)).body.data?.sessions.map((s) => s.current), [true]);
});

own.run();

const managed = suite<{ t: TestServer }>('a user manager signs a member out everywhere');

managed.before(async (ctx) => {
  ctx.t = await startTestServer();
});

managed.after(async ({ t }) => {
  await t.close();
});

managed('the member\'s sessions end at once, in every process, and the audit trail says who did it', async ({ t }) => {
  const member = await signIn(t, clinician.email, clinician.password);
  assert.is((await ownUser(t, member)).status, 200, 'verified, so this process has it cached');
  const userManager = await signInNorth(t, manager.email, manager.password);
  const answer = await call<{ ended: number }>(t, `portal_users/end_sessions_inst/${member.id}`, { headers: userManager.headers });
  assert.is(answer.status, 200);
  assert.ok((answer.body.data?.ended ?? 0) >= 1);
  await waitUntil(async () => (await ownUser(t, member)).status === 401);
  const audit = await t.server.db.query<{ action: string; actor_id: number; user_id: number }>(
    "SELECT action, actor_id, user_id FROM audit_log WHERE action = 'sessions_ended' ORDER BY id DESC LIMIT 1",
  );
  assert.equal(audit[0], { action: 'sessions_ended', actor_id: userManager.id, user_id: member.id });
  assert.is((await signIn(t, clinician.email, clinician.password)).id, member.id, 'the person signs in again as usual');
});

managed('only the owner ends the owner\'s sessions; a member without set_inst may not; someone outside the institution is not found', async ({ t }) => {
  const ownerUser = await signIn(t, owner.email, owner.password);
  const userManager = await signInNorth(t, manager.email, manager.password);
  const onOwner = await call(t, `portal_users/end_sessions_inst/${ownerUser.id}`, { headers: userManager.headers });
  assert.is(onOwner.status, 403);
  assert.is((await ownUser(t, ownerUser)).status, 200);
  const plain = await signInNorth(t, clinician.email, clinician.password);
  assert.is((await call(t, `portal_users/end_sessions_inst/${userManager.id}`, { headers: plain.headers })).status, 403);
  const records = demoAccount('medical_record_entry');
  const outsider = await signIn(t, records.email, records.password);
  const notHere = await call(t, `portal_users/end_sessions_inst/${outsider.id}`, { headers: userManager.headers });
  assert.is(notHere.status, 404);
  assert.is((await ownUser(t, outsider)).status, 200);
});

managed.run();
