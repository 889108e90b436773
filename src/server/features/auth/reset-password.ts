/**
 * POST auth/password/{id} (spec §7), two calls on one path:
 * - without `?key=`, `{id}` is an email: "send me a reset mail". The answer is the same whether
 *   or not the email has an account, and is sent before any lookup (the key work runs after it).
 *   A single-use key is created, stored hashed, valid 60 min.
 *   This reference server sends no mail: outside production it logs the reset link instead.
 * - with `?key=`, `{id}` is the user id and the body `{password}` sets the new password when the
 *   key is valid, unexpired and unused; the key is then spent and the user's sessions revoked.
 */
import { basePath } from '../../../contract/constants.ts';
import { serverReason, spanish } from '../../../contract/messages.ts';
import { authEndpoints } from '../../../contract/endpoints/auth.ts';
import type { MessageData } from '../../../contract/types.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { hashSecret, newSecret } from '../../auth/secrets.ts';
import { revokeUserSessions } from '../../auth/session.ts';
import { clearAttempts } from '../../auth/throttle.ts';
import { ApiError } from '../../core/api-error.ts';
import { describeError } from '../../core/log.ts';
import { parseId } from '../../core/ids.ts';
import { handler, type ContextOf } from '../../http/handler.ts';
import { emailKey } from './credentials.ts';

type ResetContext = ContextOf<typeof authEndpoints.resetPassword>;

export const resetKeyMinutes = 60;
const maxOpenKeys = 5;

/**
 * Answers at once, the same for every email, and does the lookup and the key work after the
 * answer has gone, so its time tells nothing about which emails have accounts.
 */
async function requestReset(ctx: ResetContext): Promise<MessageData> {
  const key = emailKey(ctx.params.id ?? '');
  // No account's email holds a NUL (the database refuses one in text): nothing to do.
  if (!key.includes('\u0000')) {
    setImmediate(() => {
      issueResetKey(ctx, key).catch((error: unknown) => ctx.log.error('password_reset_failed', describeError(error)));
    });
  }
  return { message: spanish.resetEmailSent };
}

async function issueResetKey({ db, log, now, production }: ResetContext, key: string): Promise<void> {
  const rows = await db.query<{ id: number }>('SELECT id FROM users WHERE lower(email) = $1 AND enabled', [key]);
  const user = rows[0];
  if (!user) return;
  const secret = newSecret();
  // Spent and expired keys go, and at most a few live ones stay, however often this is called;
  // one transaction, so parallel requests cannot leave more.
  await db.transaction(async (tx) => {
    // PostgreSQL's read-committed transactions would still interleave; the row lock on the user
    // makes parallel requests for one account take turns.
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [user.id]);
    await tx.query(
      `DELETE FROM password_resets WHERE user_id = $1 AND id NOT IN (
         SELECT id FROM password_resets WHERE user_id = $1 AND used_at IS NULL AND expires_at > $2
         ORDER BY id DESC LIMIT $3)`,
      [user.id, now, maxOpenKeys - 1],
    );
    await tx.query(
      'INSERT INTO password_resets (key_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
      [hashSecret(secret), user.id, now, new Date(now.getTime() + resetKeyMinutes * 60 * 1000)],
    );
  });
  if (production) {
    log.info('password_reset_requested', { user_id: user.id });
  } else {
    log.info('password_reset_link', {
      user_id: user.id,
      link: `${basePath}/reset_your_password/${user.id}?key=${secret}`,
      note: 'Development only: no mail is sent, so the reset link is logged here instead.',
    });
  }
}

const findKey = `
  SELECT r.id, u.email FROM password_resets r JOIN users u ON u.id = r.user_id
  WHERE r.key_hash = $1 AND r.user_id = $2 AND r.used_at IS NULL AND r.expires_at > $3 AND u.enabled`;

async function setNewPassword({ db, now, params, query, body }: ResetContext): Promise<MessageData> {
  if (!body) throw new ApiError(400, serverReason.bodyRequired);
  const { password } = body;
  const userId = parseId(params.id);
  const keyHash = hashSecret(query.key ?? '');
  const invalid = () => new ApiError(400, serverReason.invalidResetKey);
  if (userId === null) throw invalid();
  // The key is checked before the costly hashing, and spent atomically after it.
  const found = await db.query<{ id: number; email: string }>(findKey, [keyHash, userId, now]);
  const reset = found[0];
  if (!reset) throw invalid();
  const { hash, salt } = await hashPassword(password);
  await db.transaction(async (tx) => {
    const spent = await tx.query(
      'UPDATE password_resets SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id',
      [reset.id, now],
    );
    if (spent.length === 0) throw invalid();
    await tx.query('UPDATE password_resets SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [userId, now]);
    await tx.query('UPDATE users SET password_hash = $2, password_salt = $3 WHERE id = $1', [userId, hash, salt]);
    await revokeUserSessions(tx, userId, now);
    await clearAttempts(tx, emailKey(reset.email));
  });
  return { message: spanish.passwordChanged };
}

export const resetPassword = handler(authEndpoints.resetPassword, (ctx) =>
  ctx.query.key === undefined ? requestReset(ctx) : setNewPassword(ctx),
);
