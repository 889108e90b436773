// The bundle benchmark: builds the project, then measures what the sign-in route makes the
// browser download and the largest lazy page chunk, against the budgets of the issue.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { outputForEntry, outputsHoldingInput, staticClosure } from '../build/graph.mjs';
import { dirs, entries, metafileOut, publicPath } from '../build/options.mjs';
import { gzipBytes } from '../build/sizes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (path) => join(root, path);
const signInPage = 'src/portal/features/auth/sign-in-page.tsx';

// 1 KB = 1000 bytes here, the stricter reading of the budgets.
const budgets = { signInRoute: 85_000, largestPage: 15_000 };
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const isCode = (file) => /\.(js|css)$/.test(file);
const gzipOf = (file) => ({ file, gzip: gzipBytes(readFileSync(at(file))) });

/** Runs `node build.mjs --quiet` and returns its wall-clock time in milliseconds. */
function timedBuild() {
  const started = performance.now();
  const run = spawnSync(process.execPath, ['build.mjs', '--quiet'], { cwd: root, encoding: 'utf8' });
  const ms = performance.now() - started;
  if (run.status !== 0) throw new Error(`the build failed:\n${run.stdout}${run.stderr}`);
  return ms;
}

/** The files index.html makes the browser fetch: stylesheets, preloads and the entry script. */
function filesLinkedByIndexHtml() {
  const html = readFileSync(at(`${dirs.portal}/index.html`), 'utf8');
  const tags = html.matchAll(/<(?:link|script)\b[^>]*\b(?:href|src)="([^"]+)"/g);
  return [...tags]
    .map((match) => match[1])
    .filter((url) => url.startsWith(`${publicPath}assets/`) && isCode(url))
    .map((url) => `${dirs.portal}/${url.slice(publicPath.length)}`);
}

/** Where the sign-in page's code is, with a sentence saying so. */
function signInFiles(metafile) {
  const chunk = outputForEntry(metafile, signInPage);
  if (chunk) return { files: staticClosure(metafile, chunk), note: `lazy chunk ${chunk}` };
  const holders = outputsHoldingInput(metafile, signInPage);
  if (holders.length) {
    return {
      files: holders.flatMap((file) => staticClosure(metafile, file)),
      note: `not lazy: inside ${holders.join(', ')}`,
    };
  }
  return {
    files: [],
    note: `${signInPage} is not in the metafile, so the figure covers the entry and CSS only`,
  };
}

/** The lazily imported chunks (each JS output built for a dynamic import), largest first. */
function pageChunks(metafile) {
  return Object.entries(metafile.outputs)
    .filter(([file, out]) => file.endsWith('.js') && out.entryPoint && out.entryPoint !== entries.portal)
    .map(([file, out]) => ({ ...gzipOf(file), page: out.entryPoint }))
    .sort((a, b) => b.gzip - a.gzip);
}

function printReport({ buildMs, signIn, largestPage, pageCount }) {
  const verdict = (bytes, budget) => (bytes <= budget ? 'pass' : 'FAIL');
  const rows = [
    [
      'Sign-in route, JS + CSS (gzip)',
      kb(signIn.gzip),
      kb(budgets.signInRoute),
      verdict(signIn.gzip, budgets.signInRoute),
    ],
    largestPage
      ? [
          'Largest page chunk (gzip)',
          kb(largestPage.gzip),
          kb(budgets.largestPage),
          verdict(largestPage.gzip, budgets.largestPage),
        ]
      : ['Largest page chunk (gzip)', 'no lazy chunks', kb(budgets.largestPage), '-'],
    ['Build time (node build.mjs)', `${(buildMs / 1000).toFixed(2)} s`, '-', '-'],
  ];
  console.log(`${'Bundle'.padEnd(34)}${'measured'.padStart(16)}${'budget'.padStart(10)}  result`);
  for (const [name, measured, budget, result] of rows) {
    console.log(`  ${name.padEnd(32)}${measured.padStart(16)}${budget.padStart(10)}  ${result}`);
  }
  console.log(`\nSign-in route (${signIn.note}):`);
  for (const { file, gzip } of signIn.files) {
    console.log(`  ${file.padEnd(50)}${gzip.toLocaleString('en-US').padStart(10)} bytes gzip`);
  }
  if (largestPage) {
    console.log(`Largest page chunk: ${largestPage.file} (${largestPage.page}), of ${pageCount} lazy chunks`);
  }
}

/** Builds, measures the bundle against its budgets, prints a table and returns the numbers. */
export async function benchBundle() {
  const buildMs = timedBuild();
  const metafile = JSON.parse(readFileSync(at(metafileOut), 'utf8'));
  const entry = outputForEntry(metafile, entries.portal);
  if (!entry) throw new Error(`${metafileOut} has no output for ${entries.portal}`);
  const route = signInFiles(metafile);
  const fetched = new Set([
    ...filesLinkedByIndexHtml(),
    ...staticClosure(metafile, entry),
    ...route.files,
  ]);
  const files = [...fetched].filter(isCode).map(gzipOf);
  const signIn = { gzip: files.reduce((sum, { gzip }) => sum + gzip, 0), files, note: route.note };
  const pages = pageChunks(metafile);
  const largestPage = pages[0];
  printReport({ buildMs, signIn, largestPage, pageCount: pages.length });
  return {
    buildMs: Math.round(buildMs),
    signInRouteGzip: signIn.gzip,
    signInRouteFiles: files,
    largestPageChunk: largestPage ?? null,
    budgets,
    withinBudget:
      signIn.gzip <= budgets.signInRoute && (largestPage?.gzip ?? 0) <= budgets.largestPage,
  };
}
