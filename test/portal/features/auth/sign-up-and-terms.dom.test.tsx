import {
  act, cleanup, click, getByLabelText, getByRole, isDisabled, queryByRole, type, waitFor,
} from '../../../support/dom.ts';
import { openApp as openAt } from '../../../support/open-app.tsx';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  fail, installApi, ok, seedSession, spokenText, storedSession, toastTexts, type ApiAnswer, endPortalTestInEnglish,
} from '../../../support/portal-fixtures.ts';
import { changeLanguage } from '../../../../src/portal/lib/i18n/language-store.ts';
import { success } from '../../../../src/contract/messages.ts';

const slow = { timeout: 3000 };

const SignUp = suite('SignUpPage');
SignUp.after.each(endPortalTestInEnglish);

async function fillSignUp(answer: ApiAnswer) {
  const api = installApi({ 'auth/register': answer });
  const main = await openAt('/portal/auth/sign-up', 'Create an account');
  const field = (label: string) => getByLabelText(main, label) as HTMLInputElement;
  type(field('First name'), 'Luis');
  type(field('Last name'), 'Peña');
  type(field('Email'), 'luis@example.org');
  type(field('Organisation'), 'South Hospital');
  click(getByRole(main, 'button', { name: 'Create account' }));
  return { api, main, field };
}

SignUp('creating an account posts auth/register with the fields, no password, and says to open the link sent by mail', async () => {
  const { api, main } = await fillSignUp(ok({ id: 9 }));
  await waitFor(() => getByRole(main, 'heading', { level: 1, name: 'Check your email' }));
  await waitFor(() => assert.is(spokenText(getByRole(main, 'status')), success.register));
  assert.match(main.textContent ?? '', /The link was sent to luis@example\.org/);
  assert.is(main.querySelector('input[type="password"]'), null, 'the password is chosen through the link only');
  const [call] = api.callsTo('auth/register');
  assert.is(call?.method, 'POST');
  assert.equal(call?.json, { name: 'Luis', lastname: 'Peña', email: 'luis@example.org', company: 'South Hospital' });
  assert.is(call?.headers.Authorization, undefined);
  assert.equal(storedSession(), {}, 'no password or account data kept in the session');
});

SignUp("a refused account shows the server's message and keeps what was typed", async () => {
  const { main, field } = await fillSignUp(fail(409, 'An account with this email already exists'));
  const alert = await waitFor(() => getByRole(main, 'alert'));
  assert.is(spokenText(alert), 'An account with this email already exists');
  assert.is(field('First name').value, 'Luis');
  assert.is(field('Email').value, 'luis@example.org');
  assert.is(field('Organisation').value, 'South Hospital');
  assert.is(isDisabled(getByRole(main, 'button', { name: 'Create account' })), false);
});

const Terms = suite('TermsPage');
Terms.after.each(endPortalTestInEnglish);

Terms('the public terms page shows the terms and a way back to sign in', async () => {
  installApi();
  const main = await openAt('/portal/auth/terms_and_conditions', 'Terms and Conditions');
  assert.ok(getByRole(main, 'heading', { level: 2, name: '2. Confidentiality' }));
  assert.is(getByRole(main, 'link', { name: 'Back to sign in' }).getAttribute('href'), '/portal/auth/sign-in');
  assert.is(queryByRole(main, 'button', { name: /accept/i }), null);
});

Terms('Terms and conditions: not accepted to accepted through a set call, then home', async () => {
  seedSession({ extra: { selected_institution_id: '12', agree_tandc: 'false' } });
  const api = installApi({ 'portal_users/set_terms_and_conditions_user/1': ok({ agree_tandc: true }) });
  const main = await openAt('/portal/terms_and_conditions', 'Terms and Conditions');
  click(getByRole(main, 'button', { name: 'I accept the Terms and Conditions' }));
  await waitFor(() => assert.is(location.pathname, '/portal/'), slow);
  assert.is(api.callsTo('portal_users/set_terms_and_conditions_user/1')[0]?.method, 'POST');
  assert.is(storedSession().agree_tandc, 'true');
  await waitFor(() => assert.equal(toastTexts(), ['Terms and Conditions accepted']));
});

Terms("a failed acceptance shows 'Terms and Conditions could not be accepted' and stays", async () => {
  seedSession({ extra: { selected_institution_id: '12', agree_tandc: 'false' } });
  installApi({ 'portal_users/set_terms_and_conditions_user/1': fail(500) });
  const main = await openAt('/portal/terms_and_conditions', 'Terms and Conditions');
  click(getByRole(main, 'button', { name: 'I accept the Terms and Conditions' }));
  await waitFor(() => assert.equal(toastTexts(), ['Terms and Conditions could not be accepted']), slow);
  assert.is(location.pathname, '/portal/terms_and_conditions');
  assert.is(storedSession().agree_tandc, 'false');
  assert.ok(getByRole(main, 'button', { name: 'I accept the Terms and Conditions' }));
});

Terms('without a chosen institution it leads to choosing one first, then back', async () => {
  seedSession({ institution: false });
  installApi();
  await openAt('/portal/terms_and_conditions', 'Institutions');
  assert.is(location.search, '?redirect=%2Fterms_and_conditions');
});

Terms('after accepting, the page offers a way back: Continue to the portal', async () => {
  seedSession({ extra: { selected_institution_id: '12', agree_tandc: 'true' } });
  installApi();
  const main = await openAt('/portal/terms_and_conditions?redirect=%2Fusers', 'Terms and Conditions');
  assert.is(getByRole(main, 'link', { name: 'Continue to the portal' }).getAttribute('href'), '/portal/users');
  cleanup();
  const again = await openAt('/portal/terms_and_conditions', 'Terms and Conditions');
  assert.is(getByRole(again, 'link', { name: 'Continue to the portal' }).getAttribute('href'), '/portal/');
});

Terms('once accepted it says so instead of offering the button', async () => {
  seedSession({ extra: { selected_institution_id: '12', agree_tandc: 'true' } });
  installApi();
  const main = await openAt('/portal/terms_and_conditions', 'Terms and Conditions');
  assert.is(queryByRole(main, 'button', { name: 'I accept the Terms and Conditions' }), null);
  assert.match(spokenText(getByRole(main, 'status')), /You have accepted these terms/);
});

SignUp('opened while signed in, it says so and offers to sign out or go back, instead of the form', async () => {
  seedSession();
  installApi({ 'auth/logout/0': ok() });
  const main = await openAt('/portal/auth/sign-up', 'You are already signed in');
  assert.match(main.textContent ?? '', /signed in as ana@example\.org/);
  assert.is(queryByRole(main, 'button', { name: 'Create account' }), null);
  assert.is(getByRole(main, 'link', { name: 'Back to the portal' }).getAttribute('href'), '/portal/');
  click(getByRole(main, 'button', { name: 'Logout' }));
  await waitFor(() => getByRole(main, 'heading', { level: 1, name: 'Create an account' }));
  assert.equal(storedSession(), {});
});

/** The server's answer to a refused sign-up: 400 with its field issues (contract/field-issues.ts). */
const refusedFields = (fields: unknown[]): ApiAnswer => () =>
  new Response(JSON.stringify({ message: 'The request has invalid fields', data: { fields } }), {
    status: 400,
    headers: { 'Content-Type': 'application/json' },
  });

SignUp('in Spanish the form and the field issues of a refused sign-up are in Spanish', async () => {
  installApi({
    'auth/register': refusedFields([
      { field: 'name', code: 'empty' },
      { field: 'email', code: 'format' },
    ]),
  });
  await changeLanguage('es');
  const main = await openAt('/portal/auth/sign-up', 'Crear una cuenta');
  const field = (label: string) => getByLabelText(main, label) as HTMLInputElement;
  type(field('Apellidos'), 'Peña');
  type(field('Correo electrónico'), 'luis@');
  type(field('Organización'), 'Sur');
  click(getByRole(main, 'button', { name: 'Crear cuenta' }));
  const alert = await waitFor(() => getByRole(main, 'alert'), slow);
  await waitFor(() => assert.match(spokenText(alert), /El campo «Nombre» no puede estar vacío/));
  const said = spokenText(alert);
  assert.match(said, /Introduzca una dirección de correo electrónico válida/);
  assert.not.match(said, /must|characters|Enter a valid/, 'nothing left in English');
});

SignUp('opened while signed in, in Spanish it says so in Spanish', async () => {
  seedSession();
  installApi();
  await changeLanguage('es');
  const main = await openAt('/portal/auth/sign-up', 'Ya ha iniciado sesión');
  assert.match(main.textContent ?? '', /Ha iniciado sesión como ana@example\.org/);
  assert.ok(getByRole(main, 'button', { name: 'Cerrar sesión' }));
  assert.ok(getByRole(main, 'link', { name: 'Volver al portal' }));
});

SignUp.run();
Terms('the terms, their text included, read in Spanish once Spanish is chosen', async () => {
  installApi();
  const main = await openAt('/portal/auth/terms_and_conditions', 'Terms and Conditions');
  await act(() => changeLanguage('es'));
  await waitFor(() => getByRole(main, 'heading', { level: 1, name: 'Términos y condiciones' }), slow);
  assert.ok(getByRole(main, 'heading', { level: 2, name: '2. Confidencialidad' }));
  assert.match(main.textContent ?? '', /Las sesiones terminan al cabo de 60 minutos/);
  assert.is(main.querySelector('[tabindex="0"]')?.getAttribute('aria-label'), 'Texto de los términos y condiciones');
  assert.is(getByRole(main, 'link', { name: 'Volver al inicio de sesión' }).getAttribute('href'), '/portal/auth/sign-in');
});

Terms('signed in, the acceptance and its ways out are in Spanish', async () => {
  seedSession({ extra: { selected_institution_id: '12', agree_tandc: 'false' } });
  installApi();
  await changeLanguage('es');
  const main = await openAt('/portal/terms_and_conditions', 'Términos y condiciones');
  assert.ok(getByRole(main, 'button', { name: 'Acepto los términos y condiciones' }));
  assert.ok(getByRole(main, 'link', { name: 'Elegir otra institución' }));
  assert.ok(getByRole(main, 'button', { name: 'Cerrar sesión' }));
});

Terms.run();
