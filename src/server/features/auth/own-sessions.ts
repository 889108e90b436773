/**
 * Where the signed-in person is signed in (issue 34, OWASP ASVS 5.0 7.5.2): GET auth/sessions/0
 * lists their live sessions, and POST auth/end_sessions/0 ends one other session or every other
 * one, after the password again. The current session ends with Logout, not here: naming it ends
 * nothing.
 */
import { accountSecurityEndpoints } from '../../../contract/endpoints/account-security.ts';
import { confirmPassword } from '../../auth/confirm-password.ts';
import { handler } from '../../http/handler.ts';

interface SessionRow {
  id: number;
  user_agent: string | null;
  client_address: string | null;
  created_at: Date;
  last_used_at: Date;
  expires_at: Date;
}

export const listOwnSessions = handler(accountSecurityEndpoints.listOwnSessions, async ({ db, session, now, sessionLimits }) => {
  // Live: not revoked, not past its end, used within the idle limit.
  const rows = await db.query<SessionRow>(
    `SELECT id, user_agent, client_address, created_at, last_used_at, expires_at FROM sessions
     WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $2 AND last_used_at > $3
     ORDER BY (id = $4) DESC, last_used_at DESC, id DESC LIMIT 500`,
    [session.userId, now, new Date(now.getTime() - sessionLimits.idleMinutes * 60_000), session.id],
  );
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      current: row.id === session.id,
      user_agent: row.user_agent,
      address: row.client_address,
      started_at: row.created_at.toISOString(),
      last_used_at: row.last_used_at.toISOString(),
      expires_at: row.expires_at.toISOString(),
    })),
  };
});

export const endOwnSessions = handler(accountSecurityEndpoints.endOwnSessions, async ({ db, body, session, now, clientAddress }) => {
  await confirmPassword(db, session.userId, body.password, clientAddress, now);
  const ended = await db.query<{ id: number }>(
    `UPDATE sessions SET revoked_at = $2
     WHERE user_id = $1 AND revoked_at IS NULL AND id <> $3 AND ($4::integer IS NULL OR id = $4)
     RETURNING id`,
    [session.userId, now, session.id, body.session_id ?? null],
  );
  return { ended: ended.length };
}, { changesSession: true });
