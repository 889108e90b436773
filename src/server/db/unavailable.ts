/**
 * A database that cannot be reached (stopped, restarting, network cut) is not a bug in the
 * request: the answer is 503 with the catalogue's message and a Retry-After, at once, rather than
 * a 500 or a request left hanging until the driver gives up (issue 21, "Health and failure").
 */
import { serverReason } from '../../contract/messages.ts';
import { ApiError } from '../core/api-error.ts';

/** Codes the `postgres` client and Node's sockets give when the server is out of reach. */
const unreachableCodes = new Set([
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * Whether `error` says the database is out of reach: a socket or connection failure, or a
 * SQLSTATE of class 08 (connection exception) or 57P01-57P03 (shutting down, cannot connect now).
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return false;
  return unreachableCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code);
}

/** The 503 a request gets while the database is out of reach. */
export function databaseUnavailable(): ApiError {
  return new ApiError(503, serverReason.databaseUnavailable, { headers: { 'Retry-After': '5' } });
}

/** `error` itself, or the 503 when it says the database is out of reach. */
export function asUnavailable(error: unknown): unknown {
  return isDatabaseUnreachable(error) ? databaseUnavailable() : error;
}

/**
 * Whether `error` is that 503: the database's absence, logged once where it was found
 * (`database_unreachable`), not again by every background worker that polls meanwhile.
 */
export function isDatabaseAway(error: unknown): boolean {
  return error instanceof ApiError && error.status === 503;
}
