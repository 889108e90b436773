import {
  act, click, getByLabelText, getByRole, getByText, isDisabled, queryByRole, type, waitFor,
} from '../../../support/dom.ts';
import { openApp as openAt } from '../../../support/open-app.tsx';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  fail, installApi, ok, spokenText, toastTexts, type ApiAnswer, endPortalTestInEnglish,
} from '../../../support/portal-fixtures.ts';
import { spanish } from '../../../../src/contract/messages.ts';
import { changeLanguage } from '../../../../src/portal/lib/i18n/language-store.ts';

const slow = { timeout: 3000 };

const Forgot = suite('ForgotPasswordPage');
Forgot.after.each(endPortalTestInEnglish);

async function askForLink(answer: ApiAnswer) {
  const fake = installApi({ 'auth/password/ana%40example.org': answer });
  const main = await openAt('/portal/auth/forgot-password', 'Forgot your password?');
  const email = getByLabelText(main, 'Email') as HTMLInputElement;
  const button = getByRole(main, 'button', { name: 'Send reset link' });
  assert.is(isDisabled(button), true, 'nothing to send yet');
  type(email, 'ana@example.org');
  click(button);
  return { fake, main, email };
}

Forgot('Reset-email success (Spanish): shows that a mail with instructions was sent, in the spec\'s Spanish when Spanish is chosen', async () => {
  const { fake, main } = await askForLink(ok({ message: 'Reset mail sent' }));
  await waitFor(() => assert.is(spokenText(getByRole(main, 'status')), 'We have sent you an email with instructions to reset your password.'));
  await act(() => changeLanguage('es'));
  await waitFor(() => assert.is(spokenText(getByRole(main, 'status')), spanish.resetEmailSent));
  await act(() => changeLanguage('en'));
  const [call] = fake.callsTo('auth/password/ana%40example.org');
  assert.is(call?.method, 'POST');
  assert.is(call?.headers.Authorization, undefined, 'no session credentials on a signed-out call');
});

Forgot('a failure shows the server message as an error and keeps the email', async () => {
  const { main, email } = await askForLink(fail(429, 'Too many requests, try again later'));
  const alert = await waitFor(() => getByRole(main, 'alert'));
  assert.is(spokenText(alert), 'Too many requests, try again later');
  assert.is(email.value, 'ana@example.org');
  assert.is(queryByRole(main, 'status'), null);
});

Forgot('the page links back to sign in', async () => {
  installApi();
  const main = await openAt('/portal/auth/forgot-password', 'Forgot your password?');
  assert.is(getByRole(main, 'link', { name: 'Back to sign in' }).getAttribute('href'), '/portal/auth/sign-in');
});

const Reset = suite('ResetPasswordPage');
Reset.after.each(endPortalTestInEnglish);

async function chooseNewPassword(answer: ApiAnswer, password = 'nueva-contraseña', repeat = password, link = '/portal/reset_your_password/42#key=k%2Bey') {
  const fake = installApi({ 'auth/password/42': answer });
  const main = await openAt(link, 'Choose a new password');
  const first = getByLabelText(main, 'New password') as HTMLInputElement;
  const second = getByLabelText(main, 'Repeat the new password') as HTMLInputElement;
  type(first, password);
  type(second, repeat);
  click(getByRole(main, 'button', { name: 'Change password' }));
  return { fake, main, first, second };
}

Reset('Password change success (Spanish): posts the new password with the key and shows the Spanish text', async () => {
  const { fake, main } = await chooseNewPassword(ok({ message: 'Password changed' }));
  await waitFor(() => assert.is(spokenText(getByRole(main, 'status')), 'Your password has been changed.'));
  await act(() => changeLanguage('es'));
  await waitFor(() => assert.is(spokenText(getByRole(main, 'status')), spanish.passwordChanged));
  await act(() => changeLanguage('en'));
  const [call] = fake.callsTo('auth/password/42');
  assert.is(call?.method, 'POST');
  assert.is(call?.query.get('key'), null, 'no key in the URL');
  assert.equal(call?.json, { password: 'nueva-contraseña', key: 'k+ey' });
  assert.is(getByRole(main, 'link', { name: 'Go to sign in' }).getAttribute('href'), '/portal/auth/sign-in');
});

Reset('an older link with ?key= still works: the key moves from the query to the fragment at once, and goes in the body', async () => {
  const { fake, main } = await chooseNewPassword(ok({ message: 'Password changed' }), undefined, undefined, '/portal/reset_your_password/42?key=k%2Bey');
  await waitFor(() => assert.is(window.location.search, '', 'no key left in the query, which a reload would send to the server'));
  assert.is(window.location.pathname, '/portal/reset_your_password/42');
  assert.is(new URLSearchParams(window.location.hash.slice(1)).get('key'), 'k+ey');
  await waitFor(() => assert.is(spokenText(getByRole(main, 'status')), 'Your password has been changed.'));
  const [call] = fake.callsTo('auth/password/42');
  assert.is(call?.query.get('key'), null);
  assert.equal(call?.json, { password: 'nueva-contraseña', key: 'k+ey' });
});

Reset("Reset failure: shows an error notification with the server's message and keeps the typed passwords", async () => {
  const { main, first, second } = await chooseNewPassword(fail(400, 'This reset link is not valid or has expired'));
  await waitFor(() => assert.equal(toastTexts(), ['This reset link is not valid or has expired']));
  assert.is(first.value, 'nueva-contraseña');
  assert.is(second.value, 'nueva-contraseña');
  // Said beside the form too, once that message's words have loaded (they may come after the toast).
  await waitFor(() => getByText(main, 'This reset link is not valid or has expired'));
  assert.is(queryByRole(main, 'status'), null);
});

Reset('two different passwords are refused before any call', async () => {
  const { fake, main } = await chooseNewPassword(ok({ message: 'x' }), 'first-password', 'other-password');
  const alert = await waitFor(() => getByRole(main, 'alert'));
  assert.match(spokenText(alert), /not the same/);
  assert.is(fake.calls.length, 0);
});

Reset('a link without key says it is incomplete', async () => {
  installApi();
  const main = await openAt('/portal/reset_your_password/42', 'Reset your password');
  const alert = getByRole(main, 'alert');
  assert.match(spokenText(alert), /incomplete/);
  assert.is(queryByRole(main, 'button', { name: 'Change password' }), null);
  assert.is(getByRole(main, 'link', { name: 'Ask for a new link' }).getAttribute('href'), '/portal/auth/forgot-password');
});

Forgot('in Spanish the page asks for the email and offers its link in Spanish', async () => {
  installApi();
  const main = await openAt('/portal/auth/forgot-password', 'Forgot your password?');
  await act(() => changeLanguage('es'));
  await waitFor(() => getByRole(main, 'heading', { level: 1, name: '¿Ha olvidado su contraseña?' }), slow);
  assert.ok(getByLabelText(main, 'Correo electrónico'));
  assert.ok(getByRole(main, 'button', { name: 'Enviar enlace' }));
  assert.is(getByRole(main, 'link', { name: 'Volver al inicio de sesión' }).getAttribute('href'), '/portal/auth/sign-in');
});

Forgot.run();
Reset('in Spanish the form, its hint and two different passwords are said in Spanish', async () => {
  const fake = installApi();
  await changeLanguage('es');
  const main = await openAt('/portal/reset_your_password/42#key=k', 'Elija una contraseña nueva');
  assert.match(main.textContent ?? '', /Al menos 8 caracteres\./);
  type(getByLabelText(main, 'Contraseña nueva'), 'first-password');
  type(getByLabelText(main, 'Repita la contraseña nueva'), 'other-password');
  click(getByRole(main, 'button', { name: 'Cambiar la contraseña' }));
  await waitFor(() => assert.match(spokenText(getByRole(main, 'alert')), /Las dos contraseñas no coinciden/));
  assert.is(fake.calls.length, 0);
});

Reset('in Spanish a link without key says in Spanish that it is incomplete', async () => {
  installApi();
  await changeLanguage('es');
  const main = await openAt('/portal/reset_your_password/42', 'Restablecer la contraseña');
  assert.match(spokenText(getByRole(main, 'alert')), /Este enlace para restablecer la contraseña está incompleto/);
  assert.ok(getByRole(main, 'link', { name: 'Solicitar un enlace nuevo' }));
});

Reset.run();
