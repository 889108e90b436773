// The user-management benchmark: listing and searching an institution of 5 000 users, median and
// p95 of the server's own time per request (its request log's duration_ms), on the embedded
// PGlite and, when BENCH_DATABASE_URL (default postgres://portal_ci:portal_ci@127.0.0.1:5432/portal_bench)
// answers, on PostgreSQL. Target: under 50 ms. The machine's load average is printed with the
// figures, since a shared machine's load shows in them.
// Usage: `npm run bench` (through bench/run.mjs), or `node bench/users.mjs`.
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const targetMs = 50;
const postgres = process.env.BENCH_DATABASE_URL ?? 'postgres://portal_ci:portal_ci@127.0.0.1:5432/portal_bench';

function measure(env) {
  const run = spawnSync(process.execPath, ['--import', './test/support/register.mjs', 'bench/users-measure.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 600_000,
  });
  if (run.status !== 0) return { error: (run.stderr || run.stdout || `exit ${run.status}`).trim().split('\n').slice(-3).join(' ') };
  return { rows: run.stdout.split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line)) };
}

function report(label, result) {
  console.log(`\n${label} (load average ${loadavg().map((n) => n.toFixed(1)).join(' ')})`);
  if (result.error) {
    console.log(`  skipped: ${result.error}`);
    return true;
  }
  let met = true;
  for (const row of result.rows) {
    const ok = row.call.startsWith('baseline') || (row.median < targetMs && row.p95 < targetMs);
    if (!ok) met = false;
    console.log(
      `  ${row.call.padEnd(28)} ${String(row.rows).padStart(5)} rows  median ${row.median.toFixed(1).padStart(6)} ms  p95 ${row.p95
        .toFixed(1)
        .padStart(6)} ms  ${row.call.startsWith('baseline') ? '' : ok ? 'ok' : `OVER ${targetMs} ms`}`,
    );
  }
  return met;
}

/** Runs both engines and prints the figures; resolves whether every call met the target. */
export async function benchUsers() {
  const { DATABASE_URL: _unused, ...withoutUrl } = process.env;
  const embedded = measure({ ...withoutUrl, DATABASE_URL: '' });
  const a = report('user list and search, 5 000 users, PGlite', embedded);
  const b = report('user list and search, 5 000 users, PostgreSQL', measure({ DATABASE_URL: postgres }));
  return a && b;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const met = await benchUsers();
  console.log(`\nuser-management target (< ${targetMs} ms): ${met ? 'met' : 'not met (see above)'}`);
}
