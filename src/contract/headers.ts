/** The request headers of spec §7, and the login credential encoding both sides share. */

export const headerNames = {
  authType: 'AuthType',
  authorization: 'Authorization',
  loginType: 'LoginType',
} as const;

export const authTypePartner = 'VMPartner';
export const authTypeLogin = 'Login';
export const loginTypeValue = '1';

/** Base64 of the UTF-8 bytes, so non-Latin-1 passwords survive (`btoa` alone throws on them). */
export function base64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Decodes base64 of UTF-8 bytes; null when the input is not valid base64 or UTF-8. */
export function decodeBase64Utf8(encoded: string): string | null {
  try {
    const binary = atob(encoded);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** `Basic base64(email:password)` for the login call (spec §7). */
export function loginAuthorization(email: string, password: string): string {
  return `Basic ${base64Utf8(`${email}:${password}`)}`;
}

/**
 * Splits a login Authorization header. The email cannot hold a colon, the password may, so the
 * split is at the first colon.
 */
export function parseLoginAuthorization(
  header: string | undefined,
): { email: string; password: string } | null {
  if (!header || !header.startsWith('Basic ')) return null;
  const decoded = decodeBase64Utf8(header.slice(6).trim());
  if (decoded === null) return null;
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { email: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** `<user_id>:<token>` for every call after login (spec §7). */
export function sessionAuthorization(userId: string, token: string): string {
  return `${userId}:${token}`;
}

/** Splits `<user_id>:<token>`; null when either part is missing. */
export function parseSessionAuthorization(
  header: string | undefined,
): { userId: string; token: string } | null {
  if (!header) return null;
  const colon = header.indexOf(':');
  if (colon <= 0 || colon === header.length - 1) return null;
  return { userId: header.slice(0, colon), token: header.slice(colon + 1) };
}
