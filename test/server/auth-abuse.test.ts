/**
 * Abuse of the sign-in and reset calls: lockout of someone else's account, CPU starvation by
 * scrypt, NUL characters, reset keys, and sessions whose institution was taken away.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { IncomingHttpHeaders } from 'node:http';
import { serverReason, spanish } from '../../src/contract/messages.ts';
import type { MessageData } from '../../src/contract/types.ts';
import { hashSecret } from '../../src/server/auth/secrets.ts';
import { createBackgroundQueue, type BackgroundQueue } from '../../src/server/core/background.ts';
import { createRateLimits } from '../../src/server/auth/rate-limit.ts';
import { logMailer } from '../../src/server/mail/mail-queue.ts';
import type { Queryable } from '../../src/server/db/db.ts';
import { authenticate } from '../../src/server/auth/authenticate.ts';
import { hashPassword, scryptLimits } from '../../src/server/auth/passwords.ts';
import { ceilingKey, guardDelayMs, maxEmailFailures } from '../../src/server/auth/throttle.ts';
import { emailKey } from '../../src/server/auth/credentials.ts';
import { resetPassword } from '../../src/server/features/auth/reset-password.ts';
import { ApiError } from '../../src/server/core/api-error.ts';
import type { ContextOf } from '../../src/server/http/handler.ts';
import type { accountEndpoints } from '../../src/contract/endpoints/accounts.ts';
import { demoAccount } from '../../src/server/seed/demo-data.ts';
import { call, logged, loginHeaders, signIn, startTestServer, waitUntil, type TestServer } from './support/test-server.ts';

const minute = 60 * 1000;

const abuse = suite<{ t: TestServer }>('abuse of sign-in and reset');

// A test hook: the client address comes from a test header, so one test can act as many clients.
abuse.before(async (ctx) => {
  ctx.t = await startTestServer({
    clientAddress: (req) => String(req.headers['x-test-client'] ?? req.socket.remoteAddress),
  });
});

abuse.after(async ({ t }) => {
  await t.close();
});

const loginFrom = (t: TestServer, address: string, email: string, password: string) =>
  call(t, 'auth/login', { headers: { ...loginHeaders(email, password), 'X-Test-Client': address } });

abuse('5 failures from one address lock that address, but the right password from another still signs in', async ({ t }) => {
  const owner = demoAccount('owner');
  for (let i = 0; i < 5; i++) assert.is((await loginFrom(t, '203.0.113.1', owner.email, `wrong-${i}`)).status, 401);
  const attacker = await loginFrom(t, '203.0.113.1', owner.email, owner.password);
  assert.is(attacker.status, 429, 'the guessing address is locked');
  assert.is(attacker.body.message, serverReason.tooManyAttempts);
  const victim = await loginFrom(t, '198.51.100.7', owner.email, owner.password);
  assert.is(victim.status, 200, 'the owner, from their own address, is not locked out');
  assert.is((await loginFrom(t, '203.0.113.1', owner.email, owner.password)).status, 429, 'still locked for the guesser');
  t.advance(5 * minute + 1000);
});

abuse('a success from an address clears only that address count', async ({ t }) => {
  const manager = demoAccount('user_manager');
  for (let i = 0; i < 4; i++) await loginFrom(t, '203.0.113.2', manager.email, `wrong-${i}`);
  for (let i = 0; i < 4; i++) await loginFrom(t, '203.0.113.3', manager.email, `wrong-${i}`);
  assert.is((await loginFrom(t, '203.0.113.2', manager.email, manager.password)).status, 200);
  assert.is((await loginFrom(t, '203.0.113.2', manager.email, 'wrong-again')).status, 401, 'count started afresh');
  assert.is((await loginFrom(t, '203.0.113.3', manager.email, 'wrong-5th')).status, 401);
  assert.is((await loginFrom(t, '203.0.113.3', manager.email, manager.password)).status, 429, 'the other address kept its count');
  t.advance(5 * minute + 1000);
});

/** Whether the email-wide guard (answers delayed by guardDelayMs) is up at the server's clock. */
async function guardIsUp(t: TestServer, email: string): Promise<boolean> {
  const rows = await t.server.db.query<{ locked_until: Date | null }>('SELECT locked_until FROM login_attempts WHERE email_key = $1', [
    ceilingKey(emailKey(email)),
  ]);
  const until = rows[0]?.locked_until;
  return until != null && new Date(until).getTime() > t.now();
}

abuse(`${maxEmailFailures} failures of one email from many addresses raise a guard: the right password from a new address still signs in, after the delay`, async ({ t }) => {
  const evaluator = demoAccount('evaluator');
  for (let i = 0; i < maxEmailFailures; i++) {
    assert.is((await loginFrom(t, `192.0.2.${i}`, evaluator.email, `wrong-${i}`)).status, 401);
  }
  const started = Date.now();
  const owner = await loginFrom(t, '192.0.2.200', evaluator.email, evaluator.password);
  assert.is(owner.status, 200, 'an outsider cannot lock the owner out');
  assert.ok(Date.now() - started >= guardDelayMs - 50, 'the answer waited while the guard is up');
  // While the guard is up, one wrong password locks its address at once.
  const guess = await loginFrom(t, '192.0.2.201', evaluator.email, 'another guess');
  assert.is(guess.status, 401);
  assert.equal(guess.body.data, { attempts_left: 0 });
  assert.is((await loginFrom(t, '192.0.2.201', evaluator.email, evaluator.password)).status, 429);
  assert.is(await guardIsUp(t, evaluator.email), true);
  t.advance(5 * minute + 1000);
  assert.is(await guardIsUp(t, evaluator.email), false, 'no delay once the guard is down');
  assert.is((await loginFrom(t, '192.0.2.202', evaluator.email, evaluator.password)).status, 200);
});

abuse('a wrong password says how many attempts are left from the third failure on, and a lock says how long it lasts', async ({ t }) => {
  const seen: { status: number; data: unknown; retryAfter: string | null }[][] = [];
  for (const email of [demoAccount('admin').email, 'nobody-here@clinic.example']) {
    const answers = [];
    for (let i = 0; i < 6; i++) {
      const answer = await loginFrom(t, '203.0.113.70', email, `wrong-${i}`);
      answers.push({ status: answer.status, data: answer.body.data, retryAfter: answer.headers.get('retry-after') });
    }
    seen.push(answers);
  }
  const [known, unknown] = seen;
  assert.equal(known?.map((a) => a.status), [401, 401, 401, 401, 401, 429]);
  assert.equal(known?.slice(0, 5).map((a) => a.data), [undefined, undefined, { attempts_left: 2 }, { attempts_left: 1 }, { attempts_left: 0 }]);
  assert.equal(known?.[5]?.data, { retry_after_seconds: 300 });
  assert.is(known?.[5]?.retryAfter, '300');
  assert.equal(unknown, known, 'the same answers for an unknown email');
  t.advance(5 * minute + 1000);
});

abuse('rounds of 50 concurrent right passwords from 50 addresses lock nothing, whatever the busy answers', async ({ t }) => {
  const owner = demoAccount('institutional_clinician');
  // A short queue, so the burst overflows it even at the tests' cheap hash cost.
  const saved = { ...scryptLimits };
  Object.assign(scryptLimits, { running: 1, queued: 0 });
  try {
    // Three rounds: busy answers that counted would add up past the per-email ceiling.
    for (let round = 0; round < 3; round++) {
      const burst = await Promise.all(Array.from({ length: 50 }, (_, i) => loginFrom(t, `198.51.100.${i + 1}`, owner.email, owner.password)));
      const statuses = burst.map((answer) => answer.status);
      assert.ok(statuses.every((status) => status === 200 || status === 503), statuses.join(','));
      assert.ok(statuses.includes(503), 'the burst overflowed the password-hash queue');
    }
  } finally {
    Object.assign(scryptLimits, saved);
  }
  for (let i = 0; i < 50; i++) {
    assert.is((await loginFrom(t, `198.51.100.${i + 1}`, owner.email, owner.password)).status, 200);
  }
  const locked = await t.server.db.query("SELECT 1 FROM login_attempts WHERE locked_until IS NOT NULL AND email_key LIKE '%' || $1", [owner.email]);
  assert.is(locked.length, 0);
});

abuse('a "server busy" answer never counts as a failure', async ({ t }) => {
  const owner = demoAccount('institutional_clinician');
  const saved = { ...scryptLimits };
  scryptLimits.running = 0;
  scryptLimits.queued = 0;
  try {
    for (let i = 0; i < 10; i++) assert.is((await loginFrom(t, '203.0.113.80', owner.email, `wrong-${i}`)).status, 503);
  } finally {
    Object.assign(scryptLimits, saved);
  }
  assert.is((await loginFrom(t, '203.0.113.80', owner.email, 'wrong again')).status, 401);
  assert.is((await loginFrom(t, '203.0.113.80', owner.email, owner.password)).status, 200);
});

abuse('a flood of sign-ins for random emails from many addresses does not lock the real user', async ({ t }) => {
  const user = demoAccount('clinician');
  // A short hash queue, so the flood overflows it however fast or slow the machine is.
  const saved = { ...scryptLimits };
  Object.assign(scryptLimits, { running: 1, queued: 2 });
  try {
    const flood = Array.from({ length: 100 }, (_, i) => loginFrom(t, `100.64.${i >> 8}.${i & 255}`, `random-${i}@flood.example`, 'whatever'));
    const own = Array.from({ length: 10 }, () => loginFrom(t, '198.18.0.9', user.email, user.password));
    const answers = await Promise.all([...flood, ...own]);
    assert.ok(answers.some((answer) => answer.status === 503), 'the flood made the server busy');
  } finally {
    Object.assign(scryptLimits, saved);
  }
  assert.is((await loginFrom(t, '198.18.0.9', user.email, user.password)).status, 200);
  assert.is(await guardIsUp(t, user.email), false, 'and no delay either: no guard was raised for the real user');
});

abuse('X-Forwarded-For is not trusted: the lock follows the socket address', async () => {
  const t = await startTestServer();
  try {
    const clinician = demoAccount('clinician');
    for (let i = 0; i < 5; i++) {
      await call(t, 'auth/login', { headers: { ...loginHeaders(clinician.email, `wrong-${i}`), 'X-Forwarded-For': `10.0.0.${i}` } });
    }
    const again = await call(t, 'auth/login', {
      headers: { ...loginHeaders(clinician.email, clinician.password), 'X-Forwarded-For': '10.9.9.9' },
    });
    assert.is(again.status, 429);
  } finally {
    await t.close();
  }
});

abuse('login and register allow 30 calls per minute from one address, then 429', async ({ t }) => {
  const headers = { AuthType: 'nope', LoginType: '1', 'X-Test-Client': '203.0.113.50' };
  for (let i = 0; i < 20; i++) assert.is((await call(t, 'auth/login', { headers })).status, 401);
  for (let i = 0; i < 10; i++) {
    assert.is((await call(t, 'auth/register', { headers, json: {} })).status, 400);
  }
  const over = await call(t, 'auth/register', { headers, json: {} });
  assert.is(over.status, 429);
  assert.is(over.body.message, serverReason.tooManyAttempts);
  assert.is((await call(t, 'auth/login', { headers })).status, 429);
  assert.is((await call(t, 'auth/login', { headers: { ...headers, 'X-Test-Client': '203.0.113.51' } })).status, 401, 'other addresses are not affected');
  t.advance(minute + 1000);
  assert.is((await call(t, 'auth/login', { headers })).status, 401, 'a new minute, a new allowance');
});

abuse('scrypt work is limited: 2 running, 32 waiting, the rest answer 503 at once', async () => {
  const total = scryptLimits.running + scryptLimits.queued + 6;
  const outcomes = await Promise.allSettled(Array.from({ length: total }, (_, i) => hashPassword(`password-${i}`)));
  const refused = outcomes.filter((o) => o.status === 'rejected');
  assert.is(refused.length, 6);
  for (const outcome of refused) {
    const error = (outcome as PromiseRejectedResult).reason;
    assert.instance(error, ApiError);
    assert.is((error as ApiError).status, 503);
    assert.is((error as ApiError).message, 'The server is busy. Please try again in a moment.');
  }
  // The queue drained: new work is accepted again.
  await hashPassword('after the burst');
});

abuse('a NUL in a text field answers 400 and never reaches the database', async ({ t }) => {
  const answer = await call(t, 'auth/register', {
    headers: { 'X-Test-Client': '203.0.113.60' },
    json: { name: 'Ana\u0000', lastname: 'Pérez', email: 'nul@clinic.example', password: 'long enough password' },
  });
  assert.is(answer.status, 400);
  assert.match(answer.body.message, /"name" must not contain NUL/);
  assert.is(logged(t, 'handler_error').length, 0);
});

abuse('a NUL in the login email is wrong credentials, not a 500', async ({ t }) => {
  const answer = await loginFrom(t, '203.0.113.61', 'ghost\u0000@clinic.example', 'whatever it is');
  assert.is(answer.status, 401);
  assert.is(answer.body.message, serverReason.wrongCredentials);
  assert.is(logged(t, 'handler_error').length, 0);
});

abuse('a NUL in the reset email names no path (404, as for every parameter), and nothing fails later', async ({ t }) => {
  const answer = await call<MessageData>(t, 'auth/password/ghost%00%40clinic.example');
  assert.is(answer.status, 404);
  // Whatever the request left for later has run (the server's own queue is empty).
  await t.server.services.background.drain();
  assert.is(logged(t, 'handler_error').length, 0);
  assert.is(logged(t, 'password_reset_failed').length, 0);
});

/** A database whose every statement takes 30 ms, recording when each one finished. */
function slowDb(userRows: unknown[]) {
  const finished: string[] = [];
  const run = (prefix: string) => async (sql: string) => {
    await new Promise((resolve) => setTimeout(resolve, 30));
    finished.push(`${prefix}${sql.trim().split(/\s+/)[0]}`);
    if (sql.includes('INSERT INTO rate_limits')) return [{ calls: 1, window_start: new Date() }];
    return sql.startsWith('SELECT id') ? userRows : [];
  };
  const db = {
    kind: 'fake',
    query: run('db:'),
    transaction: async (fn: (tx: unknown) => Promise<unknown>) => fn({ query: run('tx:') }),
    close: async () => {},
  };
  return { db, finished };
}

/** A reset call's context on `db`, with services of its own (the test drains `background`). */
function resetContext(db: unknown, background: BackgroundQueue, clientAddress = '127.0.0.1') {
  const log = { info: () => {}, warn: () => {}, error: () => {} };
  return {
    db,
    log,
    now: new Date(),
    production: true,
    background,
    rateLimits: createRateLimits(db as Queryable),
    mailer: logMailer(log as never, true),
    publicUrl: undefined,
    params: { id: 'someone@clinic.example' },
    query: {},
    body: undefined,
    headers: {},
    clientAddress,
  } as unknown as ContextOf<typeof accountEndpoints.resetPassword>;
}

abuse('a reset request answers after counting its limits only, and the work is the same statements for known and unknown emails', async () => {
  const seen: string[][] = [];
  const before: string[][] = [];
  for (const rows of [[{ id: 7, email: 'someone@clinic.example', name: 'Some', language: null }], []]) {
    const { db, finished } = slowDb(rows);
    const background = createBackgroundQueue();
    const answer = await resetPassword.run(resetContext(db, background) as never);
    assert.equal(answer, { message: spanish.resetEmailSent });
    before.push([...finished]);
    // The queued work has run to its end: every statement it makes is in the list.
    await background.drain();
    seen.push(finished.slice(before.at(-1)!.length));
  }
  // The limits are counted in the database (shared by every API process), the same for every email.
  assert.ok(before[0]!.every((statement) => statement.startsWith('db:INSERT') || statement.startsWith('db:DELETE')), String(before[0]));
  assert.equal(before[1], before[0], 'an unknown email is counted with the same statements');
  assert.equal(seen[0], ['tx:SELECT', 'tx:DELETE', 'tx:INSERT', 'tx:UPDATE']);
  assert.equal(seen[1], seen[0], 'an unknown email costs the same statements');
});

abuse('reset requests are limited per address: 10 a minute, then 429 with the wait', async ({ t }) => {
  const from = { headers: { 'X-Test-Client': '203.0.113.90' } };
  for (let i = 0; i < 10; i++) assert.is((await call(t, `auth/password/someone-${i}%40clinic.example`, from)).status, 200);
  const over = await call(t, 'auth/password/someone-else%40clinic.example', from);
  assert.is(over.status, 429);
  assert.is(over.body.message, serverReason.tooManyLinkRequests, 'said as what it is, not as a failed sign-in');
  assert.ok(Number(over.headers.get('retry-after')) > 0);
  assert.is((await call(t, 'auth/password/someone-else%40clinic.example', { headers: { 'X-Test-Client': '203.0.113.91' } })).status, 200);
  t.advance(minute + 1000);
});

abuse('reset requests are limited per email, from any address, the same for known and unknown emails', async ({ t }) => {
  for (const email of [demoAccount('evaluator').email, 'not-registered@clinic.example']) {
    const path = `auth/password/${encodeURIComponent(email)}`;
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await call(t, path, { headers: { 'X-Test-Client': `203.0.113.${100 + i}` } })).status);
    assert.equal(statuses, [200, 200, 200, 429], email);
  }
  // The queued key work of the known email finishes before the next test reads the log.
  await t.server.services.background.drain();
  t.advance(16 * minute);
});

abuse('a new reset request does not spend a link already sent; only a fourth live link drops the oldest', async ({ t }) => {
  const account = demoAccount('user_manager');
  const path = `auth/password/${encodeURIComponent(account.email)}`;
  const links: string[] = [];
  const ask = async () => {
    await t.server.services.background.drain();
    const before = logged(t, 'password_reset_link').length;
    assert.is((await call(t, path)).status, 200);
    await waitUntil(() => logged(t, 'password_reset_link').length > before);
    links.push(String(logged(t, 'password_reset_link').at(-1)?.link));
  };
  for (let i = 0; i < 3; i++) await ask();
  t.advance(16 * minute);
  await ask();
  const live = async (link: string) => {
    const key = /#key=([A-Za-z0-9_-]+)$/.exec(link)?.[1] ?? '';
    const rows = await t.server.db.query('SELECT 1 FROM password_resets WHERE key_hash = $1 AND used_at IS NULL', [hashSecret(key)]);
    return rows.length === 1;
  };
  assert.equal(await Promise.all(links.map(live)), [false, true, true, true], 'only the oldest, beyond the cap of 3, was dropped');
  t.advance(16 * minute);
});

abuse('changing the password spends the open reset keys', async ({ t }) => {
  const account = demoAccount('medical_record_entry');
  const before = logged(t, 'password_reset_link').length;
  await call(t, `auth/password/${encodeURIComponent(account.email)}`);
  await waitUntil(() => logged(t, 'password_reset_link').length > before);
  const link = String(logged(t, 'password_reset_link').at(-1)?.link);
  const [, userId, key] = /reset_your_password\/(\d+)#key=([A-Za-z0-9_-]+)$/.exec(link) ?? [];
  const user = await signIn(t, account.email, account.password);
  const changed = await call(t, 'auth/', {
    headers: user.headers,
    json: { current_password: account.password, new_password: 'a fresh passphrase 1' },
  });
  assert.is(changed.status, 200);
  const reuse = await call(t, `auth/password/${userId}`, { json: { password: 'attacker passphrase', key } });
  assert.is(reuse.status, 400);
  assert.is(reuse.body.message, serverReason.invalidResetKey);
});

abuse('a session whose institution membership was removed has no institution', async ({ t }) => {
  const account = demoAccount('clinician');
  const user = await signIn(t, account.email, account.password);
  const institutions = await t.server.db.query<{ institution_id: number }>(
    'SELECT institution_id FROM memberships WHERE user_id = $1',
    [user.id],
  );
  const institutionId = institutions[0]?.institution_id;
  assert.ok(institutionId, 'the demo clinician belongs to an institution');
  const chosen = await call(t, `portal_users/set_login_institution/${institutionId}`, { headers: user.headers });
  assert.is(chosen.status, 200);
  const headers = Object.fromEntries(Object.entries(user.headers).map(([k, v]) => [k.toLowerCase(), v])) as IncomingHttpHeaders;
  const before = await authenticate(t.server.db, headers, new Date());
  assert.is(before.institutionId, institutionId);
  await t.server.db.query('DELETE FROM memberships WHERE user_id = $1 AND institution_id = $2', [user.id, institutionId]);
  const after = await authenticate(t.server.db, headers, new Date());
  assert.is(after.institutionId, null);
  assert.is(after.groupNo, null);
});

abuse.run();
