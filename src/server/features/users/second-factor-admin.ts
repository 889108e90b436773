/**
 * The institution's side of the second factor (issue 34): a user manager resets a member's second
 * factor when they lost their phone and their recovery codes (they sign in with the password again
 * and add a new app), and the owner or a user manager asks every member for one. Both audited.
 */
import { serverReason } from '../../../contract/messages.ts';
import { userEndpoints } from '../../../contract/endpoints/users.ts';
import { ApiError } from '../../core/api-error.ts';
import { queryOne } from '../../db/db.ts';
import { handler } from '../../http/handler.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { linkedUser } from './membership.ts';
import { queueSecurityNotice } from '../../auth/security-notice.ts';
import { revokeUserSessions } from '../../auth/session.ts';

export const resetUserSecondFactor = handler(userEndpoints.resetUserSecondFactor, async (ctx) => {
  const { db, session, member, params, now } = ctx;
  const reset = await db.transaction(async (tx) => {
    const target = await linkedUser(tx, member.institutionId, params.id);
    const removed = await tx.query('DELETE FROM user_factors WHERE user_id = $1 RETURNING id', [target]);
    await tx.query('DELETE FROM recovery_codes WHERE user_id = $1', [target]);
    // Whoever holds the lost phone is signed out with it.
    await revokeUserSessions(tx, target, now);
    await recordAudit(tx, {
      institutionId: member.institutionId,
      actorId: session.userId,
      userId: target,
      action: 'second_factor_reset',
      changes: [{ field: 'second_factor', before: String(removed.length), after: '0' }],
      at: now,
    });
    return { target, removed: removed.length };
  });
  if (reset.removed > 0) {
    const institution = await queryOne<{ name: string }>(db, 'SELECT name FROM institutions WHERE id = $1', [member.institutionId]);
    await queueSecurityNotice(ctx, reset.target, 'factors_reset', institution?.name);
  }
  return { removed: reset.removed };
}, { changesSession: true });

export const setSecondFactorRule = handler(userEndpoints.setSecondFactorRule, async ({ db, session, member, body, now }) => {
  if (body.required) {
    const own = await queryOne(db, 'SELECT 1 AS found FROM user_factors WHERE user_id = $1 AND confirmed_at IS NOT NULL LIMIT 1', [session.userId]);
    if (!own) throw new ApiError(409, serverReason.secondFactorForRule);
  }
  return db.transaction(async (tx) => {
    const before = await queryOne<{ required: boolean }>(tx, 'SELECT second_factor_required AS required FROM institutions WHERE id = $1 FOR UPDATE', [member.institutionId]);
    await tx.query('UPDATE institutions SET second_factor_required = $2 WHERE id = $1', [member.institutionId, body.required]);
    if (before?.required !== body.required) {
      await recordAudit(tx, {
        institutionId: member.institutionId,
        actorId: session.userId,
        userId: null,
        action: 'second_factor_rule_changed',
        changes: [{ field: 'second_factor_required', before: String(before?.required ?? false), after: String(body.required) }],
        at: now,
      });
    }
    return { required: body.required };
  });
});
