/** Resolves an API path against the contract's endpoint table; no path is restated here. */
import { contractIndex } from '../../contract/conformance.ts';
import type { Endpoint, EndpointName, Method } from '../../contract/endpoints.ts';

export type Resolution =
  | { kind: 'match'; name: EndpointName; endpoint: Endpoint; params: Record<string, string> }
  | { kind: 'wrong-method'; allow: Method[] }
  | { kind: 'none' };

/** Finds the endpoint for `method` and `path` (relative to the API base, without the query). */
export function resolveRoute(method: string, path: string): Resolution {
  const matches = contractIndex.match(path);
  const hit = matches.find((m) => m.endpoint.method === method);
  if (hit) return { kind: 'match', ...hit };
  const allow = [...new Set(matches.map((m) => m.endpoint.method))];
  return allow.length ? { kind: 'wrong-method', allow } : { kind: 'none' };
}
