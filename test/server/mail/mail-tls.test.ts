// The mail server's TLS and login, through real SMTP servers started by the test: a certificate of
// the hospital's own CA trusted through SMTP_CA_FILE (and refused without it), SMTP_REQUIRE_TLS
// sending neither mail nor password to a server without STARTTLS, and a refused login (535) that
// keeps the mail queued, counted, and sent once the login works.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync, execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readMail } from '../../../src/server/env.ts';
import type { MailSettings } from '../../../src/server/mail/mail-settings.ts';
import { demoAccount } from '../../../src/server/seed/demo-data.ts';
import { startSmtpSink } from '../support/smtp-sink.ts';
import { call, logged, startTestServer, waitUntil, type TestServer } from '../support/test-server.ts';

const publicUrl = 'https://portal.hospital.example';
const from = 'Evaluation Report Portal <portal@hospital.example>';
const user = 'portal';
const password = 'mail-password-4f9a';

interface Pki {
  dir: string;
  caFile: string;
  key: string;
  cert: string;
}

/** A CA of the hospital's own and a certificate it signed for 127.0.0.1, made with openssl. */
function makePki(): Pki {
  const dir = mkdtempSync(join(tmpdir(), 'portal-smtp-pki-'));
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl('req', '-x509', ...ec, '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '2', '-subj', '/CN=Hospital Test CA');
  openssl('req', ...ec, '-keyout', 'server.key', '-out', 'server.csr', '-subj', '/CN=127.0.0.1');
  writeFileSync(join(dir, 'san.ext'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\n');
  openssl('x509', '-req', '-in', 'server.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-out', 'server.pem', '-days', '2', '-extfile', 'san.ext');
  return { dir, caFile: join(dir, 'ca.pem'), key: readFileSync(join(dir, 'server.key'), 'utf8'), cert: readFileSync(join(dir, 'server.pem'), 'utf8') };
}

const test = suite<{ pki: Pki }>('mail server TLS and login');

test.before((ctx) => {
  ctx.pki = makePki();
});

test.after(({ pki }) => {
  if (pki) rmSync(pki.dir, { recursive: true, force: true });
});

/** The URL of a sink with the portal's login in it. */
function withLogin(url: string): string {
  const parsed = new URL(url);
  parsed.username = user;
  parsed.password = password;
  return parsed.toString().replace(/\/$/, '');
}

/** A server whose mail settings are read from `env` as at start; mail retried every 100 ms. */
function serverWith(env: Record<string, string>): Promise<TestServer> {
  const mail: MailSettings = readMail({ MAIL_FROM: from, PUBLIC_URL: publicUrl, ...env });
  return startTestServer({ mail, mailPollMs: 100, mailRetryMs: 100 });
}

/** Asks a password reset for the demo evaluator: one mail queued. */
async function askReset(t: TestServer): Promise<string> {
  const email = demoAccount('evaluator').email;
  const answer = await call(t, `auth/password/${encodeURIComponent(email)}`, {});
  assert.is(answer.status, 200);
  return email;
}

async function failures(t: TestServer, reason: string): Promise<number> {
  const metric = await t.server.services.metrics.registry.getSingleMetric('portal_mail_send_failures_total')?.get();
  return metric?.values.find((v) => v.labels.reason === reason)?.value ?? 0;
}

async function queued(t: TestServer): Promise<{ attempts: number; last_error: string | null }[]> {
  return t.server.db.query('SELECT attempts, last_error FROM mail_outbox');
}

test('the hospital CA of SMTP_CA_FILE is trusted for smtps://, and the mail arrives', async ({ pki }) => {
  const sink = await startSmtpSink(0, { tls: pki, login: (u, p) => u === user && p === password });
  const t = await serverWith({ SMTP_URL: withLogin(sink.url), SMTP_CA_FILE: pki.caFile });
  try {
    const email = await askReset(t);
    const [mail] = await sink.waitFor(1);
    assert.equal(mail?.to, [email]);
    assert.equal(sink.logins, [{ user, password }]);
    assert.is(logged(t, 'mail_through_smtp')[0]?.trusted_ca, 'SMTP_CA_FILE');
  } finally {
    await t.close();
    await sink.close();
  }
});

test('without SMTP_CA_FILE the same certificate is refused: nothing is sent, not even the password, and the mail stays queued', async ({ pki }) => {
  const sink = await startSmtpSink(0, { tls: pki, login: () => true });
  const t = await serverWith({ SMTP_URL: withLogin(sink.url) });
  try {
    await askReset(t);
    await waitUntil(async () => (await failures(t, 'tls')) >= 2, 10_000);
    assert.is(sink.mails.length, 0);
    assert.is(sink.logins.length, 0, 'the password never left');
    const rows = await queued(t);
    assert.is(rows.length, 1, 'the mail is kept');
    assert.ok(logged(t, 'mail_tls_failed').length >= 1);
    assert.match(String(logged(t, 'mail_tls_failed')[0]?.note), /SMTP_CA_FILE/);
    assert.match(String(logged(t, 'mail_tls_failed')[0]?.cause), /CERT|SIGNED|VERIFY/, 'the certificate\'s own code');
  } finally {
    await t.close();
    await sink.close();
  }
});

test('SMTP_REQUIRE_TLS=1: a mail server without STARTTLS gets neither the mail nor the password', async () => {
  const sink = await startSmtpSink(0, { login: () => true });
  const t = await serverWith({ SMTP_URL: withLogin(sink.url), SMTP_REQUIRE_TLS: '1' });
  try {
    await askReset(t);
    await waitUntil(async () => (await failures(t, 'tls')) >= 2, 10_000);
    assert.is(sink.mails.length, 0);
    assert.equal(sink.logins, [], 'no password in the clear');
    assert.is((await queued(t)).length, 1, 'the mail is kept');
    assert.is(logged(t, 'mail_through_smtp')[0]?.tls, 'STARTTLS required');
  } finally {
    await t.close();
    await sink.close();
  }
});

test('a refused login (535) keeps the mail queued and counted; it is sent once the login works', async ({ pki }) => {
  // The mail server refuses the first three logins (a password being changed at both ends).
  const sink = await startSmtpSink(0, { tls: pki, login: (_u, _p, before) => before >= 3 });
  const t = await serverWith({ SMTP_URL: withLogin(sink.url), SMTP_CA_FILE: pki.caFile });
  try {
    const email = await askReset(t);
    const [mail] = await sink.waitFor(1);
    assert.equal(mail?.to, [email]);
    assert.ok(sink.logins.length >= 4);
    assert.is(await failures(t, 'authentication'), 3);
    const refused = logged(t, 'mail_login_refused');
    assert.is(refused.length, 3);
    assert.is(refused[0]?.smtp_code, 535);
    assert.match(String(refused[0]?.note), /SMTP_URL/);
    assert.not.ok(JSON.stringify(refused).includes(password), 'the password is not logged');
    assert.not.ok(JSON.stringify(refused).includes(email), 'nor the address');
    await waitUntil(async () => (await queued(t)).length === 0);
    assert.is(logged(t, 'mail_refused').length, 0, 'never dropped as refused');
  } finally {
    await t.close();
    await sink.close();
  }
});

test('production refuses, at start, a password that could travel without TLS', ({ pki }) => {
  const base = { MAIL_FROM: from, PUBLIC_URL: publicUrl };
  const plain = 'smtp://portal:secret@mail.hospital.example:587';
  assert.throws(() => readMail({ ...base, SMTP_URL: plain }, true), /SMTP_REQUIRE_TLS=1/);
  assert.is(readMail({ ...base, SMTP_URL: plain, SMTP_REQUIRE_TLS: '1' }, true).requireTls, true);
  assert.ok(readMail({ ...base, SMTP_URL: 'smtps://portal:secret@mail.hospital.example:465' }, true).smtpUrl);
  assert.ok(readMail({ ...base, SMTP_URL: 'smtp://relay.hospital.example:25' }, true).smtpUrl, 'no password, nothing to protect');
  assert.ok(readMail({ ...base, SMTP_URL: plain }, false).smtpUrl, 'outside production it is allowed');
  assert.throws(() => readMail({ ...base, SMTP_URL: plain, SMTP_REQUIRE_TLS: 'yes' }), /SMTP_REQUIRE_TLS must be 1/);
  assert.throws(() => readMail({ ...base, SMTP_URL: plain, SMTP_CA_FILE: join(pki.dir, 'missing.pem') }), /SMTP_CA_FILE names .* cannot be read \(ENOENT\)/);
  assert.throws(() => readMail({ ...base, SMTP_URL: plain, SMTP_CA_FILE: join(pki.dir, 'san.ext') }), /holds no PEM certificate/);
  assert.throws(() => readMail({ ...base, SMTP_CA_FILE: pki.caFile }), /SMTP_URL is not/);
  assert.match(readMail({ ...base, SMTP_URL: plain, SMTP_CA_FILE: pki.caFile }).ca ?? '', /BEGIN CERTIFICATE/);
});

test('the guide\'s conversion of a DER certificate, run as written, gives a file SMTP_CA_FILE accepts', ({ pki }) => {
  const guide = readFileSync(join(import.meta.dirname, '../../../docs/deploy.md'), 'utf8');
  const command = /`(openssl x509 -inform der -in hospital-ca\.cer -out \/etc\/portal-api\/hospital-ca\.pem)`/.exec(guide)?.[1];
  assert.ok(command, 'the guide converts a .cer');
  execFileSync('openssl', ['x509', '-in', pki.caFile, '-outform', 'der', '-out', join(pki.dir, 'hospital-ca.cer')]);
  execSync(command.replace('/etc/portal-api/hospital-ca.pem', 'converted.pem'), { cwd: pki.dir, stdio: 'pipe' });
  const ca = readMail({ MAIL_FROM: from, PUBLIC_URL: publicUrl, SMTP_URL: 'smtps://mail.hospital.example', SMTP_CA_FILE: join(pki.dir, 'converted.pem') }).ca;
  assert.is(ca?.replace(/\s+/g, ''), readFileSync(pki.caFile, 'utf8').replace(/\s+/g, ''));
});

test.run();
