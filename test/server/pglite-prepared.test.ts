import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { PGlite } from '@electric-sql/pglite';
import { preparedReads } from '../../src/server/db/pglite-prepared.ts';

const reads = suite('reads on PGlite run as statements prepared once');
let pg: PGlite;
let executed: string[];
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
reads.before.each(() => {
  executed = [];
});
reads.after(() => pg.close());

reads('a read with integer parameters is prepared once, then executed with the same rows and types as a query', async () => {
  const prepared = preparedReads(pg);
  const sql = 'SELECT id, name, at FROM t WHERE id = $1';
  const first = await prepared.tryQuery<{ id: number; name: string; at: Date }>(sql, [2]);
  const second = await prepared.tryQuery<{ id: number; name: string; at: Date }>(sql, [1]);
  assert.equal(first?.map((r) => r.name), ["two's"]);
  assert.equal(second?.map((r) => r.id), [1]);
  assert.ok(second?.[0]?.at instanceof Date, 'typed like a query');
  assert.equal(executed.filter((s) => s.startsWith('PREPARE')).length, 1, 'prepared once');
  assert.equal(executed.filter((s) => s.startsWith('EXECUTE')), ['EXECUTE portal_read_1(2)', 'EXECUTE portal_read_1(1)']);
});

reads('anything but integers, and anything but a read, takes the ordinary parameterised path', () => {
  const prepared = preparedReads(pg);
  assert.is(prepared.tryQuery('SELECT id FROM t WHERE name = $1', ["x') ; DROP TABLE t; --"]), null);
  assert.is(prepared.tryQuery('SELECT id FROM t WHERE id = $1', [1.5]), null);
  assert.is(prepared.tryQuery('SELECT id FROM t WHERE id = $1', [2 ** 60]), null);
  assert.is(prepared.tryQuery('DELETE FROM t WHERE id = $1', [1]), null);
  assert.is(prepared.tryQuery('SELECT id FROM t WHERE id = $1', [null]), null);
  assert.equal(executed, [], 'nothing was sent');
});

reads('a statement that cannot be prepared is refused once and not tried again', async () => {
  const prepared = preparedReads(pg);
  const broken = prepared.tryQuery('SELECT nothing_here FROM t WHERE id = $1', [1]);
  await broken?.then(() => assert.unreachable('it cannot run'), () => {});
  assert.is(prepared.tryQuery('SELECT nothing_here FROM t WHERE id = $1', [1]), null, 'the plain path from then on');
  assert.is(executed.filter((s) => s.startsWith('PREPARE')).length, 1);
});

reads.run();
