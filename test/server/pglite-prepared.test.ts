import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { PGlite } from '@electric-sql/pglite';
import { messages } from '@electric-sql/pglite';
import { NotRun, preparedReads } from '../../src/server/db/pglite-prepared.ts';

const reads = suite('reads on PGlite run as statements prepared once');
let pg: PGlite;
let executed: string[] = [];
reads.before(async () => {
  pg = new PGlite();
  await pg.exec(`CREATE TABLE t (id int PRIMARY KEY, name text, at timestamptz DEFAULT now());
    INSERT INTO t (id, name) VALUES (1, 'one'), (2, 'two''s');`);
  const exec = pg.exec.bind(pg);
  pg.exec = ((sql: string) => {
    executed.push(sql);
    return exec(sql);
  }) as typeof pg.exec;
});
reads.before.each(async () => {
  await pg.exec('DEALLOCATE ALL'); // each test starts a new set of prepared reads
  executed = [];
  idle = true;
});
reads.after(() => pg.close());

/** The options pglite-db.ts gives: here the database is idle unless a test says otherwise. */
let idle = true;
const heard: string[] = [];
const options = {
  idle: () => idle,
  track: <T>(work: () => Promise<T>) => work(),
  onNotification: (n: { channel: string; payload: string }) => heard.push(`${n.channel}:${n.payload}`),
};

reads('a read with integer parameters is prepared once, then executed with the same rows and types as a query', async () => {
  const prepared = preparedReads(pg, options);
  const sql = 'SELECT id, name, at FROM t WHERE id = $1';
  const first = await prepared.tryRead<{ id: number; name: string; at: Date }>(sql, [2]);
  const second = await prepared.tryRead<{ id: number; name: string; at: Date }>(sql, [1]);
  assert.equal(first?.map((r) => r.name), ["two's"]);
  assert.equal(second?.map((r) => r.id), [1]);
  assert.ok(second?.[0]?.at instanceof Date, 'typed like a query');
  assert.equal(executed.filter((s) => s.startsWith('PREPARE')).length, 1, 'prepared once');
  assert.equal(executed.filter((s) => s.startsWith('EXECUTE')), ['EXECUTE portal_read_1(2)'], 'the first waits for its PREPARE; the second runs at once');
});

reads('a read run at once gives the rows, types and nulls that the ordinary path gives', async () => {
  const prepared = preparedReads(pg, options);
  const sql = `SELECT id, name, at, id > 1 AS big, NULL::text AS nothing, ARRAY[id, id * 10] AS ids,
      json_build_object('id', id, 'name', name) AS doc, 12345678901::bigint AS large, 1.5::numeric AS ratio,
      'ñandú ✓'::text AS accents, '{}'::int[] AS none
    FROM t WHERE id >= $1 ORDER BY id`;
  await prepared.tryRead(sql, [1]);
  const atOnce = await prepared.tryRead(sql, [1]);
  const ordinary = (await pg.query(sql, [1])).rows;
  assert.equal(atOnce, ordinary);
  assert.is(atOnce?.length, 2);
  assert.equal(executed.filter((s) => s.startsWith('EXECUTE')), ['EXECUTE portal_read_1(1)'], 'the first after the PREPARE waited its turn');
});

reads('while another statement is under way, a read waits its turn', async () => {
  const prepared = preparedReads(pg, options);
  const sql = 'SELECT name FROM t WHERE id = $1';
  await prepared.tryRead(sql, [1]);
  idle = false;
  assert.equal(await prepared.tryRead(sql, [2]), [{ name: "two's" }]);
  assert.equal(executed.filter((s) => s.startsWith('EXECUTE')), ['EXECUTE portal_read_1(1)', 'EXECUTE portal_read_1(2)']);
});

reads('a read run at once that fails rejects with the error PGlite itself gives', async () => {
  const prepared = preparedReads(pg, options);
  const failing = 'SELECT 1 / (id - id) AS never FROM t WHERE id = $1';
  const reason = (p: Promise<unknown> | null | undefined) => p?.then(() => assert.unreachable('division by zero'), (error: unknown) => error);
  await reason(prepared.tryRead(failing, [1]));
  const atOnce = (await reason(prepared.tryRead(failing, [1]))) as messages.DatabaseError;
  const own = (await reason(pg.query(failing, [1]))) as messages.DatabaseError;
  assert.instance(atOnce, messages.DatabaseError);
  for (const field of ['message', 'code', 'severity', 'routine', 'file'] as const) assert.is(atOnce[field], own[field], field);
});

reads('a notice that comes with a read run at once is handed on once', async () => {
  const prepared = preparedReads(pg, options);
  const notifying = `SELECT pg_notify('portal_prepared_test', id::text) AS sent FROM t WHERE id = $1`;
  await pg.exec('LISTEN portal_prepared_test');
  await prepared.tryRead(notifying, [1]);
  heard.length = 0;
  await prepared.tryRead(notifying, [2]);
  await Promise.resolve(); // handed on in a microtask, as PGlite hands on its own
  assert.equal(heard, ['portal_prepared_test:2']);
  await pg.exec('UNLISTEN portal_prepared_test');
});

reads('a read whose table changed shape is not run, then prepared again with the new shape', async () => {
  await pg.exec('CREATE TABLE shape (id int PRIMARY KEY); INSERT INTO shape VALUES (1);');
  const prepared = preparedReads(pg, options);
  const sql = 'SELECT * FROM shape WHERE id = $1';
  assert.equal(await prepared.tryRead(sql, [1]), [{ id: 1 }]);
  await pg.exec('ALTER TABLE shape ADD COLUMN label text DEFAULT \'one\'');
  const stale = await prepared.tryRead(sql, [1])?.then(() => null, (error: unknown) => error);
  assert.instance(stale, NotRun, 'the caller runs it the ordinary way');
  assert.equal(await prepared.tryRead(sql, [1]), [{ id: 1, label: 'one' }]);
  assert.equal(await prepared.tryRead(sql, [1]), [{ id: 1, label: 'one' }], 'and at once from then on');
  assert.is(executed.filter((s) => s.startsWith('PREPARE')).length, 2, 'prepared again once');
  await pg.exec('DROP TABLE shape');
});

reads('a read with anything but integers for parameters takes the ordinary parameterised path', () => {
  const prepared = preparedReads(pg, options);
  assert.is(prepared.tryRead('SELECT id FROM t WHERE name = $1', ["x') ; DROP TABLE t; --"]), null);
  assert.is(prepared.tryRead('SELECT id FROM t WHERE id = $1', [1.5]), null);
  assert.is(prepared.tryRead('SELECT id FROM t WHERE id = $1', [2 ** 60]), null);
  assert.is(prepared.tryRead('SELECT id FROM t WHERE id = $1', [null]), null);
  assert.equal(executed, [], 'nothing was sent');
});

reads('a statement that cannot be prepared is refused once and not tried again', async () => {
  const prepared = preparedReads(pg, options);
  const broken = prepared.tryRead('SELECT nothing_here FROM t WHERE id = $1', [1]);
  const reason = await broken?.then(() => assert.unreachable('it cannot run'), (error: unknown) => error);
  assert.instance(reason, NotRun, 'never ran: the caller runs it the ordinary way, which says why');
  assert.is(prepared.tryRead('SELECT nothing_here FROM t WHERE id = $1', [1]), null, 'the plain path from then on');
  assert.is(executed.filter((s) => s.startsWith('PREPARE')).length, 1);
});

reads.run();
