/**
 * The `postgres` client's options from DATABASE_URL, for what the client does not read from a URL
 * the way libpq does (docs/deploy.md, "PostgreSQL"):
 * - `sslrootcert=/path/ca.pem`: the client would send it to the server as a run-time setting,
 *   which the server refuses; here the file is read and becomes the only trusted CA, with
 *   `sslmode=verify-full` (certificate and host name checked) or `verify-ca` (certificate only).
 * - `max`: the connections of this process's pool (1 to 100, default 10); one more connection
 *   listens for notifications.
 */
import { readFileSync } from 'node:fs';
import { checkServerIdentity, type ConnectionOptions } from 'node:tls';

export const defaultPoolSize = 10;
export const maxPoolSize = 100;

export interface PostgresUrlOptions {
  /** The URL to hand the client, without the parameters handled here. */
  url: string;
  max: number;
  /** TLS options when the URL names a CA file; otherwise the client's own sslmode handling. */
  ssl?: ConnectionOptions;
}

/** Reads `max`, `sslmode` and `sslrootcert` of a PostgreSQL URL; throws a sentence on a bad value. */
export function postgresUrlOptions(url: string, readFile: (path: string) => string = (path) => readFileSync(path, 'utf8')): PostgresUrlOptions {
  const at = url.indexOf('?');
  if (at < 0) return { url, max: defaultPoolSize };
  const params = new URLSearchParams(url.slice(at + 1));
  const maxText = params.get('max');
  const max = maxText === null ? defaultPoolSize : Number(maxText);
  if (!Number.isInteger(max) || max < 1 || max > maxPoolSize) {
    throw new Error(`DATABASE_URL: max is the number of connections of one process, a whole number from 1 to ${maxPoolSize}, not "${maxText}".`);
  }
  const rootCert = params.get('sslrootcert');
  const mode = params.get('sslmode');
  let ssl: ConnectionOptions | undefined;
  if (rootCert !== null && rootCert !== 'system') {
    if (mode !== 'verify-full' && mode !== 'verify-ca') {
      throw new Error(`DATABASE_URL: sslrootcert needs sslmode=verify-full (or verify-ca), not ${mode === null ? 'no sslmode' : `sslmode=${mode}`}.`);
    }
    let ca: string;
    try {
      ca = readFile(rootCert);
    } catch (error) {
      throw new Error(`DATABASE_URL: the CA file of sslrootcert, ${rootCert}, cannot be read (${(error as Error).message}).`);
    }
    // verify-ca checks the certificate chain only; verify-full the host name or address of the URL
    // too (the client gives TLS no name for an address, so Node would check "localhost" instead).
    const host = hostOf(url);
    ssl = {
      ca,
      rejectUnauthorized: true,
      checkServerIdentity: mode === 'verify-ca' ? () => undefined : (_name, cert) => checkServerIdentity(host, cert),
    };
    params.delete('sslrootcert');
    params.delete('sslmode');
  }
  const rest = params.toString();
  return { url: url.slice(0, at) + (rest ? `?${rest}` : ''), max, ...(ssl ? { ssl } : {}) };
}

/** The sslmode values that check the server's certificate: nothing weaker is accepted in production. */
const checkedModes = ['verify-full', 'verify-ca'];

/**
 * In production, a database on another machine is reached over TLS with its certificate checked:
 * `sslmode=require` (or `prefer`, `allow`, none) encrypts without checking who answers, so a
 * machine on the path could read patient data and the password. A database on this machine
 * (localhost, a loopback address or a Unix socket) needs no TLS. Throws a sentence for the
 * operator; returns nothing when the URL is acceptable.
 */
export function assertCheckedTls(url: string): void {
  const at = url.indexOf('?');
  const params = new URLSearchParams(at < 0 ? '' : url.slice(at + 1));
  const socket = params.get('host')?.startsWith('/') === true;
  const host = hostOf(url).toLowerCase();
  if (socket || host === 'localhost' || host === '::1' || /^127\./.test(host)) return;
  const mode = params.get('sslmode');
  if (mode !== null && checkedModes.includes(mode)) return;
  throw new Error(
    `DATABASE_URL has ${mode === null ? 'no sslmode' : `sslmode=${mode}`} for the database on ${host}, which does not check the database server's certificate, ` +
      'so a machine on the network path could read patient data and the password. In production use sslmode=verify-full ' +
      '(with sslrootcert=/etc/portal-api/db-ca.pem for the hospital\'s own CA), or verify-ca if the certificate cannot name the host ' +
      '(docs/deploy.md, section 10), and start again.',
  );
}

/** The (first) host of a PostgreSQL URL, without the brackets of an IPv6 address. */
function hostOf(url: string): string {
  const authority = /^[a-z]+:\/\/(?:[^@/]*@)?([^/?]*)/i.exec(url)?.[1] ?? '';
  const first = authority.split(',')[0] ?? '';
  const bracketed = /^\[([^\]]+)\]/.exec(first);
  return bracketed ? (bracketed[1] as string) : decodeURIComponent(first.replace(/:\d+$/, '')) || 'localhost';
}
