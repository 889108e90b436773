/**
 * The API request pipeline: CORS, routing by the contract table, authentication, body limits,
 * the endpoint's schemas, the handler, and one envelope for every outcome. A handler's exception becomes a 500 with no
 * detail; it never reaches the process.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { serverReason } from '../../contract/messages.ts';
import { needsSession } from '../../contract/access.ts';
import { admit } from '../access/admit.ts';
import { authenticate } from '../auth/authenticate.ts';
import type { RateLimit } from '../auth/rate-limit.ts';
import type { Session } from '../auth/session.ts';
import type { SessionCache } from '../auth/session-cache.ts';
import { hasSqlState, type Db } from '../db/db.ts';
import { unconfirmedAccountState } from '../db/sql-states.ts';
import { describeError, type Logger } from '../core/log.ts';
import { ApiError } from '../core/api-error.ts';
import { resolveRoute } from './api-routes.ts';
import { readJsonBody } from './body.ts';
import { labelRequest } from './request-label.ts';
import { applyCors, preflightHeaders } from './cors.ts';
import { answerIssues, failureIssues } from '../../contract/conformance.ts';
import type { AnyEndpoint, EndpointName } from '../../contract/endpoints.ts';
import { checkRequest } from './check-request.ts';
import type { ContextOf, Handler, HandlerTable } from './handler.ts';
import { sendBare, sendJson } from './respond.ts';
import type { Services } from './services.ts';
import { serveMedia } from '../media/serve-media.ts';
import { mediaPrefix } from '../media/signed-url.ts';

export interface ApiDeps {
  readonly db: Db;
  readonly log: Logger;
  readonly now: () => number;
  readonly production: boolean;
  readonly handlers: HandlerTable;
  readonly corsOrigins: ReadonlySet<string>;
  /** The client address of a request (by default the socket's remote address). */
  readonly clientAddress: (req: IncomingMessage) => string;
  /** The services handed to every handler on its context (http/services.ts). */
  readonly services: Services;
  /** The limit of the costly public calls (`rateLimited: true`): login, register. */
  readonly authLimit: RateLimit;
  /** The public checks of printed codes, limited apart from the auth calls. */
  readonly codeCheckLimit: RateLimit;
  /** Sessions verified seconds ago, kept in step with the database by its notices. */
  readonly sessions: SessionCache;
  /** Check every successful answer against its endpoint's schema (outside production). */
  readonly checkAnswers: boolean;
}

/**
 * A handler's answer that breaks its schema is a server bug: a 500, logged with the field paths and
 * codes (never the values, which may be personal data).
 */
function assertAnswer(log: Logger, name: EndpointName, data: unknown): void {
  const issues = answerIssues(name, data);
  if (!issues.length) return;
  log.error('answer_breaks_contract', { endpoint: name, fields: issues.slice(0, 10) });
  throw new ApiError(500, serverReason.internal);
}

/**
 * A failure whose `data` breaks the endpoint's declared error payloads is a server bug too; it is
 * logged (field paths and codes only) and still answered, since the failure itself is real.
 */
function checkFailure(log: Logger, name: EndpointName, error: ApiError): void {
  const issues = failureIssues(name, error.status, error.details.data);
  if (issues.length) log.error('failure_breaks_contract', { endpoint: name, status: error.status, fields: issues.slice(0, 10) });
}

/** The sign-in call, whose refusals (401) are counted as failed sign-ins. */
const signInEndpoint: EndpointName = 'login';

/** Headers that carry credentials; Node keeps only the first of repeated ones in `req.headers`. */
const authHeaders = ['authorization', 'authtype', 'logintype'] as const;

/**
 * A request with two credentials is refused (400) rather than judged by whichever one Node kept:
 * a proxy and the server could otherwise each read a different one.
 */
function refuseRepeatedAuthHeaders(req: IncomingMessage): void {
  for (const name of authHeaders) {
    if ((req.headersDistinct[name]?.length ?? 0) > 1) throw new ApiError(400, serverReason.repeatedAuthHeader);
  }
}

/**
 * Answers one API request. `path` is relative to `/api/` and still percent-encoded; `search` is
 * the raw query string.
 */
export async function handleApi(
  req: IncomingMessage,
  res: ServerResponse,
  deps: ApiDeps,
  path: string,
  search: string,
): Promise<void> {
  const originAllowed = applyCors(req, res, deps.corsOrigins);
  if (req.method === 'OPTIONS') {
    labelRequest(res, 'preflight');
    if (originAllowed) {
      res.writeHead(204, preflightHeaders());
      res.end();
    } else {
      sendJson(req, res, 403, { message: serverReason.originNotAllowed });
    }
    return;
  }
  // Media files behind signed links (media/serve-media.ts): a player cannot send the API headers.
  if (path.startsWith(mediaPrefix)) {
    labelRequest(res, 'media');
    return serveMedia(req, res, deps.services.media, deps.log, path.slice(mediaPrefix.length), search, new Date(deps.now()));
  }
  const route = resolveRoute(req.method ?? '', path);
  if (route.kind === 'none') {
    sendJson(req, res, 404, { message: serverReason.notFound });
    return;
  }
  if (route.kind === 'wrong-method') {
    sendJson(req, res, 405, { message: serverReason.methodNotAllowed }, { Allow: route.allow.join(', ') });
    return;
  }
  const label = route.endpoint.path;
  labelRequest(res, label, route.name);
  let session: Session | null = null;
  let forgetAfter: number | null = null;
  const clientAddress = deps.clientAddress(req);
  try {
    const now = new Date(deps.now());
    refuseRepeatedAuthHeaders(req);
    // The token and the caller's access are checked before the body is read: a caller who may not
    // make the call costs no parsing, and the handler never runs for them.
    if (needsSession(route.endpoint.access)) session = await authenticate(deps.db, req.headers, now, deps.sessions, deps.services.sessionLimits);
    // A session between its password and its second factor opens the second step (and logout) and
    // nothing else; a full one has nothing left to give there (issue 34).
    if (session && route.name !== 'logout' && (session.stage === 'second_step') !== (route.endpoint.access.caller === 'second-step')) {
      throw session.stage === 'second_step' ? new ApiError(401, serverReason.secondFactorRequired) : new ApiError(409, serverReason.secondStepDone);
    }
    const handler: Handler = deps.handlers[route.name];
    if (handler.options.changesSession && session) forgetAfter = session.userId;
    const member = await admit(deps.db, route.endpoint.access, session, route.params);
    const limit = handler.options.rateLimited;
    if (limit) await deps.services.rateLimits.take(limit === 'code_checks' ? deps.codeCheckLimit : deps.authLimit, clientAddress, now.getTime());
    const { body, query } = checkRequest(route.name, await readJsonBody(req), new URLSearchParams(search));
    const ctx = {
      ...deps.services,
      db: deps.db,
      log: deps.log,
      now,
      production: deps.production,
      params: route.params,
      query,
      body,
      headers: req.headers,
      clientAddress,
      ...(session ? { session } : {}),
      ...(member ? { member } : {}),
    };
    const data = await handler.run(ctx as ContextOf<AnyEndpoint>);
    if (deps.checkAnswers) assertAnswer(deps.log, route.name, data);
    if (route.endpoint.mediaType) return sendBare(req, res, route.endpoint.mediaType, data);
    sendJson(req, res, 200, data === undefined ? { message: serverReason.ok } : { message: serverReason.ok, data });
  } catch (error) {
    if (deps.checkAnswers && error instanceof ApiError) checkFailure(deps.log, route.name, error);
    answerFailure(req, res, deps, route.name, label, session, clientAddress, error);
  } finally {
    if (forgetAfter !== null) deps.sessions.forgetUser(forgetAfter);
  }
}

function answerFailure(
  req: IncomingMessage,
  res: ServerResponse,
  { log, services: { metrics } }: ApiDeps,
  name: EndpointName,
  endpoint: string,
  session: Session | null,
  clientAddress: string,
  error: unknown,
): void {
  if (error instanceof ApiError) {
    const userId = error.details.userId ?? session?.userId;
    if (error.status === 429) metrics.throttled(name);
    else if (error.status === 401 && name === signInEndpoint) metrics.signInFailed();
    if (error.status === 401 || error.status === 429) {
      log.warn('auth_failure', { endpoint, reason: error.message, user_id: userId ?? null, client_address: clientAddress });
    } else if (error.status === 403) {
      log.warn('authorization_failure', { endpoint, reason: error.message, user_id: userId ?? null });
    }
    const headers = { ...error.details.headers, ...(error.status === 413 ? { Connection: 'close' } : {}) };
    const envelope = error.details.data === undefined ? { message: error.message } : { message: error.message, data: error.details.data };
    sendJson(req, res, error.status, envelope, headers);
    return;
  }
  // The database refused to link an unconfirmed account to an institution (migration 4).
  if (hasSqlState(error, unconfirmedAccountState)) {
    log.warn('unconfirmed_account_link_refused', { endpoint, user_id: session?.userId ?? null });
    sendJson(req, res, 409, { message: serverReason.emailNotConfirmed });
    return;
  }
  // The client went away (for instance while sending its body): there is no one to answer.
  if (res.destroyed) {
    log.info('client_closed', { endpoint });
    return;
  }
  log.error('handler_error', { endpoint, ...describeError(error) });
  if (!res.headersSent) sendJson(req, res, 500, { message: serverReason.internal });
  else res.destroy();
}
