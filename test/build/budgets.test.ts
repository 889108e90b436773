// The bundle budgets, checked on a production build made into a temporary directory, so the test
// neither needs nor disturbs dist/. Sizes are deterministic: a failure is a real regression.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
// @ts-expect-error: a build script in plain JavaScript, without type declarations
import { budgets, measureBundle, overBudget } from '../../build/budgets.mjs';
// @ts-expect-error: a build script in plain JavaScript, without type declarations
import { chunkPlan } from '../../build/chunks.mjs';
// @ts-expect-error: a build script in plain JavaScript, without type declarations
import { entries, firstScreen } from '../../build/options.mjs';
// @ts-expect-error: a build script in plain JavaScript, without type declarations
import { reportPageWeights } from '../../bench/reports-chunks.mjs';

type Part = { name: string; gzip: number; file?: string; files?: { file: string; gzip: number }[] };
type Inputs = Record<string, unknown>;
type Metafile = { inputs: Inputs; outputs: Record<string, { inputs: Inputs }> };

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = mkdtempSync(join(tmpdir(), 'portal-budgets-'));
const portalDir = relative(root, join(dist, 'portal')).split('\\').join('/');

const build = spawnSync(process.execPath, ['build.mjs', '--quiet', '--dist', dist], {
  cwd: root,
  encoding: 'utf8',
});
const metafile: Metafile | null =
  build.status === 0 ? JSON.parse(readFileSync(join(dist, 'meta.json'), 'utf8')) : null;
const measured = metafile ? measureBundle({ root, metafile, portalDir }) : null;
type PageWeight = { route: string; gzip: number | null; files: string[] };
const reportPages: PageWeight[] | null = metafile ? reportPageWeights({ root, metafile }) : null;
const indexHtml = metafile ? readFileSync(join(dist, 'portal', 'index.html'), 'utf8') : '';
rmSync(dist, { recursive: true, force: true });

const production = suite('production build');

production('builds', () => {
  assert.is(build.status, 0, `node build.mjs failed:\n${build.stdout}${build.stderr}`);
});

production('every route and chunk is within its gzip budget', () => {
  assert.ok(measured, 'no build to measure');
  const over = overBudget(measured) as string[];
  assert.ok(over.length === 0, `over budget:\n  ${over.join('\n  ')}`);
});

production('measures the sign-in route, the shell and every lazy page', () => {
  assert.ok(measured);
  assert.ok(measured.signIn.files.length >= 2, 'the sign-in route has its entry and its page');
  assert.ok(measured.shell, 'the signed-in shell is an entry of its own');
  assert.ok(measured.lazy.length >= 10, `only ${measured.lazy.length} lazy chunks`);
});

production('the sign-in route is measured in Spanish too, with the Spanish tables of its texts', () => {
  assert.ok(measured);
  const names = (measured.signInSpanish.files as { file: string }[]).map(({ file }) => file);
  assert.ok(names.length >= 1, 'choosing Spanish fetches the first screen\'s Spanish texts');
  assert.ok(measured.signInSpanish.gzip > measured.signIn.gzip);
});

production('the sign-in call comes with the form: the HTTP client is in the sign-in route, preloaded', () => {
  assert.ok(metafile && measured);
  const route = new Set((measured.signIn.files as { file: string }[]).map(({ file }) => file));
  const holders = Object.entries(metafile.outputs)
    .filter(([, out]) => 'src/portal/lib/http/client.ts' in out.inputs)
    .map(([file]) => file);
  const [client, ...more] = holders;
  assert.ok(client && more.length === 0, `the client is in ${holders.join(', ')}`);
  assert.ok(route.has(client), 'the sign-in route lacks the client, so a submit would wait for it');
});

production('index.html preloads every script of the sign-in route, so the form waits for no second round of requests', () => {
  assert.ok(measured);
  const scripts = (measured.signIn.files as { file: string }[]).map(({ file }) => basename(file)).filter((file) => file.endsWith('.js'));
  const preloaded = [...indexHtml.matchAll(/<link rel="modulepreload" href="[^"]*\/([^"/]+)"/g)].map((m) => m[1]);
  const entry = /<script type="module" src="[^"]*\/([^"/]+)"/.exec(indexHtml)?.[1];
  const missing = scripts.filter((file) => file !== entry && !preloaded.includes(file));
  assert.equal(missing, []);
});

production('the user-management pages are lazy chunks of their own, each within a page budget', () => {
  assert.ok(measured);
  for (const page of ['users-page.tsx', 'add-user-page.tsx', 'audit-page.tsx']) {
    const chunk = (measured.lazy as Part[]).find((part) => part.name.endsWith(`features/users/manage/${page}`));
    assert.ok(chunk, `${page} is a lazy chunk`);
    assert.ok(chunk.gzip <= budgets.lazyChunk, `${page}: ${chunk.gzip} bytes gzip`);
  }
});

production('the subjects and reports pages are lazy chunks, each with what it loads beyond the shell within a page budget', () => {
  assert.ok(reportPages, 'no build to measure');
  const missing = reportPages.filter((page) => page.gzip === null).map((page) => page.route);
  assert.equal(missing, [], 'every page of the area is a lazy chunk of its own');
  const over = reportPages
    .filter((page) => (page.gzip ?? 0) > budgets.lazyChunk)
    .map((page) => `${page.route}: ${page.gzip} bytes gzip in ${page.files.length} files`);
  assert.equal(over, []);
});

production('the first screen\'s modules that pages share are in one chunk, not one per page set', () => {
  assert.ok(metafile);
  const plan = chunkPlan(metafile, { entries: [entries.portal, entries.shell], firstScreen });
  const shared = plan.shared as string[];
  assert.ok(shared.length > 10, `only ${shared.length} shared modules`);
  const outputs = Object.entries(metafile.outputs);
  const holders = new Set(
    shared.flatMap((input) => outputs.filter(([, out]) => input in out.inputs).map(([file]) => file)),
  );
  const chunks = [...holders].filter((file) => file.endsWith('.js'));
  assert.is(chunks.length, 1, `in ${chunks.map((file) => basename(file)).join(', ')}`);
});

production('every medical records page is a lazy chunk of its own, within the lazy chunk budget', () => {
  assert.ok(measured);
  const pages = ['records-home-page.tsx', 'register-page.tsx', 'records-list-page.tsx', 'std-strings-page.tsx', 'user-manual-page.tsx'];
  for (const page of pages) {
    const chunk = (measured.lazy as Part[]).find((part) => part.name === `lazy chunk for src/portal/features/records/${page}`);
    assert.ok(chunk, `${page} has a chunk of its own`);
    assert.ok(chunk.gzip <= budgets.lazyChunk, `${page}: ${chunk.gzip} bytes gzip`);
  }
});

production.run();

const report = suite('overBudget');

report('names each part over its budget with its size, and nothing that fits', () => {
  const part = (name: string, gzip: number, file = 'a.js'): Part => ({ name, gzip, file });
  const over = overBudget({
    signIn: {
      name: 'sign-in route',
      gzip: budgets.signInRoute + 1,
      files: [{ file: 'main.js', gzip: 1 }, { file: 'main.css', gzip: 1 }],
    },
    shell: part('signed-in shell', budgets.shell),
    lazy: [
      part('lazy chunk for home-page.tsx', 20_123, 'assets/home.js'),
      part('lazy chunk for about-page.tsx', 10),
    ],
  }) as string[];
  assert.equal(over, [
    'sign-in route (2 files): 90,001 bytes gzip, over its budget of 90,000 bytes gzip',
    'lazy chunk for home-page.tsx (home.js): 20,123 bytes gzip, over its budget of 15,000 bytes gzip',
  ]);
});

report.run();
