/**
 * POST auth/register, body RegisterBody: creates an enabled account that belongs to no
 * institution yet (an institution's user manager links it, once its email is confirmed through
 * the link sent to it: confirm-email.ts). Role or institution fields in the
 * body are refused by the schema.
 */
import { authEndpoints } from '../../../contract/endpoints/auth.ts';
import { serverReason } from '../../../contract/messages.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { insertReturningId, isUniqueViolation } from '../../db/db.ts';
import { ApiError } from '../../core/api-error.ts';
import { handler } from '../../http/handler.ts';
import { sendConfirmationLink } from './confirm-email.ts';
import { emailKey, emailSkeleton } from '../../auth/credentials.ts';

export const register = handler(authEndpoints.register, async ({ db, log, production, body, now }) => {
  const { name, lastname, password } = body;
  const email = body.email.trim().normalize('NFC');
  const company = body.company ?? '';
  const key = emailKey(email);
  const skeleton = emailSkeleton(key);
  // An address drawn like an existing one (`clınician@` for `clinician@`) could be used to pass
  // for that person; it is refused with a message that says why.
  const alike = await db.query('SELECT 1 FROM users WHERE email_skeleton = $1 AND email_key <> $2 LIMIT 1', [skeleton, key]);
  if (alike.length) throw new ApiError(409, serverReason.emailLooksLikeAnother);
  const { hash, salt } = await hashPassword(password);
  try {
    const id = await insertReturningId(
      db,
      `INSERT INTO users (email, email_key, email_skeleton, name, lastname, company, password_hash, password_salt, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [email, key, skeleton, name, lastname, company, hash, salt, now],
    );
    await sendConfirmationLink(db, log, production, id, now);
    return { id };
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, serverReason.emailTaken);
    throw error;
  }
}, { rateLimited: true });
