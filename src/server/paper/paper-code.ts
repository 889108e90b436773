/**
 * Verification codes and addresses of printed paper (issue 25). A report's code has 20 letters and
 * digits from a 32-sign alphabet without look-alikes (100 random bits; a byte modulo 32 is uniform),
 * in groups of four like a certificate's (80 bits), so it reads aloud and types without mistakes.
 */
import { createHash, randomBytes } from 'node:crypto';

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

/**
 * The verify page's address for `code` under the portal address the browser gave, or null when
 * that is not a plain http(s) address ending in `/` (no credentials, query or fragment).
 */
export function verifyUrl(portalUrl: string | undefined, code: string): string | null {
  if (!portalUrl) return null;
  let url: URL;
  try {
    url = new URL(portalUrl);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || url.search || url.hash) return null;
  if (!url.pathname.endsWith('/')) return null;
  return `${url.origin}${url.pathname}verify/${encodeURIComponent(code)}`;
}
