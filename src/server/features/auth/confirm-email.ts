/**
 * Registration proves the email: a new account gets a single-use link to its address and stays
 * unconfirmed until it is opened. POST auth/confirm/{id}?key= confirms it. The link goes out as a
 * mail in the person's language (mail/), or to the log outside production without a mail server.
 * An unconfirmed account can sign in, but cannot be linked to an institution (migration 4).
 */
import { emailConfirmationEndpoints } from '../../../contract/endpoints/email-confirmation.ts';
import { serverReason } from '../../../contract/messages.ts';
import { hashSecret, newSecret } from '../../auth/secrets.ts';
import { ApiError } from '../../core/api-error.ts';
import { parseId } from '../../core/ids.ts';
import { handler } from '../../http/handler.ts';
import type { MailLanguage } from '../../mail/mail-language.ts';
import { keyLink } from '../../mail/mail-links.ts';
import { publicUrlOf, queueMail, type MailContext } from '../../mail/mail-queue.ts';

export const confirmationKeyDays = 7;

/** The account a confirmation link goes to. */
export interface Unconfirmed {
  id: number;
  email: string;
  name: string;
  language: MailLanguage;
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
    facts: { name: user.name, link: keyLink(publicUrlOf(db), 'confirm_email', user.id, secret) },
    expiresAt,
  });
}

// Spends the key and confirms the account in one statement, so a key works once.
const spendKey = `
  WITH spent AS (
    UPDATE email_confirmations SET used_at = $3
    WHERE key_hash = $1 AND user_id = $2 AND used_at IS NULL AND expires_at > $3
    RETURNING user_id)
  UPDATE users SET email_confirmed_at = coalesce(email_confirmed_at, $3)
  WHERE id IN (SELECT user_id FROM spent) RETURNING id`;

export const confirmEmail = handler(emailConfirmationEndpoints.confirmEmail, async ({ db, now, params, query }) => {
  const userId = parseId(params.id);
  const key = query.key ?? '';
  if (userId === null || !key) throw new ApiError(400, serverReason.invalidConfirmationKey);
  const rows = await db.query(spendKey, [hashSecret(key), userId, now]);
  if (!rows.length) throw new ApiError(400, serverReason.invalidConfirmationKey);
  return { message: serverReason.emailConfirmed };
}, { rateLimited: true });
