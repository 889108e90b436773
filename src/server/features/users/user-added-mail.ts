/**
 * The "user added" notice: a mail telling a person that a user manager gave them access to an
 * institution, with the link to sign in. Sent when the account already had a password (an
 * existing account linked, or a new one given a password); a new account without one gets the
 * reset mail instead, to choose it. Written in the language the account last used, else in the
 * user manager's.
 */
import { queryOne } from '../../db/db.ts';
import type { BaseContext } from '../../http/handler.ts';
import { languageOf, storedLanguage } from '../../mail/mail-language.ts';
import { signInLink } from '../../mail/mail-links.ts';
import { publicUrlOf, queueMail } from '../../mail/mail-queue.ts';

/** How long the notice is worth sending while the mail server is unreachable. */
const noticeDays = 3;

/** Queues the notice to user `userId` about `institutionId`. */
export async function queueUserAddedMail(ctx: BaseContext, institutionId: number, userId: number): Promise<void> {
  const row = await queryOne<{ email: string; name: string; language: string | null; institution: string }>(
    ctx.db,
    'SELECT u.email, u.name, u.language, i.name AS institution FROM users u, institutions i WHERE u.id = $1 AND i.id = $2',
    [userId, institutionId],
  );
  if (!row) return;
  await queueMail(ctx, {
    kind: 'user_added',
    userId,
    to: row.email,
    language: storedLanguage(row.language) ?? languageOf(ctx.headers),
    facts: { name: row.name, institution: row.institution, link: signInLink(publicUrlOf(ctx.db)) },
    expiresAt: new Date(ctx.now.getTime() + noticeDays * 24 * 60 * 60 * 1000),
  });
}
