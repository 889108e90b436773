/**
 * Emails are normalised once, by one rule, for storing and for comparing; addresses that only
 * look like an existing one are refused at registration.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { serverReason } from '../../src/contract/messages.ts';
import { emailKey, emailSkeleton, fillEmailKeys } from '../../src/server/auth/credentials.ts';
import { demoAccount } from '../../src/server/seed/demo-data.ts';
import { call, login, startTestServer, type TestServer } from './support/test-server.ts';
import { createAccount } from './support/accounts.ts';

const test = suite<{ t: TestServer }>('email keys');

test.before(async (ctx) => {
  ctx.t = await startTestServer();
});

test.after(async ({ t }) => {
  await t.close();
});

const password = 'a long enough password';
const register = (t: TestServer, email: string) => call<{ id: number }>(t, 'auth/register', { json: { name: 'Ana', lastname: 'Ruiz', email } });

test('one rule: trim, NFC, lower case; composed and decomposed forms key alike', () => {
  assert.is(emailKey('  Ana@Clinic.Example '), 'ana@clinic.example');
  assert.is(emailKey('Jose\u0301@clinic.example'), emailKey('José@clinic.example'));
  assert.is(emailKey('İlker@clinic.example'), 'i\u0307lker@clinic.example');
});

test('registering with İ signs in as typed, and with the same letters in either case', async ({ t }) => {
  const email = 'İlker.Yılmaz@clinic.example';
  await createAccount(t, email, password);
  assert.is((await login(t, email, password)).status, 200, 'as typed');
  assert.is((await login(t, email.toLowerCase(), password)).status, 200, 'lower-cased by the same rule');
  const rows = await t.server.db.query<{ email_key: string }>('SELECT email_key FROM users WHERE email = $1', [email]);
  assert.is(rows[0]?.email_key, emailKey(email));
});

test('the same email in another case or form is taken', async ({ t }) => {
  await register(t, 'Case.Person@clinic.example');
  const again = await register(t, 'case.PERSON@clinic.example');
  assert.is(again.status, 409);
  assert.is(again.body.message, serverReason.emailTaken);
});

test('look-alikes of an existing address are refused at registration with a clear message', async ({ t }) => {
  const clinician = demoAccount('clinician').email;
  const [local, domain] = clinician.split('@') as [string, string];
  const alikes = [
    clinician.replace('i', 'ı'), // dotless i
    `${local.replace('c', 'с')}@${domain}`, // Cyrillic es
    clinician.replace('a', 'а'), // Cyrillic a
    clinician.replace('e', 'е'), // Cyrillic ie
    clinician.replace('o', 'о'), // Cyrillic o
    clinician.replace('i', 'í'), // an accent
    clinician.replace('c', 'ｃ'), // full-width
  ].filter((alike) => alike !== clinician);
  assert.ok(alikes.length >= 6);
  for (const alike of alikes) {
    const answer = await register(t, alike);
    assert.is(answer.status, 409, alike);
    assert.is(answer.body.message, serverReason.emailLooksLikeAnother);
  }
  assert.is((await register(t, `another.${local}@${domain}`)).status, 200, 'a genuinely different address is fine');
});

test('the skeleton maps the usual confusables to Latin letters', () => {
  assert.is(emailSkeleton(emailKey('clınician@hospital.example')), 'clinician@hospital.example');
  assert.is(emailSkeleton(emailKey('рауре@ехаmрlе.соm')), 'paype@example.com');
  assert.is(emailSkeleton(emailKey('İlker@x.example')), 'ilker@x.example');
});

test('accounts stored before the key columns get them at start, by the same rule', async ({ t }) => {
  await t.server.db.query(
    `INSERT INTO users (email, name, lastname, password_hash, password_salt, created_at)
     VALUES ('Öld.İnan@clinic.example', 'A', 'B', 'h', 's', now())`,
  );
  assert.is(await fillEmailKeys(t.server.db), 1);
  const rows = await t.server.db.query<{ email_key: string; email_skeleton: string }>(
    "SELECT email_key, email_skeleton FROM users WHERE email = 'Öld.İnan@clinic.example'",
  );
  assert.equal(rows[0], { email_key: emailKey('Öld.İnan@clinic.example'), email_skeleton: 'old.inan@clinic.example' });
  assert.is(await fillEmailKeys(t.server.db), 0);
});

test.run();
