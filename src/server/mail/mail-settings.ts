/**
 * The mail settings: `SMTP_URL` (the SMTP server), `MAIL_FROM` (the sender) and `PUBLIC_URL`
 * (where people open the portal; every link in a mail starts with it). Checked at start, so a
 * typo stops the server with a message instead of losing mail later.
 */
import { basePath } from '../../contract/constants.ts';
import { isMailbox } from '../../contract/email-address.ts';
import { isOneLineText } from '../../contract/schema.ts';

export interface MailSettings {
  /** `smtp://user:pass@host:587` (STARTTLS when the server offers it) or `smtps://...:465`. */
  smtpUrl?: string;
  /** The sender, `Portal <portal@hospital.example>` or a bare address. */
  from?: string;
  /** The portal's origin as people reach it, e.g. `https://portal.hospital.example`. */
  publicUrl?: string;
}

/** The SMTP URL without its password, for the log. */
export function describeSmtpUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** Checks SMTP_URL; throws with what is wrong. */
export function readSmtpUrl(value: string | undefined): string | undefined {
  const url = value?.trim();
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('SMTP_URL is not a valid URL. Use smtp://user:password@mail.hospital.example:587 (or smtps:// for implicit TLS on port 465).');
  }
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, not "${parsed.protocol}//".`);
  }
  if (!parsed.hostname) throw new Error('SMTP_URL names no mail server host.');
  return url;
}

/** Checks PUBLIC_URL and returns it without a trailing slash or a trailing /portal. */
export function readPublicUrl(value: string | undefined): string | undefined {
  const url = value?.trim();
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`PUBLIC_URL is not a valid URL: "${url}". Use the address people open the portal at, e.g. https://portal.hospital.example`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error('PUBLIC_URL must start with https:// (or http://).');
  if (parsed.search || parsed.hash) throw new Error('PUBLIC_URL must not hold a query or a fragment.');
  const path = parsed.pathname.replace(/\/+$/, '');
  return `${parsed.origin}${path.endsWith(basePath) ? path.slice(0, -basePath.length) : path}`;
}

/** A sender or recipient as nodemailer takes it: never a string it would parse again. */
export interface MailAddress {
  name: string;
  address: string;
}

/**
 * MAIL_FROM as an address object: one mailbox (contract/email-address.ts), optionally after a
 * name (`Portal <portal@x.example>`, the name quoted when it holds a comma). Throws with what is
 * wrong: a second address, a line break or a bidi control would put another sender or header in
 * every mail.
 */
export function parseMailFrom(value: string): MailAddress {
  const from = value.trim();
  const named = /^(?:"([^"<>]*)"|([^"<>]*?))\s*<([^<>]*)>$/.exec(from);
  const name = (named?.[1] ?? named?.[2] ?? '').trim();
  const address = named ? (named[3] ?? '') : from;
  if (!isMailbox(address) || !isOneLineText(name) || (!named && /[<>"]/.test(from))) {
    throw new Error(`MAIL_FROM must be one email address, optionally with a name: "Evaluation Report Portal <portal@hospital.example>", not "${from}".`);
  }
  return { name, address };
}

/** Checks MAIL_FROM (parseMailFrom) and returns it as written, or undefined when unset. */
export function readMailFrom(value: string | undefined): string | undefined {
  const from = value?.trim();
  if (!from) return undefined;
  parseMailFrom(from);
  return from;
}
