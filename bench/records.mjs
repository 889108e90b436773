// The medical records benchmark: 20 000 records (subjects, records and their first revisions)
// loaded into the demo south institution by bulk SQL, then saving a record (a new revision based on
// the current one) and the first page of the list (default order, a sort by code, and a search),
// timed at the server (its own `duration_ms` per request) and at the client, median and p95, on
// PGlite and on PostgreSQL (BENCH_DATABASE_URL, default the local portal_bench database; skipped
// when it does not answer). The server runs in-process from the build (dist/server/app.js), without
// answer checks, as in production. Target: under 50 ms at the server for each.
// Usage: `npm run bench` (through bench/run.mjs), or `node bench/records.mjs`.
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { appJs, defaultPostgres, ensureServerBuild, fmt, measure, onEachEngine } from './api-timing.mjs';

const targetMs = 50;

const demo = { email: 'records@portal.example', password: 'Demo-Portal-2025', institution: 'Clínica do Sul' };

/** Loads `records` subjects, each with one record and its first revision; resolves seconds per step. */
export async function load(db, institutionId, authorId, records) {
  const steps = [];
  const step = async (name, sql, params = []) => {
    const started = performance.now();
    await db.query(sql, params);
    steps.push([name, (performance.now() - started) / 1000]);
  };
  await step(
    'subjects',
    `INSERT INTO subjects (institution_id, subject_code, reference, birth_date, sex, portal_provided, registered_by, registered_at)
     SELECT $1, 'MRB-' || lpad(g::text, 6, '0'), 'R' || (100000 + (g * 7919) % 900000), date '1940-01-01' + (g * 37) % 25000,
            (ARRAY['female', 'male'])[1 + g % 2], true, $3, now() - make_interval(days => g % 700)
     FROM generate_series(1, $2::int) g`,
    [institutionId, records, authorId],
  );
  const [reason] = await db.query(
    `SELECT id FROM std_strings WHERE institution_id = $1 AND category = 'referral_reason' ORDER BY position LIMIT 1`,
    [institutionId],
  );
  const [diagnosis] = await db.query(
    `SELECT id FROM std_strings WHERE institution_id = $1 AND category = 'diagnosis' ORDER BY position LIMIT 1`,
    [institutionId],
  );
  await step(
    'records',
    `INSERT INTO medical_records (institution_id, subject_id, subject_code, institution_reference, portal_provided, revision,
       birth_date, sex, referral_reason, referring_clinician, created_by, created_at, updated_by, updated_at)
     SELECT s.institution_id, s.id, s.subject_code, s.reference, true, 1, s.birth_date, s.sex, $2,
            (ARRAY['Dr. Ana Costa', 'Dr. Rui Almeida', 'Dr. Inês Lopes', 'Dr. Paulo Reis'])[1 + s.id % 4], $3, s.registered_at, $3,
            s.registered_at + make_interval(mins => s.id % 900)
     FROM subjects s WHERE s.institution_id = $1 AND s.subject_code LIKE 'MRB-%'`,
    [institutionId, reason.id, authorId],
  );
  await step(
    'revisions',
    `INSERT INTO medical_record_revisions (record_id, revision, author_id, saved_at, fields, changed)
     SELECT m.id, 1, m.created_by, m.created_at,
            jsonb_build_object('birth_date', to_char(m.birth_date, 'YYYY-MM-DD'), 'sex', m.sex, 'diagnoses', jsonb_build_array($2::int),
              'referral_reason', m.referral_reason, 'medication', '', 'clinical_notes', 'Bench record ' || m.id,
              'referring_clinician', m.referring_clinician),
            '["birth_date","sex","diagnoses","referral_reason","medication","clinical_notes","referring_clinician"]'::jsonb
     FROM medical_records m WHERE m.institution_id = $1 AND m.subject_code LIKE 'MRB-%'`,
    [institutionId, diagnosis.id],
  );
  await step('analyze', 'ANALYZE');
  return steps;
}

async function benchEngine(name, database, { records, count }) {
  const { startServer } = await import(pathToFileURL(appJs).href);
  const logs = [];
  const server = await startServer({ port: 0, database, seed: true, checkAnswers: false, logger: (entry) => logs.push(entry), sessionCacheMs: 10_000 });
  try {
    const [south] = await server.db.query('SELECT id FROM institutions WHERE name = $1', [demo.institution]);
    const [author] = await server.db.query('SELECT id FROM users WHERE email = $1', [demo.email]);
    const loadStarted = performance.now();
    const steps = await load(server.db, south.id, author.id, records);
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    let headers = { AuthType: 'Login', LoginType: '1', Authorization: `Basic ${Buffer.from(`${demo.email}:${demo.password}`).toString('base64')}` };
    const api = async (path, body) => {
      const response = await fetch(`${server.url}/api/${path}`, {
        method: 'POST',
        headers: { ...headers, ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    };
    const signIn = await api('auth/login');
    headers = { AuthType: 'VMPartner', LoginType: '1', Authorization: `${signIn.body.data.id}:${signIn.body.data.token}` };
    await api(`portal_users/set_login_institution/${south.id}`);
    const [{ total }] = await server.db.query('SELECT count(*)::int AS total FROM medical_records WHERE institution_id = $1', [south.id]);
    // Each save revises a different record, based on the revision it holds now.
    const targets = await server.db.query(
      `SELECT id FROM medical_records WHERE institution_id = $1 AND subject_code LIKE 'MRB-%' ORDER BY id LIMIT 500`,
      [south.id],
    );
    const revisions = new Map();
    const saveOne = async (i) => {
      const { id } = targets[(i * 7919) % targets.length];
      const current = revisions.get(id) ?? (await api(`medical_record/get_inst/${id}`)).body.data.record;
      const answer = await api(`medical_record/set_inst/${id}`, {
        base_revision: current.revision,
        fields: { ...current.fields, medication: `Bench medication ${i}` },
      });
      if (answer.status === 200) revisions.set(id, answer.body.data);
      return answer.status;
    };
    // The save's record is read before the clock starts: only the save is timed.
    const save = async (i) => {
      const { id } = targets[(i * 7919) % targets.length];
      if (!revisions.has(id)) revisions.set(id, (await api(`medical_record/get_inst/${id}`)).body.data.record);
      logs.length = 0;
      return saveOne(i);
    };
    const calls = {
      'save a record (new revision)': save,
      'list, first page (20 000)': () => api('medical_record/list_inst/0').then((a) => a.status),
      'list, sorted by code': () => api('medical_record/list_inst/0?sort=subject_code&order=asc').then((a) => a.status),
      'list, search': (i) => api(`medical_record/list_inst/0?search=MRB-0${String(1000 + ((i * 37) % 9000)).slice(0, 3)}`).then((a) => a.status),
    };
    const results = [];
    for (const [label, call] of Object.entries(calls)) {
      if (label.startsWith('save')) {
        // Warm each target's revision first, outside the timed calls.
        for (let i = 0; i < count + 10; i++) {
          const { id } = targets[(i * 7919) % targets.length];
          if (!revisions.has(id)) revisions.set(id, (await api(`medical_record/get_inst/${id}`)).body.data.record);
        }
      }
      // Warm-up calls use other targets than the measured ones.
      results.push({ label, ...(await measure(call, logs, count, { warmFrom: count })) });
    }
    return { name, loadSeconds, steps, total, results };
  } finally {
    await server.close();
  }
}

function print(run) {
  console.log(`\n${run.name}: ${run.total} records loaded in ${run.loadSeconds.toFixed(1)} s (${run.steps.map(([n, s]) => `${n} ${s.toFixed(1)} s`).join(', ')})`);
  console.log(`  ${'call'.padEnd(30)}${'server median'.padStart(14)}${'p95'.padStart(8)}${'client median'.padStart(15)}${'p95'.padStart(8)}  verdict`);
  for (const r of run.results) {
    const verdict = r.serverP95 < targetMs ? `ok (< ${targetMs} ms)` : `FAIL (p95 >= ${targetMs} ms)`;
    console.log(`  ${r.label.padEnd(30)}${fmt(r.serverMedian)} ms${fmt(r.serverP95)}${fmt(r.clientMedian)} ms  ${fmt(r.clientP95)}  ${verdict}`);
  }
}

/** The benchmark; prints a table per engine and resolves the numbers. */
export async function benchRecords({ records = 20_000, count = 100 } = {}) {
  ensureServerBuild();
  return onEachEngine(benchEngine, { records, count }, print, process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? defaultPostgres);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await benchRecords();
}
