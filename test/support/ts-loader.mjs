// Node module hooks: TypeScript and TSX through esbuild's transform, and CSS modules as a proxy
// whose class names are the keys themselves, so components can be tested without a bundler.
//
// Isolation for test files sharing one process (test/support/shared-runner.mjs): a module
// imported with `?isolate=<tag>` passes the tag on to every project module it imports, so each
// test file gets its own instances of the project's modules (their state starts fresh), while
// packages under node_modules (and the component-test harness, test/support/dom*.ts) are loaded
// once.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const tsLike = /\.(ts|tsx|mts)$/;
const isolateTag = /[?&]isolate=([\w-]+)/;
// The component-test harness is the one project code shared by the files of one process: it owns
// the single DOM window and the fake clock, which React captures when it first loads.
const sharedHarness = /\/test\/support\/(dom(-[a-z]+)?|fake-clock)\.ts$/;

export async function resolve(specifier, context, nextResolve) {
  const result = await nextResolve(specifier, context);
  const tag = context.parentURL ? isolateTag.exec(context.parentURL)?.[1] : undefined;
  if (tag && result.url.startsWith('file:') && !result.url.includes('/node_modules/') && !result.url.includes('?') && !sharedHarness.test(result.url)) {
    return { ...result, url: `${result.url}?isolate=${tag}` };
  }
  return result;
}

// The same source compiled once per process, however many isolated copies import it; and once
// per content on this machine: the output is kept in node_modules/.cache/ts-loader/, named by a
// hash of the file's path and source, the options and esbuild's version. A test process whose
// files are all there never starts esbuild (0.24 s of processor time saved per process, and the
// suite starts some fifty). test/run.mjs empties the folder when it has grown large.
const compiled = new Map();
const cacheDir = new URL('../../node_modules/.cache/ts-loader/', import.meta.url);
const esbuildVersion = JSON.parse(readFileSync(new URL('../../node_modules/esbuild/package.json', import.meta.url), 'utf8')).version;
const options = (path) => ({
  loader: path.endsWith('.tsx') ? 'tsx' : 'ts',
  format: 'esm',
  jsx: 'automatic',
  target: 'node20',
  sourcemap: 'inline',
  sourcefile: path,
});

async function compile(path) {
  const source = await readFile(path, 'utf8');
  const cached = compiled.get(path);
  if (cached && cached.source === source) return cached.code;
  const given = options(path);
  const key = createHash('sha256').update(JSON.stringify([esbuildVersion, given])).update('\0').update(source).digest('hex').slice(0, 32);
  const file = new URL(`${key}.js`, cacheDir);
  let code = await readFile(file, 'utf8').catch(() => null);
  if (code === null) {
    const { transform } = await import('esbuild');
    code = (await transform(source, given)).code;
    // Written under a name of this process first, so another process never reads half a file.
    await mkdir(cacheDir, { recursive: true });
    const temp = new URL(`${key}.${process.pid}.tmp`, cacheDir);
    await writeFile(temp, code);
    await rename(temp, file);
  }
  compiled.set(path, { source, code });
  return code;
}

export async function load(url, context, nextLoad) {
  const bare = url.split('?')[0];
  if (bare.startsWith('file:') && bare.endsWith('.module.css')) {
    return {
      format: 'module',
      shortCircuit: true,
      source: 'export default new Proxy({}, { get: (_, key) => String(key) });',
    };
  }
  if (bare.startsWith('file:') && bare.endsWith('.css')) {
    return { format: 'module', shortCircuit: true, source: 'export {};' };
  }
  if (bare.startsWith('file:') && tsLike.test(bare) && !bare.includes('/node_modules/')) {
    return { format: 'module', shortCircuit: true, source: await compile(fileURLToPath(bare)) };
  }
  return nextLoad(url, context);
}
