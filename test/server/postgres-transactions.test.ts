// A transaction whose PostgreSQL connection is cut in the middle of a statement (a database
// restart, a failover, an administrator's pg_terminate_backend) fails as a 503 and nothing else:
// the PostgreSQL client's own transactions then sent their ROLLBACK on the closed connection and
// the client threw outside any promise (postgres.js issue 1066), which ended a production process.
// Needs a real PostgreSQL (DATABASE_URL); skipped with a message without one.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import postgres from 'postgres';
import { ApiError } from '../../src/server/core/api-error.ts';
import { openDb, type Db } from '../../src/server/db/db.ts';
import { createClientFaults, isKnownClientFault } from '../../src/server/db/client-fault.ts';
import { strayRejectionPolicy } from '../../src/server/db/stray-rejections.ts';
import { waitUntil } from './support/test-server.ts';

const url = process.env.DATABASE_URL;
const test = suite('PostgreSQL transactions on a connection that is cut');

const uncaught: unknown[] = [];
const onUncaught = (error: unknown) => uncaught.push(error);
const strayRejections = strayRejectionPolicy({ warn: () => {} });

test('a transaction cut in the middle of a statement answers 503, throws nothing outside, and the next one works', async () => {
  process.on('uncaughtException', onUncaught);
  process.on('unhandledRejection', strayRejections);
  const db: Db = await openDb({ url, isolatedSchema: true });
  const admin = postgres(url as string, { max: 1, onnotice: () => {} });
  try {
    for (let round = 0; round < 3; round++) {
      let pid: number | null = null;
      // Its failure is taken at once: it may come while the terminate below is still answering.
      const cut = db
        .transaction(async (tx) => {
          const [row] = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
          pid = row?.pid ?? null;
          await tx.query('SELECT pg_sleep(10)');
        })
        .then(() => null, (e: unknown) => e);
      await waitUntil(() => pid !== null, 5000);
      await admin`SELECT pg_terminate_backend(${pid})`;
      const error = await cut;
      assert.ok(error instanceof ApiError && error.status === 503, `the cut transaction fails as a 503: ${String(error)}`);
      // The lost connection marks the database away until a probe finds it answering (at once
      // here). The client's fault came on a later turn of the event loop, once its ROLLBACK was
      // queued; a statement and a whole transaction afterwards take many turns.
      await waitUntil(() => db.query('SELECT 1').then(() => true, () => false), 5000);
      const again = await db.transaction(async (tx) => tx.query<{ one: number }>('SELECT 1 AS one'));
      assert.equal(again, [{ one: 1 }], 'the next transaction is served');
      assert.equal((await db.query<{ one: number }>('SELECT 1 AS one')).length, 1);
    }
    assert.equal(uncaught.map((e) => (isKnownClientFault(e) ? "the client's fault on a closed connection" : String(e))), [], 'nothing thrown outside a promise');
  } finally {
    process.off('uncaughtException', onUncaught);
    process.off('unhandledRejection', strayRejections);
    await admin.end();
    await db.close();
  }
});

test("after the client's fault is reported, the connections are new and everything works, notices included", async () => {
  const clientFaults = createClientFaults();
  const db = await openDb({ url, isolatedSchema: true, clientFaults });
  try {
    const heard: string[] = [];
    let listening = 0;
    const stop = await db.listen('portal_fault_test', (payload) => heard.push(payload), () => listening++);
    const pid = async () => (await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid'))[0]?.pid;
    const before = await pid();
    clientFaults.report();
    assert.is.not(await pid(), before, 'a new connection');
    assert.equal(await db.transaction((tx) => tx.query<{ one: number }>('SELECT 1 AS one')), [{ one: 1 }]);
    await waitUntil(() => listening >= 2, 5000);
    await db.query("SELECT pg_notify('portal_fault_test', 'after')");
    await waitUntil(() => heard.includes('after'), 5000);
    await stop();
  } finally {
    await db.close();
  }
});

if (url) test.run();
else console.log('postgres-transactions: skipped, DATABASE_URL is not set (this test needs a real PostgreSQL)');
