/**
 * Reads the server's configuration from environment variables (documented in docs/api.md):
 * PORT, HOST, DATA_DIR, DATABASE_URL, CORS_ORIGINS, PORTAL_API_BASE, PORTAL_DIR, NODE_ENV,
 * DEMO_SEED, AUTH_CALLS_PER_MINUTE, CODE_CHECKS_PER_MINUTE, TRUST_PROXY, METRICS_ALLOW, PASSWORD_HASH_COST,
 * MEDIA_DIR, MEDIA_URL_SECRET, LOG_REQUESTS, METRICS_TOKEN, SESSION_MINUTES, SESSION_IDLE_MINUTES,
 * and the mail settings SMTP_URL, MAIL_FROM, PUBLIC_URL, SMTP_CA_FILE, SMTP_REQUIRE_TLS (readMail below).
 */
import { resolve } from 'node:path';
import type { ServerOptions } from './app.ts';
import { parseTrustedProxies } from './http/client-address.ts';
import { passwordHashCostName } from './auth/passwords.ts';
import { defaultSessionLimits, type SessionLimits } from './auth/session.ts';
import { readMetricsToken } from './http/metrics-endpoint.ts';
import {
  readMailFrom,
  readPublicUrl,
  readSmtpCaFile,
  readSmtpRequireTls,
  readSmtpUrl,
  smtpAlwaysTls,
  type MailSettings,
} from './mail/mail-settings.ts';
import { assertCheckedTls } from './db/postgres-options.ts';
import { demoMediaFound } from './media/demo-media.ts';

export const defaultPort = 8080;
export const defaultHost = '127.0.0.1';
export const defaultDataDir = './data';

function readPort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return defaultPort;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, not "${value}"`);
  }
  return port;
}

function readCallsPerMinute(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const calls = Number(value);
  if (!Number.isInteger(calls) || calls < 0) {
    throw new Error(`${name} must be a whole number, 0 for no limit, not "${value}"`);
  }
  return calls;
}

function readApiBase(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (/^https?:\/\//i.test(value)) {
    try {
      new URL(value);
    } catch {
      throw new Error(`PORTAL_API_BASE is not a valid URL: "${value}"`);
    }
  }
  return value;
}

function readMinutes(name: string, value: string | undefined, fallback: number, most: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const minutes = Number(value);
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > most) {
    throw new Error(`${name} must be a whole number of minutes from 1 to ${most}, not "${value}"`);
  }
  return minutes;
}

/**
 * SESSION_MINUTES (from sign-in, default 60) and SESSION_IDLE_MINUTES (without a call, default 30,
 * at most SESSION_MINUTES): the server decides; the portal's `sessionMinutes` can only be shorter.
 */
export function readSessionLimits(env: NodeJS.ProcessEnv): SessionLimits {
  const minutes = readMinutes('SESSION_MINUTES', env.SESSION_MINUTES, defaultSessionLimits.minutes, 24 * 60);
  const idleMinutes = readMinutes('SESSION_IDLE_MINUTES', env.SESSION_IDLE_MINUTES, Math.min(defaultSessionLimits.idleMinutes, minutes), 24 * 60);
  if (idleMinutes > minutes) {
    throw new Error(`SESSION_IDLE_MINUTES (${idleMinutes}) is longer than SESSION_MINUTES (${minutes}): a session never stays idle longer than it lasts. Lower SESSION_IDLE_MINUTES or leave it unset.`);
  }
  return { minutes, idleMinutes };
}

/** TRUST_PROXY or METRICS_ALLOW: comma-separated addresses or CIDR ranges; empty or unset: none. */
function readAddressList(setting: string, value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  parseTrustedProxies(entries, setting);
  return entries;
}

/** The NODE_ENV values the server knows; anything else is refused (a typo must not mean "development"). */
export const nodeEnvValues = ['production', 'development', 'test'] as const;

/**
 * Exactly one of the known values, or unset: "production " (a space from an environment file) is
 * refused like any other unknown value, so that production is never half meant.
 */
function readProduction(value: string | undefined): boolean {
  const name = value ?? '';
  if (name !== '' && !(nodeEnvValues as readonly string[]).includes(name)) {
    const spaces = name.trim() !== name ? ' It has spaces around it: remove them.' : '';
    throw new Error(
      `NODE_ENV is "${value}", which this server does not know.${spaces} The allowed values are ${nodeEnvValues.map((v) => `"${v}"`).join(', ')}, ` +
        'or unset (development). A real deployment sets NODE_ENV=production.',
    );
  }
  return name === 'production';
}

/** LOG_REQUESTS: `1` logs one line per request, `0` none; unset: only in production. */
function readLogRequests(value: string | undefined, production: boolean): boolean {
  const flag = value?.trim() ?? '';
  if (flag === '') return production;
  if (flag !== '0' && flag !== '1') throw new Error(`LOG_REQUESTS must be 1 (log every request) or 0 (do not), not "${value}"`);
  return flag === '1';
}

/**
 * SMTP_URL, MAIL_FROM and PUBLIC_URL. With an SMTP server, the other two are required: a mail
 * needs a sender, and its links the address people open the portal at.
 */
export function readMail(env: NodeJS.ProcessEnv, production = false): MailSettings {
  const smtpUrl = readSmtpUrl(env.SMTP_URL);
  const from = readMailFrom(env.MAIL_FROM);
  const publicUrl = readPublicUrl(env.PUBLIC_URL);
  const ca = readSmtpCaFile(env.SMTP_CA_FILE);
  const requireTls = readSmtpRequireTls(env.SMTP_REQUIRE_TLS);
  if (smtpUrl && (!from || !publicUrl)) {
    throw new Error(
      `SMTP_URL is set, but ${!from ? 'MAIL_FROM' : 'PUBLIC_URL'} is not. Mail needs a sender (MAIL_FROM="Evaluation Report Portal <portal@hospital.example>") ` +
        'and the address people open the portal at, which its links start with (PUBLIC_URL=https://portal.hospital.example).',
    );
  }
  if (!smtpUrl && (ca || requireTls)) {
    throw new Error(`${ca ? 'SMTP_CA_FILE' : 'SMTP_REQUIRE_TLS'} is set, but SMTP_URL is not: set the mail server too, or remove it.`);
  }
  // A password sent where TLS is only used if the mail server offers it could be read on the way
  // (or taken by whoever answers in the mail server's place, offering no STARTTLS).
  if (production && smtpUrl && new URL(smtpUrl).password && !smtpAlwaysTls(smtpUrl, requireTls)) {
    throw new Error(
      'SMTP_URL holds a password and starts with smtp://, where TLS is used only if the mail server offers it, so the password could travel in the clear. ' +
        'Set SMTP_REQUIRE_TLS=1 (STARTTLS, usually port 587) or use smtps:// (port 465). docs/deploy.md, "Mail".',
    );
  }
  return { smtpUrl, from, publicUrl, ...(ca ? { ca } : {}), ...(requireTls ? { requireTls } : {}) };
}

/**
 * DEMO_SEED=1 on a server installed from a release: the release carries no demo media, so the
 * seed would create the demo accounts (published passwords) and then fail, leaving them in the
 * database. Refused before the database is opened; `demoMedia` says whether the media are here.
 */
export function assertDemoSeedPossible(env: NodeJS.ProcessEnv, demoMedia: () => boolean = demoMediaFound): void {
  if (env.DEMO_SEED?.trim() !== '1' || demoMedia()) return;
  throw new Error(
    'DEMO_SEED=1 is set, but this server comes from a release, which carries no demo data: the demo accounts, whose passwords are ' +
      'published, would be created and the rest of the demo would fail. Nothing was written to the database. Remove DEMO_SEED from ' +
      'the environment (/etc/portal-api/env or the service unit) and start again.',
  );
}

/** Server options from `env`; throws with a clear message on a malformed value. */
export function readEnv(env: NodeJS.ProcessEnv, defaultPortalDir: string): ServerOptions {
  const production = readProduction(env.NODE_ENV);
  const demoSeed = env.DEMO_SEED?.trim() === '1';
  if (passwordHashCostName(env) === 'test' && production) {
    throw new Error(
      'PASSWORD_HASH_COST=test is set, but NODE_ENV is production. That cost is for automated tests only: ' +
        'passwords hashed with it are quick to crack. Remove PASSWORD_HASH_COST (or set it to "standard") and start again.',
    );
  }
  const databaseUrl = env.DATABASE_URL?.trim();
  if (databaseUrl && production) assertCheckedTls(databaseUrl);
  const corsOrigins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return {
    port: readPort(env.PORT),
    host: env.HOST?.trim() || defaultHost,
    database: databaseUrl ? { url: databaseUrl } : { dataDir: resolve(env.DATA_DIR?.trim() || defaultDataDir) },
    portalDir: resolve(env.PORTAL_DIR?.trim() || defaultPortalDir),
    corsOrigins,
    production,
    // Demo data (public passwords) only when asked for, as `npm start` does, and never in production.
    seed: demoSeed && !production,
    demoSeedOnNetwork: demoSeed,
    logRequests: readLogRequests(env.LOG_REQUESTS, production),
    portalApiBase: readApiBase(env.PORTAL_API_BASE?.trim()),
    authCallsPerMinute: readCallsPerMinute('AUTH_CALLS_PER_MINUTE', env.AUTH_CALLS_PER_MINUTE),
    codeChecksPerMinute: readCallsPerMinute('CODE_CHECKS_PER_MINUTE', env.CODE_CHECKS_PER_MINUTE),
    trustProxy: readAddressList('TRUST_PROXY', env.TRUST_PROXY),
    // The media store sits in the data directory unless placed elsewhere (also with DATABASE_URL).
    mediaDir: resolve(env.MEDIA_DIR?.trim() || `${resolve(env.DATA_DIR?.trim() || defaultDataDir)}/media`),
    ...(env.MEDIA_URL_SECRET ? { mediaSecret: env.MEDIA_URL_SECRET } : {}),
    ...(env.SECOND_FACTOR_KEY ? { secondFactorKey: env.SECOND_FACTOR_KEY } : {}),
    metricsToken: readMetricsToken(env.METRICS_TOKEN),
    metricsAllow: readAddressList('METRICS_ALLOW', env.METRICS_ALLOW),
    mail: readMail(env, production),
    sessionLimits: readSessionLimits(env),
  };
}
