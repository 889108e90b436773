/**
 * The mails about joining an institution:
 * - "user added": a user manager made a new account with a password they typed (an account made
 *   without one gets the reset mail instead, to choose it). Its address is not proven yet, so the
 *   mail carries no name typed by anyone; it never says the password is the person's own.
 * - "invitation": a user manager invited an existing account, which joins only if its holder
 *   accepts. Invitations reach confirmed addresses only (migration 150), whose holders chose their
 *   own passwords.
 * Written in the language the account last used, else in the user manager's.
 */
import { queryOne } from '../../db/db.ts';
import type { BaseContext } from '../../http/handler.ts';
import { languageOf, storedLanguage } from '../../mail/mail-language.ts';
import { invitationsLink, signInLink } from '../../mail/mail-links.ts';
import { queueMail } from '../../mail/mail-queue.ts';

/** How long a notice is worth sending while the mail server is unreachable. */
const noticeDays = 3;

interface Recipient {
  email: string;
  name: string;
  confirmed: boolean;
  language: string | null;
  institution: string;
}

function recipient(ctx: BaseContext, institutionId: number, userId: number): Promise<Recipient | null> {
  return queryOne<Recipient>(
    ctx.db,
    `SELECT u.email, u.name, u.email_confirmed_at IS NOT NULL AS confirmed, u.language, i.name AS institution
     FROM users u, institutions i WHERE u.id = $1 AND i.id = $2`,
    [userId, institutionId],
  );
}

const expiry = (ctx: BaseContext) => new Date(ctx.now.getTime() + noticeDays * 24 * 60 * 60 * 1000);

/** Queues the "user added" notice to user `userId` about `institutionId`. */
export async function queueUserAddedMail(ctx: BaseContext, institutionId: number, userId: number): Promise<void> {
  const row = await recipient(ctx, institutionId, userId);
  if (!row) return;
  await queueMail(ctx, {
    kind: 'user_added',
    userId,
    to: row.email,
    language: storedLanguage(row.language) ?? languageOf(ctx.headers),
    facts: { ...(row.confirmed ? { name: row.name } : {}), institution: row.institution, link: signInLink(ctx.publicUrl) },
    expiresAt: expiry(ctx),
  });
}

/** Queues the invitation of user `userId` to `institutionId`, sent by `inviter` (a full name). */
export async function queueInvitationMail(ctx: BaseContext, institutionId: number, userId: number, inviter: string): Promise<void> {
  const row = await recipient(ctx, institutionId, userId);
  if (!row?.confirmed) return;
  await queueMail(ctx, {
    kind: 'invitation',
    userId,
    to: row.email,
    language: storedLanguage(row.language) ?? languageOf(ctx.headers),
    facts: { name: row.name, institution: row.institution, inviter, link: invitationsLink(ctx.publicUrl) },
    expiresAt: expiry(ctx),
  });
}
