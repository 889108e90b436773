/**
 * The request listener: base headers and a request id on everything, the health checks and the
 * metrics, `/api/` to the API pipeline, `/portal/` to the static files, `/` and `/portal`
 * redirected to `/portal/`, one log line per request when `logRequests` (production, or
 * LOG_REQUESTS=1), and every request counted in the metrics.
 *
 * The request id is the incoming `X-Request-Id` when it is well formed (the proxy's, so its access
 * log and ours name the same request), else a new one; it is sent back in `X-Request-Id` and is
 * on every log line written for the request, through the logger its handlers get.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { basePath } from '../../contract/constants.ts';
import { serverReason } from '../../contract/messages.ts';
import { describeError, withFields } from '../core/log.ts';
import { handleApi, type ApiDeps } from './api.ts';
import { answerHealth, healthPaths, isHealthPath } from './health.ts';
import type { TrustedProxies } from './client-address.ts';
import { answerMetrics, metricsPath } from './metrics-endpoint.ts';
import { labelRequest, requestLabel, requestName } from './request-label.ts';
import { sendJson, sendText, setBaseHeaders } from './respond.ts';
import { serveStatic, type StaticOptions } from './static/static-files.ts';

export interface DispatchDeps {
  readonly api: ApiDeps;
  readonly static: StaticOptions;
  /** One log line per request (a passing health check excepted). */
  readonly logRequests: boolean;
  /** METRICS_TOKEN: the token `/api/metrics` asks for; undefined: that address is off. */
  readonly metricsToken: string | undefined;
  /** METRICS_ALLOW: who may read the metrics, directly; null: any address with the token. */
  readonly metricsAllow: TrustedProxies | null;
}

export const requestIdHeader = 'X-Request-Id';

/** What an incoming request id may be: 1 to 64 letters, digits, dots, underscores and hyphens. */
const wellFormedRequestId = /^[A-Za-z0-9._-]{1,64}$/;

/** The incoming request id when well formed (a repeated header is not), else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && wellFormedRequestId.test(given) ? given : randomUUID();
}

export interface Dispatcher {
  readonly listener: RequestListener;
  /** Shutdown has begun: every answer not yet sent closes its connection after it. */
  beginClosing(): void;
}

const apiPrefix = '/api/';
const portalPrefix = `${basePath}/`;

async function route(req: IncomingMessage, res: ServerResponse, deps: DispatchDeps): Promise<void> {
  const url = req.url ?? '/';
  const queryAt = url.indexOf('?');
  const path = queryAt >= 0 ? url.slice(0, queryAt) : url;
  const search = queryAt >= 0 ? url.slice(queryAt + 1) : '';
  if (path.startsWith(apiPrefix)) {
    const name = path.slice(apiPrefix.length);
    if (isHealthPath(name)) return answerHealth(req, res, deps.api.db, name);
    if (name === metricsPath) return answerMetrics(req, res, deps.api.services.metrics, deps.metricsToken, deps.metricsAllow);
    return handleApi(req, res, deps.api, name, search);
  }
  if (path.startsWith(portalPrefix)) {
    labelRequest(res, 'static');
    return serveStatic(req, res, deps.static, path.slice(portalPrefix.length));
  }
  if (path === '/' || path === basePath) {
    labelRequest(res, 'redirect');
    const location = path === basePath && search ? `${portalPrefix}?${search}` : portalPrefix;
    res.writeHead(302, { Location: location, 'Content-Length': 0 });
    res.end();
    return;
  }
  sendText(req, res, 404, 'Not found');
}

/** Builds the listener. Whatever a request does, the process keeps serving. */
export function createDispatcher(deps: DispatchDeps): Dispatcher {
  const { metrics } = deps.api.services;
  const unanswered = new Set<ServerResponse>();
  let closing = false;
  const listener: RequestListener = (req, res) => {
    const started = performance.now();
    setBaseHeaders(res);
    const requestId = requestIdOf(req);
    res.setHeader(requestIdHeader, requestId);
    const log = withFields(deps.api.log, { request_id: requestId });
    if (closing) res.setHeader('Connection', 'close');
    unanswered.add(res);
    res.once('close', () => {
      unanswered.delete(res);
      const ms = performance.now() - started;
      metrics.request(requestName(res), res.headersSent ? res.statusCode : 0, ms / 1000);
      if (!deps.logRequests) return;
      // A load balancer asks every few seconds: only a failing check is worth a line.
      const label = requestLabel(res);
      if ((label === healthPaths.health || label === healthPaths.ready) && res.statusCode === 200) return;
      log.info('request', {
        method: req.method,
        endpoint: label,
        status: res.statusCode,
        duration_ms: Math.round(ms * 10) / 10,
        ...(res.writableFinished ? {} : { aborted: true }),
      });
    });
    route(req, res, { ...deps, api: { ...deps.api, log } }).catch((error: unknown) => {
      log.error('request_error', describeError(error));
      if (!res.headersSent) sendJson(req, res, 500, { message: serverReason.internal });
      else res.destroy();
    });
  };
  return {
    listener,
    beginClosing() {
      closing = true;
      for (const res of unanswered) if (!res.headersSent) res.setHeader('Connection', 'close');
    },
  };
}
