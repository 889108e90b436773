/**
 * POST auth/, body ChangePasswordBody: changes the signed-in user's password after checking the
 * current one (auth/confirm-password.ts, throttled as sign-in is) and refusing a new one that is too
 * easy to guess (auth/password-policy.ts). Every other session of the user
 * is revoked and every open reset key is spent, in the same transaction as the new password.
 */
import { accountEndpoints } from '../../../contract/endpoints/accounts.ts';
import { success } from '../../../contract/messages.ts';
import { confirmPassword } from '../../auth/confirm-password.ts';
import { accountPasswordContext, refuseGuessablePassword } from '../../auth/password-policy.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { revokeUserSessions } from '../../auth/session.ts';
import { queueSecurityNotice } from '../../auth/security-notice.ts';
import { handler } from '../../http/handler.ts';

export const changePassword = handler(accountEndpoints.changePassword, async (ctx) => {
  const { db, body, session, now, clientAddress } = ctx;
  const { current_password: current, new_password: next } = body;
  await confirmPassword(db, session.userId, current, clientAddress, now);
  await refuseGuessablePassword('new_password', next, await accountPasswordContext(db, session.userId, ctx.productName));
  const { hash, salt } = await hashPassword(next);
  await db.transaction(async (tx) => {
    await tx.query('UPDATE users SET password_hash = $2, password_salt = $3 WHERE id = $1', [session.userId, hash, salt]);
    // A reset link mailed before the change must not undo it.
    await tx.query('UPDATE password_resets SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [
      session.userId,
      now,
    ]);
    await revokeUserSessions(tx, session.userId, now, session.id);
  });
  await queueSecurityNotice(ctx, session.userId, 'password_changed');
  return { message: success.passwordChange };
}, { changesSession: true });
