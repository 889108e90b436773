// The bundle benchmark: builds the project, then reports what the sign-in route makes the browser
// download, in English and with Spanish chosen, against the budget test/build/budgets.test.ts
// enforces, and for information what signing in adds (the shell) and the largest page (both
// measure with build/budgets.mjs).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { budgets, measureBundle } from '../build/budgets.mjs';
import { dirs, metafileOut } from '../build/options.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** Runs `node build.mjs --quiet` and returns its wall-clock time in milliseconds. */
function timedBuild() {
  const started = performance.now();
  const run = spawnSync(process.execPath, ['build.mjs', '--quiet'], { cwd: root, encoding: 'utf8' });
  const ms = performance.now() - started;
  if (run.status !== 0) throw new Error(`the build failed:\n${run.stdout}${run.stderr}`);
  return ms;
}

function printReport({ buildMs, signIn, signInSpanish, shell, largest, lazyCount }) {
  const verdict = (bytes, budget) => (bytes <= budget ? 'pass' : 'FAIL');
  const row = (name, part, budget, missing) => {
    if (!part) return [name, missing, budget ? kb(budget) : '-', '-'];
    return budget ? [name, kb(part.gzip), kb(budget), verdict(part.gzip, budget)] : [name, kb(part.gzip), '-', '-'];
  };
  const rows = [
    row('Sign-in route, JS + CSS (gzip)', signIn, budgets.signInRoute),
    row('  in Spanish (+ Spanish tables)', signInSpanish, budgets.signInRoute),
    row('Signed-in shell, JS + CSS (gzip)', shell, null, 'not measured'),
    row('Largest page (gzip)', largest, null, 'no lazy pages'),
    ['Build time (node build.mjs)', `${(buildMs / 1000).toFixed(2)} s`, '-', '-'],
  ];
  console.log(`${'Bundle'.padEnd(36)}${'measured'.padStart(16)}${'budget'.padStart(10)}  result`);
  for (const [name, measured, budget, result] of rows) {
    console.log(`  ${name.padEnd(34)}${measured.padStart(16)}${budget.padStart(10)}  ${result}`);
  }
  const list = (files) => {
    for (const { file, gzip } of files) {
      console.log(`  ${file.padEnd(50)}${gzip.toLocaleString('en-US').padStart(10)} bytes gzip`);
    }
  };
  console.log(`\nSign-in route (${signIn.note}):`);
  list(signIn.files);
  console.log('Spanish chosen on the sign-in page, beyond the sign-in route:');
  list(signInSpanish.files);
  if (shell) {
    console.log('Signed-in shell, beyond the sign-in route:');
    list(shell.files);
  }
  if (largest) console.log(`Largest page chunk: ${largest.file} (${largest.name}), of ${lazyCount} lazy chunks`);
}

/** Builds, measures the bundle against its budgets, prints a table and returns the numbers. */
export async function benchBundle() {
  const buildMs = timedBuild();
  const metafile = JSON.parse(readFileSync(join(root, metafileOut), 'utf8'));
  const { signIn, signInSpanish, shell, lazy } = measureBundle({ root, metafile, portalDir: dirs.portal });
  const largest = lazy[0];
  printReport({ buildMs, signIn, signInSpanish, shell, largest, lazyCount: lazy.length });
  return {
    buildMs: Math.round(buildMs),
    signInRouteGzip: signIn.gzip,
    signInRouteSpanishGzip: signInSpanish.gzip,
    signInRouteFiles: signIn.files,
    signInRouteSpanishFiles: signInSpanish.files,
    shellGzip: shell?.gzip ?? null,
    largestPageChunk: largest ?? null,
    budgets,
    withinBudget:
      signIn.gzip <= budgets.signInRoute &&
      signInSpanish.gzip <= budgets.signInRoute,
  };
}
