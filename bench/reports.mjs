// The subjects-and-reports benchmark: 10 000 subjects and 100 000 evaluations (a report for every
// fifth) loaded into one institution by bulk SQL, then the first page of the subject table, a
// subject search, a subject's evaluation list, one report and a longitudinal report, timed at the
// server (its own `duration_ms` per request) and at the client, median and p95, on PGlite and on
// PostgreSQL (BENCH_DATABASE_URL, default the local portal_bench database; skipped when it does
// not answer). The server runs in-process from the build (dist/server/app.js), without answer
// checks, as in production. Target: under 50 ms at the server for each.
// Usage: `npm run bench` (through bench/run.mjs), or `node bench/reports.mjs`. A big institution's
// scale: BENCH_SUBJECTS=100000 BENCH_EVALUATIONS=1000000 (loading takes minutes on PGlite).
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { appJs, defaultPostgres, ensureServerBuild, fmt, measure, onEachEngine } from './api-timing.mjs';

const targetMs = 50;

const demo = { email: 'inst.clinician@portal.example', password: 'Demo-Portal-2025', institution: 'Hospital Universitario del Norte' };

// Reference ranges of the bench's measured items: key, typical value, low, high.
const items = [
  ['gait_speed', 1.3, 1.0, 1.6],
  ['cadence', 112, 94, 128],
  ['stride_length', 1.3, 1.1, 1.55],
  ['step_width', 9, 4.5, 13.5],
  ['double_support', 22, 16, 28],
  ['step_asymmetry', 3, null, 6],
  ['sway_area', 5, null, 9],
  ['sway_velocity', 12, null, 18],
  ['single_leg_stance', 25, 10, null],
  ['timed_up_and_go', 8, null, 10],
  ['five_sit_to_stand', 9, null, 12],
];

/** Loads the bench's rows into the demo north institution; resolves seconds per step. */
export async function load(db, institutionId, subjects, evaluations) {
  const steps = [];
  const step = async (name, sql, params = []) => {
    const started = performance.now();
    await db.query(sql, params);
    steps.push([name, (performance.now() - started) / 1000]);
  };
  await step(
    'subjects',
    `INSERT INTO subjects (institution_id, subject_code, reference, birth_date, sex, portal_provided, registered_at)
     SELECT $1, 'BEN-' || lpad(g::text, 6, '0'), 'B' || (100000 + (g * 7919) % 900000), date '1940-01-01' + (g * 37) % 25000,
            (ARRAY['female', 'male'])[1 + g % 2], g % 7 = 0, now() - interval '800 days'
     FROM generate_series(1, $2::int) g`,
    [institutionId, subjects],
  );
  await step(
    'evaluations',
    `INSERT INTO evaluations (subject_id, institution_id, evaluated_at, status, task_id, protocol)
     SELECT f.first + g % $3::int, $1, now() - make_interval(days => (g * 13) % 730, mins => g % 600),
            CASE WHEN g % 97 = 0 THEN 'processing' ELSE 'ready' END,
            CASE WHEN g % 7 = 0 THEN NULL ELSE 'bench-' || g END, 'GBA-3.2'
     FROM generate_series(1, $2::int) g, (SELECT min(id) AS first FROM subjects WHERE subject_code LIKE 'BEN-%') f`,
    [institutionId, evaluations, subjects],
  );
  await step(
    'subject counts',
    `UPDATE subjects s SET evaluation_count = x.n, latest_evaluation_at = x.latest
     FROM (SELECT subject_id, count(*)::int AS n, max(evaluated_at) AS latest FROM evaluations WHERE institution_id = $1 GROUP BY subject_id) x
     WHERE x.subject_id = s.id AND s.subject_code LIKE 'BEN-%'`,
    [institutionId],
  );
  await step(
    'report versions',
    `INSERT INTO report_versions (evaluation_id, version, created_at, author, evaluators)
     SELECT id, 1, evaluated_at + interval '2 days', 'Bench Evaluator', '["Bench Evaluator"]'::jsonb
     FROM evaluations WHERE task_id LIKE 'bench-%' AND status = 'ready' AND id % 5 = 0`,
  );
  const values = items.map(([key, mean, low, high]) => `('${key}', ${mean}, ${low ?? 'NULL'}, ${high ?? 'NULL'})`).join(', ');
  await step(
    'measurements',
    `INSERT INTO report_measurements (report_version_id, item_key, value, ref_low, ref_high)
     SELECT v.id, k.key, round((k.mean * (0.75 + ((v.id * 31 + length(k.key)) % 50) / 100.0))::numeric, 2)::float8, k.low, k.high
     FROM report_versions v JOIN evaluations e ON e.id = v.evaluation_id AND e.task_id LIKE 'bench-%'
     CROSS JOIN (VALUES ${values}) AS k(key, mean, low, high)`,
  );
  await step(
    'report texts',
    `INSERT INTO report_texts (report_version_id, variation, lang, title, conclusion)
     SELECT v.id, x.variation, l.lang, 'Bench report', 'Bench conclusion of report ' || v.id
     FROM report_versions v JOIN evaluations e ON e.id = v.evaluation_id AND e.task_id LIKE 'bench-%'
     CROSS JOIN (VALUES ('full'), ('summary')) AS x(variation) CROSS JOIN (VALUES ('en'), ('es')) AS l(lang)`,
  );
  await step(
    'comments',
    `WITH c AS (
       INSERT INTO report_comments (report_version_id, author, written_at, discarded)
       SELECT v.id, 'Bench Evaluator', v.created_at, v.id % 4 = 0
       FROM report_versions v JOIN evaluations e ON e.id = v.evaluation_id AND e.task_id LIKE 'bench-%'
       RETURNING id)
     INSERT INTO report_comment_texts (comment_id, lang, body)
     SELECT c.id, l.lang, 'Bench comment ' || c.id FROM c CROSS JOIN (VALUES ('en'), ('es')) AS l(lang)`,
  );
  await step('analyze', 'ANALYZE');
  return steps;
}

async function benchEngine(name, database, { subjects, evaluations, count }) {
  const { startServer } = await import(pathToFileURL(appJs).href);
  const logs = [];
  const startedAt = performance.now();
  const server = await startServer({ port: 0, database, seed: true, checkAnswers: false, logger: (entry) => logs.push(entry), sessionCacheMs: 10_000 });
  const startMs = performance.now() - startedAt;
  try {
    const [north] = await server.db.query('SELECT id FROM institutions WHERE name = $1', [demo.institution]);
    const loadStarted = performance.now();
    const steps = await load(server.db, north.id, subjects, evaluations);
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    const api = async (method, path, body) => {
      const response = await fetch(`${server.url}/api/${path}`, {
        method,
        headers: { ...headers, ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    };
    let headers = { AuthType: 'Login', LoginType: '1', Authorization: `Basic ${Buffer.from(`${demo.email}:${demo.password}`).toString('base64')}` };
    const signIn = await api('POST', 'auth/login');
    headers = { AuthType: 'VMPartner', LoginType: '1', Authorization: `${signIn.body.data.id}:${signIn.body.data.token}` };
    await api('POST', `portal_users/set_login_institution/${north.id}`);
    const reported = await server.db.query(
      `SELECT e.id, e.subject_id FROM evaluations e JOIN report_versions v ON v.evaluation_id = e.id
       WHERE e.task_id LIKE 'bench-%' ORDER BY e.id LIMIT 500`,
    );
    const subjectIds = await server.db.query(
      `SELECT s.id, json_agg(e.id ORDER BY e.id)::text AS list FROM subjects s JOIN evaluations e ON e.subject_id = s.id
       WHERE s.subject_code LIKE 'BEN-%' GROUP BY s.id ORDER BY s.id LIMIT 500`,
    );
    const [{ total }] = await server.db.query('SELECT count(*)::int AS total FROM evaluations');
    const pick = (list, i) => list[(i * 7919) % list.length];
    const calls = {
      'subjects, first page': () => api('POST', 'subjects/list_inst/0'),
      'subjects, search': (i) => api('POST', `subjects/list_inst/0?search=${String(1000 + ((i * 37) % 9000)).slice(0, 3 + (i % 2))}`),
      "a subject's evaluations": (i) => api('POST', `reports/list_reports_inst/0?subject=${pick(subjectIds, i).id}`),
      'one report': (i) => api('POST', `reports/get_evaluation_report_inst/${pick(reported, i).id}?lang=${i % 2 ? 'es' : 'en'}&discarded=true`),
      'longitudinal, one subject': (i) => api('POST', 'reports/get_longitudinal_report_inst/0?lang=en', { list: JSON.parse(pick(subjectIds, i).list) }),
    };
    const results = [];
    for (const [label, call] of Object.entries(calls)) {
      const r = await measure(async (i) => (await call(i)).status, logs, count);
      results.push({ label, ...r });
    }
    return { name, startMs, loadSeconds, steps, total, results, load: loadavg() };
  } finally {
    await server.close();
  }
}

function print(run) {
  // Figures from a machine shared with other work mean little: say how busy it was.
  const [one, five] = run.load;
  console.log(`\n${run.name} (load average ${one.toFixed(1)} / ${five.toFixed(1)} on ${cpus().length} cores): server start ${Math.round(run.startMs)} ms; loaded ${run.total} evaluations in ${run.loadSeconds.toFixed(1)} s (${run.steps.map(([n, s]) => `${n} ${s.toFixed(1)} s`).join(', ')})`);
  console.log(`  ${'call'.padEnd(28)}${'server median'.padStart(14)}${'p95'.padStart(8)}${'client median'.padStart(15)}${'p95'.padStart(8)}  verdict`);
  for (const r of run.results) {
    const verdict = r.serverP95 < targetMs ? `ok (< ${targetMs} ms)` : `FAIL (p95 >= ${targetMs} ms)`;
    console.log(`  ${r.label.padEnd(28)}${fmt(r.serverMedian)} ms${fmt(r.serverP95)}${fmt(r.clientMedian)} ms  ${fmt(r.clientP95)}  ${verdict}`);
  }
}

/** A count from the environment variable `name`, or `fallback` when it is unset. */
function scale(name, fallback) {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  if (!/^[1-9][0-9]*$/.test(value)) throw new Error(`${name} must be a whole number, not ${JSON.stringify(value)}`);
  return Number(value);
}

/** The benchmark; prints a table per engine and resolves the numbers. */
export async function benchReports({ subjects = scale('BENCH_SUBJECTS', 10_000), evaluations = scale('BENCH_EVALUATIONS', 100_000), count = 100 } = {}) {
  ensureServerBuild();
  return onEachEngine(benchEngine, { subjects, evaluations, count }, print, process.env.BENCH_DATABASE_URL ?? defaultPostgres);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await benchReports();
}
