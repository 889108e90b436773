/**
 * Registration proves the email: a new account gets a single-use link to its address and stays
 * unconfirmed until it is opened. POST auth/confirm/{id}?key= confirms it. This reference server
 * sends no mail: outside production it logs the link instead (as it does the reset link).
 * An unconfirmed account can sign in, but cannot be linked to an institution (migration 4).
 */
import { basePath } from '../../../contract/constants.ts';
import { emailConfirmationEndpoints } from '../../../contract/endpoints/email-confirmation.ts';
import { serverReason } from '../../../contract/messages.ts';
import { hashSecret, newSecret } from '../../auth/secrets.ts';
import { ApiError } from '../../core/api-error.ts';
import { parseId } from '../../core/ids.ts';
import type { Logger } from '../../core/log.ts';
import type { Queryable } from '../../db/db.ts';
import { handler } from '../../http/handler.ts';

export const confirmationKeyDays = 7;

/** Creates the confirmation key of `userId` and "sends" the link (logs it outside production). */
export async function sendConfirmationLink(
  db: Queryable,
  log: Logger,
  production: boolean,
  userId: number,
  now: Date,
): Promise<void> {
  const secret = newSecret();
  await db.query(
    'INSERT INTO email_confirmations (key_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [hashSecret(secret), userId, now, new Date(now.getTime() + confirmationKeyDays * 24 * 60 * 60 * 1000)],
  );
  if (production) {
    log.info('email_confirmation_requested', { user_id: userId });
  } else {
    log.info('email_confirmation_link', {
      user_id: userId,
      link: `${basePath}/confirm_email/${userId}?key=${secret}`,
      note: 'Development only: no mail is sent, so the confirmation link is logged here instead.',
    });
  }
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
