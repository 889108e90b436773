/**
 * POST auth/, body ChangePasswordBody: changes the signed-in user's password after checking the
 * current one. Wrong guesses count towards the same throttle as sign-in, so a stolen session
 * cannot be used to try passwords at leisure. Every other session of the user is revoked and every
 * open reset key is spent, in the same transaction as the new password.
 */
import { queryOne } from '../../db/db.ts';
import { authEndpoints } from '../../../contract/endpoints/auth.ts';
import { serverReason, success } from '../../../contract/messages.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { revokeUserSessions } from '../../auth/session.ts';
import { beginAttempt } from '../../auth/throttle.ts';
import { ApiError } from '../../core/api-error.ts';
import { handler } from '../../http/handler.ts';
import { emailKey } from '../../auth/credentials.ts';

interface UserRow {
  email: string;
  password_hash: string;
  password_salt: string;
}

export const changePassword = handler(authEndpoints.changePassword, async ({ db, body, session, now, clientAddress }) => {
  const { current_password: current, new_password: next } = body;
  const user = await queryOne<UserRow>(db, 'SELECT email, password_hash, password_salt FROM users WHERE id = $1', [
    session.userId,
  ]);
  if (!user) throw new ApiError(401, serverReason.invalidToken, { userId: session.userId });
  const attempt = await beginAttempt(db, emailKey(user.email), clientAddress, now);
  let valid: boolean;
  try {
    valid = await verifyPassword(current, { hash: user.password_hash, salt: user.password_salt });
  } catch (error) {
    await attempt.abandoned();
    throw error;
  }
  if (!valid) {
    await attempt.failed();
    throw new ApiError(400, serverReason.wrongCurrentPassword);
  }
  await attempt.succeeded();
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
  return { message: success.passwordChange };
}, { changesSession: true });
