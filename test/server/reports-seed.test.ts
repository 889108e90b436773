import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { languages } from '../../src/contract/languages.ts';
import { seedDemo } from '../../src/server/seed/seed-demo.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const seed = suite<{ t: TestServer }>('the demo subjects and reports in the database');

seed.before(async (ctx) => {
  ctx.t = await startTestServer();
});

seed.after(async ({ t }) => {
  await t.close();
});

// The report seed's subject codes (other demo data may add subjects of its own).
const ownCodes = '^(NOR|SUL|DEMO)-[0-9]{4}$';

const counts = async (t: TestServer) =>
  (
    await t.server.db.query<{ subjects: number; evaluations: number; versions: number }>(
      `SELECT (SELECT count(*) FROM subjects WHERE subject_code ~ $1)::int AS subjects, (SELECT count(*) FROM evaluations)::int AS evaluations,
              (SELECT count(*) FROM report_versions)::int AS versions`,
      [ownCodes],
    )
  )[0];

seed('both demo institutions hold about 40 subjects, and the pool a few, every subject with 1 to 6 evaluations', async ({ t }) => {
  const rows = await t.server.db.query<{ institution_id: number | null; subjects: number; fewest: number; most: number }>(
    `SELECT s.institution_id, count(*)::int AS subjects, min(s.evaluation_count)::int AS fewest, max(s.evaluation_count)::int AS most
     FROM subjects s WHERE s.subject_code ~ $1 GROUP BY s.institution_id ORDER BY s.institution_id NULLS LAST`,
    [ownCodes],
  );
  assert.equal(rows.map((r) => r.subjects), [40, 40, 6]);
  for (const row of rows.slice(0, 2)) assert.ok(row.fewest >= 1 && row.most <= 6);
  // The kept counts agree with the evaluations.
  const drift = await t.server.db.query(
    `SELECT s.id FROM subjects s WHERE s.evaluation_count <> (SELECT count(*) FROM evaluations e WHERE e.subject_id = s.id)
        OR s.latest_evaluation_at IS DISTINCT FROM (SELECT max(evaluated_at) FROM evaluations e WHERE e.subject_id = s.id)`,
  );
  assert.equal(drift, []);
});

seed('every report version has its texts in both variations and every language', async ({ t }) => {
  const missing = await t.server.db.query(
    `SELECT v.id FROM report_versions v WHERE (SELECT count(*) FROM report_texts x WHERE x.report_version_id = v.id) <> $1`,
    [2 * languages.length],
  );
  assert.equal(missing, []);
  const untranslated = await t.server.db.query(
    `SELECT c.id FROM report_comments c WHERE (SELECT count(*) FROM report_comment_texts x WHERE x.comment_id = c.id) <> $1`,
    [languages.length],
  );
  assert.equal(untranslated, []);
});

seed('a database seeded before the reports existed gets them once, and never twice', async ({ t }) => {
  const before = await counts(t);
  assert.is(await seedDemo(t.server.db, new Date()), false, 'evaluations present: nothing to add');
  await t.server.db.query('DELETE FROM subjects');
  assert.equal(await counts(t), { subjects: 0, evaluations: 0, versions: 0 });
  assert.is(await seedDemo(t.server.db, new Date()), true);
  const after = await counts(t);
  assert.is(after?.subjects, before?.subjects);
  assert.ok((after?.evaluations ?? 0) > 80 && (after?.versions ?? 0) > 80);
});

seed.run();
