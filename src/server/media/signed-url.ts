/**
 * Short-lived signed media links. A `<video>` element cannot send the API's Authorization header,
 * and a session token must never appear in a URL (it would end up in logs and histories), so the
 * API hands out a link to one file for one user that expires after a few minutes:
 *
 *   media/<path>?u=<user id>&e=<expiry, seconds since 1970>&s=<HMAC-SHA256 of path, user, expiry>
 *
 * The signature covers all three, so changing any of them breaks it; a link copied out of the
 * page stops working when it expires. The secret comes from media-secret.ts.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a media link works: long enough to start playing, short enough to be useless later. */
export const mediaLinkSeconds = 5 * 60;

/** The API path prefix of media links (relative to /api/). */
export const mediaPrefix = 'media/';

function signature(secret: Buffer, path: string, userId: number, expires: number): string {
  return createHmac('sha256', secret).update(`${path}\n${userId}\n${expires}`).digest('base64url');
}

/** The link (relative to the API base) to the media file at `path` for `userId`, valid from `now`. */
export function signMediaPath(secret: Buffer, path: string, userId: number, now: Date, seconds = mediaLinkSeconds): { url: string; expiresAt: Date } {
  const expires = Math.floor(now.getTime() / 1000) + seconds;
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  const query = new URLSearchParams({ u: String(userId), e: String(expires), s: signature(secret, path, userId, expires) });
  return { url: `${mediaPrefix}${encoded}?${query}`, expiresAt: new Date(expires * 1000) };
}

export type LinkCheck = { ok: true; userId: number } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

/** Checks the link of `path` (decoded, relative to the media store) with its query. */
export function verifyMediaLink(secret: Buffer, path: string, search: URLSearchParams, now: Date): LinkCheck {
  const u = search.get('u') ?? '';
  const e = search.get('e') ?? '';
  const s = search.get('s') ?? '';
  if (!/^[1-9]\d{0,9}$/.test(u) || !/^\d{1,12}$/.test(e) || !/^[\w-]{43}$/.test(s)) return { ok: false, reason: 'malformed' };
  const userId = Number(u);
  const expires = Number(e);
  const expected = Buffer.from(signature(secret, path, userId, expires));
  const given = Buffer.from(s);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
  if (expires * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, userId };
}
