// New passwords that are common ones or made of the words around them are refused (OWASP ASVS 5.0
// 6.2.4, 6.1.2, 6.2.11) on every path a password is chosen: registration's link, My Account's
// change, a reset link and a user manager's new member. Signing in with an old password is never
// refused for it.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { serverReason } from '../../src/contract/messages.ts';
import { contextWords, isGuessablePassword, type PasswordContext } from '../../src/server/auth/password-policy.ts';
import { demoAccount, demoInstitutions } from '../../src/server/seed/demo-data.ts';
import { createAccount, registerNew, resetKey } from './support/accounts.ts';
import { call, login, signIn, startTestServer, type TestServer } from './support/test-server.ts';

const ana: PasswordContext = {
  productName: 'Evaluation Report Portal',
  names: ['Ana', 'Silva'],
  emails: ['ana.silva@hospital-norte.example'],
  institutions: ['Hospital Universitario del Norte'],
};

const policy = suite('what a new password must not be');

policy('the most common passwords, whatever their case, and their letters with digits or signs around them', async () => {
  for (const password of ['password', 'PASSWORD1', '12345678', 'qwertyuiop', 'iloveyou', 'Summer2026!', 'Dragon$$$99', '1qaz2wsx']) {
    assert.ok(await isGuessablePassword(password, ana), password);
  }
});

policy('the words of the context: the product, "portal", the institution, the person\'s names and email', async () => {
  for (const password of ['Norte2026!', 'ana.silva1990', 'AnaSilva-2025', 'Portal2026!', 'evaluation report', 'Universitario#1', 'hospitalnorte', 'SilvaQwerty1', 'ANA-SÍLVA-77']) {
    assert.ok(await isGuessablePassword(password, ana), password);
  }
  assert.ok(contextWords(ana).includes('anasilva'), "the email's local part as one word");
});

policy('passwords of no list and no context pass, even those holding a context word among others', async () => {
  for (const password of ['a long enough password', 'correct horse battery staple', 'Ana keeps 7 lemons', 'x7#kQ9!Lp2', '83920174', 'Nuria-Lisbon-Rota-9']) {
    assert.not.ok(await isGuessablePassword(password, ana), password);
  }
});

policy.run();

const paths = suite<{ t: TestServer }>('every way to choose a password refuses a guessable one');

paths.before(async (ctx) => {
  ctx.t = await startTestServer();
});

paths.after(async ({ t }) => {
  await t.close();
});

/** The refusal every path answers: 400 with one `guessable` issue at `field`, in the contract's words. */
function assertGuessable(answer: { status: number; body: { message?: string; data?: unknown } }, field: string): void {
  assert.is(answer.status, 400);
  assert.equal(answer.body.data, { fields: [{ field, code: 'guessable' }] });
  assert.is(answer.body.message, serverReason.passwordGuessable);
}

paths('registration: the link refuses a common password and stays good for a better one', async ({ t }) => {
  const { id, key } = await registerNew(t, 'marta.ruiz@clinic.example', { name: 'Marta', lastname: 'Ruiz' });
  assertGuessable(await call(t, `auth/confirm/${id}`, { json: { key, password: 'iloveyou123' } }), 'password');
  assertGuessable(await call(t, `auth/confirm/${id}`, { json: { key, password: 'Marta.Ruiz.1985' } }), 'password');
  assert.is((await call(t, `auth/confirm/${id}`, { json: { key, password: 'a long enough password' } })).status, 200);
});

paths('My Account: the change refuses the institution\'s name and the person\'s own, and keeps the old password', async ({ t }) => {
  const account = demoAccount('clinician');
  const user = await signIn(t, account.email, account.password);
  const change = (next: string) => call(t, 'auth/', { headers: user.headers, json: { current_password: account.password, new_password: next } });
  assertGuessable(await change('Norte-2026!'), 'new_password');
  assertGuessable(await change(`${account.firstName}${account.lastName}99`), 'new_password');
  assertGuessable(await change('qwerty123456'), 'new_password');
  assert.is((await login(t, account.email, account.password)).status, 200, 'nothing changed');
});

paths('a reset link refuses a common password and is not spent by the refusal', async ({ t }) => {
  const email = 'pablo.gomez@clinic.example';
  const id = await createAccount(t, email, 'a long enough password', { name: 'Pablo', lastname: 'Gómez' });
  const key = await resetKey(t, email);
  assertGuessable(await call(t, `auth/password/${id}`, { json: { key, password: 'Password2026' } }), 'password');
  assertGuessable(await call(t, `auth/password/${id}`, { json: { key, password: 'PabloGomez!' } }), 'password');
  assert.is((await call(t, `auth/password/${id}`, { json: { key, password: 'three quiet rivers' } })).status, 200);
  assert.is((await login(t, email, 'three quiet rivers')).status, 200);
});

paths('a user manager\'s new member: a password made of the member\'s name or the institution\'s is refused', async ({ t }) => {
  const manager = demoAccount('user_manager');
  const signed = await signIn(t, manager.email, manager.password);
  const rows = await t.server.db.query<{ id: number }>('SELECT id FROM institutions WHERE name = $1', [demoInstitutions.north.name]);
  assert.is((await call(t, `portal_users/set_login_institution/${rows[0]!.id}`, { headers: signed.headers })).status, 200);
  const create = (passwd: string) =>
    call(t, 'portal_users/set_inst/0', { headers: signed.headers, json: { name: 'Lucía', lastname: 'Ferrer', email: 'lucia.ferrer@clinic.example', passwd, roles: '1' } });
  assertGuessable(await create('Lucia-Ferrer-1'), 'passwd');
  assertGuessable(await create('Universitario2026'), 'passwd');
  const made = await create('a long enough password');
  assert.is(made.status, 200, String(made.body.message));
});

paths('signing in with a password that would be refused today still works: the rule is for new passwords', async ({ t }) => {
  const account = demoAccount('evaluator');
  assert.ok(await isGuessablePassword(account.password, { productName: 'Evaluation Report Portal', names: [], emails: [], institutions: [] }), 'the demo password names the portal');
  assert.is((await login(t, account.email, account.password)).status, 200);
});

paths.run();
