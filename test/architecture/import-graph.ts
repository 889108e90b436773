/**
 * The import graph of src/: every file's imports (static, type-only and dynamic), resolved to
 * files or named as packages, and the layer each file belongs to. Read from the text, so the
 * arrows are checked without building anything.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const root = resolve(new URL('../..', import.meta.url).pathname);
const src = join(root, 'src');

export interface Import {
  /** The importing file, relative to the repository root. */
  from: string;
  /** The imported file relative to the repository root, or the package name. */
  to: string;
  package: boolean;
  /** `import('…')`: loaded on demand, so it does not take part in load-order cycles. */
  dynamic: boolean;
  /** `import type` or `export type`: erased before the code runs. */
  typeOnly?: boolean;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return walk(full);
    return /\.(ts|tsx|mts|mjs)$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Source text without block comments and whole-line comments, where examples may quote imports. */
export function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

const staticForms = [
  /^\s*(?:import|export)\s(type\s)?[^;()]*?\sfrom\s*['"]([^'"\n]+)['"]/gm,
  /^\s*import\s*()['"]([^'"\n]+)['"]/gm,
];
const dynamicForm = /\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g;
const packageName = /^(node:)?(@[\w.-]+\/)?[\w.-]+(\/[\w./-]+)?$/;

/** Every import of every source file under src/. */
export function sourceImports(): { files: string[]; imports: Import[] } {
  const files = walk(src).map((file) => relative(root, file));
  const imports: Import[] = [];
  for (const file of files) {
    const text = withoutComments(readFileSync(join(root, file), 'utf8'));
    const found: [string, boolean, boolean][] = [];
    for (const form of staticForms) for (const m of text.matchAll(form)) found.push([m[2] as string, false, m[1] !== undefined && m[1] !== '']);
    for (const m of text.matchAll(dynamicForm)) found.push([m[1] as string, true, false]);
    for (const [specifier, dynamic, typeOnly] of found) {
      if (specifier.startsWith('.')) {
        const to = relative(root, resolve(root, dirname(file), specifier));
        imports.push({ from: file, to, package: false, dynamic, typeOnly });
      } else if (packageName.test(specifier)) {
        imports.push({ from: file, to: specifier, package: true, dynamic, typeOnly });
      }
    }
  }
  return { files, imports };
}

/** Server folders that compose the features: the entry files, the operator's commands, the demo seed. */
const serverComposition = new Set(['admin', 'seed']);

/**
 * A server file's layer: one feature (`server/features/users`), the composition that gathers the
 * features (`server/compose`: the handler table, the entry files, admin, seed), or the base the
 * features build on (`server/base`: core, db, http, auth, access, audit, evaluations, media).
 */
function serverLayerOf(parts: readonly string[]): string {
  const inner = parts[1] ?? '';
  if (inner === 'features') return parts.length > 3 ? `server/features/${parts[2]}` : 'server/compose';
  if (parts.length === 2 || serverComposition.has(inner)) return 'server/compose';
  return 'server/base';
}

/**
 * The layer of a file: contract, a server layer (serverLayerOf), or in the portal lib, ui, domain, app, a feature
 * (`features/auth`), or the portal's entry files (`portal`).
 */
export function layerOf(file: string): string {
  const parts = file.replace(/^src\//, '').split('/');
  const [part, inner, name] = parts;
  if (part === 'contract') return part;
  if (part === 'server') return serverLayerOf(parts);
  if (part !== 'portal') return 'outside';
  if (name === undefined) return 'portal';
  if (inner === 'features') return `features/${name}`;
  return inner ?? 'portal';
}

/**
 * The folder a file counts in for folder-level cycles: `portal/lib/http`, `server/auth`,
 * `portal/features/auth`; app, ui and contract count as one folder each (they compose
 * themselves: the contract's top files are both the base its endpoints and schemas build on and
 * the indexes that gather them). Module-level cycles are checked inside them all the same.
 */
export function unitOf(file: string): string {
  const parts = file.replace(/^src\//, '').split('/').slice(0, -1);
  if (parts[0] === 'contract') return 'contract';
  if (parts[0] === 'portal' && (parts[1] === 'app' || parts[1] === 'ui')) return parts.slice(0, 2).join('/');
  if (parts[0] === 'portal' && (parts[1] === 'features' || parts[1] === 'lib' || parts[1] === 'domain')) {
    return parts.slice(0, 3).join('/');
  }
  return parts.slice(0, 2).join('/');
}

/** The strongly connected groups of more than one node (or a node importing itself): the cycles. */
export function cycles(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || edges.get(node)?.has(node)) found.push(group.sort());
    }
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}

/** Adds an edge to a graph of sets. */
export function addEdge(graph: Map<string, Set<string>>, from: string, to: string): void {
  if (!graph.has(from)) graph.set(from, new Set());
  if (!graph.has(to)) graph.set(to, new Set());
  graph.get(from)?.add(to);
}
