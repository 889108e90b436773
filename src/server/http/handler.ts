/**
 * The shape of an API handler. Handlers live per area under `features/` and are registered in one
 * table keyed by the contract's endpoint names, so the router never restates a path.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { EndpointName } from '../../contract/endpoints.ts';
import type { Session } from '../auth/session.ts';
import type { Db } from '../db/db.ts';
import type { Logger } from '../log.ts';

/** What every handler gets. `now` is read once from the server clock per request. */
export interface PublicContext {
  readonly db: Db;
  readonly log: Logger;
  readonly now: Date;
  readonly production: boolean;
  /** Decoded `{name}` segments of the endpoint path. */
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  /** The parsed JSON body, or undefined when the request had none. */
  readonly body: unknown;
  readonly headers: IncomingHttpHeaders;
  /** The client's address: the socket's remote address (X-Forwarded-For is never trusted). */
  readonly clientAddress: string;
  /** Counts a costly public call (login, register) against the client's per-minute limit. */
  limitAuthRate(): void;
}

/** What a handler of a signed-in call gets: the server-side session, the only source of scope. */
export interface SessionContext extends PublicContext {
  readonly session: Session;
}

/** A handler resolves the envelope's `data` (or undefined), or throws an ApiError. */
export type Handler =
  | { readonly auth: false; run(ctx: PublicContext): Promise<unknown> }
  | { readonly auth: true; run(ctx: SessionContext): Promise<unknown> };

export type HandlerTable = Partial<Record<EndpointName, Handler>>;

/** A handler for a call made before sign-in (login, register, password reset). */
export function publicHandler(run: (ctx: PublicContext) => Promise<unknown>): Handler {
  return { auth: false, run };
}

/** A handler for a signed-in call; the pipeline has authenticated the session before it runs. */
export function sessionHandler(run: (ctx: SessionContext) => Promise<unknown>): Handler {
  return { auth: true, run };
}

/** One header's value, or undefined when absent or repeated (a repeated auth header is suspect). */
export function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return typeof value === 'string' ? value : undefined;
}
