// Node module hooks: TypeScript and TSX through esbuild's transform, and CSS modules as a proxy
// whose class names are the keys themselves, so components can be tested without a bundler.
//
// Isolation for test files sharing one process (test/support/shared-runner.mjs): a module
// imported with `?isolate=<tag>` passes the tag on to every project module it imports, so each
// test file gets its own instances of the project's modules (their state starts fresh), while
// packages under node_modules (and the component-test harness, test/support/dom*.ts) are loaded
// once.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';

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

// The same source compiled once per process, however many isolated copies import it.
const compiled = new Map();

async function compile(path) {
  const source = await readFile(path, 'utf8');
  const cached = compiled.get(path);
  if (cached && cached.source === source) return cached.code;
  const result = await transform(source, {
    loader: path.endsWith('.tsx') ? 'tsx' : 'ts',
    format: 'esm',
    jsx: 'automatic',
    target: 'node20',
    sourcemap: 'inline',
    sourcefile: path,
  });
  compiled.set(path, { source, code: result.code });
  return result.code;
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
