/** Writing responses: the headers every answer carries and the JSON envelope of the API. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Envelope } from '../../contract/types.ts';

/** Headers on every response, API or static, success or failure (quality bar). */
export function setBaseHeaders(res: ServerResponse): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
}

/** Sends `body` as JSON. API answers are never cached: they can hold patient data. */
export function sendJson(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: Envelope,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : text);
}

/**
 * Sends a successful answer that is a document of its own media type rather than the envelope (the
 * FHIR export, whose consumers read a bare Bundle). Never cached, like every API answer.
 */
export function sendBare(req: IncomingMessage, res: ServerResponse, mediaType: string, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(200, {
    'Content-Type': `${mediaType}; charset=utf-8`,
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : text);
}

/** Sends a short plain-text answer (static side: not found, bad path, method not allowed). */
export function sendText(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(req.method === 'HEAD' ? undefined : text);
}
