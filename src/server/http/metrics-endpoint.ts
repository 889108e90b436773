/**
 * `GET /api/metrics`: this process's metrics (metrics.ts) in the Prometheus text format, for
 * a caller that sends `Authorization: Bearer <METRICS_TOKEN>` (what Prometheus' scrape
 * `authorization` setting sends). Without METRICS_TOKEN the address does not exist (404); a
 * missing or wrong token is a 401 in the API's envelope, with no figure in it. With METRICS_ALLOW
 * the address exists only for a caller at one of its addresses that reaches the process directly:
 * a request a proxy forwarded (it carries X-Forwarded-For) is answered 404, whoever sent it, since
 * the proxy's own address may well be on the list. Like the health checks it sits in front of the
 * contract's endpoints: it is about this process, not the portal.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { serverReason } from '../../contract/messages.ts';
import type { Metrics } from './metrics.ts';
import { socketAddress, type TrustedProxies } from './client-address.ts';
import { labelRequest } from './request-label.ts';
import { sendJson } from './respond.ts';

export const metricsPath = 'metrics';

/**
 * The refusal's message: for whoever sets up the scrape, never shown in the portal (so not in the
 * contract's catalogue, which the portal translates).
 */
export const metricsTokenRequired = 'The metrics need the token of METRICS_TOKEN, sent as "Authorization: Bearer <token>".';

/** The shortest METRICS_TOKEN accepted, as for MEDIA_URL_SECRET: long enough not to be guessed. */
export const minMetricsTokenLength = 32;

/**
 * Checks METRICS_TOKEN (unset or empty: the endpoint is off); throws a sentence for the operator.
 * The characters are those a Bearer token may hold (RFC 6750), so it travels unchanged.
 */
export function readMetricsToken(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  const hint = 'Make one with "openssl rand -hex 32" and give the same value to Prometheus\' scrape authorization (docs/deploy.md, "Monitoring").';
  if (value.trim() !== value) throw new Error(`METRICS_TOKEN has spaces around it: remove them. ${hint}`);
  if (!/^[A-Za-z0-9._~+/-]+=*$/.test(value)) throw new Error(`METRICS_TOKEN may hold only letters, digits and . _ ~ + / - (then = at the end). ${hint}`);
  if (value.length < minMetricsTokenLength) throw new Error(`METRICS_TOKEN must be at least ${minMetricsTokenLength} characters long. ${hint}`);
  if (new Set(value).size < 8) throw new Error(`METRICS_TOKEN repeats too few characters to be secret. ${hint}`);
  return value;
}

/** Whether `header` is `Bearer <token>`, compared in constant time (the hashes have one length). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer ([^\s]+)$/i.exec(header ?? '');
  const given = createHash('sha256').update(match?.[1] ?? '').digest();
  const expected = createHash('sha256').update(token).digest();
  return timingSafeEqual(given, expected) && match !== null;
}

/** Answers `/api/metrics`. */
export async function answerMetrics(
  req: IncomingMessage,
  res: ServerResponse,
  metrics: Metrics,
  token: string | undefined,
  allowed: TrustedProxies | null,
): Promise<void> {
  labelRequest(res, metricsPath);
  req.resume();
  const outsider = allowed !== null && (!allowed.has(socketAddress(req)) || req.headers['x-forwarded-for'] !== undefined);
  if (token === undefined || outsider) {
    sendJson(req, res, 404, { message: serverReason.notFound });
  } else if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendJson(req, res, 405, { message: serverReason.methodNotAllowed }, { Allow: 'GET, HEAD' });
  } else if ((req.headersDistinct.authorization?.length ?? 0) > 1 || !bearerMatches(req.headers.authorization, token)) {
    sendJson(req, res, 401, { message: metricsTokenRequired }, { 'WWW-Authenticate': 'Bearer realm="metrics"' });
  } else {
    const text = await metrics.scrape();
    res.writeHead(200, {
      'Content-Type': metrics.contentType,
      'Content-Length': Buffer.byteLength(text),
      'Cache-Control': 'no-store',
    });
    res.end(req.method === 'HEAD' ? undefined : text);
  }
}
