/**
 * Finds the endpoints of a request path by walking a tree of path segments built once from the
 * endpoint table: the cost of a lookup grows with the path's length, not with the number of
 * endpoints (about four times today's when the features land).
 */
import type { AnyEndpoint, Method } from './endpoints/define.ts';
import { isStorableText } from './schema.ts';

interface Node<N extends string> {
  readonly fixed: Map<string, Node<N>>;
  /** The child for a `{name}` segment, whatever the name (one per position). */
  param: Node<N> | null;
  readonly here: { name: N; endpoint: AnyEndpoint; paramNames: string[] }[];
}

export interface EndpointMatch<N extends string> {
  name: N;
  endpoint: AnyEndpoint;
  params: Record<string, string>;
}

const emptyNode = <N extends string>(): Node<N> => ({ fixed: new Map(), param: null, here: [] });
const paramName = (segment: string) => /^\{(\w+)\}$/.exec(segment)?.[1] ?? null;

/** An index of `table`; `match(path)` returns every endpoint of that path, whatever its method. */
export function endpointIndex<N extends string>(table: Readonly<Record<N, AnyEndpoint>>) {
  const root = emptyNode<N>();
  for (const [name, endpoint] of Object.entries(table) as [N, AnyEndpoint][]) {
    let node = root;
    const paramNames: string[] = [];
    for (const segment of endpoint.path.split('/')) {
      const param = paramName(segment);
      if (param) {
        paramNames.push(param);
        node = node.param ??= emptyNode();
      } else {
        let next = node.fixed.get(segment);
        if (!next) node.fixed.set(segment, (next = emptyNode()));
        node = next;
      }
    }
    node.here.push({ name, endpoint, paramNames });
  }

  /** The node of the path's segments, fixed segments first; the values taken by `{name}` segments. */
  function walk(node: Node<N>, segments: readonly string[], at: number, values: string[]): Node<N> | null {
    if (at === segments.length) return node.here.length ? node : null;
    const segment = segments[at] as string;
    const fixed = node.fixed.get(segment);
    const found = fixed ? walk(fixed, segments, at + 1, values) : null;
    if (found || !node.param || segment === '') return found;
    values.push(segment);
    const viaParam = walk(node.param, segments, at + 1, values);
    if (!viaParam) values.pop();
    return viaParam;
  }

  return {
    /** Every endpoint of `path` (relative to apiBase, no query) with its decoded parameters. */
    match(path: string): EndpointMatch<N>[] {
      const values: string[] = [];
      const node = walk(root, path.split('/'), 0, values);
      if (!node) return [];
      let decoded: string[];
      try {
        decoded = values.map((value) => decodeURIComponent(value));
      } catch {
        return [];
      }
      // A parameter is text like a body field: one the database cannot hold (NUL) names nothing
      // here, so it is no path of ours rather than a failure of the handler that would look it up.
      if (!decoded.every(isStorableText)) return [];
      return node.here.map(({ name, endpoint, paramNames }) => ({
        name,
        endpoint,
        params: Object.fromEntries(paramNames.map((param, i) => [param, decoded[i] as string])),
      }));
    },
    /** The endpoint of `method` and `path`, or null. */
    find(method: Method | string, path: string): EndpointMatch<N> | null {
      return this.match(path).find((m) => m.endpoint.method === method) ?? null;
    },
  };
}
