/**
 * POST portal_users/reset_password_request/{email}: a user manager asks a reset mail for a user of
 * the institution. The same machinery and limits as a person asking for their own
 * (features/auth/reset-password.ts); an email of no user of this institution answers 404.
 */
import { serverReason, spanish } from '../../../contract/messages.ts';
import { userEndpoints } from '../../../contract/endpoints/users.ts';
import { ApiError } from '../../core/api-error.ts';
import { queryOne } from '../../db/db.ts';
import { handler } from '../../http/handler.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { emailKey } from '../../auth/credentials.ts';
import { queueResetMail } from '../../auth/reset-links.ts';

export const requestUserPasswordReset = handler(userEndpoints.requestUserPasswordReset, async (ctx) => {
  const { db, session, params, now } = ctx;
  const { institutionId } = ctx.member;
  const user = await queryOne<{ id: number; email: string }>(
    db,
    `SELECT u.id, u.email FROM users u
     WHERE u.email_key = $1 AND EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = u.id AND m.institution_id = $2)`,
    [emailKey(params.email), institutionId],
  );
  if (!user) throw new ApiError(404, serverReason.userNotFound);
  queueResetMail(ctx, user.email);
  await recordAudit(db, {
    institutionId,
    actorId: session.userId,
    userId: user.id,
    action: 'reset_mail_requested',
    changes: [],
    at: now,
  });
  return { message: spanish.resetEmailSent };
});
