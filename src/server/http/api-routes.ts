/** Resolves an API path against the contract's endpoint table; no path is restated here. */
import { endpoints, matchEndpoint, type Endpoint, type EndpointName, type Method } from '../../contract/endpoints.ts';

export type Resolution =
  | { kind: 'match'; name: EndpointName; endpoint: Endpoint; params: Record<string, string> }
  | { kind: 'wrong-method'; allow: Method[] }
  | { kind: 'none' };

const table = Object.entries(endpoints) as [EndpointName, Endpoint][];

/** Finds the endpoint for `method` and `path` (relative to the API base, without the query). */
export function resolveRoute(method: string, path: string): Resolution {
  const allow: Method[] = [];
  for (const [name, endpoint] of table) {
    const params = matchEndpoint(endpoint, path);
    if (!params) continue;
    if (endpoint.method === method) return { kind: 'match', name, endpoint, params };
    if (!allow.includes(endpoint.method)) allow.push(endpoint.method);
  }
  return allow.length ? { kind: 'wrong-method', allow } : { kind: 'none' };
}
