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
const indexHtml = metafile ? readFileSync(join(dist, 'portal', 'index.html'), 'utf8') : '';
rmSync(dist, { recursive: true, force: true });

const production = suite('production build');

production('builds', () => {
  assert.is(build.status, 0, `node build.mjs failed:\n${build.stdout}${build.stderr}`);
});

production('the sign-in route is within its gzip budget, in English and in Spanish', () => {
  assert.ok(measured, 'no build to measure');
  const over = overBudget(measured) as string[];
  assert.ok(over.length === 0, `over budget:\n  ${over.join('\n  ')}`);
});

production('measures the sign-in route, the shell and every lazy page', () => {
  assert.ok(measured);
  assert.ok(measured.signIn.files.length >= 2, 'the sign-in route has its entry and its page');
  assert.ok(measured.shell && measured.shell.files.length >= 2, 'the signed-in shell is measured with its stylesheet');
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
  // Classic scripts (the theme script) are fetched as the parser meets them, first in <head>.
  const classic = [...indexHtml.matchAll(/<script src="[^"]*\/([^"/]+)"/g)].map((m) => m[1]);
  const missing = scripts.filter((file) => file !== entry && !preloaded.includes(file) && !classic.includes(file));
  assert.equal(missing, []);
});

production('the first screen\'s modules that pages share are in one chunk, not one per page set', () => {
  assert.ok(metafile);
  const plan = chunkPlan(metafile, { entries: [entries.portal], firstScreen });
  const shared = plan.shared as string[];
  assert.ok(shared.length > 10, `only ${shared.length} shared modules`);
  const outputs = Object.entries(metafile.outputs);
  const holders = new Set(
    shared.flatMap((input) => outputs.filter(([, out]) => input in out.inputs).map(([file]) => file)),
  );
  const chunks = [...holders].filter((file) => file.endsWith('.js'));
  assert.is(chunks.length, 1, `in ${chunks.map((file) => basename(file)).join(', ')}`);
});

production.run();

const report = suite('overBudget');

report('names the sign-in route when it is over its budget, with its size', () => {
  const over = overBudget({
    signIn: {
      name: 'sign-in route',
      gzip: budgets.signInRoute + 1,
      files: [{ file: 'main.js', gzip: 1 }, { file: 'main.css', gzip: 1 }],
    },
    signInSpanish: { name: 'sign-in route in Spanish', gzip: budgets.signInRoute, files: [] },
  }) as string[];
  assert.equal(over, ['sign-in route (2 files): 90,001 bytes gzip, over its budget of 90,000 bytes gzip']);
});

report('holds the shell and the pages to no size of their own', () => {
  const part = (name: string, gzip: number): Part => ({ name, gzip, file: 'a.js' });
  const within = { name: 'sign-in route', gzip: 1, files: [] };
  const over = overBudget({ signIn: within, shell: part('signed-in shell', 99_000), lazy: [part('home', 99_000)] }) as string[];
  assert.equal(over, []);
});

report.run();
