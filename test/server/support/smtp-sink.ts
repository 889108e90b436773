/**
 * A real SMTP server for the tests (the `smtp-server` package) that keeps every mail it receives,
 * decoded enough to read: subject, plain text, HTML and the first link. Plain SMTP on loopback
 * (STARTTLS is not offered, so the client has nothing to verify); any or no login is accepted.
 */
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The first https?:// link of the plain text. */
  link: string;
  raw: string;
}

export interface SmtpSink {
  port: number;
  url: string;
  mails: ReceivedMail[];
  /** Resolves once `count` mails have arrived, failing after `ms`. */
  waitFor(count: number, ms?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const c = soft[i] as string;
    if (c === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words in a header (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function splitPart(part: string): { headers: Record<string, string>; body: string } {
  const at = part.search(/\r?\n\r?\n/);
  const head = at < 0 ? part : part.slice(0, at);
  const body = at < 0 ? '' : part.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** The readable parts of a message as nodemailer writes it (text, or multipart/alternative). */
export function parseMail(raw: string): Pick<ReceivedMail, 'subject' | 'text' | 'html' | 'link'> {
  const { headers, body } = splitPart(raw);
  const subject = decodeHeader(headers.subject ?? '');
  let text = '';
  let html = '';
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const part of parts) {
    const p = boundary ? splitPart(part.replace(/^\r?\n/, '')) : { headers, body };
    const type = (p.headers['content-type'] ?? 'text/plain').toLowerCase();
    const decoded = decodeBody(p.headers, p.body);
    if (type.startsWith('text/plain')) text = decoded;
    else if (type.startsWith('text/html')) html = decoded;
  }
  const link = /https?:\/\/\S+/.exec(text)?.[0] ?? '';
  return { subject, text, html, link };
}

export interface SmtpSinkOptions {
  /** TLS from the first byte (`smtps://`) with this key and certificate (PEM). */
  tls?: { key: string; cert: string };
  /**
   * Decides each login (user name, password, how many were tried before); refused: 535. Without
   * it any login, or none, is accepted. Logins are accepted over plain text too, as a badly set up
   * mail server would.
   */
  login?: (user: string, password: string, before: number) => boolean;
}

/** Starts a sink on `port` (0: a free one). `logins` lists every login tried, in order. */
export async function startSmtpSink(port = 0, options: SmtpSinkOptions = {}): Promise<SmtpSink & { logins: { user: string; password: string }[] }> {
  const mails: ReceivedMail[] = [];
  const logins: { user: string; password: string }[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: options.login === undefined,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    ...(options.tls ? { secure: true, key: options.tls.key, cert: options.tls.cert } : {}),
    onAuth: (auth, _session, done) => {
      const user = auth.username ?? '';
      const password = auth.password ?? '';
      const before = logins.length;
      logins.push({ user, password });
      if (options.login && !options.login(user, password, before)) {
        done(Object.assign(new Error('Authentication credentials invalid'), { responseCode: 535 }));
        return;
      }
      done(null, { user: 'test' });
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          ...parseMail(raw),
        });
        for (const wake of waiters) wake();
        done();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  // A client that gives up during the TLS handshake (a certificate it does not trust) is an error
  // of that connection only; without a listener it would end the test process.
  server.on('error', () => {});
  const address = server.server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return {
    port: bound,
    url: `${options.tls ? 'smtps' : 'smtp'}://127.0.0.1:${bound}`,
    mails,
    logins,
    async waitFor(count, ms = 10_000) {
      if (mails.length >= count) return mails;
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${mails.length} of ${count} mails arrived within ${ms} ms`));
        }, ms);
        const check = () => {
          if (mails.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
      });
      return mails;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
