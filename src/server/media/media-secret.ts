/**
 * The secret that signs media links (signed-url.ts). Every API process that serves the same
 * media must sign with the same secret, so it lives where they all meet: `MEDIA_URL_SECRET` in the
 * environment when set (at least 32 characters), otherwise a random value generated once and kept
 * in the database's `server_secrets` table (the first process to start writes it; the others read
 * it). docs/security.md says so.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db.ts';

const secretName = 'media_links';

/** The secret bytes: from `fromEnv` when given, else from (or into) the database. */
export async function loadMediaSecret(db: Db, now: Date, fromEnv?: string): Promise<Buffer> {
  if (fromEnv !== undefined && fromEnv !== '') {
    if (fromEnv.length < 32) throw new Error('MEDIA_URL_SECRET must be at least 32 characters long');
    return Buffer.from(fromEnv, 'utf8');
  }
  await db.query(
    'INSERT INTO server_secrets (name, value, created_at) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING',
    [secretName, randomBytes(32).toString('base64url'), now],
  );
  const rows = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [secretName]);
  const value = rows[0]?.value;
  if (!value) throw new Error('The media link secret could not be read');
  return Buffer.from(value, 'base64url');
}
