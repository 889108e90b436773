/**
 * Registration proves the email before the account is usable: a new account has no password and
 * gets a single-use link to its address. POST auth/confirm/{id}, body {key, password}, follows it:
 * the address is confirmed and the password its holder chose there becomes the account's, every
 * session of the account is revoked. So a password typed by whoever registered the address never
 * signs anyone in. The link goes out as a mail in the person's language (mail/), or to the log
 * outside production without a mail server. The mail carries no text the registrant typed: the
 * address is not proven yet.
 */
import { emailConfirmationEndpoints } from '../../../contract/endpoints/email-confirmation.ts';
import { serverReason } from '../../../contract/messages.ts';
import { accountPasswordContext, refuseGuessablePassword } from '../../auth/password-policy.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { hashSecret, newSecret } from '../../auth/secrets.ts';
import { revokeUserSessions } from '../../auth/session.ts';
import { clearAttempts } from '../../auth/throttle.ts';
import { ApiError } from '../../core/api-error.ts';
import { parseId } from '../../core/ids.ts';
import { queryOne } from '../../db/db.ts';
import { handler } from '../../http/handler.ts';
import type { Language } from '../../../contract/languages.ts';
import { keyLink } from '../../mail/mail-links.ts';
import { queueMail, type MailContext } from '../../mail/mail-queue.ts';

export const confirmationKeyDays = 7;

/** The account a confirmation link goes to. */
export interface Unconfirmed {
  id: number;
  email: string;
  language: Language;
}

/** Creates a confirmation key of `user` and queues the mail with its link. */
export async function sendConfirmationLink(ctx: MailContext, user: Unconfirmed): Promise<void> {
  const { db, now } = ctx;
  const secret = newSecret();
  const expiresAt = new Date(now.getTime() + confirmationKeyDays * 24 * 60 * 60 * 1000);
  await db.query('INSERT INTO email_confirmations (key_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    hashSecret(secret),
    user.id,
    now,
    expiresAt,
  ]);
  await queueMail(ctx, {
    kind: 'confirm_email',
    userId: user.id,
    to: user.email,
    language: user.language,
    facts: { link: keyLink(ctx.publicUrl, 'confirm_email', user.id, secret) },
    expiresAt,
  });
}

// A live key of an account that is still unconfirmed (a reset link may have confirmed it since).
const findKey = `
  SELECT c.id, u.email_key FROM email_confirmations c JOIN users u ON u.id = c.user_id
  WHERE c.key_hash = $1 AND c.user_id = $2 AND c.used_at IS NULL AND c.expires_at > $3
    AND u.enabled AND u.email_confirmed_at IS NULL`;

export const confirmEmail = handler(emailConfirmationEndpoints.confirmEmail, async ({ db, now, params, query, body, productName }) => {
  const userId = parseId(params.id);
  const key = body.key ?? query.key ?? '';
  const invalid = () => new ApiError(400, serverReason.invalidConfirmationKey);
  if (userId === null || !key) throw invalid();
  // The key is checked before the costly hashing, and spent in the same transaction that sets the password.
  const found = await queryOne<{ id: number; email_key: string }>(db, findKey, [hashSecret(key), userId, now]);
  if (!found) throw invalid();
  await refuseGuessablePassword('password', body.password, await accountPasswordContext(db, userId, productName));
  const { hash, salt } = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    const spent = await tx.query('UPDATE email_confirmations SET used_at = $3 WHERE user_id = $1 AND used_at IS NULL AND id = $2 RETURNING id', [
      userId,
      found.id,
      now,
    ]);
    if (!spent.length) throw invalid();
    await tx.query('UPDATE email_confirmations SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [userId, now]);
    const confirmed = await tx.query(
      'UPDATE users SET password_hash = $2, password_salt = $3, email_confirmed_at = $4 WHERE id = $1 AND email_confirmed_at IS NULL RETURNING id',
      [userId, hash, salt, now],
    );
    if (!confirmed.length) throw invalid();
    await revokeUserSessions(tx, userId, now);
    await clearAttempts(tx, found.email_key);
  });
  return { message: serverReason.emailConfirmed };
}, { rateLimited: true });
