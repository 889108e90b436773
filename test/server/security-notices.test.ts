/**
 * The security notices (OWASP ASVS 5.0 6.3.6, 6.3.7): the account holder is told by mail when an
 * authenticator app is added or removed, a user manager resets their second factor, their password
 * changes, or a recovery code signs them in. Without a mail server the server logs one
 * `security_notice_mail` per mail, naming which notice it is.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { LoginData } from '../../src/contract/types.ts';
import { base32Decode, totpCode, totpStep } from '../../src/server/auth/totp.ts';
import { renderMail, type SecurityNotice } from '../../src/server/mail/mail-texts.ts';
import { noticeTime } from '../../src/server/auth/security-notice.ts';
import { createAccount, resetKey } from './support/accounts.ts';
import { call, logged, login, sessionHeaders, startTestServer, type TestServer } from './support/test-server.ts';

const password = 'a long enough password';
const browser = 'NoticeTestBrowser/1.0 (Ward 3 PC)';
let made = 0;

/** The notices logged for user `id`, in order. */
const noticesOf = (t: TestServer, id: number) => logged(t, 'security_notice_mail').filter((e) => e.user_id === id).map((e) => e.notice);

interface Person {
  id: number;
  email: string;
  headers: Record<string, string>;
}

/** A new account, signed in from `browser`. */
async function person(t: TestServer): Promise<Person> {
  const email = `notice-${++made}@example.org`;
  const id = await createAccount(t, email, password);
  const data = (await login(t, email, password)).body.data as LoginData;
  return { id, email, headers: { ...sessionHeaders(id, data.token), 'User-Agent': browser } };
}

/** Adds an authenticator app; its secret and the recovery codes the first one brings. */
async function addApp(t: TestServer, headers: Record<string, string>, accountPassword = password): Promise<{ factorId: number; secret: Buffer; recovery: string[] }> {
  const started = await call<{ factor_id: number; secret: string }>(t, 'auth/factors/totp_start/0', { headers, json: { password: accountPassword } });
  assert.is(started.status, 200);
  const secret = base32Decode(started.body.data!.secret);
  const factorId = started.body.data!.factor_id;
  const confirmed = await call<{ recovery_codes?: string[] }>(t, `auth/factors/totp_confirm/${factorId}`, { headers, json: { code: totpCode(secret, totpStep(new Date(t.now()))) } });
  assert.is(confirmed.status, 200);
  return { factorId, secret, recovery: confirmed.body.data?.recovery_codes ?? [] };
}

const notices = suite<{ t: TestServer }>('security notices by mail');

notices.before(async (ctx) => {
  ctx.t = await startTestServer({ sessionCacheMs: 0, authCallsPerMinute: 0 });
});

notices.after(async ({ t }) => {
  await t.close();
});

notices('adding an authenticator app, and only once it is confirmed', async ({ t }) => {
  const who = await person(t);
  const started = await call(t, 'auth/factors/totp_start/0', { headers: who.headers, json: { password } });
  assert.is(started.status, 200);
  assert.equal(noticesOf(t, who.id), [], 'an app being set up is not added yet');
  await addApp(t, who.headers);
  assert.equal(noticesOf(t, who.id), ['factor_added']);
});

notices('removing an authenticator app, and not when the password is wrong', async ({ t }) => {
  const who = await person(t);
  const { factorId } = await addApp(t, who.headers);
  const refused = await call(t, `auth/factors/remove/${factorId}`, { headers: who.headers, json: { password: 'not it' } });
  assert.is.not(refused.status, 200);
  assert.equal(noticesOf(t, who.id), ['factor_added']);
  const removed = await call(t, `auth/factors/remove/${factorId}`, { headers: who.headers, json: { password } });
  assert.is(removed.status, 200, String(removed.body.message));
  assert.equal(noticesOf(t, who.id), ['factor_added', 'factor_removed']);
});

notices('changing the password from My Account', async ({ t }) => {
  const who = await person(t);
  const changed = await call(t, 'auth/', { headers: who.headers, json: { current_password: password, new_password: 'another long password' } });
  assert.is(changed.status, 200, String(changed.body.message));
  assert.equal(noticesOf(t, who.id), ['password_changed']);
});

notices('setting a password through a reset link', async ({ t }) => {
  const who = await person(t);
  const key = await resetKey(t, who.email);
  assert.equal(noticesOf(t, who.id), [], 'asking for a link changes nothing yet');
  const reset = await call(t, `auth/password/${who.id}`, { json: { key, password: 'another long password' } });
  assert.is(reset.status, 200, String(reset.body.message));
  assert.equal(noticesOf(t, who.id), ['password_reset']);
});

notices('signing in with a recovery code, and not with an app code', async ({ t }) => {
  const who = await person(t);
  const { secret, recovery } = await addApp(t, who.headers);
  const step = async (kind: 'totp' | 'recovery', code: string) => {
    const pending = (await login(t, who.email, password)).body.data as LoginData;
    const answer = await call<LoginData>(t, `auth/second_factor/${kind}/0`, { headers: { ...sessionHeaders(pending.id, pending.token), 'User-Agent': browser }, json: { code } });
    assert.is(answer.status, 200, String(answer.body.message));
  };
  t.advance(30_000); // the code that confirmed the app is spent
  await step('totp', totpCode(secret, totpStep(new Date(t.now()))));
  assert.equal(noticesOf(t, who.id), ['factor_added']);
  await step('recovery', recovery[0]!);
  assert.equal(noticesOf(t, who.id), ['factor_added', 'recovery_code_used']);
});

notices("a user manager's reset of a member's second factor", async ({ t }) => {
  const { demoAccount } = await import('../../src/server/seed/demo-data.ts');
  const inNorth = async (account: { email: string; password: string }) => {
    const data = (await login(t, account.email, account.password)).body.data as LoginData;
    const headers = sessionHeaders(data.id, data.token);
    const list = await call<{ keyid: number; institution_name: string }[]>(t, 'institution/list_inst_user/0', { headers });
    const north = list.body.data!.find((i) => /Norte/.test(i.institution_name))!.keyid;
    assert.is((await call(t, `portal_users/set_login_institution/${north}`, { headers })).status, 200);
    return { id: data.id, headers };
  };
  const clinician = await inNorth(demoAccount('clinician'));
  await addApp(t, clinician.headers, demoAccount('clinician').password);
  const manager = await inNorth(demoAccount('user_manager'));
  const reset = await call<{ removed: number }>(t, `portal_users/reset_second_factor_inst/${clinician.id}`, { headers: manager.headers });
  assert.is(reset.status, 200);
  assert.equal(noticesOf(t, clinician.id), ['factor_added', 'factors_reset']);
  const again = await call<{ removed: number }>(t, `portal_users/reset_second_factor_inst/${clinician.id}`, { headers: manager.headers });
  assert.is(again.body.data?.removed, 0);
  assert.equal(noticesOf(t, clinician.id), ['factor_added', 'factors_reset'], 'nothing removed, nothing to tell');
});

notices.run();

const texts = suite('the words of the security notices');

texts('each notice in each language says what, when and from where, with no link, and what to do', () => {
  const at = new Date(Date.UTC(2026, 10, 28, 9, 5));
  const all: SecurityNotice[] = ['factor_added', 'factor_removed', 'factors_reset', 'password_changed', 'password_reset', 'recovery_code_used'];
  const steps = { en: /change your password/, es: /cambie su contraseña/, pt: /altere a sua palavra-passe/ };
  for (const language of ['en', 'es', 'pt'] as const) {
    const subjects = new Set<string>();
    for (const notice of all) {
      const when = noticeTime(at, language);
      const mail = renderMail('security_notice', language, { product: 'P', name: 'Ana', notice, when, browser: '<b>Firefox</b>', address: '192.0.2.7', institution: 'Hospital Norte' });
      subjects.add(mail.subject);
      assert.ok(mail.text.includes(when), `${language} ${notice}: when`);
      assert.match(when, /2026/);
      assert.match(when, /UTC/);
      if (notice !== 'factors_reset') assert.ok(mail.text.includes('<b>Firefox</b>') && mail.text.includes('192.0.2.7'), `${language} ${notice}: from where`);
      else assert.ok(mail.text.includes('Hospital Norte'), `${language}: which institution's user manager`);
      assert.match(mail.text, steps[language]);
      assert.not.match(`${mail.text} ${mail.html}`, /https?:|<a /, `${language} ${notice}: no link`);
      assert.not.match(mail.html, /<b>/, 'the browser is escaped in the HTML');
    }
    // password_changed and password_reset share a subject: the body says how.
    assert.is(subjects.size, all.length - 1, language);
  }
  const pt = renderMail('security_notice', 'pt', { product: 'P', notice: 'recovery_code_used', when: noticeTime(at, 'pt') });
  assert.not.match(`${pt.subject} ${pt.text}`, /\b(você|senha|usuário)\b/i);
  assert.ok(noticeTime(at, 'es').startsWith('28 de noviembre de 2026'), noticeTime(at, 'es'));
});

texts.run();
