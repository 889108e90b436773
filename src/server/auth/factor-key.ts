/**
 * The key that keeps authenticator app secrets unreadable at rest (issue 34, docs/security.md):
 * AES-256-GCM under `SECOND_FACTOR_KEY` from the environment (at least 32 characters; hashed to
 * 32 bytes), so that a copy of the database alone, a backup for example, reads no secret. Without
 * it, a random key kept in the database's `server_secrets` table (as the media link secret is), which
 * still protects the factors table copied on its own, and the server says at start in production
 * that the key should be set.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/db.ts';

const secretName = 'second_factor_key';
const version = 'v1';

/** The key's 32 bytes, and where they come from. */
export async function loadFactorKey(db: Db, now: Date, fromEnv?: string): Promise<{ key: Buffer; fromEnvironment: boolean }> {
  if (fromEnv !== undefined && fromEnv !== '') {
    if (fromEnv.length < 32) throw new Error('SECOND_FACTOR_KEY must be at least 32 characters long');
    return { key: createHash('sha256').update(fromEnv, 'utf8').digest(), fromEnvironment: true };
  }
  await db.query(
    'INSERT INTO server_secrets (name, value, created_at) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING',
    [secretName, randomBytes(32).toString('base64url'), now],
  );
  const rows = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [secretName]);
  const value = rows[0]?.value;
  if (!value) throw new Error('The second factor key could not be read');
  return { key: Buffer.from(value, 'base64url'), fromEnvironment: false };
}

/** `v1.<iv>.<tag>.<ciphertext>` (base64url), bound to `context` (the user id) so a row copied to another user opens nothing. */
export function seal(key: Buffer, plain: Uint8Array, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return [version, iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** The plain bytes of `sealed`; throws when the key, the context or the text is not the one sealed. */
export function unseal(key: Buffer, sealed: string, context: string): Buffer {
  const [tag, iv, auth, body] = sealed.split('.');
  if (tag !== version || !iv || !auth || body === undefined) throw new Error('not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(Buffer.from(auth, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
}

/**
 * Refuses a key that does not open the authenticator secrets already sealed (the newest one is
 * tried): a changed or mistyped SECOND_FACTOR_KEY, or processes given different keys, would
 * otherwise fail every code from those apps with a server error. Said at start, a rolling restart
 * leaves the running processes serving and the operator reads why the new one did not start.
 */
export async function assertKeyOpensSecrets(db: Queryable, key: Buffer): Promise<void> {
  const [newest] = await db.query<{ user_id: number; secret_sealed: string }>(
    "SELECT user_id, secret_sealed FROM user_factors WHERE kind = 'totp' AND secret_sealed IS NOT NULL ORDER BY id DESC LIMIT 1",
  );
  if (!newest) return;
  try {
    unseal(key, newest.secret_sealed, String(newest.user_id));
  } catch {
    throw new Error(
      'SECOND_FACTOR_KEY is not the key the authenticator apps were set up with, so no code from them could be checked. Give every API process the key it had before (the environment file, or its backup); to change the key on purpose, follow "SECOND_FACTOR_KEY, what an operator does" in docs/security.md.',
    );
  }
}
