/**
 * POST auth/register, body RegisterBody: creates an account that belongs to no institution and
 * cannot sign in yet: it has no password until its holder follows the link sent to the address
 * and chooses one there (confirm-email.ts). An institution's user manager can then invite it, and
 * it joins when its holder accepts. Role or institution fields in the body are dropped unread.
 */
import { accountEndpoints } from '../../../contract/endpoints/accounts.ts';
import { serverReason } from '../../../contract/messages.ts';
import { insertReturningId, isUniqueViolation } from '../../db/db.ts';
import { ApiError } from '../../core/api-error.ts';
import { handler } from '../../http/handler.ts';
import { languageOf } from '../../mail/mail-language.ts';
import { sendConfirmationLink } from './confirm-email.ts';
import { emailKey, emailSkeleton } from '../../auth/credentials.ts';

export const register = handler(accountEndpoints.register, async (ctx) => {
  const { db, body, now } = ctx;
  const { name, lastname } = body;
  const email = body.email.trim().normalize('NFC');
  const company = body.company ?? '';
  const key = emailKey(email);
  const skeleton = emailSkeleton(key);
  // An address drawn like an existing one (`clınician@` for `clinician@`) could be used to pass
  // for that person; it is refused with a message that says why.
  const alike = await db.query('SELECT 1 FROM users WHERE email_skeleton = $1 AND email_key <> $2 LIMIT 1', [skeleton, key]);
  if (alike.length) throw new ApiError(409, serverReason.emailLooksLikeAnother);
  // Mail to this account is written in the language the portal was showing.
  const language = languageOf(ctx.headers);
  try {
    // An empty hash matches no password (auth/passwords.ts): nobody signs in until the link is followed.
    const id = await insertReturningId(
      db,
      `INSERT INTO users (email, email_key, email_skeleton, name, lastname, company, password_hash, password_salt, created_at, language, self_registered)
       VALUES ($1, $2, $3, $4, $5, $6, '', '', $7, $8, true) RETURNING id`,
      [email, key, skeleton, name, lastname, company, now, language],
    );
    await sendConfirmationLink(ctx, { id, email, language });
    return { id };
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, serverReason.emailTaken);
    throw error;
  }
}, { rateLimited: true });
