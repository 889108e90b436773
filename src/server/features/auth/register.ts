/**
 * POST auth/register, body RegisterBody: creates an enabled account that belongs to no
 * institution yet (an institution's user manager links it). Role or institution fields in the
 * body are ignored: they are never read.
 */
import { serverReason } from '../../../contract/messages.ts';
import type { RegisterData } from '../../../contract/types.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { isUniqueViolation } from '../../db/db.ts';
import { ApiError } from '../../http/api-error.ts';
import { publicHandler } from '../../http/handler.ts';
import { optionalText, requireObject, requiredText } from '../../http/validate.ts';
import { maxEmailLength, newPassword } from './credentials.ts';

// Deliberately loose: one @ with text either side and no spaces. The only real check of an
// address is a mail reaching it.
const emailShape = /^[^\s@]+@[^\s@]+$/;

export const register = publicHandler(async ({ db, body, now, limitAuthRate }): Promise<RegisterData> => {
  limitAuthRate();
  const fields = requireObject(body);
  const name = requiredText(fields, 'name', { max: 100 });
  const lastname = requiredText(fields, 'lastname', { max: 100 });
  const company = optionalText(fields, 'company', { max: 200, allowEmpty: true }) ?? '';
  const email = requiredText(fields, 'email', { max: maxEmailLength });
  if (!emailShape.test(email)) throw new ApiError(400, serverReason.invalidEmail);
  const password = newPassword(fields, 'password');
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
});
