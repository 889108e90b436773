/**
 * Password links, for the reset handler (features/auth/reset-password.ts), user management and
 * the operator's commands. POST auth/password/{id} (spec §7) makes two calls on one path:
 * - without `?key=`, `{id}` is an email: "send me a reset mail". Limited per client address
 *   (10 a minute) and per email (3 in 15 minutes), 429 beyond, the same for every email. The
 *   answer is the same whether or not the email has an account and is sent after counting the
 *   limits only: the key work is queued (core/background.ts) and runs the same statements for a known
 *   and an unknown email. A single-use key is created, stored hashed, valid 60 min. A new request
 *   never spends a link already sent: up to 3 live links per user, the oldest dropped only beyond.
 *   The link goes out as a mail in the portal's language (mail/); without a mail server it is
 *   logged outside production instead. The limits are counted in the database, so they hold
 *   across every API process.
 * - with a key, `{id}` is the user id and the body `{password, key}` sets the new password when
 *   the key is valid, unexpired and unused; the key is then spent, the user's sessions revoked,
 *   and an unconfirmed email counts as confirmed (the link proved it); the holder is told by mail
 *   (auth/security-notice.ts). The portal sends the key in
 *   the body, which no access log records; spec §7's `?key=` in the query is still accepted.
 * The link carries its key in the fragment (`#key=`, mail/mail-links.ts), which browsers never
 * send to a server.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { serverReason, spanish } from '../../contract/messages.ts';
import type { MessageData } from '../../contract/types.ts';
import { accountPasswordContext, refuseGuessablePassword } from './password-policy.ts';
import { hashPassword } from './passwords.ts';
import { hashSecret, newSecret } from './secrets.ts';
import { revokeUserSessions } from './session.ts';
import { clearAttempts } from './throttle.ts';
import type { RateLimit, RateLimits } from './rate-limit.ts';
import { ApiError } from '../core/api-error.ts';
import { queryOne, type Queryable } from '../db/db.ts';
import type { BackgroundQueue } from '../core/background.ts';
import { describeError } from '../core/log.ts';
import { parseId } from '../core/ids.ts';
import type { Db } from '../db/db.ts';
import { emailKey } from './credentials.ts';
import { languageOf, storedLanguage } from '../mail/mail-language.ts';
import type { Language } from '../../contract/languages.ts';
import { keyLink } from '../mail/mail-links.ts';
import { queueMail, type MailContext } from '../mail/mail-queue.ts';
import { queueSecurityNotice, type NoticeContext } from './security-notice.ts';

export const resetKeyMinutes = 60;
/** Live reset links per user; a request beyond drops the oldest. */
export const maxLiveLinks = 3;
export const resetLimits = { perAddressPerMinute: 10, perEmail: 3, perEmailWindowMs: 15 * 60 * 1000 };

/** The reset mail's limits, counted in the database (shared by every API process). */
const perAddress: RateLimit = { scope: 'reset_per_address', perWindow: resetLimits.perAddressPerMinute, reason: serverReason.tooManyLinkRequests };
const perEmail: RateLimit = {
  scope: 'reset_per_email',
  perWindow: resetLimits.perEmail,
  windowMs: resetLimits.perEmailWindowMs,
  reason: serverReason.tooManyLinkRequests,
};

/**
 * Answers at once, the same for every email, and queues the lookup and the key work, which run
 * the same statements whether or not the email has an account.
 */
export async function requestReset(ctx: ResetMailContext, email: string): Promise<MessageData> {
  await queueResetMail(ctx, email, 'asker');
  return { message: spanish.resetEmailSent };
}

/** What queuing a reset mail needs of a request: the mail's, and the limits and queue it runs through. */
export interface ResetMailContext extends MailContext {
  readonly db: Db;
  readonly rateLimits: RateLimits;
  readonly background: BackgroundQueue;
  readonly clientAddress: string;
  /** Its Accept-Language: the language of the mail. */
  readonly headers: IncomingHttpHeaders;
}

/**
 * Queues a reset mail to `email` under the same limits as a person asking for one (429 beyond):
 * also used when a user manager asks one for a user, or a new user is given no password. `asker`:
 * the person asks for their own, so the mail is in the language of the request (and remembered);
 * `manager`: in the language the account last used, else the manager's.
 */
export async function queueResetMail(ctx: ResetMailContext, email: string, who: 'asker' | 'manager'): Promise<void> {
  const key = emailKey(email);
  const at = ctx.now.getTime();
  await ctx.rateLimits.take(perAddress, ctx.clientAddress, at);
  await ctx.rateLimits.take(perEmail, key, at);
  const language = languageOf(ctx.headers);
  // No account's email holds a NUL (the database refuses one in text): nothing to do.
  if (!key.includes('\u0000')) {
    ctx.background.add(() =>
      issueResetKey(ctx, key, language, who).catch((error: unknown) => ctx.log.error('password_reset_failed', describeError(error))),
    );
  }
}

/**
 * Makes room for one more link of `userId`: spent and expired links go, and of the live ones the
 * newest `maxLiveLinks - 1` stay. Used by the reset mail and by the operator's password-link.
 */
export async function pruneResetLinks(tx: Queryable, userId: number, now: Date): Promise<void> {
  await tx.query(
    `DELETE FROM password_resets WHERE user_id = $1 AND id NOT IN (
       SELECT id FROM password_resets WHERE user_id = $1 AND used_at IS NULL AND expires_at > $2
       ORDER BY id DESC LIMIT $3)`,
    [userId, now, maxLiveLinks - 1],
  );
}

async function issueResetKey(ctx: ResetMailContext, key: string, asked: Language, who: 'asker' | 'manager'): Promise<void> {
  const { db, now } = ctx;
  const secret = newSecret();
  const keyHash = hashSecret(secret);
  const expires = new Date(now.getTime() + resetKeyMinutes * 60 * 1000);
  // The same statements whether the email has an account or not (user id 0 matches no row).
  const user = await db.transaction(async (tx) => {
    // The row lock on the user makes parallel requests for one account take turns.
    const found = await queryOne<{ id: number; email: string; name: string; confirmed: boolean; language: string | null }>(
      tx,
      'SELECT id, email, name, email_confirmed_at IS NOT NULL AS confirmed, language FROM users WHERE email_key = $1 AND enabled FOR UPDATE',
      [key],
    );
    const id = found?.id ?? 0;
    await pruneResetLinks(tx, id, now);
    await tx.query(
      `INSERT INTO password_resets (key_hash, user_id, created_at, expires_at)
       SELECT $1, id, $3, $4 FROM users WHERE id = $2`,
      [keyHash, id, now, expires],
    );
    if (who === 'asker') await tx.query('UPDATE users SET language = $2 WHERE id = $1', [id, asked]);
    return found;
  });
  if (!user) return;
  await queueMail(ctx, {
    kind: 'reset_password',
    userId: user.id,
    to: user.email,
    language: who === 'asker' ? asked : (storedLanguage(user.language) ?? asked),
    // A name typed by someone else (whoever registered or added the address) is not written to a
    // mailbox that has not been proven yet.
    facts: { ...(user.confirmed ? { name: user.name } : {}), link: keyLink(ctx.publicUrl, 'reset_password', user.id, secret) },
    expiresAt: expires,
  });
}

const findKey = `
  SELECT r.id, u.email FROM password_resets r JOIN users u ON u.id = r.user_id
  WHERE r.key_hash = $1 AND r.user_id = $2 AND r.used_at IS NULL AND r.expires_at > $3 AND u.enabled`;

/** Sets the password of user `{id}` with the key of a reset link (the second call above). */
export async function setNewPassword(
  ctx: NoticeContext & { readonly db: Db; readonly productName: string },
  id: string,
  key: string,
  body: { readonly password: string } | undefined,
): Promise<MessageData> {
  if (!body) throw new ApiError(400, serverReason.bodyRequired);
  const { db, now } = ctx;
  const { password } = body;
  const userId = parseId(id);
  const keyHash = hashSecret(key);
  const invalid = () => new ApiError(400, serverReason.invalidResetKey);
  if (userId === null) throw invalid();
  // The key is checked before the costly hashing, and spent atomically after it.
  const reset = await queryOne<{ id: number; email: string }>(db, findKey, [keyHash, userId, now]);
  if (!reset) throw invalid();
  await refuseGuessablePassword('password', password, await accountPasswordContext(db, userId, ctx.productName));
  const { hash, salt } = await hashPassword(password);
  await db.transaction(async (tx) => {
    const spent = await tx.query(
      'UPDATE password_resets SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id',
      [reset.id, now],
    );
    if (spent.length === 0) throw invalid();
    await tx.query('UPDATE password_resets SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [userId, now]);
    // The link reached its mailbox (or the operator who gave it vouches for it, admin/password-link.ts):
    // that proves the email as the confirmation link does.
    await tx.query(
      'UPDATE users SET password_hash = $2, password_salt = $3, email_confirmed_at = coalesce(email_confirmed_at, $4) WHERE id = $1',
      [userId, hash, salt, now],
    );
    await revokeUserSessions(tx, userId, now);
    await clearAttempts(tx, emailKey(reset.email));
  });
  await queueSecurityNotice(ctx, userId, 'password_reset');
  return { message: spanish.passwordChanged };
}
