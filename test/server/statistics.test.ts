// The embedded database's planner statistics are refreshed by the server (src/server/db/statistics.ts):
// PGlite has no autovacuum daemon to do it.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Db } from '../../src/server/db/db.ts';
import { refreshStatistics } from '../../src/server/db/statistics.ts';
import type { Logger } from '../../src/server/core/log.ts';
import { logged, startTestServer } from './support/test-server.ts';

const test = suite('planner statistics');

function fakeDb(kind: Db['kind'], fail = false) {
  const queries: string[] = [];
  const db = {
    kind,
    query: async (sql: string) => {
      queries.push(sql);
      if (fail) throw new Error('disk full');
      return [];
    },
  } as unknown as Db;
  return { db, queries };
}

function fakeLog() {
  const events: string[] = [];
  const log = { info: (event: string) => events.push(event), warn: (event: string) => events.push(event), error: (event: string) => events.push(event) } as unknown as Logger;
  return { log, events };
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('on PGlite, ANALYZE runs at once and then at each interval, until stopped', async () => {
  const { db, queries } = fakeDb('pglite');
  const { log, events } = fakeLog();
  const refresh = refreshStatistics(db, log, 40);
  for (let i = 0; i < 100 && queries.length < 2; i++) await settle(20);
  await refresh.stop();
  const runs = queries.length;
  assert.ok(runs >= 2, `ran ${runs} times: at once, then after the interval`);
  assert.ok(queries.every((sql) => sql === 'ANALYZE'));
  assert.is(events.filter((e) => e === 'statistics_refreshed').length, runs);
  await settle(80);
  assert.is(queries.length, runs, 'nothing after stop');
});

test('on PostgreSQL nothing runs: its autovacuum daemon keeps the statistics', async () => {
  const { db, queries } = fakeDb('postgres');
  const refresh = refreshStatistics(db, fakeLog().log, 10);
  await settle(50);
  await refresh.stop();
  assert.equal(queries, []);
});

test('a refresh that fails is logged as a warning and the server goes on', async () => {
  const { db } = fakeDb('pglite', true);
  const { log, events } = fakeLog();
  const refresh = refreshStatistics(db, log, 1000);
  await settle(20);
  await refresh.stop();
  assert.equal(events, ['statistics_refresh_failed']);
});

test('the real server refreshes the embedded database\'s statistics once it listens', async () => {
  if (process.env.DATABASE_URL) return; // the test server runs on PostgreSQL then
  const t = await startTestServer();
  try {
    for (let i = 0; i < 100 && logged(t, 'statistics_refreshed').length === 0; i++) await settle(20);
    assert.is(logged(t, 'statistics_refreshed').length, 1);
    const rows = await t.server.db.query<{ n: number }>("SELECT reltuples::int AS n FROM pg_class WHERE relname = 'users'");
    assert.ok((rows[0]?.n ?? 0) > 0, 'the planner knows how many users there are');
  } finally {
    await t.close();
  }
});

test.run();
