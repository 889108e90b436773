/**
 * CORS for deployments where the portal and the API live on different origins. Only origins in
 * the configured allowlist get an `Access-Control-Allow-Origin`, by exact match; the request's
 * Origin is never echoed otherwise. No cookies are involved (the token travels in a header), so
 * credentials are not allowed.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { headerNames } from '../../contract/headers.ts';

export const preflightMaxAgeSeconds = 600;

/** Checks each configured origin is a bare origin (`scheme://host[:port]`); throws otherwise. */
export function parseOrigins(origins: readonly string[]): ReadonlySet<string> {
  const set = new Set<string>();
  for (const raw of origins) {
    const origin = raw.trim();
    if (!origin) continue;
    let parsed: URL | null = null;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = null;
    }
    // A wildcard could never match (origins are compared exactly), so it is a configuration error.
    if (!parsed || parsed.origin !== origin || origin.includes('*')) {
      throw new Error(`CORS origin "${origin}" is not of the form https://host[:port]`);
    }
    set.add(origin);
  }
  return set;
}

/** Adds the CORS answer to an API response; returns whether the request's origin is allowed. */
export function applyCors(req: IncomingMessage, res: ServerResponse, allowed: ReadonlySet<string>): boolean {
  // Caches must keep answers for different origins apart, allowed or not.
  res.setHeader('Vary', 'Origin');
  const origin = req.headers.origin;
  if (typeof origin !== 'string' || !allowed.has(origin)) return false;
  res.setHeader('Access-Control-Allow-Origin', origin);
  // The request id, for a person reporting a problem to quote what the server's log calls it.
  res.setHeader('Access-Control-Expose-Headers', 'X-Request-Id');
  return true;
}

/** The headers of a successful preflight answer. */
export function preflightHeaders(): Record<string, string> {
  return {
    'Access-Control-Allow-Methods': 'GET, POST',
    'Access-Control-Allow-Headers': [
      headerNames.authType,
      headerNames.authorization,
      headerNames.loginType,
      'Content-Type',
    ].join(', '),
    'Access-Control-Max-Age': String(preflightMaxAgeSeconds),
  };
}
