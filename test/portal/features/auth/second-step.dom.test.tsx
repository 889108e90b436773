import { cleanup, click, getByLabelText, getByRole, queryByRole, render, submit, type, waitFor } from '../../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { currentUrl, fail, installApi, jsonResponse, ok, resetPortal, storedSession, visit, type ApiAnswer } from '../../../support/portal-fixtures.ts';
import { App } from '../../../../src/portal/app/app.tsx';
import { changeLanguage } from '../../../../src/portal/lib/i18n/language-store.ts';
import { authStore } from '../../../../src/portal/features/auth/auth-slice.ts';

const slow = { timeout: 3000 };
const email = 'ana@example.org';
const pendingAnswer = ok({ token: 'tok-pending', id: 7, fname: 'Ana', lname: 'Díaz', expires_in: 300, second_factor: ['totp', 'recovery'] });
const fullAnswer = ok({ token: 'tok-full', id: 7, fname: 'Ana', lname: 'Díaz', expires_in: 3600, idle_minutes: 30 });

function api(answers: Record<string, ApiAnswer> = {}) {
  return installApi({
    'auth/login': pendingAnswer,
    'auth/second_factor/totp/0': fullAnswer,
    'auth/second_factor/recovery/0': fullAnswer,
    'institution/list_inst_user/0': ok([{ institution_name: 'North Clinic', keyid: 12, country: 'ES' }]),
    'portal_users/list_user_roles/0': ok([]),
    ...answers,
  });
}

/** Signs in with the password and waits for the second step's form. */
async function toSecondStep(url = '/portal/auth/sign-in') {
  visit(url);
  render(<App />);
  const form = await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Sign in' }).closest('form')!, slow);
  type(getByLabelText(form, 'Email'), email);
  type(getByLabelText(form, 'Password'), 'correct horse');
  click(getByRole(form, 'button', { name: 'Sign in' }));
  const step = await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Confirm it is you' }).closest('form')!, slow);
  return step;
}

function enterCode(form: HTMLFormElement, label: string | RegExp, code: string) {
  type(getByLabelText(form, label), code);
  submit(form);
}

const Step = suite('the second step of signing in');
Step.after.each(async () => {
  cleanup();
  resetPortal();
  await changeLanguage('en');
  localStorage.clear();
});

Step('a password that asks for a second factor leads to the code, and keeps no token in the session', async () => {
  api();
  const form = await toSecondStep();
  assert.ok(currentUrl().startsWith('/portal/auth/second-step'));
  const field = getByLabelText(form, 'Code from your authenticator app') as HTMLInputElement;
  assert.is(field.autocomplete, 'one-time-code');
  assert.is(field.inputMode, 'numeric');
  assert.ok(form.textContent?.includes('Enter the 6-digit code from your authenticator app.'));
  assert.equal(storedSession(), {}, 'nothing stored before the second factor');
  for (let i = 0; i < sessionStorage.length; i++) assert.not.ok(sessionStorage.getItem(sessionStorage.key(i)!)?.includes('tok-pending'));
  for (let i = 0; i < localStorage.length; i++) assert.not.ok(localStorage.getItem(localStorage.key(i)!)?.includes('tok-pending'));
});

Step('a right code sends it with the pending token, stores the full session and lands as sign-in does', async () => {
  const calls = api().calls;
  const before = Date.now();
  const form = await toSecondStep();
  enterCode(form, 'Code from your authenticator app', '123 456');
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Institutions' }), slow);
  assert.is(currentUrl(), '/portal/institutions?from=/auth/sign-in');
  const call = calls.find((c) => c.path === 'auth/second_factor/totp/0')!;
  assert.equal(call.json, { code: '123456' });
  assert.ok(JSON.stringify(call.headers).includes('tok-pending'), 'the pending token opens the second step');
  const session = storedSession();
  assert.is(session.token, 'tok-full');
  assert.is(session.user_id, '7');
  assert.is(session.username, email);
  assert.equal(JSON.parse(session.user_institutions ?? 'null'), [{ name: 'North Clinic', id: 12 }]);
  const expires = Date.parse(session.expiration_date ?? '');
  assert.ok(expires >= before + 59 * 60_000 && expires <= Date.now() + 61 * 60_000, 'the full session’s length, not the step’s 5 minutes');
  assert.is(authStore.getState().secondStep, null);
  assert.is(queryByRole(document.body, 'heading', { name: 'You signed in with a recovery code' }), null);
});

Step('the redirect-back target of sign-in is kept through the second step', async () => {
  api();
  const form = await toSecondStep('/portal/auth/sign-in?redirect=%2Fusers%3Fx%3D1');
  enterCode(form, 'Code from your authenticator app', '123456');
  await waitFor(() => assert.is(currentUrl(), `/portal/institutions?redirect=${encodeURIComponent('/users?x=1')}`), slow);
});

Step('a wrong code is said at the field, and nothing is stored', async () => {
  api({ 'auth/second_factor/totp/0': fail(401, 'Wrong code') });
  const form = await toSecondStep();
  enterCode(form, 'Code from your authenticator app', '000000');
  const field = getByLabelText(form, 'Code from your authenticator app');
  await waitFor(() => assert.is(field.getAttribute('aria-invalid'), 'true'), slow);
  const described = (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  assert.ok(described.includes('That code is not right. Codes change every 30 seconds: try the one showing now.'), described);
  assert.equal(storedSession(), {});
  assert.ok(currentUrl().startsWith('/portal/auth/second-step'));
});

Step('paused after too many codes: the wait is said at the field', async () => {
  api({ 'auth/second_factor/totp/0': () => jsonResponse({ message: 'Too many attempts', data: { retry_after_seconds: 120 } }, 429) });
  const form = await toSecondStep();
  enterCode(form, 'Code from your authenticator app', '000000');
  await waitFor(() => assert.ok(form.textContent?.includes('Too many wrong codes: signing in is paused. Please wait 2 minutes before trying again.')), slow);
});

Step('a recovery code instead: the field changes, the code goes to the recovery endpoint, and the frame suggests new codes', async () => {
  const calls = api().calls;
  const form = await toSecondStep();
  click(getByRole(form, 'button', { name: 'Use a recovery code instead' }));
  const field = getByLabelText(form, 'Recovery code') as HTMLInputElement;
  assert.is(field.autocomplete, 'off');
  assert.ok(getByRole(form, 'button', { name: 'Use a code from the app instead' }));
  enterCode(form, 'Recovery code', ' ABCD-1234EF ');
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Institutions' }), slow);
  assert.equal(calls.find((c) => c.path === 'auth/second_factor/recovery/0')?.json, { code: 'ABCD-1234EF' });
  assert.is(calls.filter((c) => c.path === 'auth/second_factor/totp/0').length, 0);
  assert.is(storedSession().token, 'tok-full');
  await waitFor(() => assert.ok(document.body.textContent?.includes('You signed in with a recovery code')), slow);
  const link = getByRole(document.body, 'link', { name: 'Make new recovery codes' });
  assert.is(link.getAttribute('href'), '/portal/my_account');
  click(getByRole(document.body, 'button', { name: 'Close this notice' }));
  await waitFor(() => assert.not.ok(document.body.textContent?.includes('You signed in with a recovery code')), slow);
});

Step('opened without a pending step (a reload), the page leads to sign-in', async () => {
  api();
  visit('/portal/auth/second-step');
  render(<App />);
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Sign in' }), slow);
  assert.is(currentUrl(), '/portal/auth/sign-in');
});

Step('when the step’s time has run out, back to sign-in, which says why', async () => {
  api({ 'auth/login': ok({ token: 'tok-pending', id: 7, fname: 'Ana', lname: 'Díaz', expires_in: 1, second_factor: ['totp'] }) });
  visit('/portal/auth/sign-in');
  render(<App />);
  const form = await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Sign in' }).closest('form')!, slow);
  // The step is made already spent: its timer fires at once, with no wait on the clock.
  const unsubscribe = authStore.subscribe(() => {
    const step = authStore.getState().secondStep;
    if (step && step.until > 0) authStore.setState((s) => ({ ...s, secondStep: { ...step, until: 0 } }));
  });
  type(getByLabelText(form, 'Email'), email);
  type(getByLabelText(form, 'Password'), 'correct horse');
  click(getByRole(form, 'button', { name: 'Sign in' }));
  try {
    await waitFor(() => assert.ok(document.body.textContent?.includes('Your session has ended')), slow);
  } finally {
    unsubscribe();
  }
  assert.is(currentUrl(), '/portal/auth/sign-in');
  assert.equal(storedSession(), {});
});

Step.run();
