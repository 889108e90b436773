/**
 * A single-use link for an account to choose a new password, made by the operator. The reference
 * server sends no mail, so in production this is how a new owner whose first link expired, or
 * anyone locked out of their account, gets back in. Only the link's hash is stored, and the
 * institutions of the person record that a link was made.
 */
import { basePath } from '../../contract/constants.ts';
import { hashSecret, newSecret } from '../auth/secrets.ts';
import { queryOne, type Db, type Queryable } from '../db/db.ts';
import { emailKey } from '../auth/credentials.ts';
import { CommandError } from './command-error.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { pruneResetLinks } from '../auth/reset-links.ts';

export interface PasswordLink {
  userId: number;
  /** The link's path under the portal's address. */
  path: string;
  expires: Date;
}

/**
 * Stores a new link for `userId` (its hash only) and returns it. As for a reset mail, spent and
 * expired links go and at most `maxLiveLinks` stay live, the newest.
 */
export async function storePasswordLink(tx: Queryable, userId: number, now: Date, hours: number): Promise<PasswordLink> {
  const secret = newSecret();
  const expires = new Date(now.getTime() + hours * 3600 * 1000);
  await pruneResetLinks(tx, userId, now);
  await tx.query('INSERT INTO password_resets (key_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    hashSecret(secret),
    userId,
    now,
    expires,
  ]);
  // The key is in the fragment, which browsers never send: no web server's access log holds it.
  return { userId, path: `${basePath}/reset_your_password/${userId}#key=${secret}`, expires };
}

/**
 * A link for the enabled account of `email`; refuses an unknown or disabled one. Whoever holds the
 * link can take the account, so each institution the person belongs to records it in its audit
 * trail (made by the server: no person is signed in).
 */
export async function passwordLinkFor(db: Db, email: string, now: Date, hours: number): Promise<PasswordLink> {
  const user = await queryOne<{ id: number; enabled: boolean }>(db, 'SELECT id, enabled FROM users WHERE email_key = $1', [emailKey(email)]);
  if (!user) throw new CommandError(`No account has the email ${email.trim()}.`);
  if (!user.enabled) throw new CommandError(`The account of ${email.trim()} is disabled: a link would not let it sign in.`);
  return db.transaction(async (tx) => {
    const link = await storePasswordLink(tx, user.id, now, hours);
    const places = await tx.query<{ id: number }>('SELECT DISTINCT institution_id AS id FROM memberships WHERE user_id = $1', [user.id]);
    for (const place of places) {
      await recordAudit(tx, {
        institutionId: place.id,
        actorId: null,
        userId: user.id,
        action: 'password_link_made',
        changes: [{ field: 'valid_until', before: null, after: link.expires.toISOString() }],
        at: now,
      });
    }
    return link;
  });
}
