/**
 * The mail settings: `SMTP_URL` (the SMTP server), `MAIL_FROM` (the sender) and `PUBLIC_URL`
 * (where people open the portal; every link in a mail starts with it). Checked at start, so a
 * typo stops the server with a message instead of losing mail later.
 */
import { readFileSync } from 'node:fs';
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
  /** SMTP_CA_FILE's certificates (PEM): the only CAs trusted for the mail server's certificate. */
  ca?: string;
  /** SMTP_REQUIRE_TLS=1: never speak to the mail server, nor send it the password, without TLS. */
  requireTls?: boolean;
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

/**
 * SMTP_CA_FILE: a PEM file of the CA (or CAs) that signed the mail server's certificate, such as
 * the hospital's own; read once at start. Only these are then trusted for the mail server.
 */
export function readSmtpCaFile(value: string | undefined, readFile: (path: string) => string = (path) => readFileSync(path, 'utf8')): string | undefined {
  const path = value?.trim();
  if (!path) return undefined;
  let text: string;
  try {
    text = readFile(path);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw new Error(`SMTP_CA_FILE names "${path}", which cannot be read (${typeof code === 'string' ? code : 'unreadable'}). Give the path of the hospital CA's certificate in PEM form, readable by the service's user.`);
  }
  if (!/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/.test(text)) {
    throw new Error(`SMTP_CA_FILE "${path}" holds no PEM certificate (a block starting "-----BEGIN CERTIFICATE-----"). Convert a DER file with: openssl x509 -inform der -in ca.cer -out ca.pem`);
  }
  return text;
}

/** SMTP_REQUIRE_TLS: `1` refuses to send without TLS, `0` or unset sends as SMTP_URL says. */
export function readSmtpRequireTls(value: string | undefined): boolean {
  const flag = value?.trim() ?? '';
  if (flag === '' || flag === '0') return false;
  if (flag === '1') return true;
  throw new Error(`SMTP_REQUIRE_TLS must be 1 (never send without TLS) or 0, not "${value}".`);
}

/**
 * Whether mail to `url` is sent over TLS whatever the mail server offers: `smtps://` (TLS from the
 * first byte), or `smtp://` with STARTTLS required.
 */
export function smtpAlwaysTls(url: string, requireTls: boolean): boolean {
  return new URL(url).protocol === 'smtps:' || requireTls;
}
