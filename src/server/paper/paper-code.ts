/**
 * Verification codes and addresses of printed paper (issue 25). A report's code has 20 letters and
 * digits from a 32-sign alphabet without look-alikes (100 random bits; a byte modulo 32 is uniform),
 * in groups of four like a certificate's (80 bits), so it reads aloud and types without mistakes.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { basePath } from '../../contract/constants.ts';
import type { Queryable } from '../db/db.ts';

const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A fresh report paper code: `XXXX-XXXX-XXXX-XXXX-XXXX`. */
export function reportPaperCode(): string {
  const chars = [...randomBytes(20)].map((byte) => alphabet[byte % 32]).join('');
  return chars.match(/.{4}/g)?.join('-') ?? chars;
}

/** A code as typed or scanned, normalised; null when it cannot be one of ours. */
export function normalisedCode(code: string): string | null {
  const upper = code.trim().toUpperCase();
  return /^[A-Z0-9]{4}(-[A-Z0-9]{4}){3,4}$/.test(upper) ? upper : null;
}

/** SHA-256 of `content` in hexadecimal. */
export function fingerprintOf(content: string): string {
  return createHash('sha256').update(content, 'utf8').digest('hex');
}

/** Where a paper request came from, to judge the portal address it gives. */
export interface PaperRequest {
  /** The server's `PUBLIC_URL` (origin and path, without `/portal`), when it has one. */
  publicUrl: string | undefined;
  /** The request's Origin header (sent by a portal on another origin than the API). */
  origin: string | undefined;
  /** The request's Host header. */
  host: string | undefined;
}

/** Whether `url` is where the request came from: its Origin when it has one, else its Host. */
function fromOwnOrigin(url: URL, request: PaperRequest): boolean {
  if (request.origin !== undefined) return url.origin === request.origin;
  if (!request.host) return false;
  let host: URL;
  try {
    host = new URL(`http://${request.host}`);
  } catch {
    return false;
  }
  // The scheme is not compared: behind a TLS proxy the request arrives as http. A proxy that
  // passes the host without its port (nginx's `$host`) leaves only the name to compare.
  return url.hostname === host.hostname && (host.port === '' || url.port === host.port);
}

/**
 * The verify page's address for `code`, or null when the portal address the browser gave is not
 * a plain http(s) address ending in `/` (no credentials, query or fragment). A printed QR code
 * must never send a reader elsewhere: with PUBLIC_URL the address is built from it, whatever the
 * request says; without, the browser's address is taken only when it is the request's own origin.
 */
export function verifyUrl(portalUrl: string | undefined, code: string, request: PaperRequest): string | null {
  const tail = `verify/${encodeURIComponent(code)}`;
  if (request.publicUrl !== undefined && portalUrl === undefined) return `${request.publicUrl}${basePath}/${tail}`;
  if (!portalUrl) return null;
  let url: URL;
  try {
    url = new URL(portalUrl);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || url.search || url.hash) return null;
  if (!url.pathname.endsWith('/')) return null;
  if (request.publicUrl !== undefined) return `${request.publicUrl}${basePath}/${tail}`;
  return fromOwnOrigin(url, request) ? `${url.origin}${url.pathname}${tail}` : null;
}

/** What verifyUrl needs of a request to a server whose portal is at `publicUrl` (`PUBLIC_URL`). */
export function paperRequestOf(publicUrl: string | undefined, headers: IncomingHttpHeaders): PaperRequest {
  return { publicUrl, origin: headers.origin, host: headers.host };
}
