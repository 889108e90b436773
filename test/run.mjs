// `npm test`: type check, unit and server tests, component tests under jsdom and happy-dom, then
// the real-browser tests against a fresh build.
// Usage: node test/run.mjs [stage...] [path filter...]   stages: types unit dom e2e
//
// How the time is spent, so the suite stays fast as it grows:
// - The pure unit tests (everything outside test/server, test/build and test/e2e that is not a
//   component test) run together in one Node process (test/support/shared-runner.mjs): one
//   start, one TypeScript loader, shared modules loaded once. Each file is still counted alone.
// - The component tests share a few processes per DOM library (up to one per core), each with one
//   DOM and one fake clock emptied between files, and fresh app modules per file.
// - The server tests and the browser tests each have a few shared processes, each file with fresh
//   instances of the project's modules: Node, the TypeScript loader, PGlite's WebAssembly and
//   Playwright's client are started once per process instead of once per file, which was a
//   second or more of processor time for each of some sixty files. Those processes take their
//   files one at a time from one queue per kind, the longest known files first, so none idles
//   while another still has a long list.
// - The browser tests share one Chromium (test/e2e/support/browser-host.ts).
// - Files that run builds run in their own processes.
// - Every job goes into one queue, longest first, one more at once than the machine has cores
//   (browser and server tests count as less than a core: they mostly wait), so the type check,
//   the build, the browser tests and the rest overlap instead of waiting for each other's stage.
// - Server and browser tests start on a database cloned from a template on the PostgreSQL in
//   DATABASE_URL, or without it on copies of a migrated and seeded PGlite snapshot, both built
//   once per change of their sources (test/server/support/db-snapshot.ts), and hash passwords
//   cheaply.
// If a file misbehaves when it shares a process, fix its leak (a global, a timer, a listener)
// rather than giving it a process of its own: every such file costs a second or more per run.
// At the end it prints each stage's wall time and the process time its jobs took. That figure
// misses what Chromium's page processes use (they are not waited for by a process of this run):
// while the browser tests run, the machine's two cores are busy, mostly with Chromium.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { availableParallelism, tmpdir } from 'node:os';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const stageNames = ['types', 'unit', 'dom', 'e2e'];
const chosen = args.filter((a) => stageNames.includes(a));
const filters = args.filter((a) => !stageNames.includes(a));
const stages = chosen.length ? chosen : stageNames;
const runStarted = performance.now();

function walk(dir) {
  let out = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out = out.concat(walk(full));
    else if (/\.test\.tsx?$/.test(name)) out.push(relative(root, full));
  }
  return out.sort();
}

// The TypeScript loader keeps what it compiled, by content (test/support/ts-loader.mjs); edits
// leave old entries behind, so the folder is emptied once it holds more than a few weeks of them.
const compiledCache = join(root, 'node_modules/.cache/ts-loader');
if (existsSync(compiledCache) && readdirSync(compiledCache).length > 5000) rmSync(compiledCache, { recursive: true, force: true });

// Copies of the test databases go in a folder of this run, removed at the end.
const scratch = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'portal-test-run-'));
const baseEnv = { PORTAL_TEST_TMP: scratch, PASSWORD_HASH_COST: process.env.PASSWORD_HASH_COST ?? 'test' };

// Processor time of the children this process has waited for (Linux: /proc/self/stat's cutime and
// cstime, which include their own waited-for children: servers, Chromium, web servers). Read as
// each job's process ends, the growth since the last reading is that job's time.
const ticksPerSecond = 100;
function childCpuMs() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[13]) + Number(fields[14])) * 1000) / ticksPerSecond;
  } catch {
    return 0;
  }
}
let cpuSeen = childCpuMs();
function cpuSinceLastReading() {
  const now = childCpuMs();
  const grown = now - cpuSeen;
  cpuSeen = now;
  return grown;
}

function run(cmd, argv, env = {}, onData, onSpawn) {
  return new Promise((resolve) => {
    const child = spawn(cmd, argv, { cwd: root, env: { ...process.env, ...baseEnv, ...env } });
    onSpawn?.(child);
    let output = '';
    const take = (d) => {
      output += d;
      onData?.(output);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (code, signal) => resolve({ code: code ?? 1, signal, output, cpu: cpuSinceLastReading() }));
  });
}

const node = (script, env, onData, onSpawn) => run(process.execPath, ['--import', './test/support/register.mjs', ...script], env, onData, onSpawn);

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** Per stage: wall span (first start to last end), the summed time of its jobs and their processor time. */
const timing = new Map();

function timed(stage, started, cpu) {
  const ended = performance.now();
  const entry = timing.get(stage) ?? { first: started, last: ended, busy: 0, cpu: 0, jobs: 0 };
  entry.first = Math.min(entry.first, started);
  entry.last = Math.max(entry.last, ended);
  entry.busy += ended - started;
  entry.cpu += cpu;
  entry.jobs += 1;
  timing.set(stage, entry);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function report(label, { code, output, total, passed, skipped, ms, cpu }) {
  // A file that crashed before reporting, or printed no tests at all, counts as a failure.
  // A file whose every test was skipped (a missing web server or database, said in its output) is skipped, not failed.
  // (uvu counts a skipped test apart from the total, and a file may skip before declaring any.)
  total = Math.max(total, passed + skipped);
  if (code === 0 && total === 0 && /\bskipped\b/i.test(output)) total = skipped = 1;
  const failed = code !== 0 || total === 0 ? Math.max(1, total - passed - skipped) : total - passed - skipped;
  totals.passed += passed;
  totals.skipped += skipped;
  totals.failed += failed;
  console.log(`${failed ? 'FAIL' : 'ok  '} ${label} (${passed}/${total}) ${seconds(ms)}${cpu === undefined ? '' : `, cpu ${seconds(cpu)}`}`);
  if (failed) failures.push({ file: label, output });
}

function countOf(output, label) {
  const m = new RegExp(`${label}:\\s+(\\d+)`).exec(output);
  return m ? Number(m[1]) : 0;
}

/** One test file in its own process; resolves to its processor time. */
async function runFile(file, env = {}) {
  const started = performance.now();
  const result = await node([file], env);
  report(env.DOM_ENV ? `${file} [${env.DOM_ENV}]` : file, {
    ...result,
    total: countOf(result.output, 'Total'),
    passed: countOf(result.output, 'Passed'),
    skipped: countOf(result.output, 'Skipped'),
    ms: performance.now() - started,
  });
  return result.cpu;
}

/** The longest a test file may run (the longest take about 90 s on a busy 2-core machine). */
const hangLimitMs = Number(process.env.PORTAL_TEST_HANG_LIMIT_S ?? 300) * 1000;

/**
 * Many test files in one process; each is reported as it finishes. `files` is either a list, or a
 * queue shared by several such processes (`{ queue }`): each takes its next file from it when it
 * has finished the previous one. Resolves to its processor time.
 */
async function runShared(files, env = {}) {
  const label = (file) => (env.DOM_ENV ? `${file} [${env.DOM_ENV}]` : file);
  const queue = Array.isArray(files) ? null : files.queue;
  const given = Array.isArray(files) ? [...files] : [];
  const seen = new Set();
  let child = null;
  let parsed = 0;
  const giveNext = () => {
    if (!child || !queue) return;
    const file = queue.shift();
    if (file === undefined) child.stdin.end();
    else {
      given.push(file);
      child.stdin.write(`${file}\n`);
    }
  };
  // A file that waits for something that never happens would hold the run until CI gives up:
  // when no file of this process has finished for `hangLimitMs`, the process is stopped, and the
  // file it was in fails with what it printed.
  let watchdog = null;
  let hung = false;
  const arm = () => {
    clearTimeout(watchdog);
    watchdog = setTimeout(() => {
      hung = true;
      child?.kill('SIGKILL');
    }, hangLimitMs);
  };
  const take = (output) => {
    const done = /@@start (\S+)\n([\s\S]*?)\n@@done \S+ (\d+) (\d+) (\d+) (\d+)\n/g;
    done.lastIndex = parsed;
    for (let m; (m = done.exec(output)); ) {
      parsed = done.lastIndex;
      const [, file, text, total, passed, skipped, ms] = m;
      seen.add(file);
      report(label(file), { code: 0, output: text, total: +total, passed: +passed, skipped: +skipped, ms: +ms });
      arm();
      giveNext();
    }
  };
  const argv = ['test/support/shared-runner.mjs', ...(env.DOM_ENV ? ['--dom'] : []), ...(queue ? ['--stdin'] : given)];
  const result = await node(argv, env, take, (spawned) => {
    child = spawned;
    child.stdin.on('error', () => {}); // the process ended early: reported below
    arm();
    giveNext();
  });
  clearTimeout(watchdog);
  take(result.output);
  // The process ended early: the file it was in and those after it did not report.
  const rest = result.output.slice(parsed);
  for (const file of given.filter((f) => !seen.has(f))) {
    const ran = rest.includes(`@@start ${file}`);
    const output = !ran
      ? `Not run: the shared process ended early (exit ${result.code}).`
      : hung
        ? `Stopped after ${hangLimitMs / 1000} s without finishing: a test waits for something that never happens.\n${rest}`
        : rest;
    report(label(file), { code: 1, output, total: 0, passed: 0, skipped: 0, ms: 0 });
  }
  return result.cpu;
}

/**
 * Runs jobs longest first, as many at once as fit in `parallel` cores; a job with `ready()` waits
 * until it is true. A job takes one core unless it says it takes less (`share`): a browser test
 * spends most of its time waiting for Chromium and its server, so two of them fill a core.
 */
async function runQueue(jobs, parallel) {
  const queue = [...jobs].sort((a, b) => b.weight - a.weight);
  let running = 0;
  let busy = 0;
  const canStart = (job) => (!job.ready || job.ready()) && busy + (job.share ?? 1) <= parallel;
  await new Promise((resolveAll) => {
    const next = () => {
      if (!queue.length && !running) return resolveAll();
      for (;;) {
        const index = queue.findIndex(canStart);
        if (index < 0) break;
        const [job] = queue.splice(index, 1);
        const started = performance.now();
        busy += job.share ?? 1;
        running++;
        void job.run().then((cpu) => {
          timed(job.stage, started, cpu ?? 0);
          running--;
          busy -= job.share ?? 1;
          next();
        });
      }
    };
    next();
  });
}

/** The browser the e2e tests drive: the same choice as chromiumPath() in test/e2e/support/browser.ts. */
function missingChromium() {
  const candidates = process.env.CHROMIUM_PATH ? [process.env.CHROMIUM_PATH] : ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
  if (candidates.some((path) => existsSync(path))) return null;
  return (
    `Chromium was not found at ${candidates.join(' or ')}, so the browser tests cannot run.\n` +
    'Install it with `apt-get install chromium-headless-shell` (Debian), or set CHROMIUM_PATH to a Chromium binary.'
  );
}

const all = walk(join(root, 'test')).filter((f) => !filters.length || filters.some((p) => f.includes(p)));
const isE2e = (f) => f.startsWith('test/e2e/');
const isDom = (f) => /\.dom\.test\.tsx?$/.test(f);
// Build tests get a process of their own; server tests share a few (see the top of this file).
const ownProcess = (f) => /^test\/build\//.test(f);
const isServer = (f) => f.startsWith('test/server/');
const parallel = Math.max(1, availableParallelism());

const jobs = [];
/** The shared queues of files (see runShared), emptied by their processes. */
const queues = [];

/**
 * The files in the order their queue hands them out: the few known to take the longest first (a
 * walk through every screen, the web-server set-ups), so that no long file starts last and keeps
 * the run waiting on it alone. A file missing from this list only starts later; nothing else.
 */
const longest = [
  'accessibility-by-hand', 'database-outage', 'admin-commands', 'nginx.test', 'deploy-postgres', 'training.test', 'medical-records',
  'rolling-restart', 'user-management', 'main-output', 'accessibility-matrix', 'daily-paths', 'reports.test', 'new-user',
  'mail-tls', 'migrate-to-postgres', 'several-api-processes', 'auth-abuse', 'production-safety', 'data-dir-lock',
];
function startFirst(files) {
  const rank = (f) => {
    const index = longest.findIndex((name) => f.includes(name));
    return index < 0 ? longest.length : index;
  };
  return [...files].sort((a, b) => rank(a) - rank(b));
}
/** The shared Chromium's process, when the browser tests run. */
let browserHost = null;
const job = (stage, weight, runJob, extra = {}) => jobs.push({ stage, weight, run: runJob, ...extra });

if (stages.includes('types')) {
  job('types', 50, async () => {
    const started = performance.now();
    const result = await run(process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.']);
    report('tsc --noEmit', { ...result, total: 1, passed: result.code === 0 ? 1 : 0, skipped: 0, ms: performance.now() - started });
    return result.cpu;
  });
}

// The database snapshots (and with DATABASE_URL the template databases) are built, when their
// sources changed, before any server or browser test starts; some tests use PGlite even with
// DATABASE_URL (its data folder, a restart on the same data).
let snapshotsReady = true;
const serverFiles = stages.includes('unit') ? all.filter((f) => f.startsWith('test/server/')) : [];
const e2eFiles = stages.includes('e2e') ? all.filter(isE2e) : [];
if (serverFiles.length || e2eFiles.length) {
  snapshotsReady = false;
  job('setup', 2000, async () => {
    const started = performance.now();
    const result = await node(['test/server/support/db-snapshot.ts']);
    snapshotsReady = true;
    if (result.code !== 0) {
      totals.failed += 1;
      failures.push({ file: 'test database snapshots', output: result.output });
      console.log('FAIL test database snapshots');
    } else {
      console.log(`ok   ${result.output.trim()} (${seconds(performance.now() - started)}, cpu ${seconds(result.cpu)})`);
    }
    return result.cpu;
  });
}

if (stages.includes('unit')) {
  const unit = all.filter((f) => !isE2e(f) && !isDom(f));
  const shared = unit.filter((f) => !ownProcess(f) && !isServer(f));
  const server = unit.filter(isServer);
  const own = unit.filter(ownProcess);
  if (shared.length) job('unit', 10 * shared.length, () => runShared(shared));
  // The server tests: a few processes taking files from one queue, so none idles while another
  // has a long list left; they start once the snapshots are. Many wait on servers, web servers
  // and databases they start (the database outage waits out 30 s), so, like the browser tests,
  // one more process than the cores, two to a core.
  const serverQueue = { queue: startFirst(server) };
  queues.push(serverQueue);
  for (let i = 0; i < Math.min(parallel + 1, server.length); i++) {
    job('unit', 990, () => runShared(serverQueue), { ready: () => snapshotsReady, share: 0.5 });
  }
  for (const file of own) job('unit', 40, () => runFile(file));
}

if (stages.includes('dom')) {
  // Per DOM library, the component tests share a few processes (one DOM each, emptied between
  // files), split so that every core has a share.
  const dom = all.filter(isDom);
  const chunks = Math.min(parallel, Math.ceil(dom.length / 4));
  for (const DOM_ENV of ['jsdom', 'happy-dom']) {
    for (let i = 0; i < chunks; i++) {
      const files = dom.filter((_, index) => index % chunks === i);
      job('dom', 8 * files.length, () => runShared(files, { DOM_ENV }));
    }
  }
}

if (stages.includes('e2e')) {
  const e2e = all.filter(isE2e);
  const missing = e2e.length ? missingChromium() : null;
  if (missing) {
    totals.failed += e2e.length;
    failures.push({ file: 'test/e2e', output: missing });
    console.log(`FAIL test/e2e (${missing.split('\n')[0]})`);
  } else if (e2e.length) {
    let built = null;
    job('e2e', 1000, async () => {
      const result = await run(process.execPath, ['build.mjs', '--quiet']);
      built = result.code === 0;
      if (!built) {
        totals.failed += 1;
        failures.push({ file: 'build.mjs', output: result.output });
        console.log('FAIL build.mjs');
      } else {
        console.log(`ok   build.mjs (cpu ${seconds(result.cpu)})`);
      }
      return result.cpu;
    });
    // One Chromium for the run (test/e2e/support/browser-host.ts); the job ends once it is up.
    // When it cannot start, each file starts a browser of its own as before.
    let browserEnv = null;
    job('e2e', 1100, async () => {
      browserHost = spawn(process.execPath, ['--import', './test/support/register.mjs', 'test/e2e/support/browser-host.ts'], {
        cwd: root,
        env: { ...process.env, ...baseEnv },
      });
      let output = '';
      browserHost.stderr.on('data', (d) => (output += d));
      const endpoint = await new Promise((resolve) => {
        browserHost.stdout.on('data', (d) => {
          output += d;
          const line = /^(ws:\/\/\S+)\n/.exec(output);
          if (line) resolve(line[1]);
        });
        browserHost.on('close', () => resolve(null));
      });
      browserEnv = endpoint ? { PORTAL_TEST_BROWSER: endpoint } : {};
      if (!endpoint) console.log(`note: the shared Chromium did not start, each browser test starts its own:\n${output.trim()}`);
      return 0;
    });
    // After the build, a few processes take the browser test files from one queue (as the server
    // tests do). A browser test mostly waits for Chromium and its server, so two share a core.
    const e2eQueue = { queue: startFirst(e2e) };
    queues.push(e2eQueue);
    for (let i = 0; i < Math.min(parallel + 1, e2e.length); i++) {
      job('e2e', 1000, async () => (built ? runShared(e2eQueue, browserEnv) : 0), {
        ready: () => built !== null && snapshotsReady && browserEnv !== null,
        share: 0.5,
      });
    }
  }
}

try {
  // One more than the cores: the browser and server test processes spend much of their time
  // waiting, and count as less than a core each (`share`).
  await runQueue(jobs, parallel + 1);
  // Files left in a queue whose every process ended early.
  for (const { queue } of queues) {
    for (const file of queue.splice(0)) report(file, { code: 1, output: 'Not run: every process of its queue ended early.', total: 0, passed: 0, skipped: 0, ms: 0 });
  }
} finally {
  if (browserHost && browserHost.exitCode === null) {
    const started = performance.now();
    const closed = new Promise((resolve) => browserHost.on('close', () => resolve(cpuSinceLastReading())));
    browserHost.stdin.end();
    // Its processor time counts to the browser tests.
    timed('e2e', started, await closed);
    timing.get('e2e').jobs -= 1;
  }
  rmSync(scratch, { recursive: true, force: true });
}

for (const { file, output } of failures) {
  console.log(`\n---- ${file} ----\n${output.trim()}`);
}
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
console.log(
  `\nTime by stage (${parallel} cores, ${parallel + 1} jobs at once; wall: first start to last end, busy: the jobs' own time added up, ` +
    `cpu: the processor time of their processes and their children)`,
);
let cpuTotal = 0;
for (const stage of ['setup', ...stageNames].filter((s) => timing.has(s))) {
  const { first, last, busy, cpu, jobs: count } = timing.get(stage);
  cpuTotal += cpu;
  console.log(`  ${stage.padEnd(6)} wall ${seconds(last - first).padStart(8)}   busy ${seconds(busy).padStart(8)}   cpu ${seconds(cpu).padStart(8)}   ${count} job${count === 1 ? '' : 's'}`);
}
const load = existsSync('/proc/loadavg') ? `   load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}` : '';
console.log(`  total  wall ${seconds(performance.now() - runStarted).padStart(8)}   ${' '.repeat(14)}   cpu ${seconds(cpuTotal).padStart(8)}${load}`);
process.exit(totals.failed ? 1 : 0);
