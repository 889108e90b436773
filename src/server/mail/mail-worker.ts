/**
 * The worker that sends the mail of the `mail_outbox` queue (migration 120). Each server process
 * runs one; they share the queue through the database, as the video worker does:
 *
 * - A mail is claimed with `FOR UPDATE SKIP LOCKED`, so two workers never take the same one, and
 *   leased for `leaseMs`; `attempts` goes up with each claim and fences the outcome, so a worker
 *   whose lease ran out cannot delete or reschedule a mail another worker took.
 * - A failed send (mail server down, refused, timed out) is tried again after a pause that doubles
 *   each time (`retryMs`, 2x, ... up to `maxRetryMs`), until the mail expires (its link would no
 *   longer work). A permanent refusal of the mail itself (an SMTP 5xx, such as an unknown
 *   recipient) is not retried. A refused login (535, a password changed at the mail server) or a
 *   failed TLS (a certificate not trusted, STARTTLS missing under SMTP_REQUIRE_TLS) is the
 *   installation's fault, not the mail's: it stays queued and is retried, logged as an error that
 *   says what to fix, and counted in the metrics (`portal_mail_send_failures_total`).
 * - A sent mail's row is deleted. SMTP cannot make sending exactly-once: a process killed after
 *   the server accepted a mail and before the delete sends it again when the lease ends.
 */
import type { Db } from '../db/db.ts';
import { queryOne } from '../db/db.ts';
import { isDatabaseAway } from '../db/unavailable.ts';
import { describeError, type Logger } from '../core/log.ts';
import { startWorkLoop } from '../core/work-loop.ts';
import type { MailAddress } from './mail-settings.ts';
import type { MailTransport } from './smtp-transport.ts';

export interface MailWorkerOptions {
  db: Db;
  log: Logger;
  now: () => number;
  transport: MailTransport;
  /** The sender, parsed once at start (mail-settings.ts parseMailFrom). */
  from: MailAddress;
  /** How often an idle worker looks for mail queued elsewhere or due again (ms). */
  pollMs?: number;
  /** The first pause after a failed send (ms); it doubles with each failure. */
  retryMs?: number;
  maxRetryMs?: number;
  leaseMs?: number;
  /** Where mails sent and failed are counted (the process's metrics, http/metrics.ts). */
  metrics?: MailCounts;
}

/** Why a mail could not be sent, as counted: the mail server refused our login, the TLS, the mail itself, or was out of reach. */
export type MailFailure = 'authentication' | 'tls' | 'refused' | 'unreachable';

/** What the worker counts. */
export interface MailCounts {
  mailSent(): void;
  mailFailed(reason: MailFailure): void;
}

interface ClaimedMail {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
  expires_at: Date;
}

export const defaultMailRetryMs = 30_000;
const defaultMaxRetryMs = 15 * 60 * 1000;

/** Takes the next mail due, for one worker only, or null when none is due. */
export async function claimMail(db: Db, now: Date, leaseMs: number): Promise<ClaimedMail | null> {
  return db.transaction((tx) =>
    queryOne<ClaimedMail>(
      tx,
      `UPDATE mail_outbox SET attempts = attempts + 1, lease_until = $2
       WHERE id = (
         SELECT id FROM mail_outbox
         WHERE next_attempt_at <= $1 AND (lease_until IS NULL OR lease_until < $1)
         ORDER BY next_attempt_at, id
         LIMIT 1
         FOR UPDATE SKIP LOCKED
       )
       RETURNING id, kind, recipient, subject, text_body, html_body, attempts, expires_at`,
      [now, new Date(now.getTime() + leaseMs)],
    ),
  );
}

/** What the log and the queue keep of a failure: codes, never the recipient's address. */
function failureOf(error: unknown): MailFailureFacts {
  const e = error as { code?: unknown; originalCode?: unknown; responseCode?: unknown };
  return {
    code: typeof e?.code === 'string' ? e.code : error instanceof Error ? error.name : 'unknown',
    // nodemailer's own code (ESOCKET) replaces the system's, which it keeps here (a certificate's).
    cause: typeof e?.originalCode === 'string' ? e.originalCode : null,
    responseCode: typeof e?.responseCode === 'number' ? e.responseCode : null,
  };
}

interface MailFailureFacts {
  code: string;
  cause: string | null;
  responseCode: number | null;
}

/** Node's and OpenSSL's codes of a certificate or TLS handshake that failed. */
const tlsCodes = /^(ETLS|ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|SELF_SIGNED_|DEPTH_ZERO_SELF_SIGNED_)/;

/**
 * What a failure says about the mail: `refused` (the mail server will never take this mail: an
 * SMTP 5xx to it), or a fault of the installation or the network, after which the mail is kept:
 * `authentication` (the login was refused: 535, or nodemailer's EAUTH), `tls`, `unreachable`.
 */
export function classifyMailFailure(failure: MailFailureFacts): MailFailure {
  if (failure.code === 'EAUTH' || failure.responseCode === 535 || failure.responseCode === 534 || failure.responseCode === 530) return 'authentication';
  if (tlsCodes.test(failure.code) || tlsCodes.test(failure.cause ?? '')) return 'tls';
  if (failure.responseCode !== null && failure.responseCode >= 500) return 'refused';
  return 'unreachable';
}

/** What the operator reads in the log when the installation, not the mail, is at fault. */
const faultNotes: Partial<Record<MailFailure, { event: string; note: string }>> = {
  authentication: {
    event: 'mail_login_refused',
    note: 'The mail server refused the user name and password of SMTP_URL. The mail stays queued and is tried again; correct SMTP_URL (docs/deploy.md, "Mail") and restart.',
  },
  tls: {
    event: 'mail_tls_failed',
    note: "No TLS connection to the mail server: its certificate is not trusted (set SMTP_CA_FILE to the hospital's CA), its name does not match SMTP_URL's host, or it offers no STARTTLS while SMTP_REQUIRE_TLS=1. The mail stays queued and is tried again.",
  },
};

export interface MailWorker {
  /** Looks for mail now (after one was queued here). */
  kick(): void;
  /** Stops taking mail and waits for the one under way. */
  stop(): Promise<void>;
}

/** Starts the mail worker of one server process. */
export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, log, now, transport, from } = options;
  const pollMs = options.pollMs ?? 5000;
  const retryMs = options.retryMs ?? defaultMailRetryMs;
  const maxRetryMs = options.maxRetryMs ?? defaultMaxRetryMs;
  const leaseMs = options.leaseMs ?? 120_000;
  const fenced = 'WHERE id = $1 AND attempts = $2';

  const sendOne = async (mail: ClaimedMail) => {
    const at = new Date(now());
    if (mail.expires_at.getTime() <= at.getTime()) {
      await db.query(`DELETE FROM mail_outbox ${fenced}`, [mail.id, mail.attempts]);
      log.warn('mail_expired', { mail_id: mail.id, kind: mail.kind, attempts: mail.attempts - 1 });
      return;
    }
    try {
      await transport.send({ from, to: { name: '', address: mail.recipient }, subject: mail.subject, text: mail.text_body, html: mail.html_body });
    } catch (error) {
      const failure = failureOf(error);
      const reason = classifyMailFailure(failure);
      options.metrics?.mailFailed(reason);
      if (reason === 'refused') {
        await db.query(`DELETE FROM mail_outbox ${fenced}`, [mail.id, mail.attempts]);
        log.error('mail_refused', { mail_id: mail.id, kind: mail.kind, smtp_code: failure.responseCode, error: failure.code });
        return;
      }
      const pause = Math.min(maxRetryMs, retryMs * 2 ** (mail.attempts - 1));
      await db.query(`UPDATE mail_outbox SET next_attempt_at = $3, lease_until = NULL, last_error = $4 ${fenced}`, [
        mail.id,
        mail.attempts,
        new Date(now() + pause),
        `${failure.code}${failure.responseCode ? ` ${failure.responseCode}` : ''}`,
      ]);
      const fault = faultNotes[reason];
      const fields = { mail_id: mail.id, kind: mail.kind, attempt: mail.attempts, retry_in_ms: pause, error: failure.code, ...(failure.cause ? { cause: failure.cause } : {}), smtp_code: failure.responseCode };
      if (fault) log.error(fault.event, { ...fields, note: fault.note });
      else log.warn('mail_send_failed', fields);
      return;
    }
    options.metrics?.mailSent();
    await db.query(`DELETE FROM mail_outbox ${fenced}`, [mail.id, mail.attempts]);
    log.info('mail_sent', { mail_id: mail.id, kind: mail.kind, attempt: mail.attempts });
  };

  // One pass sends every mail that is due, one at a time (core/work-loop.ts runs the passes).
  const loop = startWorkLoop(async (stopped) => {
    while (!stopped()) {
      let mail: ClaimedMail | null;
      try {
        mail = await claimMail(db, new Date(now()), leaseMs);
      } catch (error) {
        if (!isDatabaseAway(error)) log.error('mail_claim_failed', describeError(error));
        return;
      }
      if (!mail) return;
      await sendOne(mail).catch((error: unknown) => log.error('mail_worker_failed', { mail_id: mail.id, ...describeError(error) }));
    }
  }, pollMs);
  return {
    kick: loop.kick,
    async stop() {
      await loop.stop();
      transport.close();
    },
  };
}
