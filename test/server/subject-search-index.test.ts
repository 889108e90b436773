// The subject search at the scale of a big institution finds `%text%` through the trigram indexes
// of migration 170, not by reading every subject: the plan of the query the list runs across
// institutions can use the code's. (Inside one institution of the test's size, the planner rightly
// prefers the institution's own b-tree; bench/reports.mjs shows the trigram indexes chosen at
// 100,000 subjects.) The answers are those of a plain substring match, ignoring case, at every
// length of the search, the count included.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Queryable, Row } from '../../src/server/db/db.ts';
import { everyInstitution, type Scope } from '../../src/server/access/scope.ts';
import { listSubjects } from '../../src/server/features/subjects/list-subjects.ts';
import { ownDatabase, startTestServer, type OwnDatabase, type TestServer } from './support/test-server.ts';

interface Ctx {
  own: OwnDatabase;
  t: TestServer;
  institutionId: number;
}

const test = suite<Ctx>('the subject search served by trigram indexes');

const subjects = 5000;

test.before(async (ctx) => {
  ctx.own = await ownDatabase('empty');
  ctx.t = await startTestServer({ database: ctx.own.database, seed: false });
  const db = ctx.t.server.db;
  const [place] = await db.query<{ id: number }>(`INSERT INTO institutions (name, country, created_at) VALUES ('Search Hospital', 'ES', now()) RETURNING id`);
  ctx.institutionId = place?.id ?? 0;
  await db.query(
    `INSERT INTO subjects (institution_id, subject_code, reference, birth_date, sex, registered_at)
     SELECT $1, 'SRC-' || lpad(g::text, 6, '0'), CASE WHEN g % 10 = 0 THEN NULL ELSE 'Hc' || (100000 + (g * 7919) % 900000) END,
            date '1950-01-01' + g % 20000, 'female', now() - g * interval '1 minute'
     FROM generate_series(1, $2::int) g`,
    [ctx.institutionId, subjects],
  );
  await db.query('ANALYZE subjects');
});

test.after(async (ctx) => {
  await ctx.t.server.close();
  await ctx.own.release();
});

/** The statements `listSubjects` runs for `search` in `scope`, with their parameters, and its answer. */
async function listed(ctx: Ctx, scope: Scope, search: string) {
  const seen: { sql: string; params: readonly unknown[] }[] = [];
  const db = ctx.t.server.db;
  const spy: Queryable = {
    query: <T extends object = Row>(sql: string, params: readonly unknown[] = []) => {
      seen.push({ sql, params });
      return db.query<T>(sql, params);
    },
    read: <T extends object = Row>(sql: string, params: readonly unknown[] = []) => db.read<T>(sql, params),
  };
  const answer = await listSubjects(spy, scope, { page: 1, page_size: 25, order: 'desc', sort: 'registered_at', search });
  return { answer, seen };
}

/**
 * The plan of `statement` with sequential scans priced out: at the test's 5,000 subjects reading
 * them all is cheaper than any index, as the planner rightly finds. What this checks is that an
 * index can serve the query as written: a condition no index matches still reads every subject.
 */
async function plan(ctx: Ctx, statement: { sql: string; params: readonly unknown[] }): Promise<string> {
  const rows = await ctx.t.server.db.transaction(async (tx) => {
    await tx.query('SET LOCAL enable_seqscan = off');
    return tx.query<Record<string, string>>(`EXPLAIN ${statement.sql}`, statement.params);
  });
  return rows.map((row) => Object.values(row)[0]).join('\n');
}

const inside = (ctx: Ctx): Scope => ({ kind: 'institution', institutionId: ctx.institutionId });

test('across institutions, the code trigram index serves the search', async (ctx) => {
  const { seen } = await listed(ctx, everyInstitution, '00042');
  const found = await plan(ctx, seen[0] as { sql: string; params: readonly unknown[] });
  assert.match(found, /subjects_code_trgm_idx/, found);
});

test('the answers are those of a substring match ignoring case, the count included, for short and long searches', async (ctx) => {
  const all = await ctx.t.server.db.query<{ code: string; reference: string | null }>(
    'SELECT subject_code AS code, reference FROM subjects WHERE institution_id = $1',
    [ctx.institutionId],
  );
  for (const search of ['7', 'C1', 'hc1', '0042', 'SRC-004999', 'zz', '%']) {
    const needle = search.toLowerCase();
    const expected = all.filter((row) => row.code.toLowerCase().includes(needle) || (row.reference ?? '').toLowerCase().includes(needle)).length;
    const { answer } = await listed(ctx, inside(ctx), search);
    assert.is(answer.total_rows, expected, `total for "${search}"`);
    assert.is(answer.subject_list.length, Math.min(25, expected), `page for "${search}"`);
    const times = answer.subject_list.map((row) => row.registered_at);
    assert.equal(times, [...times].sort().reverse(), 'in the order asked for');
  }
});

test('a new subject goes into the search indexes at once, not into a pending list every search reads through', async (ctx) => {
  const rows = await ctx.t.server.db.query<{ name: string; options: string[] | null }>(
    `SELECT c.relname AS name, c.reloptions AS options FROM pg_class c
     WHERE c.relname IN ('subjects_code_trgm_idx', 'subjects_reference_trgm_idx') AND pg_table_is_visible(c.oid) ORDER BY 1`,
  );
  assert.equal(
    rows.map((row) => [row.name, row.options]),
    [
      ['subjects_code_trgm_idx', ['fastupdate=off']],
      ['subjects_reference_trgm_idx', ['fastupdate=off']],
    ],
  );
});

test.run();
