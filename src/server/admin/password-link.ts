/**
 * A single-use link for an account to choose a new password, made by the operator. The reference
 * server sends no mail, so in production this is how a new owner whose first link expired, or
 * anyone locked out of their account, gets back in. Only the link's hash is stored.
 */
import { basePath } from '../../contract/constants.ts';
import { hashSecret, newSecret } from '../auth/secrets.ts';
import { queryOne, type Db, type Queryable } from '../db/db.ts';
import { emailKey } from '../features/auth/credentials.ts';
import { CommandError } from './command-error.ts';

export interface PasswordLink {
  userId: number;
  /** The link's path under the portal's address. */
  path: string;
  expires: Date;
}

/** Stores a new link for `userId` (its hash only) and returns it; earlier links stay valid. */
export async function storePasswordLink(tx: Queryable, userId: number, now: Date, hours: number): Promise<PasswordLink> {
  const secret = newSecret();
  const expires = new Date(now.getTime() + hours * 3600 * 1000);
  await tx.query('INSERT INTO password_resets (key_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    hashSecret(secret),
    userId,
    now,
    expires,
  ]);
  return { userId, path: `${basePath}/reset_your_password/${userId}?key=${secret}`, expires };
}

/** A link for the enabled account of `email`; refuses an unknown or disabled one. */
export async function passwordLinkFor(db: Db, email: string, now: Date, hours: number): Promise<PasswordLink> {
  const user = await queryOne<{ id: number; enabled: boolean }>(db, 'SELECT id, enabled FROM users WHERE email_key = $1', [emailKey(email)]);
  if (!user) throw new CommandError(`No account has the email ${email.trim()}.`);
  if (!user.enabled) throw new CommandError(`The account of ${email.trim()} is disabled: a link would not let it sign in.`);
  return db.transaction((tx) => storePasswordLink(tx, user.id, now, hours));
}
