// Mail through a real SMTP server started by the test (test/server/support/smtp-sink.ts): what
// arrives, in English and Spanish, with links that work; and a mail server that is down delays
// mail without losing it or slowing the request.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { confirmationLinkSent, serverReason } from '../../../src/contract/messages.ts';
import type { MessageData, SetUserData } from '../../../src/contract/types.ts';
import { demoAccount, demoInstitutions } from '../../../src/server/seed/demo-data.ts';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../support/smtp-sink.ts';
import { call, logged, sessionHeaders, signIn, startTestServer, waitUntil, type TestServer } from '../support/test-server.ts';

const publicUrl = 'https://portal.hospital.example';
const from = 'Evaluation Report Portal <portal@hospital.example>';
const spanishHeaders = { 'Accept-Language': 'es-ES,es;q=0.9,en;q=0.5' };
const englishHeaders = { 'Accept-Language': 'en-GB,en;q=0.9' };

interface Ctx {
  sink: SmtpSink;
  t: TestServer;
}

const test = suite<Ctx>('mail through a real SMTP server');

test.before(async (ctx) => {
  ctx.sink = await startSmtpSink();
  ctx.t = await startTestServer({ mail: { smtpUrl: ctx.sink.url, from, publicUrl }, mailPollMs: 100, mailRetryMs: 100 });
});

test.after(async ({ t, sink }) => {
  await t?.close();
  await sink?.close();
});

/** The next mail to `to`, waiting for it to arrive. */
async function nextMailTo(sink: SmtpSink, to: string, seen: number): Promise<ReceivedMail> {
  await waitUntil(() => sink.mails.slice(seen).some((mail) => mail.to.includes(to)), 10_000);
  return sink.mails.slice(seen).find((mail) => mail.to.includes(to)) as ReceivedMail;
}

/** `{id, key}` of a link of `page`, which must start with PUBLIC_URL. */
function keyOf(link: string, page: string): { id: string; key: string } {
  // Both keys travel in the fragment, which browsers never send to a server.
  const match = new RegExp(`^${publicUrl}/portal/${page}/(\\d+)#key=([A-Za-z0-9_-]+)$`).exec(link);
  if (!match) throw new Error(`not a ${page} link of ${publicUrl}: ${link}`);
  return { id: match[1] as string, key: match[2] as string };
}

test('sign-up in Spanish: the confirmation mail is in Spanish, carries nothing the registrant typed, and its link sets the password', async ({ t, sink }) => {
  const seen = sink.mails.length;
  const email = 'nia.okafor@clinic.example';
  const answer = await call<{ id: number }>(t, 'auth/register', {
    headers: spanishHeaders,
    json: { name: 'Visit https://evil.example now', lastname: 'Ndlovu', email, company: 'Call 0800 TYPEDNUMBER' },
  });
  assert.is(answer.status, 200);
  const mail = await nextMailTo(sink, email, seen);
  assert.is(mail.subject, 'Termine de crear su cuenta en Evaluation Report Portal');
  assert.is(mail.from, 'portal@hospital.example');
  assert.match(mail.text, /^Hola:/);
  assert.match(mail.text, /El enlace caduca en 7 días/);
  for (const typed of ['evil.example', 'Ndlovu', 'TYPEDNUMBER']) assert.not.ok(mail.text.includes(typed) || mail.html.includes(typed), typed);
  const { id, key } = keyOf(mail.link, 'confirm_email');
  assert.is(Number(id), answer.body.data?.id);
  assert.ok(mail.html.includes(`href="${mail.link}"`), 'the HTML links to the same page');
  await t.server.db.query('UPDATE users SET name = $2 WHERE id = $1', [id, '<b>Nía</b>']);
  const confirmed = await call<MessageData>(t, `auth/confirm/${id}`, { json: { key, password: 'a long enough password' } });
  assert.is(confirmed.status, 200);
  assert.is(confirmed.body.data?.message, serverReason.emailConfirmed);
});

test('a password reset asked in English arrives in English, and its link sets the new password', async ({ t, sink }) => {
  const account = demoAccount('evaluator');
  const seen = sink.mails.length;
  const answer = await call<MessageData>(t, `auth/password/${encodeURIComponent(account.email)}`, { headers: englishHeaders });
  assert.is(answer.status, 200);
  const mail = await nextMailTo(sink, account.email, seen);
  assert.is(mail.subject, 'Reset your Evaluation Report Portal password');
  assert.match(mail.text, /The link expires in 60 minutes and works once/);
  const { id, key } = keyOf(mail.link, 'reset_your_password');
  const set = await call<MessageData>(t, `auth/password/${id}?key=${key}`, { json: { password: 'a brand new passphrase' } });
  assert.is(set.status, 200);
  await signIn(t, account.email, 'a brand new passphrase');
});

test('a password reset asked in Spanish arrives in Spanish', async ({ t, sink }) => {
  const account = demoAccount('clinician');
  const seen = sink.mails.length;
  await call(t, `auth/password/${encodeURIComponent(account.email)}`, { headers: spanishHeaders });
  const mail = await nextMailTo(sink, account.email, seen);
  assert.is(mail.subject, 'Restablezca su contraseña de Evaluation Report Portal');
  assert.match(mail.text, /Para elegir una contraseña nueva, abra este enlace:/);
  keyOf(mail.link, 'reset_your_password');
});

test('a new confirmation link on request: a mail for an unconfirmed account, the same answer and no mail otherwise', async ({ t, sink }) => {
  const email = 'late.reader@clinic.example';
  const registered = await call(t, 'auth/register', {
    headers: englishHeaders,
    json: { name: 'Lee', lastname: 'Reader', email },
  });
  assert.is(registered.status, 200);
  const first = await nextMailTo(sink, email, 0);
  const seen = sink.mails.length;
  const answers = [];
  for (const asked of [email, 'nobody@clinic.example', demoAccount('admin').email]) {
    answers.push(await call<MessageData>(t, 'auth/confirmation_link', { headers: englishHeaders, json: { email: asked } }));
  }
  for (const answer of answers) {
    assert.is(answer.status, 200);
    assert.is(answer.body.data?.message, confirmationLinkSent);
  }
  const again = await nextMailTo(sink, email, seen);
  assert.is(again.subject, 'Finish creating your Evaluation Report Portal account');
  assert.is.not(again.link, first.link, 'a new key');
  const { id, key } = keyOf(again.link, 'confirm_email');
  assert.is((await call(t, `auth/confirm/${id}`, { json: { key, password: 'a long enough password' } })).status, 200);
  // Every mail queued so far has been sent, and none went to the other two addresses.
  await waitUntil(async () => (await t.server.db.query('SELECT id FROM mail_outbox')).length === 0);
  assert.ok(sink.mails.slice(seen).every((mail) => mail.to.includes(email)), 'no mail for an unknown or a confirmed account');
});

test('a new confirmation link is limited per email: 3 an hour, then 429, from any address', async ({ t }) => {
  const statuses = [];
  for (let i = 0; i < 4; i++) {
    const answer = await call(t, 'auth/confirmation_link', { headers: { 'X-Test-Client': `203.0.113.${10 + i}` }, json: { email: 'limit@clinic.example' } });
    statuses.push(answer.status);
  }
  assert.equal(statuses, [200, 200, 200, 429]);
});

test('the user manager adds an existing account: it gets the invitation in the language it last used, which never speaks of a password it did not choose', async ({ t, sink }) => {
  const rows = await t.server.db.query<{ id: number }>('SELECT id FROM institutions WHERE name = $1', [demoInstitutions.north.name]);
  const manager = await signIn(t, demoAccount('user_manager').email, demoAccount('user_manager').password);
  assert.is((await call(t, `portal_users/set_login_institution/${rows[0]?.id}`, { headers: manager.headers })).status, 200);
  // nia.okafor registered in Spanish (first test) and confirmed her email.
  const seen = sink.mails.length;
  const added = await call<SetUserData>(t, 'portal_users/set_inst/0', {
    headers: { ...manager.headers, ...englishHeaders },
    json: { name: 'N', lastname: 'O', email: 'nia.okafor@clinic.example', roles: '1' },
  });
  assert.is(added.status, 200, added.body.message);
  assert.is(added.body.data?.invited, true);
  const mail = await nextMailTo(sink, 'nia.okafor@clinic.example', seen);
  assert.is(mail.subject, `Le invitan a unirse a ${demoInstitutions.north.name} en Evaluation Report Portal`);
  assert.match(mail.text, /^Hola, <b>Nía<\/b>:/, 'a proven address is greeted by name');
  assert.ok(mail.html.includes('Hola, &#60;b&#62;Nía&#60;/b&#62;:'), 'the name is text in the HTML');
  assert.ok(mail.text.includes(`Sofía Romero le invita a unirse a ${demoInstitutions.north.name}`));
  assert.match(mail.text, /su contraseña de siempre/);
  assert.match(mail.text, /Solo será miembro si acepta/);
  assert.is(mail.link, `${publicUrl}/portal/institutions`);
});

test('a new account a user manager made is told of it without any name typed by someone else: its address is not proven yet', async ({ t, sink }) => {
  const rows = await t.server.db.query<{ id: number }>('SELECT id FROM institutions WHERE name = $1', [demoInstitutions.north.name]);
  const manager = await signIn(t, demoAccount('user_manager').email, demoAccount('user_manager').password);
  await call(t, `portal_users/set_login_institution/${rows[0]?.id}`, { headers: manager.headers });
  const seen = sink.mails.length;
  const made = await call<SetUserData>(t, 'portal_users/set_inst/0', {
    headers: { ...manager.headers, ...englishHeaders },
    json: { name: 'Visit evil.example', lastname: 'Now', email: 'new.hire@clinic.example', passwd: 'typed by the manager', roles: '1' },
  });
  assert.is(made.status, 200, made.body.message);
  const mail = await nextMailTo(sink, 'new.hire@clinic.example', seen);
  assert.match(mail.text, /^Hello,/);
  assert.not.ok(mail.text.includes('evil.example') || mail.html.includes('evil.example'));
  assert.match(mail.text, /Your user manager will give you the password for your first sign-in/);
});

test('a reset mail to an address nobody has proven yet carries no name typed at registration', async ({ t, sink }) => {
  const email = 'not.proven@clinic.example';
  await call(t, 'auth/register', { headers: englishHeaders, json: { name: 'Visit evil.example now', lastname: 'Typed', email } });
  await nextMailTo(sink, email, 0);
  const seen = sink.mails.length;
  assert.is((await call(t, `auth/password/${encodeURIComponent(email)}`, { headers: englishHeaders })).status, 200);
  const mail = await nextMailTo(sink, email, seen);
  assert.is(mail.subject, 'Reset your Evaluation Report Portal password');
  assert.match(mail.text, /^Hello,/);
  assert.not.ok(mail.text.includes('evil.example') || mail.html.includes('evil.example'));
});

test('with the mail server hanging, then down, the request answers at once; the mail is sent once the server is back', async () => {
  // First a mail server that accepts the connection and never answers (nodemailer waits 10 s for
  // its greeting), then none at all (connection refused), then a real one on the same port.
  const hung = new Set<Socket>();
  const hanging = createServer((socket) => hung.add(socket));
  await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
  const port = (hanging.address() as AddressInfo).port;
  const t = await startTestServer({ mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from, publicUrl }, mailPollMs: 50, mailRetryMs: 100 });
  let sink: SmtpSink | null = null;
  try {
    const account = demoAccount('clinician');
    const started = performance.now();
    const answer = await call(t, `auth/password/${encodeURIComponent(account.email)}`, { headers: spanishHeaders });
    const ms = performance.now() - started;
    assert.is(answer.status, 200);
    await waitUntil(() => hung.size > 0, 10_000);
    assert.ok(ms < 5000, `answered in ${ms.toFixed(0)} ms, not after the mail server's 10 s`);
    await new Promise<void>((resolve) => {
      hanging.close(() => resolve());
      for (const socket of hung) socket.destroy();
    });
    await waitUntil(() => logged(t, 'mail_send_failed').length >= 2, 10_000);
    const waiting = await t.server.db.query<{ attempts: number; last_error: string }>('SELECT attempts, last_error FROM mail_outbox');
    assert.is(waiting.length, 1, 'the mail waits in the queue');
    assert.match(String(waiting[0]?.last_error), /ECONNECTION|ESOCKET|ECONNREFUSED/);
    sink = await startSmtpSink(port);
    const [mail] = await sink.waitFor(1, 10_000);
    assert.ok(mail?.to.includes(account.email));
    assert.is(mail?.subject, 'Restablezca su contraseña de Evaluation Report Portal');
    await waitUntil(async () => (await t.server.db.query('SELECT id FROM mail_outbox')).length === 0);
    assert.is(logged(t, 'mail_sent').length, 1, 'sent once');
    assert.is(sink.mails.length, 1);
  } finally {
    await t.close();
    await sink?.close();
  }
});

test('a password changed from My Account: a notice in the person\'s language says when, from which browser and address, and holds no link', async ({ t, sink }) => {
  const account = demoAccount('owner');
  const browser = 'Mozilla/5.0 (Windows NT 10.0) Firefox/132.0';
  const owner = await signIn(t, account.email, account.password);
  const seen = sink.mails.length;
  const changed = await call(t, 'auth/', {
    headers: { ...owner.headers, ...spanishHeaders, 'User-Agent': browser },
    json: { current_password: account.password, new_password: 'a new long enough password' },
  });
  assert.is(changed.status, 200, String(changed.body.message));
  const mail = await nextMailTo(sink, account.email, seen);
  assert.is(mail.subject, 'Se ha cambiado la contraseña de su cuenta de Evaluation Report Portal');
  assert.ok(mail.text.includes(`Navegador: ${browser}`), mail.text);
  assert.match(mail.text, /Dirección IP: \S*127\.0\.0\.1/);
  assert.match(mail.text, /Fecha: \d+ de \S+ de \d{4}.*\(UTC\)/);
  assert.match(mail.text, /pida al gestor de usuarios de su institución que cierre todas sus sesiones/);
  assert.is(mail.link, '', 'no link at all');
  assert.not.match(mail.html, /<a /);
  await call(t, 'auth/', {
    headers: { ...sessionHeaders(owner.id, owner.token), 'User-Agent': browser },
    json: { current_password: 'a new long enough password', new_password: account.password },
  });
});

test('a stored address that reads as a list reaches no one else: the mail server is given one address object', async ({ t, sink }) => {
  // An address stored before every email was checked as one mailbox, or written around the API.
  await t.server.db.query(
    `INSERT INTO mail_outbox (kind, user_id, recipient, subject, text_body, html_body, next_attempt_at, expires_at, created_at)
     VALUES ('user_added', NULL, 'ana@clinic.example, Eve <eve@evil.example>', 'Subject', 'Text', '<p>Text</p>', now(), now() + interval '1 hour', now())`,
  );
  await waitUntil(async () => (await t.server.db.query("SELECT id FROM mail_outbox WHERE recipient LIKE 'ana@%' AND last_error IS NULL")).length === 0, 10_000);
  assert.not.ok(sink.mails.some((mail) => mail.to.includes('eve@evil.example')), 'no mail went to the address inside the list');
  await t.server.db.query("DELETE FROM mail_outbox WHERE recipient LIKE 'ana@%'");
});

test('a production server without SMTP_URL says at start that self-service mail is off, and logs no link', async () => {
  const t = await startTestServer({ production: true, seed: false });
  try {
    const [warning] = logged(t, 'self_service_mail_off');
    assert.is(warning?.level, 'warn');
    assert.match(String(warning?.note), /SMTP_URL is not set/);
    await call(t, 'auth/register', { json: { name: 'P', lastname: 'Q', email: 'prod.mail@clinic.example', password: 'a long enough password' } });
    assert.is(logged(t, 'email_confirmation_requested').length, 1);
    assert.not.ok(JSON.stringify(t.logs).includes('key='), 'no link in the log');
  } finally {
    await t.close();
  }
  const development = await startTestServer();
  try {
    assert.is(logged(development, 'self_service_mail_off').length, 0, 'development logs the links instead');
  } finally {
    await development.close();
  }
});

test.run();
