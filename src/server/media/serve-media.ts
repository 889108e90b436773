/**
 * GET and HEAD `/api/media/<path>?u=&e=&s=`: one file of the media store, behind a signed link
 * (signed-url.ts), with byte ranges for players (206, `Accept-Ranges`, `Content-Range`, 416 for a
 * range it cannot give). A patient's processed video is never cached (`no-store`); a training
 * video may be kept by the browser for as long as its link lives (`private`).
 */
import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../core/log.ts';
import { findMediaFile, isPatientMedia, type MediaStore } from './media-store.ts';
import { parseRange } from './range.ts';
import { verifyMediaLink, mediaLinkSeconds } from './signed-url.ts';

const types: Readonly<Record<string, string>> = {
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt; charset=utf-8',
};

function typeOf(path: string): string {
  const dot = path.lastIndexOf('.');
  return types[path.slice(dot).toLowerCase()] ?? 'application/octet-stream';
}

/** A refusal in the API's envelope (the base headers are already set by the dispatcher). */
function refuse(req: IncomingMessage, res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  const text = JSON.stringify({ message });
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : text);
}

/** Answers a media request; `path` is still percent-encoded, relative to `media/`. */
export async function serveMedia(
  req: IncomingMessage,
  res: ServerResponse,
  store: MediaStore,
  log: Logger,
  encodedPath: string,
  search: string,
  now: Date,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    refuse(req, res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    return;
  }
  let path: string;
  try {
    path = decodeURIComponent(encodedPath);
  } catch {
    refuse(req, res, 404, 'Not found');
    return;
  }
  const check = verifyMediaLink(store.secret, path, new URLSearchParams(search), now);
  if (!check.ok) {
    log.warn('media_link_refused', { reason: check.reason });
    // An expired link and a forged one answer alike: the page asks for a fresh link either way.
    refuse(req, res, 403, 'This media link is not valid or has expired');
    return;
  }
  const found = await findMediaFile(store, path);
  if (!found) {
    refuse(req, res, 404, 'Not found');
    return;
  }
  const headers: Record<string, string | number> = {
    'Content-Type': typeOf(path),
    'Accept-Ranges': 'bytes',
    'Cache-Control': isPatientMedia(path) ? 'no-store' : `private, max-age=${mediaLinkSeconds}`,
    'Last-Modified': new Date(found.mtimeMs).toUTCString(),
    // A media file is shown by a player, never run as a page of this origin.
    'Content-Security-Policy': "default-src 'none'; sandbox",
  };
  const answer = parseRange(req.headers.range, found.size);
  if (answer.kind === 'unsatisfiable') {
    res.writeHead(416, { ...headers, 'Content-Range': `bytes */${found.size}`, 'Content-Length': 0 });
    res.end();
    return;
  }
  const range = answer.kind === 'range' ? answer.range : null;
  const start = range?.start ?? 0;
  const end = range?.end ?? found.size - 1;
  const length = found.size === 0 ? 0 : end - start + 1;
  res.writeHead(range ? 206 : 200, {
    ...headers,
    'Content-Length': length,
    ...(range ? { 'Content-Range': `bytes ${start}-${end}/${found.size}` } : {}),
  });
  if (req.method === 'HEAD' || length === 0) {
    res.end();
    return;
  }
  // 256 KB reads: a 1 MB range in four reads rather than sixteen, less work per byte streamed.
  const stream = createReadStream(found.file, { start, end, highWaterMark: 256 * 1024 });
  stream.on('error', () => res.destroy());
  res.on('close', () => stream.destroy());
  stream.pipe(res);
}
