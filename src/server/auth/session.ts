/**
 * Server-side sessions: created at sign-in, found by the hash of their token, revoked at logout
 * or by their holder from My Account. The server decides how long one lasts: at most `minutes`
 * from sign-in, and not past `idleMinutes` without a call (OWASP ASVS 5.0 7.3.1, 7.3.2).
 */
import { sessionMinutes, type ThemeName } from '../../contract/constants.ts';
import type { Queryable } from '../db/db.ts';
import { hashSecret, newSecret } from './secrets.ts';

/** A signed-in session as the handlers see it. The chosen institution lives only here. */
export interface Session {
  readonly id: number;
  readonly userId: number;
  readonly isAdmin: boolean;
  readonly institutionId: number | null;
  readonly groupNo: number | null;
  /** `second_step`: the password was right and the second factor is still to come (issue 34). */
  readonly stage: SessionStage;
}

export type SessionStage = 'full' | 'second_step';

/** How long the second step may take after a right password. */
export const secondStepMinutes = 5;

/** How long a session lasts: SESSION_MINUTES from sign-in, SESSION_IDLE_MINUTES without a call. */
export interface SessionLimits {
  readonly minutes: number;
  readonly idleMinutes: number;
}

/**
 * An hour from sign-in, as the portal's own default (spec §4), and half an hour without a call: a
 * clinician reading a long report makes calls as they move through it, while a workstation left
 * signed in on a ward is closed within the half hour. Hospitals set their own (docs/deploy.md).
 */
export const defaultSessionLimits: SessionLimits = { minutes: sessionMinutes, idleMinutes: 30 };

/** Where a session was started from, as its holder sees it in their list. */
export interface SessionOrigin {
  readonly userAgent?: string;
  readonly clientAddress?: string;
}

// Expired sessions are kept a day, so a late call still hears "Expired token", then pruned.
const keepExpiredMs = 24 * 60 * 60 * 1000;

/** Creates a session for `userId` and returns its token and absolute end; only the token's hash is stored. */
export async function createSession(
  db: Queryable,
  userId: number,
  now: Date,
  limits: SessionLimits = defaultSessionLimits,
  origin: SessionOrigin = {},
  stage: SessionStage = 'full',
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSecret();
  const minutes = stage === 'second_step' ? Math.min(secondStepMinutes, limits.minutes) : limits.minutes;
  const expiresAt = new Date(now.getTime() + minutes * 60 * 1000);
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, created_at, expires_at, last_used_at, user_agent, client_address, stage)
     VALUES ($1, $2, $3, $4, $3, $5, $6, $7)`,
    [hashSecret(token), userId, now, expiresAt, origin.userAgent?.slice(0, 300) || null, origin.clientAddress?.slice(0, 64) || null, stage],
  );
  await db.query('DELETE FROM sessions WHERE user_id = $1 AND expires_at < $2', [
    userId,
    new Date(now.getTime() - keepExpiredMs),
  ]);
  return { token, expiresAt };
}

/**
 * A full session for `user` and the sign-in answer that hands it over: spec §7's token, id and
 * names, how long the server keeps it, and the person's theme. After a password alone, or after
 * the second step.
 */
export async function signInAnswer(
  db: Queryable,
  user: { readonly id: number; readonly name: string; readonly lastname: string; readonly theme: ThemeName },
  now: Date,
  limits: SessionLimits,
  origin: SessionOrigin,
) {
  const { token } = await createSession(db, user.id, now, limits, origin);
  return {
    token,
    id: user.id,
    fname: user.name,
    lname: user.lastname,
    expires_in: limits.minutes * 60,
    idle_minutes: limits.idleMinutes,
    theme: user.theme,
  };
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
