// What the at-scale benchmarks (subjects and reports, medical records) share: timing sequential
// calls at the server (its `request` log line) and at the client, a server build to load, and a
// run on each engine (PostgreSQL only when it answers).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** The built server the at-scale benchmarks load in-process. */
export const appJs = join(root, 'dist/server/app.js');

/** Builds the project when dist/server/app.js is missing. */
export function ensureServerBuild() {
  if (existsSync(appJs)) return;
  const build = spawnSync(process.execPath, ['build.mjs', '--quiet'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0 || !existsSync(appJs)) throw new Error('dist/server/app.js is missing and the build failed');
}

/**
 * Runs `benchEngine` on PGlite in memory, then on the PostgreSQL at `url` when it answers (in an
 * isolated schema), printing each run with `print`; resolves the runs. BENCH_ENGINES=pglite or
 * BENCH_ENGINES=postgres runs one of them only (a big institution's load takes minutes on each).
 */
export async function onEachEngine(benchEngine, options, print, url) {
  const engines = (process.env.BENCH_ENGINES || 'pglite,postgres').split(',');
  const runs = [];
  if (engines.includes('pglite')) {
    runs.push(await benchEngine('PGlite (in memory)', {}, options));
    print(runs.at(-1));
  }
  if (!engines.includes('postgres')) return runs;
  if (await postgresAnswers(url)) {
    runs.push(await benchEngine(`PostgreSQL (${new URL(url).pathname.slice(1)})`, { url, isolatedSchema: true }, options));
    print(runs.at(-1));
  } else {
    console.log(`\nPostgreSQL at ${new URL(url).host} does not answer: its run is skipped`);
  }
  return runs;
}

/** The PostgreSQL database the benchmarks use when neither BENCH_DATABASE_URL nor DATABASE_URL says. */
export const defaultPostgres = 'postgres://portal_ci:portal_ci@127.0.0.1:5432/portal_bench';

/** The value at quantile `q` of ascending `sorted` (NaN when empty). */
export const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** A figure in a fixed-width column. */
export const fmt = (n) => (Number.isFinite(n) ? n.toFixed(1) : '-').padStart(8);

/**
 * Runs `count` sequential calls (`call(i)` resolves the answer's status) after ten warm-up calls
 * numbered from `warmFrom`; resolves server and client medians and p95s in milliseconds.
 */
export async function measure(call, logs, count, { warmFrom = 0 } = {}) {
  for (let i = 0; i < 10; i++) await call(warmFrom + i);
  const server = [];
  const client = [];
  for (let i = 0; i < count; i++) {
    logs.length = 0;
    const started = performance.now();
    const status = await call(i);
    client.push(performance.now() - started);
    if (status !== 200) throw new Error(`a measured call answered ${status}`);
    // The server writes its line when the response closes, a moment after the client has it.
    for (let wait = 0; wait < 200 && !logs.some((e) => e.event === 'request'); wait++) await new Promise((r) => setTimeout(r, 1));
    const entry = logs.find((e) => e.event === 'request');
    server.push(typeof entry?.duration_ms === 'number' ? entry.duration_ms : NaN);
  }
  server.sort((a, b) => a - b);
  client.sort((a, b) => a - b);
  return { serverMedian: quantile(server, 0.5), serverP95: quantile(server, 0.95), clientMedian: quantile(client, 0.5), clientP95: quantile(client, 0.95) };
}

/** Whether a PostgreSQL server answers at `url` (the benchmark skips it otherwise). */
export async function postgresAnswers(url) {
  const { default: postgres } = await import('postgres');
  const sql = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql`SELECT 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 }).catch(() => {});
  }
}
