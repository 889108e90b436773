/**
 * POST auth/register, body RegisterBody: creates an enabled account that belongs to no
 * institution yet (an institution's user manager links it). Role or institution fields in the
 * body are refused by the schema.
 */
import { authEndpoints } from '../../../contract/endpoints/auth.ts';
import { serverReason } from '../../../contract/messages.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { isUniqueViolation } from '../../db/db.ts';
import { ApiError } from '../../core/api-error.ts';
import { handler } from '../../http/handler.ts';

export const register = handler(authEndpoints.register, async ({ db, body, now }) => {
  const { name, lastname, email, password } = body;
  const company = body.company ?? '';
  const { hash, salt } = await hashPassword(password);
  try {
    const rows = await db.query<{ id: number }>(
      `INSERT INTO users (email, name, lastname, company, password_hash, password_salt, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [email, name, lastname, company, hash, salt, now],
    );
    return { id: (rows[0] as { id: number }).id };
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, serverReason.emailTaken);
    throw error;
  }
}, { rateLimited: true });
