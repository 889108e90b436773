/**
 * Authenticates a signed-in call (spec §7): `AuthType: VMPartner`, `LoginType: 1` and
 * `Authorization: <user_id>:<token>`, where the token must belong to that very user, be live
 * (not revoked, account still enabled), younger than the session lifetime and used within the
 * idle limit (session.ts SessionLimits). A call notes its session as used, at most once a minute.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { authTypePartner, loginTypeValue, parseSessionAuthorization } from '../../contract/headers.ts';
import { serverReason } from '../../contract/messages.ts';
import { type Queryable, queryOne } from '../db/db.ts';
import { ApiError } from '../core/api-error.ts';
import { headerValue } from '../core/headers.ts';
import { parseId } from '../core/ids.ts';
import { hashSecret } from './secrets.ts';
import { defaultSessionLimits, type Session, type SessionLimits } from './session.ts';
import type { SessionCache, VerifiedSession } from './session-cache.ts';

interface SessionRow {
  id: number;
  user_id: number;
  institution_id: number | null;
  group_no: number | null;
  expires_at: Date;
  last_used_at: Date;
  revoked_at: Date | null;
  stage: 'full' | 'second_step';
  is_admin: boolean;
  enabled: boolean;
}

// The chosen institution counts only while the user still belongs to it: a membership removed
// after the choice leaves the session with no institution (and no group).
const findSession = `
  SELECT s.id, s.user_id, s.expires_at, s.last_used_at, s.revoked_at, s.stage, u.is_admin, u.enabled,
         CASE WHEN m.found THEN s.institution_id END AS institution_id,
         CASE WHEN m.found THEN s.group_no END AS group_no
  FROM sessions s JOIN users u ON u.id = s.user_id
  LEFT JOIN LATERAL (
    SELECT true AS found FROM memberships
    WHERE user_id = s.user_id AND institution_id = s.institution_id LIMIT 1
  ) m ON true
  WHERE s.token_hash = $1`;

/** The live session of a token hash from the database, or null when unknown, revoked or disabled. */
async function findLiveSession(db: Queryable, tokenHash: string): Promise<VerifiedSession | null> {
  const row = await queryOne<SessionRow>(db, findSession, [tokenHash]);
  if (!row || row.revoked_at !== null || !row.enabled) return null;
  return {
    id: row.id,
    userId: row.user_id,
    isAdmin: row.is_admin,
    institutionId: row.institution_id,
    groupNo: row.group_no,
    expiresAt: row.expires_at.getTime(),
    lastUsedAt: row.last_used_at.getTime(),
    stage: row.stage,
  };
}

/** How stale the stored last use may be before a call writes it again. */
const touchEveryMs = 60_000;

/**
 * Returns the session, or throws 401 with the reason the portal's central handler keys on. With a
 * cache, a session verified seconds ago is not read again (see session-cache.ts).
 */
export async function authenticate(
  db: Queryable,
  headers: IncomingHttpHeaders,
  now: Date,
  cache?: SessionCache,
  limits: SessionLimits = defaultSessionLimits,
): Promise<Session> {
  if (
    headerValue(headers, 'AuthType') !== authTypePartner ||
    headerValue(headers, 'LoginType') !== loginTypeValue
  ) {
    throw new ApiError(401, serverReason.failedAuthentication);
  }
  const parsed = parseSessionAuthorization(headerValue(headers, 'Authorization'));
  const claimedId = parseId(parsed?.userId);
  // A token is 43 base64url characters, so anything far longer is not worth hashing.
  if (!parsed || claimedId === null || parsed.token.length > 256) {
    throw new ApiError(401, serverReason.invalidToken);
  }
  const tokenHash = hashSecret(parsed.token);
  let found = cache?.get(tokenHash) ?? null;
  if (!found) {
    found = await findLiveSession(db, tokenHash);
    if (found) cache?.set(tokenHash, found);
  }
  // Unknown, revoked, disabled and someone else's token all get the same answer. The id the
  // request claims is not logged: a forged token would write any user's id into the log.
  if (!found || found.userId !== claimedId) {
    throw new ApiError(401, serverReason.invalidToken);
  }
  const at = now.getTime();
  // Past its end, or left unused too long: the same answer, which the portal meets by signing in again.
  if (found.expiresAt <= at || found.lastUsedAt + limits.idleMinutes * 60_000 <= at) {
    throw new ApiError(401, serverReason.expiredToken, { userId: found.userId });
  }
  if (at - found.lastUsedAt >= touchEveryMs) {
    await db.query('UPDATE sessions SET last_used_at = $2 WHERE id = $1 AND last_used_at < $2', [found.id, now]);
    cache?.set(tokenHash, { ...found, lastUsedAt: at });
  }
  const { expiresAt: _expiresAt, lastUsedAt: _lastUsedAt, ...session } = found;
  return session;
}
