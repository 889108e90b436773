/**
 * Sending one mail through the SMTP server of `SMTP_URL` with nodemailer: `smtp://` upgrades with
 * STARTTLS when the server offers it, `smtps://` speaks TLS from the first byte. Timeouts are
 * short, so a mail server that does not answer holds the worker for seconds, not minutes.
 */
import { createTransport } from 'nodemailer';
import type { MailAddress } from './mail-settings.ts';

/**
 * One mail to send. Sender and recipient are address objects: nodemailer parses a string as an
 * address list, so an address that reads as several (`a@x.example, b@y.example`) would be sent to
 * each; an object is one recipient, whatever it holds.
 */
export interface MailEnvelope {
  from: MailAddress;
  to: MailAddress;
  subject: string;
  text: string;
  html: string;
}

export interface MailTransport {
  send(mail: MailEnvelope): Promise<void>;
  close(): void;
}

/** How the connection is secured, beyond what the URL says (mail-settings.ts). */
export interface SmtpTlsOptions {
  /** PEM certificates: the only CAs trusted for the mail server (SMTP_CA_FILE); else the system's. */
  ca?: string;
  /** STARTTLS is required: no mail, and no password, without it (SMTP_REQUIRE_TLS=1). */
  requireTls?: boolean;
}

/**
 * A transport to the SMTP server of `url`; one connection at a time, reused while there is mail.
 * The certificate is always checked (nodemailer's default, kept explicit here).
 */
export function smtpTransport(url: string, tls: SmtpTlsOptions = {}): MailTransport {
  const transport = createTransport({
    url,
    requireTLS: tls.requireTls === true,
    tls: { rejectUnauthorized: true, minVersion: 'TLSv1.2', ...(tls.ca ? { ca: tls.ca } : {}) },
    pool: true,
    maxConnections: 1,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof createTransport>[0]);
  return {
    async send(mail) {
      await transport.sendMail(mail);
    },
    close() {
      transport.close();
    },
  };
}
