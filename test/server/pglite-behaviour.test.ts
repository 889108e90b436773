import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { PGlite, messages } from '@electric-sql/pglite';
import { fastPathPgliteVersion, fastPathProblem, installedPgliteVersion } from '../../src/server/db/pglite-fast-path.ts';
import { readReply, simpleQueryMessage } from '../../src/server/db/pglite-wire.ts';
import { openPgliteDb } from '../../src/server/db/pglite-db.ts';

// What the fast path of reads (src/server/db/pglite-prepared.ts) relies on and PGlite does not
// promise. When one of these fails after an upgrade, read pglite-prepared.ts and pglite-wire.ts
// against the new PGlite before moving `fastPathPgliteVersion`.
const behaviour = suite('the PGlite behaviour the fast path of reads relies on');
let pg: PGlite;
behaviour.before(async () => {
  pg = new PGlite();
  await pg.exec(`CREATE TABLE t (id int PRIMARY KEY, name text, at timestamptz DEFAULT now());
    INSERT INTO t (id, name) VALUES (1, 'one'), (2, NULL);`);
});
behaviour.after(() => pg.close());

/** The reply of `sql` run through the raw protocol call, and whether it all came within the call. */
async function rawReply(sql: string) {
  const chunks: Uint8Array[] = [];
  let returned = false;
  let late = false;
  const done = pg.execProtocolRawStream(simpleQueryMessage(sql), {
    syncToFs: false,
    onRawData: (chunk) => {
      late ||= returned;
      chunks.push(chunk.slice());
    },
  });
  returned = true;
  await done;
  return { reply: readReply(Buffer.concat(chunks), pg.parsers), withinCall: chunks.length > 0 && !late };
}

behaviour('the installed PGlite is the version the fast path was written against', () => {
  assert.is(installedPgliteVersion(), fastPathPgliteVersion);
});

behaviour('execProtocolRawStream hands over the whole reply before it returns', async () => {
  const { withinCall, reply } = await rawReply('SELECT id FROM t ORDER BY id');
  assert.ok(withinCall, 'the statement runs within the call');
  assert.equal(reply.rows, [{ id: 1 }, { id: 2 }]);
});

behaviour('a reply is read into the rows, types and nulls PGlite itself gives', async () => {
  const sql = `SELECT id, name, at, id > 1 AS big, ARRAY[id, id * 10] AS ids, json_build_object('id', id) AS doc,
      12345678901::bigint AS large, 1.5::numeric AS ratio, 'ñandú ✓'::text AS accents FROM t ORDER BY id`;
  const { reply } = await rawReply(sql);
  assert.is(reply.error, null);
  assert.equal(reply.rows, (await pg.query(sql)).rows);
});

behaviour('an error reply carries the fields of the error PGlite itself throws', async () => {
  const sql = 'SELECT 1 / (id - id) AS never FROM t';
  const { reply } = await rawReply(sql);
  const own = await pg.query(sql).then(() => null, (error: unknown) => error);
  assert.instance(reply.error, messages.DatabaseError);
  assert.instance(own, messages.DatabaseError);
  for (const field of ['message', 'code', 'severity', 'routine', 'file'] as const) assert.is(reply.error?.[field], (own as messages.DatabaseError)[field], field);
});

behaviour('a notice of a listened channel comes inside the reply', async () => {
  await pg.exec('LISTEN portal_behaviour');
  const { reply } = await rawReply("SELECT pg_notify('portal_behaviour', 'hello') AS sent");
  assert.equal(reply.notifications, [{ channel: 'portal_behaviour', payload: 'hello' }]);
  await pg.exec('UNLISTEN portal_behaviour');
});

behaviour('the probe at open passes on this PGlite, and another version turns the fast path off', async () => {
  assert.is(await fastPathProblem(pg), null);
  assert.match((await fastPathProblem(pg, '0.5.17')) ?? '', 'written against 0.5.16');
  assert.match((await fastPathProblem(pg, null)) ?? '', 'unknown version');
});

behaviour('only reads named as such are prepared; a plain query never is', async () => {
  const db = await openPgliteDb();
  try {
    await db.query('CREATE TABLE w (id int PRIMARY KEY)');
    const prepared = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements'))[0]?.n;
    await db.query('WITH gone AS (DELETE FROM w WHERE id = $1 RETURNING id) SELECT count(*)::int AS n FROM gone', [1]);
    await db.query('SELECT id FROM w WHERE id = $1', [1]);
    assert.is(await prepared(), 0, 'a query, even a SELECT with integer parameters, takes the ordinary path');
    await db.read('SELECT id FROM w WHERE id = $1', [1]);
    assert.is(await prepared(), 1, 'a read is prepared once');
  } finally {
    await db.close();
  }
});

behaviour.run();
