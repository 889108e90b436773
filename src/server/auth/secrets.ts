/** Random secrets (session tokens, reset keys) and the hash under which they are stored. */
import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: safe in a header, a path and a query without escaping. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * SHA-256 of a secret, hex. A plain hash is enough here: the secret is 256 random bits, so there
 * is nothing to guess, and the stored hash alone cannot be used to sign in.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}
