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

/** When the demo was seeded: its accounts' creation (the snapshot may be older than this run). */
const seededAt = async (t: TestServer) =>
  new Date((await t.server.db.query<{ at: Date }>("SELECT created_at AS at FROM users WHERE email = 'owner@portal.example'"))[0]?.at ?? 0).getTime();

const hour = 3_600_000;

seed('a fortnight of a clinic: reports ready minutes after the recording, only the last hour still on its way, a failure recorded again', async ({ t }) => {
  const at = await seededAt(t);
  const db = t.server.db;
  const pending = await db.query<{ evaluated_at: Date }>("SELECT evaluated_at FROM evaluations WHERE status IN ('requested', 'processing')");
  assert.ok(pending.length >= 1 && pending.length <= 2, `one or two on their way (${pending.length})`);
  for (const row of pending) {
    const when = new Date(row.evaluated_at).getTime();
    assert.ok(when <= at && when > at - hour, `recorded in the last hour: ${new Date(when).toISOString()}`);
  }
  const failed = await db.query<{ subject_id: number; evaluated_at: Date; again: number }>(
    `SELECT f.subject_id, f.evaluated_at,
       (SELECT count(*) FROM evaluations e WHERE e.subject_id = f.subject_id AND e.status = 'ready'
          AND e.evaluated_at > f.evaluated_at AND e.evaluated_at <= f.evaluated_at + interval '2 hours')::int AS again
     FROM evaluations f WHERE f.status = 'failed'`,
  );
  assert.ok(failed.length <= 1, `failures are rare (${failed.length})`);
  assert.ok(failed.every((row) => row.again === 1), 'a failed recording was recorded again within two hours');
  const [late] = await db.query<{ n: number; future: number }>(
    `SELECT count(*) FILTER (WHERE v.version = 1 AND v.created_at > e.evaluated_at + interval '1 hour')::int AS n,
            count(*) FILTER (WHERE v.created_at > $1 OR v.created_at < e.evaluated_at)::int AS future
     FROM report_versions v JOIN evaluations e ON e.id = v.evaluation_id`,
    [new Date(at)],
  );
  assert.equal(late, { n: 0, future: 0 }, 'every first report within the hour of its recording, none before it or after the seeding');
  const recent = await db.query<{ institution_id: number; subjects: number; fortnight: number; days: number }>(
    `SELECT s.institution_id, count(*)::int AS subjects,
       count(*) FILTER (WHERE s.latest_evaluation_at > $1)::int AS fortnight,
       count(DISTINCT date_trunc('day', s.latest_evaluation_at)) FILTER (WHERE s.latest_evaluation_at > $1)::int AS days
     FROM subjects s WHERE s.institution_id IS NOT NULL GROUP BY 1`,
    [new Date(at - 15 * 24 * hour)],
  );
  for (const row of recent) {
    assert.ok(row.fortnight >= row.subjects / 2 && row.days >= 8, `most subjects seen on the fortnight's working days: ${JSON.stringify(row)}`);
  }
});

seed('every medical record is entered by the institution’s own people, in its language, before the evaluations it precedes', async ({ t }) => {
  const at = await seededAt(t);
  const db = t.server.db;
  const early = await db.query<{ subject_code: string }>(
    `SELECT m.subject_code FROM medical_records m
     WHERE m.created_at >= (SELECT min(e.evaluated_at) FROM evaluations e WHERE e.subject_id = m.subject_id)
        OR m.updated_at >= (SELECT max(e.evaluated_at) FROM evaluations e WHERE e.subject_id = m.subject_id)
        OR m.updated_at > $1`,
    [new Date(at)],
  );
  assert.equal(early, [], 'entered before the first evaluation, brought up to date before the latest');
  const outsiders = await db.query<{ subject_code: string }>(
    `SELECT m.subject_code FROM medical_record_revisions r JOIN medical_records m ON m.id = r.record_id
     WHERE NOT EXISTS (SELECT 1 FROM memberships x WHERE x.user_id = r.author_id AND x.institution_id = m.institution_id)
        OR extract(isodow FROM r.saved_at) > 5 OR extract(hour FROM r.saved_at) NOT BETWEEN 8 AND 16`,
  );
  assert.equal(outsiders, [], 'by members of the institution, on working days at working hours');
  const places = await db.query<{ name: string; authors: number; days: number; notes: string[] }>(
    `SELECT i.name, count(DISTINCT r.author_id)::int AS authors,
       count(DISTINCT date_trunc('day', m.updated_at)) FILTER (WHERE m.updated_at > $1)::int AS days,
       array_agg(r.fields->>'clinical_notes') AS notes
     FROM medical_records m JOIN institutions i ON i.id = m.institution_id JOIN medical_record_revisions r ON r.record_id = m.id
     GROUP BY i.name ORDER BY i.name`,
    [new Date(at - 15 * 24 * hour)],
  );
  assert.equal(places.map((p) => p.name), ['Clínica do Sul', 'Hospital Universitario del Norte']);
  for (const place of places) assert.ok(place.authors >= 2 && place.days >= 7, `several people over the fortnight: ${place.name} ${place.authors} ${place.days}`);
  const [south, north] = places;
  // The Portuguese clinic writes Portuguese, the Spanish hospital Spanish: no English sentence.
  const english = /\b(the|and|since|for|after|walks)\b/i;
  const portuguese = /\b(sem|do|da|dos|no|na|ao|de|com)\b/i;
  const spanish = /\b(hace|sin|desde|del|de|en|la|al|se|con)\b/i;
  const foreign = (notes: string[] | undefined, own: RegExp) => (notes ?? []).filter((note) => english.test(note) || !own.test(note));
  assert.equal(foreign(south?.notes, portuguese), [], 'Portuguese in the Portuguese clinic');
  assert.equal(foreign(north?.notes, spanish), [], 'Spanish in the Spanish hospital');
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
