/**
 * Reading an API request body: JSON only, at most 100 KB, valid UTF-8, and free of the keys that
 * pollute object prototypes when a body is merged or copied somewhere.
 */
import type { IncomingMessage } from 'node:http';
import { serverReason } from '../../contract/messages.ts';
import { ApiError } from '../core/api-error.ts';

export const maxBodyBytes = 100 * 1024;

const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);

function isJsonMediaType(header: string | undefined): boolean {
  if (!header) return false;
  const [type, ...params] = header.split(';').map((part) => part.trim().toLowerCase());
  if (type !== 'application/json') return false;
  // JSON is UTF-8 (RFC 8259); any other declared charset would be decoded wrongly.
  return params.every((param) => !param.startsWith('charset=') || /^charset="?utf-8"?$/.test(param));
}

async function readBytes(req: IncomingMessage): Promise<Buffer> {
  // A request with neither Content-Length nor Transfer-Encoding has no body (RFC 9112, 6.3), and
  // most calls are such: let it end without reading it (reading a stream costs a turn or more).
  if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined) {
    req.resume();
    return Buffer.alloc(0);
  }
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBodyBytes) {
    throw new ApiError(413, serverReason.bodyTooLarge);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > maxBodyBytes) throw new ApiError(413, serverReason.bodyTooLarge);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks, size);
}

/** Throws on the first forbidden key at any depth; iterative, so deep nesting cannot overflow. */
function assertNoForbiddenKeys(value: unknown): void {
  const pending: unknown[] = [value];
  while (pending.length) {
    const current = pending.pop();
    if (typeof current !== 'object' || current === null) continue;
    for (const key of Object.keys(current)) {
      if (forbiddenKeys.has(key)) throw new ApiError(400, serverReason.forbiddenKey);
      pending.push((current as Record<string, unknown>)[key]);
    }
  }
}

/**
 * Reads and parses the body. Resolves `undefined` when there is none (the portal posts most
 * calls without a body); whether a handler needs one is the handler's business.
 */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const encoding = req.headers['content-encoding'];
  if (encoding && encoding.toLowerCase() !== 'identity') throw new ApiError(415, serverReason.jsonOnly);
  const bytes = await readBytes(req);
  if (bytes.length === 0) return undefined;
  if (!isJsonMediaType(req.headers['content-type'])) throw new ApiError(415, serverReason.jsonOnly);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError(400, serverReason.invalidBody);
  }
  if (text.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiError(400, serverReason.invalidBody);
  }
  assertNoForbiddenKeys(parsed);
  return parsed;
}
