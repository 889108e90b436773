// While the database is out of reach, API calls answer 503 with the catalogue's message at once,
// not after the driver gives up (issue 21: they answered 500, some after 8 to 15 s), readiness
// says 503 and liveness 200; once it is back, the same process serves again. A real PostgreSQL
// (DATABASE_URL) behind a TCP proxy this test cuts: the shared server itself is never stopped.
// The bound below tells an answer from a hang, on a machine the rest of the suite keeps busy; the
// 2 s the docs promise is a figure for the outage bench under load, not for a busy test run.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { serverReason } from '../../src/contract/messages.ts';
import { demoAccount } from '../../src/server/seed/demo-data.ts';
import { strayRejectionPolicy } from '../../src/server/db/stray-rejections.ts';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.ts';
import { call, login, signIn, startTestServer, waitUntil, type TestServer } from './support/test-server.ts';

const url = process.env.DATABASE_URL;

interface Ctx {
  proxy: TcpProxy;
  t: TestServer;
  headers: Record<string, string>;
}

const test = suite<Ctx>('database out of reach');

// The server's own policy for rejections nobody handled (main.ts installs it): the client's
// connection errors while the database is away are logged, anything else fails the file.
const strayRejections = strayRejectionPolicy({ warn: () => {} });

// The PostgreSQL client (postgres.js 3.4.9, its issue 1066) can throw outside any promise when a
// connection closes with a write queued: a TypeError from its `nextWrite`. The server's own
// transactions avoid the known way into it (postgres-transactions.test.ts); a production process
// that meets it anyway logs it and renews its connections (main.ts; main-output.test.ts). Here the
// server shares the test's process, which notes that fault and goes on; any other uncaught error
// fails the test that was running.
const knownClientFault = (error: unknown) =>
  error instanceof TypeError && /reading 'write'/.test(error.message) && /nextWrite \(.*postgres\/src\/connection\.js/.test(error.stack ?? '');
const uncaught: unknown[] = [];
const onUncaught = (error: unknown) => {
  if (knownClientFault(error)) console.log('database-down: the client library\'s known fault on a closed connection (postgres.js issue 1066) was thrown and passed over');
  else uncaught.push(error);
};

test.after.each(() => {
  assert.equal(uncaught.splice(0), [], 'no uncaught error');
});

test.before(async (ctx) => {
  process.on('uncaughtException', onUncaught);
  process.on('unhandledRejection', strayRejections);
  const target = new URL(url ?? '');
  ctx.proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
  const proxied = new URL(target);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(ctx.proxy.port);
  // No session cache: every signed-in call reads the database, as after the cache's 10 s.
  ctx.t = await startTestServer({ database: { url: proxied.href, isolatedSchema: true }, sessionCacheMs: 0 });
  const clinician = demoAccount('clinician');
  ctx.headers = (await signIn(ctx.t, clinician.email, clinician.password)).headers;
});

test.after(async (ctx) => {
  process.off('uncaughtException', onUncaught);
  process.off('unhandledRejection', strayRejections);
  ctx.proxy.restore();
  await ctx.t?.close().catch(() => {});
  await ctx.proxy.close();
});

/** Well under the driver's own give-up times (10 s and more), well over a busy machine's delays. */
const answerBoundMs = 5000;

/** Runs `make` and resolves its status, body and how long it took. */
async function timed(make: () => Promise<{ status: number; body: { message: string } }>) {
  const started = Date.now();
  const answer = await make();
  return { ...answer, ms: Date.now() - started };
}

async function checkDown(ctx: Ctx, how: string) {
  const { t, headers } = ctx;
  const clinician = demoAccount('clinician');
  const answers = await Promise.all([
    timed(() => call(t, 'portal_users/get_own_user/0', { method: 'GET', headers })),
    timed(() => call(t, 'institution/list_inst_user/0', { headers })),
    timed(() => login(t, clinician.email, clinician.password)),
  ]);
  for (const answer of answers) {
    assert.is(answer.status, 503, `${how}: ${answer.body.message}`);
    assert.is(answer.body.message, serverReason.databaseUnavailable, how);
    assert.ok(answer.ms < answerBoundMs, `${how}: answered after ${answer.ms} ms`);
  }
  const ready = await timed(async () => {
    const response = await fetch(`${t.url}/api/ready`);
    return { status: response.status, body: (await response.json()) as { message: string } };
  });
  assert.is(ready.status, 503, `${how}: readiness`);
  assert.ok(ready.ms < answerBoundMs, `${how}: readiness after ${ready.ms} ms`);
  assert.is((await fetch(`${t.url}/api/health`)).status, 200, `${how}: liveness`);
}

async function checkBack(ctx: Ctx) {
  ctx.proxy.restore();
  await waitUntil(async () => (await fetch(`${ctx.t.url}/api/ready`)).status === 200, 15_000);
  const own = await call(ctx.t, 'portal_users/get_own_user/0', { method: 'GET', headers: ctx.headers });
  assert.is(own.status, 200, 'the session made before the outage works again');
}

test('a stopped database (connections refused): 503 at once, then served again', async (ctx) => {
  assert.is((await fetch(`${ctx.t.url}/api/ready`)).status, 200);
  ctx.proxy.refuse();
  await checkDown(ctx, 'refused');
  await checkBack(ctx);
});

test('a database host gone from the network (connections never answered): 503 at once, then served again', async (ctx) => {
  ctx.proxy.blackhole();
  await checkDown(ctx, 'black hole');
  await checkBack(ctx);
});

test('a server whose database connections were just cut shuts down cleanly and lets go of them (closing failed on a dead connection and left the client reconnecting for ever)', async (ctx) => {
  ctx.proxy.restore(); // drops every connection, as a database restart does
  await ctx.t.close();
});

if (url) test.run();
else console.log('database-down: skipped, DATABASE_URL is not set (these tests need a real PostgreSQL to cut off)');
