/**
 * POST portal_users/end_sessions_inst/{id} (issue 34, OWASP ASVS 5.0 7.4.5): a user manager signs
 * a member of their institution out everywhere, for a lost phone or a shared password; recorded in
 * the audit trail. Only the owner may end the owner's sessions (the endpoint's ownerProtected).
 * The person signs in again as usual: nothing about their account changes.
 */
import { userEndpoints } from '../../../contract/endpoints/users.ts';
import { handler } from '../../http/handler.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { linkedUser } from './membership.ts';

export const endUserSessions = handler(userEndpoints.endUserSessions, async ({ db, session, member, params, now }) => {
  return db.transaction(async (tx) => {
    const target = await linkedUser(tx, member.institutionId, params.id);
    const ended = await tx.query<{ id: number }>(
      'UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $2 RETURNING id',
      [target, now],
    );
    await recordAudit(tx, {
      institutionId: member.institutionId,
      actorId: session.userId,
      userId: target,
      action: 'sessions_ended',
      changes: [{ field: 'sessions', before: String(ended.length), after: '0' }],
      at: now,
    });
    return { ended: ended.length };
  });
}, { changesSession: true });
