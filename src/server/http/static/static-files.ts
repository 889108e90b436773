/**
 * Serves the built portal under `/portal/`: files from the portal directory with the security
 * and cache headers of the quality bar, index.html for client-side routes, 404 for a missing file,
 * and no directory listings. GET and HEAD only. A text file goes out as the build's Brotli or gzip
 * copy beside it (`X.br`, `X.gz`) when the browser accepts one (encoding.ts), with
 * `Vary: Accept-Encoding` and an ETag of its own per encoding. Ranges are not offered (no
 * `Accept-Ranges`): a Range header gets the whole file, which HTTP allows.
 */
import { createReadStream } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, sep } from 'node:path';
import { sendText } from '../respond.ts';
import { contentTypeFor } from './content-types.ts';
import { acceptedEncodings, suffixOf, type Encoding } from './encoding.ts';
import { portalCsp } from './csp.ts';
import { isHashedAsset, resolveStaticPath } from './static-path.ts';

export interface StaticOptions {
  readonly portalDir: string;
  /** When set, config.json is generated with this apiBase (the API lives on another origin). */
  readonly apiBase: string | null;
  readonly apiOrigin: string | null;
}

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';

/** Resolves `segments` inside the portal directory, following links only if they stay inside. */
async function findFile(portalDir: string, segments: readonly string[]) {
  try {
    const root = await realpath(portalDir);
    const path = await realpath(join(root, ...segments));
    if (!path.startsWith(root + sep)) return null;
    const info = await stat(path);
    return info.isFile() ? { path, info } : null;
  } catch {
    return null;
  }
}

/** Types the build writes compressed copies of (build/compress.mjs decides which files have them). */
const compressibleType = /^(text\/|application\/json|image\/svg\+xml)/;

/** The best compressed copy of `segments` that the request accepts and the build wrote, if any. */
async function compressedCopy(req: IncomingMessage, portalDir: string, segments: readonly string[]) {
  const last = segments[segments.length - 1] ?? '';
  for (const encoding of acceptedEncodings(req.headers['accept-encoding'])) {
    const copy = await findFile(portalDir, [...segments.slice(0, -1), `${last}${suffixOf(encoding)}`]);
    if (copy) return { encoding, ...copy };
  }
  return null;
}

/** Whether If-None-Match (one tag, a list, or `*`) matches `etag`. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
}

async function sendFile(req: IncomingMessage, res: ServerResponse, portalDir: string, segments: string[], cache: string) {
  const original = await findFile(portalDir, segments);
  if (!original) return false;
  const type = contentTypeFor(original.path);
  const compressible = compressibleType.test(type);
  const copy = compressible ? await compressedCopy(req, portalDir, segments) : null;
  const file = copy ?? original;
  const encoding: Encoding | null = copy?.encoding ?? null;
  // The original's size and time name the content; each encoding is a representation of its own.
  const tag = `${original.info.size.toString(16)}-${Math.floor(original.info.mtimeMs).toString(16)}`;
  const etag = `W/"${tag}${encoding ? `-${encoding}` : ''}"`;
  res.setHeader('Cache-Control', cache);
  res.setHeader('ETag', etag);
  if (compressible) res.setHeader('Vary', 'Accept-Encoding');
  if (matches(req.headers['if-none-match'], etag)) {
    res.writeHead(304);
    res.end();
    return true;
  }
  res.writeHead(200, {
    'Content-Type': type,
    'Content-Length': file.info.size,
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  const stream = createReadStream(file.path);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
  return true;
}

/** The deployment's config.json with apiBase replaced: the API lives on another origin. */
async function sendGeneratedConfig(req: IncomingMessage, res: ServerResponse, options: StaticOptions) {
  let config: Record<string, unknown> = {};
  const file = await findFile(options.portalDir, ['config.json']);
  if (file) {
    try {
      const parsed: unknown = JSON.parse(await readFile(file.path, 'utf8'));
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) config = parsed as Record<string, unknown>;
    } catch {
      config = {};
    }
  }
  const text = JSON.stringify({ ...config, apiBase: options.apiBase });
  res.writeHead(200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': revalidate,
  });
  res.end(req.method === 'HEAD' ? undefined : text);
}

/** Answers a request for `/portal/<rest>`. */
export async function serveStatic(
  req: IncomingMessage,
  res: ServerResponse,
  options: StaticOptions,
  rest: string,
): Promise<void> {
  res.setHeader('Content-Security-Policy', portalCsp(options.apiOrigin));
  res.setHeader('X-Frame-Options', 'DENY');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendText(req, res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    return;
  }
  const target = resolveStaticPath(rest);
  if (target.kind === 'bad') {
    sendText(req, res, 400, 'Bad request');
    return;
  }
  if (target.kind === 'file' && !isSourceMap(target.segments)) {
    if (options.apiBase !== null && target.segments.join('/') === 'config.json') {
      await sendGeneratedConfig(req, res, options);
      return;
    }
    const sent = await sendFile(req, res, options.portalDir, target.segments, cacheFor(target.segments));
    if (!sent) sendText(req, res, 404, 'Not found');
    return;
  }
  // Source maps are for support staff, not the public (docs/security.md).
  if (target.kind === 'hidden' || (target.kind === 'file' && isSourceMap(target.segments))) {
    sendText(req, res, 404, 'Not found');
    return;
  }
  const sent = await sendFile(req, res, options.portalDir, ['index.html'], revalidate);
  if (!sent) sendText(req, res, 404, 'The portal has not been built: run "npm run build".');
}

function isSourceMap(segments: readonly string[]): boolean {
  return /\.map$/i.test(segments[segments.length - 1] ?? '');
}

/** Hashed assets are immutable; everything else (index.html, config.json, media) revalidates. */
function cacheFor(segments: readonly string[]): string {
  return isHashedAsset(segments) ? immutable : revalidate;
}
