// Node module hooks: TypeScript and TSX through esbuild's transform, and CSS modules as a proxy
// whose class names are the keys themselves, so components can be tested without a bundler.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';

const tsLike = /\.(ts|tsx|mts)$/;

export async function load(url, context, nextLoad) {
  if (url.startsWith('file:') && url.endsWith('.module.css')) {
    return {
      format: 'module',
      shortCircuit: true,
      source: 'export default new Proxy({}, { get: (_, key) => String(key) });',
    };
  }
  if (url.startsWith('file:') && url.endsWith('.css')) {
    return { format: 'module', shortCircuit: true, source: 'export {};' };
  }
  if (url.startsWith('file:') && tsLike.test(url) && !url.includes('/node_modules/')) {
    const path = fileURLToPath(url);
    const source = await readFile(path, 'utf8');
    const result = await transform(source, {
      loader: path.endsWith('.tsx') ? 'tsx' : 'ts',
      format: 'esm',
      jsx: 'automatic',
      target: 'node20',
      sourcemap: 'inline',
      sourcefile: path,
    });
    return { format: 'module', shortCircuit: true, source: result.code };
  }
  return nextLoad(url, context);
}
