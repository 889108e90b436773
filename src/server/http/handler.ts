/**
 * The shape of an API handler. A handler is made for one endpoint of the contract and gets that
 * endpoint's checked body and query and its path parameters; it must resolve the endpoint's
 * `data` type, or the build fails. Handlers are registered in one table keyed by endpoint name,
 * which must hold every endpoint of the contract (a missing handler is a type error).
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { AnyEndpoint, DataOf, EndpointName, QueryOf, BodyOf, endpoints } from '../../contract/endpoints.ts';
import type { AccessOf, PathParamNames } from '../../contract/endpoints/define.ts';
import type { Member } from '../access/member.ts';
import type { Session } from '../auth/session.ts';
import type { Db } from '../db/db.ts';
import type { Logger } from '../core/log.ts';
import type { Services } from './services.ts';

/**
 * What every handler gets: the request's facts and the server's services (http/services.ts).
 * `now` is read once from the server clock per request.
 */
export interface BaseContext extends Services {
  readonly db: Db;
  readonly log: Logger;
  readonly now: Date;
  readonly production: boolean;
  readonly headers: IncomingHttpHeaders;
  /** The client's address: the socket's, or the one a trusted proxy forwarded (TRUST_PROXY). */
  readonly clientAddress: string;
}

type ParamNamesOf<E> = E extends { path: infer P extends string } ? PathParamNames<P> : never;

/**
 * What the handler of endpoint E gets: checked body and query, the session when signed in, and
 * for a member endpoint the caller as a member of the session's institution, already admitted by
 * the endpoint's access rule (access/admit.ts).
 */
export type ContextOf<E extends AnyEndpoint> = BaseContext & {
  /** Decoded `{name}` segments of the endpoint path. */
  readonly params: { readonly [K in ParamNamesOf<E>]: string };
  readonly query: QueryOf<E>;
  readonly body: BodyOf<E>;
} & (AccessOf<E> extends { caller: 'anyone' } ? unknown : { readonly session: Session }) &
  (AccessOf<E> extends { caller: 'member' } ? { readonly member: Member } : unknown);

export interface HandlerOptions {
  /**
   * Counted against a per-minute limit of the client's address first: `true` for a costly public
   * call (login, register), `'code_checks'` for the public check of a printed code, which has a
   * limit of its own so that checking paper never spends the budget of signing in.
   */
  readonly rateLimited?: boolean | 'code_checks';
  /**
   * The call changes what authentication reads (revokes a session, moves it to another
   * institution): this process forgets the caller's cached sessions when it ends, at once, rather
   * than when the database's notice arrives (see auth/session-cache.ts).
   */
  readonly changesSession?: boolean;
}

export interface Handler<E extends AnyEndpoint = AnyEndpoint> {
  readonly endpoint: E;
  readonly options: HandlerOptions;
  /** Resolves the envelope's `data`, or throws an ApiError. */
  run(ctx: ContextOf<E>): Promise<DataOf<E>>;
}

/** A handler for `endpoint`; the pipeline has authenticated and checked the request before `run`. */
export function handler<E extends AnyEndpoint>(
  endpoint: E,
  run: (ctx: ContextOf<E>) => Promise<DataOf<E>>,
  options: HandlerOptions = {},
): Handler<E> {
  return { endpoint, run, options };
}

/** One handler for every endpoint of the contract: an endpoint without one is a type error. */
export type HandlerTable = { readonly [N in EndpointName]: Handler<(typeof endpoints)[N]> };
