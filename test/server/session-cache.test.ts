import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { serverReason } from '../../src/contract/messages.ts';
import type { InstitutionEntry } from '../../src/contract/types.ts';
import { createSessionCache, type VerifiedSession } from '../../src/server/auth/session-cache.ts';
import { demoAccount } from '../../src/server/seed/demo-data.ts';
import { call, signIn, startTestServer, waitUntil, type SignedIn, type TestServer } from './support/test-server.ts';

const session = (userId: number, id = userId): VerifiedSession => ({
  id, userId, isAdmin: false, institutionId: null, groupNo: null, expiresAt: 1e15, lastUsedAt: 0, stage: "full",
});

const cache = suite('the verified-session cache');

cache('an entry is used until its time is up, then read again', () => {
  let clock = 0;
  const sessions = createSessionCache({ ttlMs: 1000, maxEntries: 10, now: () => clock });
  sessions.set('a', session(1));
  clock = 999;
  assert.is(sessions.get('a')?.userId, 1);
  clock = 1000;
  assert.is(sessions.get('a'), undefined);
  assert.is(sessions.size, 0);
});

cache("forgetting a user drops all of that user's sessions and no one else's", () => {
  const sessions = createSessionCache({ ttlMs: 1000, maxEntries: 10, now: () => 0 });
  sessions.set('a', session(1, 10));
  sessions.set('b', session(1, 11));
  sessions.set('c', session(2, 12));
  sessions.forgetUser(1);
  assert.is(sessions.get('a'), undefined);
  assert.is(sessions.get('b'), undefined);
  assert.is(sessions.get('c')?.id, 12);
});

cache('the number of entries is bounded: the oldest goes first', () => {
  const sessions = createSessionCache({ ttlMs: 1000, maxEntries: 2, now: () => 0 });
  sessions.set('a', session(1));
  sessions.set('b', session(2));
  sessions.set('c', session(3));
  assert.is(sessions.size, 2);
  assert.is(sessions.get('a'), undefined);
  assert.ok(sessions.get('c'));
  sessions.forgetUser(1);
  assert.is(sessions.size, 2, 'an evicted entry leaves nothing behind');
});

cache('a time of 0 turns the cache off', () => {
  const sessions = createSessionCache({ ttlMs: 0, maxEntries: 10, now: () => 0 });
  sessions.set('a', session(1));
  assert.is(sessions.get('a'), undefined);
});

cache.run();

interface Context {
  t: TestServer;
  sessionReads: number;
}

const server = suite<Context>('signed-in calls with the session cache');

server.before(async (ctx) => {
  ctx.t = await startTestServer();
  ctx.sessionReads = 0;
  const db = ctx.t.server.db;
  const query = db.query.bind(db);
  db.query = ((sql: string, params?: readonly unknown[]) => {
    if (sql.includes('FROM sessions s JOIN users u')) ctx.sessionReads++;
    return query(sql, params);
  }) as typeof db.query;
});

server.after(async ({ t }) => {
  await t.close();
});

const ownUser = (t: TestServer, user: SignedIn) =>
  call(t, 'portal_users/get_own_user/0', { method: 'GET', headers: user.headers });

server('a second call with the same token does not read the session again', async (ctx) => {
  const user = await signIn(ctx.t, demoAccount('clinician').email, demoAccount('clinician').password);
  await ownUser(ctx.t, user);
  const before = ctx.sessionReads;
  assert.is((await ownUser(ctx.t, user)).status, 200);
  assert.is((await ownUser(ctx.t, user)).status, 200);
  assert.is(ctx.sessionReads, before);
});

server('a session still expires on time while it is cached', async ({ t }) => {
  const user = await signIn(t, demoAccount('evaluator').email, demoAccount('evaluator').password);
  await ownUser(t, user);
  t.advance(60 * 60 * 1000);
  const expired = await ownUser(t, user);
  t.advance(-60 * 60 * 1000);
  assert.is(expired.body.message, serverReason.expiredToken);
});

server('a logged-out token is refused on the very next call', async ({ t }) => {
  const user = await signIn(t, demoAccount('medical_record_entry').email, demoAccount('medical_record_entry').password);
  await ownUser(t, user);
  assert.is((await call(t, 'auth/logout/0', { headers: user.headers })).status, 200);
  assert.is((await ownUser(t, user)).body.message, serverReason.invalidToken);
});

server('an account disabled in the database directly is refused at once, cache or not', async ({ t }) => {
  const user = await signIn(t, demoAccount('owner').email, demoAccount('owner').password);
  assert.is((await ownUser(t, user)).status, 200);
  await t.server.db.query('UPDATE users SET enabled = false WHERE id = $1', [user.id]);
  try {
    // The notice travels on its own connection with PostgreSQL: allow it a moment, never the 10 s.
    await waitUntil(async () => (await ownUser(t, user)).body.message === serverReason.invalidToken, 1000);
  } finally {
    await t.server.db.query('UPDATE users SET enabled = true WHERE id = $1', [user.id]);
  }
});

server('a membership removed after the institution was chosen takes the institution off the session at once', async ({ t }) => {
  const account = demoAccount('user_manager');
  const user = await signIn(t, account.email, account.password);
  const list = await call<InstitutionEntry[]>(t, 'institution/list_inst_user/0', { headers: user.headers });
  const institution = list.body.data?.[0]?.keyid;
  assert.ok(institution);
  assert.is((await call(t, `portal_users/set_login_institution/${institution}`, { headers: user.headers })).status, 200);
  assert.is((await call(t, 'portal_users/set_terms_and_conditions_user/1', { headers: user.headers })).status, 200);
  await t.server.db.query('DELETE FROM memberships WHERE user_id = $1 AND institution_id = $2', [user.id, institution]);
  await waitUntil(
    async () => (await call(t, 'portal_users/set_terms_and_conditions_user/1', { headers: user.headers })).body.message === serverReason.institutionNotChosen,
    1000,
  );
});

server.run();
