// Report reads with access events on, against the same reads without them (issue 25: the p95 of a
// report read must stay within 10 % of before). The machine this runs on is shared, so two runs
// at different moments are not comparable: this starts two servers in one process, the build
// before access events (BENCH_BASE_APP, a dist/server/app.js built from the base commit) and this
// build, loads the same rows into each, and alternates calls between them (A, B, A, B...), so a
// burst of load from elsewhere lands on both. Figures at the server (`duration_ms`) and at the
// client, median and p95, on PGlite in memory and on PostgreSQL (isolated schemas).
// Usage: BENCH_BASE_APP=/path/to/base/dist/server/app.js node bench/access-events.mjs
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { appJs, defaultPostgres, ensureServerBuild, fmt, postgresAnswers, quantile } from './api-timing.mjs';
import { load } from './reports.mjs';

const demo = { email: 'inst.clinician@portal.example', password: 'Demo-Portal-2025', institution: 'Hospital Universitario del Norte' };

async function startWithRows(app, database, subjects, evaluations) {
  const { startServer } = await import(pathToFileURL(app).href);
  const logs = [];
  const server = await startServer({ port: 0, database, seed: true, checkAnswers: false, logger: (entry) => logs.push(entry), sessionCacheMs: 10_000 });
  const [north] = await server.db.query('SELECT id FROM institutions WHERE name = $1', [demo.institution]);
  await load(server.db, north.id, subjects, evaluations);
  let headers = { AuthType: 'Login', LoginType: '1', Authorization: `Basic ${Buffer.from(`${demo.email}:${demo.password}`).toString('base64')}` };
  const api = async (path) => {
    const response = await fetch(`${server.url}/api/${path}`, { method: 'POST', headers });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
  const signIn = await api('auth/login');
  headers = { AuthType: 'VMPartner', LoginType: '1', Authorization: `${signIn.body.data.id}:${signIn.body.data.token}` };
  await api(`portal_users/set_login_institution/${north.id}`);
  const reported = await server.db.query(
    `SELECT e.id FROM evaluations e JOIN report_versions v ON v.evaluation_id = e.id WHERE e.task_id LIKE 'bench-%' ORDER BY e.id LIMIT 500`,
  );
  return { server, logs, api, reported };
}

/** One timed report read on `side`; resolves [server ms, client ms]. */
async function timedRead(side, i) {
  const id = side.reported[(i * 7919) % side.reported.length].id;
  side.logs.length = 0;
  const started = performance.now();
  const answer = await side.api(`reports/get_evaluation_report_inst/${id}?lang=${i % 2 ? 'es' : 'en'}&discarded=true`);
  const client = performance.now() - started;
  if (answer.status !== 200) throw new Error(`a report read answered ${answer.status}`);
  for (let wait = 0; wait < 200 && !side.logs.some((e) => e.event === 'request'); wait++) await new Promise((r) => setTimeout(r, 1));
  const entry = side.logs.find((e) => e.event === 'request');
  return [typeof entry?.duration_ms === 'number' ? entry.duration_ms : NaN, client];
}

const summary = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: quantile(sorted, 0.5), p95: quantile(sorted, 0.95) };
};

async function pair(name, database, { subjects, evaluations, count }) {
  const base = await startWithRows(process.env.BENCH_BASE_APP, database, subjects, evaluations);
  const trail = await startWithRows(appJs, database, subjects, evaluations);
  try {
    const times = { base: [[], []], trail: [[], []] };
    for (let i = 0; i < 10; i++) {
      await timedRead(base, i);
      await timedRead(trail, i);
    }
    for (let i = 0; i < count; i++) {
      // Alternate which goes first, so neither always meets a warmer cache.
      const order = i % 2 ? [['base', base], ['trail', trail]] : [['trail', trail], ['base', base]];
      for (const [key, side] of order) {
        const [server, client] = await timedRead(side, i);
        times[key][0].push(server);
        times[key][1].push(client);
      }
    }
    const [{ n }] = await trail.server.db.query('SELECT count(*)::int AS n FROM access_events');
    return { name, load: loadavg(), events: n, base: times.base.map(summary), trail: times.trail.map(summary) };
  } finally {
    await base.server.close();
    await trail.server.close();
  }
}

function print(run) {
  console.log(`\n${run.name} (load average ${run.load[0].toFixed(1)} / ${run.load[1].toFixed(1)} on the machine); ${run.events} access events written`);
  console.log(`  ${'one report'.padEnd(30)}${'server median'.padStart(14)}${'p95'.padStart(8)}${'client median'.padStart(15)}${'p95'.padStart(8)}`);
  for (const [label, side] of [['before access events', run.base], ['with access events', run.trail]]) {
    console.log(`  ${label.padEnd(30)}${fmt(side[0].median)} ms${fmt(side[0].p95)}${fmt(side[1].median)} ms   ${fmt(side[1].p95)}`);
  }
  const change = (run.trail[0].p95 / run.base[0].p95 - 1) * 100;
  console.log(`  server p95 change: ${change >= 0 ? '+' : ''}${change.toFixed(1)} % (${Math.abs(change) <= 10 ? 'within' : 'OUTSIDE'} 10 %)`);
}

export async function benchAccessEvents({ subjects = 10_000, evaluations = 100_000, count = 200 } = {}) {
  if (!process.env.BENCH_BASE_APP) throw new Error('BENCH_BASE_APP must name the base build\'s dist/server/app.js');
  ensureServerBuild();
  const options = { subjects, evaluations, count };
  print(await pair('PGlite (in memory)', {}, options));
  const url = process.env.BENCH_DATABASE_URL ?? defaultPostgres;
  if (await postgresAnswers(url)) print(await pair(`PostgreSQL (${new URL(url).pathname.slice(1)})`, { url, isolatedSchema: true }, options));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchAccessEvents();
