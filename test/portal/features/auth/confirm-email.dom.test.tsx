import { click, cleanup, getByLabelText, getByRole, type, waitFor } from '../../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fail, installApi, ok, spokenText, visit, endPortalTestInEnglish } from '../../../support/portal-fixtures.ts';
import { App } from '../../../../src/portal/app/app.tsx';
import { confirmationLinkSent, serverReason } from '../../../../src/contract/messages.ts';
import { render } from '../../../support/dom.ts';
import { changeLanguage } from '../../../../src/portal/lib/i18n/language-store.ts';

const slow = { timeout: 3000 };
const Confirm = suite('ConfirmEmailPage');
Confirm.after.each(endPortalTestInEnglish);

async function open(url: string, heading = 'Choose your password') {
  visit(url);
  render(<App />);
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: heading }), slow);
  return getByRole(document.body, 'main');
}

/** Chooses `password` twice and sends the form. */
function choose(main: HTMLElement, password: string, repeat = password) {
  type(getByLabelText(main, 'Password'), password);
  type(getByLabelText(main, 'Repeat the password'), repeat);
  click(getByRole(main, 'button', { name: 'Save my password' }));
}

Confirm('the link opens a form where its holder chooses the password, sent with the key in the body', async () => {
  const fake = installApi({ 'auth/confirm/42': ok({ message: serverReason.emailConfirmed }) });
  const main = await open('/portal/confirm_email/42#key=abc_DEF-123');
  assert.is(fake.callsTo('auth/confirm/42').length, 0, 'nothing is sent before the password is chosen');
  choose(main, 'my own long password');
  await waitFor(() => getByRole(main, 'heading', { level: 1, name: 'Your account is ready' }), slow);
  await waitFor(() => assert.is(spokenText(getByRole(main, 'status')), serverReason.emailConfirmed));
  const [call] = fake.callsTo('auth/confirm/42');
  assert.is(call?.method, 'POST');
  assert.equal(call?.json, { key: 'abc_DEF-123', password: 'my own long password' });
  assert.is(call?.query.get('key'), null, 'the key never travels in the address');
  assert.is(getByRole(main, 'link', { name: 'Go to sign in' }).getAttribute('href'), '/portal/auth/sign-in');
});

Confirm('a link made before, with its key in the query, moves the key out of the address and still works', async () => {
  const fake = installApi({ 'auth/confirm/42': ok({ message: serverReason.emailConfirmed }) });
  const main = await open('/portal/confirm_email/42?key=old-style');
  await waitFor(() => assert.is(window.location.search, ''));
  assert.is(window.location.hash, '#key=old-style');
  choose(main, 'my own long password');
  await waitFor(() => assert.equal(fake.callsTo('auth/confirm/42')[0]?.json, { key: 'old-style', password: 'my own long password' }));
});

Confirm('two different passwords are refused at the second field before anything is sent', async () => {
  const fake = installApi();
  const main = await open('/portal/confirm_email/42#key=k');
  choose(main, 'my own long password', 'another long password');
  await waitFor(() => getByRole(main, 'alert'));
  assert.is(fake.callsTo('auth/confirm/42').length, 0);
  assert.is(getByLabelText(main, 'Repeat the password').getAttribute('aria-invalid'), 'true');
});

Confirm('a spent or wrong link says what the server said', async () => {
  installApi({ 'auth/confirm/42': fail(400, serverReason.invalidConfirmationKey) });
  const main = await open('/portal/confirm_email/42#key=old');
  choose(main, 'my own long password');
  const alert = await waitFor(() => getByRole(main, 'alert'));
  assert.is(spokenText(alert), serverReason.invalidConfirmationKey);
});

Confirm('a link without its key calls nothing and says it is incomplete', async () => {
  const fake = installApi();
  const main = await open('/portal/confirm_email/42');
  assert.match(spokenText(getByRole(main, 'alert')), 'incomplete');
  assert.is(fake.callsTo('auth/confirm/42').length, 0);
});

Confirm('in Spanish the page and an incomplete link are said in Spanish', async () => {
  installApi();
  await changeLanguage('es');
  const main = await open('/portal/confirm_email/42', 'Elija su contraseña');
  assert.match(spokenText(getByRole(main, 'alert')), /Este enlace de confirmación está incompleto/);
  assert.ok(getByRole(main, 'link', { name: 'Ir al inicio de sesión' }));
});

Confirm('a spent link offers a new one: the email goes to auth/confirmation_link with the portal\'s language, and the answer is shown', async () => {
  const fake = installApi({
    'auth/confirm/42': fail(400, serverReason.invalidConfirmationKey),
    'auth/confirmation_link': ok({ message: confirmationLinkSent }),
  });
  const main = await open('/portal/confirm_email/42#key=old');
  choose(main, 'my own long password');
  await waitFor(() => getByRole(main, 'alert'));
  type(getByLabelText(main, 'Email'), ' nia@clinic.example ');
  click(getByRole(main, 'button', { name: 'Send a new link' }));
  await waitFor(() => assert.match(spokenText(getByRole(main, 'status')), /a new confirmation link is on its way\. Check your inbox/));
  const [call] = fake.callsTo('auth/confirmation_link');
  assert.equal(call?.json, { email: 'nia@clinic.example' });
  assert.is(call?.headers['Accept-Language'], 'en');
});

Confirm('in Spanish the new link is asked for and confirmed in Spanish, and the mail is asked for in Spanish', async () => {
  const fake = installApi({ 'auth/confirmation_link': ok({ message: confirmationLinkSent }) });
  await changeLanguage('es');
  const main = await open('/portal/confirm_email/42', 'Elija su contraseña');
  type(getByLabelText(main, 'Correo electrónico'), 'nia@clinic.example');
  click(getByRole(main, 'button', { name: 'Enviar un enlace nuevo' }));
  await waitFor(() => assert.match(spokenText(getByRole(main, 'status')), /le llegará un enlace de confirmación nuevo/));
  assert.is(fake.callsTo('auth/confirmation_link')[0]?.headers['Accept-Language'], 'es');
});

Confirm.run();
