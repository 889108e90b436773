/**
 * Authenticator app codes (TOTP, RFC 6238 over RFC 4226's HMAC-SHA1, as every authenticator app
 * reads them): 6 digits, 30-second steps, one step of drift either way, and each step's code good
 * once (the caller keeps the last step used: OWASP ASVS 5.0 6.5.1). Secrets are 20 bytes from the
 * system's CSPRNG, shown to the person in base32.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const totpStepSeconds = 30;
export const totpDigits = 6;
/** Steps either side of now that are accepted: a phone's clock a little off still works. */
export const totpDrift = 1;

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation). */
export function newTotpSecret(): Buffer {
  return randomBytes(20);
}

/** The 30-second step a moment falls in. */
export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / totpStepSeconds);
}

/** The code of one step (RFC 4226 dynamic truncation). */
export function totpCode(secret: Uint8Array, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', secret).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 15;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** totpDigits).padStart(totpDigits, '0');
}

/**
 * The step whose code `code` is, within the drift of `at` and later than `lastStep` (a code used
 * once, or an older one, is refused), or null.
 */
export function matchTotp(secret: Uint8Array, code: string, at: Date, lastStep: number | null): number | null {
  const typed = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(typed)) return null;
  const now = totpStep(at);
  let found: number | null = null;
  for (let step = now - totpDrift; step <= now + totpDrift; step++) {
    // Every candidate is compared, so the time taken says nothing of which one matched.
    const same = timingSafeEqual(Buffer.from(totpCode(secret, step)), Buffer.from(typed));
    if (same && (lastStep === null || step > lastStep) && found === null) found = step;
  }
  return found;
}

/** The address an authenticator app reads from the QR code (Key Uri Format). */
export function otpauthUri(issuer: string, account: string, secret: Uint8Array): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({ secret: base32Encode(secret), issuer, algorithm: 'SHA1', digits: String(totpDigits), period: String(totpStepSeconds) });
  return `otpauth://totp/${label}?${query.toString()}`;
}
