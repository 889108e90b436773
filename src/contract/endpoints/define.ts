/** The shape of an endpoint, the builders of the area tables, and path building and matching. */

export type Method = 'GET' | 'POST';

export interface Endpoint {
  readonly method: Method;
  readonly path: string;
  /** Whether the call needs a signed-in session (everything but the auth screens' calls). */
  readonly auth: boolean;
}


/** A POST endpoint; `auth` false for the calls made before sign-in. */
export const post = (path: string, auth = true): Endpoint => ({ method: 'POST', path, auth });

/** A GET endpoint (always after sign-in). */
export const get = (path: string): Endpoint => ({ method: 'GET', path, auth: true });

export type QueryValue = string | number | boolean | null | undefined;

/**
 * Builds the path of an endpoint, relative to apiBase: fills `{name}` segments (URL-encoded, so a
 * `/` or `..` in a value can never change the path) and appends the query, skipping empty values.
 */
export function buildPath(
  endpoint: Endpoint,
  params: Readonly<Record<string, string | number>> = {},
  query: Readonly<Record<string, QueryValue>> = {},
): string {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * Matches a request path (relative to apiBase, no query) against an endpoint's pattern and returns
 * the decoded parameters, or null. Used by the reference server's router.
 */
export function matchEndpoint(
  endpoint: Endpoint,
  path: string,
): Record<string, string> | null {
  const want = endpoint.path.split('/');
  const have = path.split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] as string;
    const h = have[i] as string;
    const param = /^\{(\w+)\}$/.exec(w);
    if (param) {
      if (h === '') return null;
      try {
        params[param[1] as string] = decodeURIComponent(h);
      } catch {
        return null;
      }
    } else if (w !== h) {
      return null;
    }
  }
  return params;
}
