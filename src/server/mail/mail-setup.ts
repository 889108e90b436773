/**
 * The mail of one server process (app.ts): with an SMTP server, the outbox and this process's
 * worker; without one, the log. Production without one says at start that self-service mail
 * (sign-up confirmation, password reset, the "user added" notice) is off.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/db.ts';
import type { Logger } from '../core/log.ts';
import { defaultProductName, logMailer, outboxMailer, type Mailer } from './mail-queue.ts';
import { describeSmtpUrl, parseMailFrom, type MailSettings } from './mail-settings.ts';
import { startMailWorker, type MailCounts, type MailWorker } from './mail-worker.ts';
import { smtpTransport } from './smtp-transport.ts';

export type { MailSettings };

export interface MailSetupOptions {
  db: Db;
  log: Logger;
  now: () => number;
  production: boolean;
  /** This server's own address: the links' start when no PUBLIC_URL is given with an SMTP server. */
  serverUrl: string;
  portalDir: string;
  mail?: MailSettings;
  mailWorker?: boolean;
  mailPollMs?: number;
  mailRetryMs?: number;
  /** Where the worker counts mails sent and failed. */
  metrics?: MailCounts;
}

/** The product name of the portal's config.json, as people see it in the portal. */
export function productName(portalDir: string): string {
  try {
    const config = JSON.parse(readFileSync(join(portalDir, 'config.json'), 'utf8')) as { productName?: unknown };
    if (typeof config.productName === 'string' && config.productName.trim()) return config.productName.trim();
  } catch {
    // No portal beside the server (the API alone): the default name.
  }
  return defaultProductName;
}

/** The mail of a started server: its mailer and links' address for the context, and its worker's end. */
export interface ServerMail {
  readonly mailer: Mailer;
  readonly publicUrl: string | undefined;
  stop(): Promise<void>;
}

/** Sets up mail for the server using `db`; `stop()` ends the worker. */
export function startMail(options: MailSetupOptions): ServerMail {
  const { db, log, now, production } = options;
  const settings = options.mail ?? {};
  if (!settings.smtpUrl) {
    if (production) {
      log.warn('self_service_mail_off', {
        note: 'SMTP_URL is not set, so no mail is sent: sign-up confirmation, password reset and the "user added" notice reach no one. Set SMTP_URL, MAIL_FROM and PUBLIC_URL (docs/deploy.md); until then the password-link command gives a person a way in.',
      });
    }
    return { mailer: logMailer(log, production), publicUrl: settings.publicUrl, stop: async () => {} };
  }
  const product = productName(options.portalDir);
  const publicUrl = settings.publicUrl ?? options.serverUrl;
  // Parsed once, here: an invalid sender stops the start rather than every mail.
  const from = settings.from ? parseMailFrom(settings.from) : { name: product, address: `no-reply@${new URL(publicUrl).hostname}` };
  let worker: MailWorker | null = null;
  const mailer = outboxMailer({ db, log, product, stored: () => worker?.kick() });
  if (options.mailWorker !== false) {
    worker = startMailWorker({
      db,
      log,
      now,
      transport: smtpTransport(settings.smtpUrl, { ca: settings.ca, requireTls: settings.requireTls }),
      from,
      pollMs: options.mailPollMs,
      retryMs: options.mailRetryMs,
      metrics: options.metrics,
    });
  }
  log.info('mail_through_smtp', {
    smtp: describeSmtpUrl(settings.smtpUrl),
    tls: new URL(settings.smtpUrl).protocol === 'smtps:' ? 'from the start (smtps)' : settings.requireTls ? 'STARTTLS required' : 'STARTTLS when offered',
    trusted_ca: settings.ca ? 'SMTP_CA_FILE' : 'the system\'s',
    public_url: publicUrl,
    worker: worker !== null,
  });
  return { mailer, publicUrl, stop: async () => worker?.stop() };
}
