// `npm test`: type check, unit and server tests, component tests under jsdom and happy-dom, then
// the real-browser tests against a fresh build. Each test file runs in its own Node process.
// Usage: node test/run.mjs [stage...] [path filter...]   stages: types unit dom e2e
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { cpus } from 'node:os';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const stageNames = ['types', 'unit', 'dom', 'e2e'];
const chosen = args.filter((a) => stageNames.includes(a));
const filters = args.filter((a) => !stageNames.includes(a));
const stages = chosen.length ? chosen : stageNames;

function walk(dir) {
  let out = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out = out.concat(walk(full));
    else if (/\.test\.tsx?$/.test(name)) out.push(relative(root, full));
  }
  return out.sort();
}

function run(cmd, argv, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, argv, { cwd: root, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code, signal) => resolve({ code: code ?? 1, signal, output }));
  });
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function count(file, result) {
  const num = (label) => {
    const m = new RegExp(`${label}:\\s+(\\d+)`).exec(result.output);
    return m ? Number(m[1]) : 0;
  };
  const total = num('Total');
  const passed = num('Passed');
  const skipped = num('Skipped');
  // A file that crashed before reporting, or printed no tests at all, counts as a failure.
  const failed = result.code !== 0 || total === 0 ? Math.max(1, total - passed - skipped) : total - passed - skipped;
  totals.passed += passed;
  totals.skipped += skipped;
  totals.failed += failed;
  const mark = failed ? 'FAIL' : 'ok  ';
  console.log(`${mark} ${file} (${passed}/${total})`);
  if (failed) failures.push({ file, output: result.output });
}

async function runFiles(files, env, parallel) {
  const queue = [...files];
  const workers = Array.from({ length: parallel }, async () => {
    while (queue.length) {
      const file = queue.shift();
      const result = await run(process.execPath, ['--import', './test/support/register.mjs', file], env);
      count(env.DOM_ENV ? `${file} [${env.DOM_ENV}]` : file, result);
    }
  });
  await Promise.all(workers);
}

const all = walk(join(root, 'test')).filter((f) => !filters.length || filters.some((p) => f.includes(p)));
const isE2e = (f) => f.startsWith('test/e2e/');
const isDom = (f) => /\.dom\.test\.tsx?$/.test(f);
const parallel = Math.max(1, Math.min(4, cpus().length));

if (stages.includes('types')) {
  const result = await run(process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.']);
  if (result.code !== 0) {
    totals.failed += 1;
    failures.push({ file: 'tsc --noEmit', output: result.output });
    console.log('FAIL tsc --noEmit');
  } else {
    totals.passed += 1;
    console.log('ok   tsc --noEmit');
  }
}
if (stages.includes('unit')) await runFiles(all.filter((f) => !isE2e(f) && !isDom(f)), {}, parallel);
if (stages.includes('dom')) {
  for (const DOM_ENV of ['jsdom', 'happy-dom']) await runFiles(all.filter(isDom), { DOM_ENV }, parallel);
}
/** The browser the e2e tests drive; they never download one of their own. */
function missingChromium() {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (existsSync(path)) return null;
  return (
    `Chromium was not found at ${path}, so the browser tests cannot run.\n` +
    'Install it with `apt-get install chromium` (Debian), or set CHROMIUM_PATH to a Chromium binary.'
  );
}

if (stages.includes('e2e')) {
  const e2e = all.filter(isE2e);
  const missing = e2e.length ? missingChromium() : null;
  if (missing) {
    totals.failed += e2e.length;
    failures.push({ file: 'test/e2e', output: missing });
    console.log(`FAIL test/e2e (${missing.split('\n')[0]})`);
  } else if (e2e.length) {
    const build = await run(process.execPath, ['build.mjs', '--quiet']);
    if (build.code !== 0) {
      totals.failed += 1;
      failures.push({ file: 'build.mjs', output: build.output });
      console.log('FAIL build.mjs');
    } else {
      await runFiles(e2e, {}, 1);
    }
  }
}

for (const { file, output } of failures) {
  console.log(`\n---- ${file} ----\n${output.trim()}`);
}
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed ? 1 : 0);
