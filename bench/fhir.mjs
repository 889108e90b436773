// The FHIR export benchmark (issue 25): the subjects-and-reports rows at scale (bench/reports.mjs,
// by default a fifth of its size) plus one subject with 20 evaluations, each with a report of
// 11 measured items, then `GET subjects/fhir_inst/{id}` (the subject's 20 evaluations as one
// Bundle) and `GET reports/fhir_inst/{id}` (one evaluation), each audited, timed at the server and
// at the client, median and p95, on PGlite and on PostgreSQL when it answers. Target: under 50 ms at
// the server for each.
// Usage: `npm run bench` (through bench/run.mjs), or `node bench/fhir.mjs`.
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { appJs, defaultPostgres, ensureServerBuild, fmt, measure, onEachEngine } from './api-timing.mjs';
import { load } from './reports.mjs';

const targetMs = 50;
const perSubject = 20;
const demo = { email: 'inst.clinician@portal.example', password: 'Demo-Portal-2025', institution: 'Hospital Universitario del Norte' };

/** One subject with `perSubject` evaluations a month apart, each with a report; resolves its id. */
async function subjectWithReports(db, institutionId) {
  const [subject] = await db.query(
    `INSERT INTO subjects (institution_id, subject_code, reference, birth_date, sex, registered_at, evaluation_count)
     VALUES ($1, 'FHIR-0020', 'F-20', date '1950-06-01', 'female', now() - interval '3 years', $2) RETURNING id`,
    [institutionId, perSubject],
  );
  await db.query(
    `INSERT INTO evaluations (subject_id, institution_id, evaluated_at, status, task_id, protocol)
     SELECT $1, $2, now() - make_interval(days => 30 * g), 'ready', 'fhir-bench-' || g, 'GBA-3.2' FROM generate_series(1, $3::int) g`,
    [subject.id, institutionId, perSubject],
  );
  await db.query(
    `INSERT INTO report_versions (evaluation_id, version, created_at, author, evaluators)
     SELECT id, 1, evaluated_at + interval '2 days', 'Bench Evaluator', '["Bench Evaluator", "Second Evaluator"]'::jsonb
     FROM evaluations WHERE subject_id = $1`,
    [subject.id],
  );
  await db.query(
    `INSERT INTO report_measurements (report_version_id, item_key, value, ref_low, ref_high)
     SELECT v.id, k.key, k.mean * (0.8 + (v.id % 40) / 100.0), k.low, k.high
     FROM report_versions v JOIN evaluations e ON e.id = v.evaluation_id AND e.subject_id = $1
     CROSS JOIN (VALUES ('gait_speed', 1.3, 1.0, 1.6), ('cadence', 112, 94, 128), ('stride_length', 1.3, 1.1, 1.55),
       ('step_width', 9, 4.5, 13.5), ('double_support', 22, 16, 28), ('step_asymmetry', 3, NULL, 6), ('sway_area', 5, NULL, 9),
       ('sway_velocity', 12, NULL, 18), ('single_leg_stance', 25, 10, NULL), ('timed_up_and_go', 8, NULL, 10),
       ('five_sit_to_stand', 9, NULL, 12)) AS k(key, mean, low, high)`,
    [subject.id],
  );
  await db.query(
    `INSERT INTO report_texts (report_version_id, variation, lang, title, conclusion)
     SELECT v.id, x.variation, l.lang, 'Bench report', 'Bench conclusion of report ' || v.id
     FROM report_versions v JOIN evaluations e ON e.id = v.evaluation_id AND e.subject_id = $1
     CROSS JOIN (VALUES ('full'), ('summary')) AS x(variation) CROSS JOIN (VALUES ('en'), ('es')) AS l(lang)`,
    [subject.id],
  );
  await db.query('ANALYZE');
  return subject.id;
}

async function benchEngine(name, database, { subjects, evaluations, count }) {
  const { startServer } = await import(pathToFileURL(appJs).href);
  const logs = [];
  const server = await startServer({ port: 0, database, seed: true, checkAnswers: false, logger: (entry) => logs.push(entry), sessionCacheMs: 10_000 });
  try {
    const [north] = await server.db.query('SELECT id FROM institutions WHERE name = $1', [demo.institution]);
    const loadStarted = performance.now();
    await load(server.db, north.id, subjects, evaluations);
    const subjectId = await subjectWithReports(server.db, north.id);
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    const evaluationIds = (await server.db.query('SELECT id FROM evaluations WHERE subject_id = $1 ORDER BY id', [subjectId])).map((r) => r.id);
    let headers = { AuthType: 'Login', LoginType: '1', Authorization: `Basic ${Buffer.from(`${demo.email}:${demo.password}`).toString('base64')}` };
    const api = async (method, path) => {
      const response = await fetch(`${server.url}/api/${path}`, { method, headers });
      const text = await response.text();
      return { status: response.status, text };
    };
    const signIn = JSON.parse((await api('POST', 'auth/login')).text);
    headers = { AuthType: 'VMPartner', LoginType: '1', Authorization: `${signIn.data.id}:${signIn.data.token}` };
    await api('POST', `portal_users/set_login_institution/${north.id}`);
    const sample = await api('GET', `subjects/fhir_inst/${subjectId}?lang=en`);
    const bundle = JSON.parse(sample.text);
    const shape = { entries: bundle.entry.length, bytes: Buffer.byteLength(sample.text) };
    const calls = {
      [`subject export, ${perSubject} evaluations`]: (i) => api('GET', `subjects/fhir_inst/${subjectId}?lang=${i % 2 ? 'es' : 'en'}`),
      'one report export': (i) => api('GET', `reports/fhir_inst/${evaluationIds[i % evaluationIds.length]}?lang=${i % 2 ? 'es' : 'en'}`),
    };
    const results = [];
    for (const [label, call] of Object.entries(calls)) {
      const r = await measure(async (i) => (await call(i)).status, logs, count);
      results.push({ label, ...r });
    }
    const [{ total }] = await server.db.query('SELECT count(*)::int AS total FROM evaluations');
    return { name, loadSeconds, total, shape, results, load: loadavg() };
  } finally {
    await server.close();
  }
}

function print(run) {
  // Figures from a machine shared with other work mean little: say how busy it was.
  const [one, five] = run.load;
  console.log(`\n${run.name} (load average ${one.toFixed(1)} / ${five.toFixed(1)} on ${cpus().length} cores): ${run.total} evaluations loaded in ${run.loadSeconds.toFixed(1)} s; the subject's Bundle holds ${run.shape.entries} resources, ${Math.round(run.shape.bytes / 1024)} KB`);
  console.log(`  ${'call'.padEnd(36)}${'server median'.padStart(14)}${'p95'.padStart(8)}${'client median'.padStart(15)}${'p95'.padStart(8)}  verdict`);
  for (const r of run.results) {
    const verdict = r.serverP95 < targetMs ? `ok (< ${targetMs} ms)` : `FAIL (p95 >= ${targetMs} ms)`;
    console.log(`  ${r.label.padEnd(36)}${fmt(r.serverMedian)} ms${fmt(r.serverP95)}${fmt(r.clientMedian)} ms  ${fmt(r.clientP95)}  ${verdict}`);
  }
}

/** The benchmark; prints a table per engine and resolves the numbers. */
export async function benchFhir({ subjects = 2_000, evaluations = 20_000, count = 50 } = {}) {
  ensureServerBuild();
  return onEachEngine(benchEngine, { subjects, evaluations, count }, print, process.env.BENCH_DATABASE_URL ?? defaultPostgres);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await benchFhir();
}
