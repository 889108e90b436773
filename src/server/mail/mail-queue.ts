/**
 * Queuing a mail: the one call feature handlers make (`queueMail`). The mail is written in the
 * person's language, then
 * - with an SMTP server configured: stored in the `mail_outbox` table (migration 120) for the
 *   worker (mail-worker.ts) to send, so the request never waits for the mail server, and a mail
 *   server that is down delays mail without losing it. The queue is bounded: beyond
 *   `maxQueuedMails` waiting mails a new one is dropped and logged (`mail_queue_full`) rather than
 *   letting a flood fill the database; the request's answer is the same either way.
 * - without one: written to the log, the link with it outside production (development), only the
 *   fact of it in production, where self-service mail is then off (said at start).
 */
import type { Queryable } from '../db/db.ts';
import { describeError, type Logger } from '../core/log.ts';
import type { Language } from '../../contract/languages.ts';
import { renderMail, type MailFacts, type MailKind } from './mail-texts.ts';

/** Waiting mails beyond which a new one is dropped (and logged). */
export const maxQueuedMails = 10_000;

/** The product name mails use when the portal's config.json names none. */
export const defaultProductName = 'Evaluation Report Portal';

export interface OutgoingMail {
  kind: MailKind;
  userId: number;
  /** The recipient's address. */
  to: string;
  language: Language;
  facts: Omit<MailFacts, 'product'>;
  /** After this the mail is pointless (its link has expired) and is dropped unsent. */
  expiresAt: Date;
}

export interface Mailer {
  /**
   * Queues (or logs) `mail`; resolves once it is stored. Never contacts the mail server. `log`: the
   * request's logger (its lines carry the request id), else the mailer's own.
   */
  queue(mail: OutgoingMail, now: Date, log?: Logger): Promise<void>;
}

/** The log events of the mails of each kind when no mail server is configured. */
const logEvents: Record<MailKind, { link: string; requested: string; what: string }> = {
  reset_password: { link: 'password_reset_link', requested: 'password_reset_requested', what: 'reset link' },
  confirm_email: { link: 'email_confirmation_link', requested: 'email_confirmation_requested', what: 'confirmation link' },
  user_added: { link: 'user_added_mail', requested: 'user_added_mail_unsent', what: 'notice' },
  invitation: { link: 'invitation_mail', requested: 'invitation_mail_unsent', what: 'invitation' },
  security_notice: { link: 'security_notice_mail', requested: 'security_notice_unsent', what: 'notice' },
};

/** The mailer without an SMTP server: the log, with the link outside production only. */
export function logMailer(processLog: Logger, production: boolean): Mailer {
  return {
    async queue(mail, _now, log = processLog) {
      const events = logEvents[mail.kind];
      // Which security notice it is (never a secret): what the operator and the tests read.
      const notice = mail.facts.notice ? { notice: mail.facts.notice } : {};
      if (production) {
        log.info(events.requested, { user_id: mail.userId, ...notice, note: 'No mail is sent: SMTP_URL is not set.' });
      } else {
        log.info(events.link, {
          user_id: mail.userId,
          language: mail.language,
          ...notice,
          link: mail.facts.link,
          note: `Development only: no mail is sent, so the ${events.what} is logged here instead.`,
        });
      }
    },
  };
}

const insertMail = `
  INSERT INTO mail_outbox (kind, user_id, recipient, subject, text_body, html_body, next_attempt_at, expires_at, created_at)
  SELECT $1, $2, $3, $4, $5, $6, $7, $8, $7
  WHERE (SELECT count(*) FROM mail_outbox) < $9
  RETURNING id`;

export interface OutboxMailerOptions {
  db: Queryable;
  log: Logger;
  product: string;
  /** Called after a mail is stored, so this process's worker sends it at once. */
  stored?: () => void;
  maxQueued?: number;
}

/** The mailer with an SMTP server: the database's outbox. */
export function outboxMailer({ db, log: processLog, product, stored, maxQueued = maxQueuedMails }: OutboxMailerOptions): Mailer {
  return {
    async queue(mail, now, log = processLog) {
      const { subject, text, html } = renderMail(mail.kind, mail.language, { ...mail.facts, product });
      const rows = await db.query<{ id: number }>(insertMail, [
        mail.kind, mail.userId, mail.to, subject, text, html, now, mail.expiresAt, maxQueued,
      ]);
      const id = rows[0]?.id;
      if (id === undefined) {
        log.error('mail_queue_full', { kind: mail.kind, user_id: mail.userId, limit: maxQueued });
        return;
      }
      log.info('mail_queued', { mail_id: id, kind: mail.kind, user_id: mail.userId, language: mail.language });
      stored?.();
    },
  };
}

/** What queuing a mail needs of a request: the server's mailer and its public URL among them. */
export interface MailContext {
  readonly db: Queryable;
  readonly log: Logger;
  readonly now: Date;
  readonly mailer: Mailer;
  /** The portal's public address (`PUBLIC_URL`) for the links; undefined: the path alone. */
  readonly publicUrl: string | undefined;
}

/**
 * Queues `mail` with the server's mailer. A failure to store it is logged, never thrown: the
 * request that caused the mail has done its work.
 */
export async function queueMail(ctx: MailContext, mail: OutgoingMail): Promise<void> {
  try {
    await ctx.mailer.queue(mail, ctx.now, ctx.log);
  } catch (error) {
    ctx.log.error('mail_not_queued', { kind: mail.kind, user_id: mail.userId, ...describeError(error) });
  }
}
