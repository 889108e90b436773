/**
 * The security notices (OWASP ASVS 5.0 6.3.6, 6.3.7): a mail to the account holder when an
 * authenticator app is added or removed, a user manager resets their second factor, their
 * password changes (from My Account or through a reset link), or a recovery code signs them in.
 * Each says what happened, when, and from which browser and address, and what to do if it was not
 * them. It carries no link, code or secret. Queued after the change is committed, so a change that
 * failed is never announced; a notice that cannot be stored is logged, the change stands.
 */
import { headerValue } from '../core/headers.ts';
import { queryOne } from '../db/db.ts';
import { languageOf, storedLanguage } from '../mail/mail-language.ts';
import { queueMail, type MailContext } from '../mail/mail-queue.ts';
import type { SecurityNotice } from '../mail/mail-texts.ts';
import type { Language } from '../../contract/languages.ts';
import type { IncomingHttpHeaders } from 'node:http';

/** How long a notice is worth sending while the mail server is unreachable. */
const noticeDays = 3;
/** A browser description longer than this is cut: it is the client's own words. */
const maxBrowserChars = 200;

/** The request behind a notice: the mail's needs, and where the change came from. */
export interface NoticeContext extends MailContext {
  readonly headers: IncomingHttpHeaders;
  readonly clientAddress: string;
}

const locales: Record<Language, string> = { en: 'en-GB', es: 'es-ES', pt: 'pt-PT' };

/** `at` written out in `language`, in UTC (said so: the server knows no one's time zone). */
export function noticeTime(at: Date, language: Language): string {
  const text = new Intl.DateTimeFormat(locales[language] ?? language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(at);
  return `${text} (UTC)`;
}

/**
 * Queues `notice` to user `userId`. `institution`: for a reset by a user manager, the institution
 * they act for; then the browser and address (the manager's) are left out.
 */
export async function queueSecurityNotice(ctx: NoticeContext, userId: number, notice: SecurityNotice, institution?: string): Promise<void> {
  const row = await queryOne<{ email: string; name: string; confirmed: boolean; language: string | null }>(
    ctx.db,
    'SELECT email, name, email_confirmed_at IS NOT NULL AS confirmed, language FROM users WHERE id = $1',
    [userId],
  );
  if (!row) return;
  const language = storedLanguage(row.language) ?? languageOf(ctx.headers);
  const own = notice !== 'factors_reset';
  const browser = own ? headerValue(ctx.headers, 'User-Agent')?.replace(/\s+/g, ' ').trim().slice(0, maxBrowserChars) : undefined;
  await queueMail(ctx, {
    kind: 'security_notice',
    userId,
    to: row.email,
    language,
    facts: {
      // As every mail: a name typed by someone else is never written to an unproven mailbox.
      ...(row.confirmed ? { name: row.name } : {}),
      notice,
      when: noticeTime(ctx.now, language),
      ...(browser ? { browser } : {}),
      ...(own && ctx.clientAddress ? { address: ctx.clientAddress } : {}),
      ...(institution ? { institution } : {}),
    },
    expiresAt: new Date(ctx.now.getTime() + noticeDays * 24 * 60 * 60 * 1000),
  });
}
