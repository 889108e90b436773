/**
 * The signed-in person's password asked again before a change to how they sign in or where they
 * are signed in (ASVS 5.0 7.5.1, 7.5.2). Wrong guesses count towards the same throttle as sign-in,
 * so a stolen session cannot be used to try passwords at leisure.
 */
import { serverReason } from '../../contract/messages.ts';
import { ApiError } from '../core/api-error.ts';
import { queryOne, type Queryable } from '../db/db.ts';
import { emailKey } from './credentials.ts';
import { verifyPassword } from './passwords.ts';
import { attempted } from './throttle.ts';

/** Resolves when `password` is the user's; throws 400 "The current password is not correct" (or 429 while paused) otherwise. */
export async function confirmPassword(db: Queryable, userId: number, password: string, clientAddress: string, now: Date): Promise<void> {
  const user = await queryOne<{ email: string; password_hash: string; password_salt: string }>(
    db,
    'SELECT email, password_hash, password_salt FROM users WHERE id = $1',
    [userId],
  );
  if (!user) throw new ApiError(401, serverReason.invalidToken, { userId });
  const result = await attempted(db, emailKey(user.email), clientAddress, now, () =>
    verifyPassword(password, { hash: user.password_hash, salt: user.password_salt }),
  );
  if (!result.passed) throw new ApiError(400, serverReason.wrongCurrentPassword);
}
