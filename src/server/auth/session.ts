/** Server-side sessions: created at sign-in, found by the hash of their token, revoked at logout. */
import { sessionMinutes } from '../../contract/constants.ts';
import type { Queryable } from '../db/db.ts';
import { hashSecret, newSecret } from './secrets.ts';

/** A signed-in session as the handlers see it. The chosen institution lives only here. */
export interface Session {
  readonly id: number;
  readonly userId: number;
  readonly isAdmin: boolean;
  readonly institutionId: number | null;
  readonly groupNo: number | null;
}

// Expired sessions are kept a day, so a late call still hears "Expired token", then pruned.
const keepExpiredMs = 24 * 60 * 60 * 1000;

/** Creates a session for `userId` and returns its token; only the token's hash is stored. */
export async function createSession(db: Queryable, userId: number, now: Date): Promise<string> {
  const token = newSecret();
  const expiresAt = new Date(now.getTime() + sessionMinutes * 60 * 1000);
  await db.query(
    'INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [hashSecret(token), userId, now, expiresAt],
  );
  await db.query('DELETE FROM sessions WHERE user_id = $1 AND expires_at < $2', [
    userId,
    new Date(now.getTime() - keepExpiredMs),
  ]);
  return token;
}

/** Revokes one session (logout). */
export async function revokeSession(db: Queryable, sessionId: number, now: Date): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [sessionId, now]);
}

/** Revokes every live session of a user except `keepId` (after a password change or reset). */
export async function revokeUserSessions(
  db: Queryable,
  userId: number,
  now: Date,
  keepId: number | null = null,
): Promise<void> {
  await db.query(
    'UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL AND id IS DISTINCT FROM $3',
    [userId, now, keepId],
  );
}
