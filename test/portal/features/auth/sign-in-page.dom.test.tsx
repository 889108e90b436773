import {
  act,
  advance,
  cleanup, click, getByLabelText, getByRole, isDisabled, queryByRole, render, submit, type, waitFor, assertFocused,
} from '../../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  currentUrl, fail, held, installApi, ok, resetPortal, spokenText, storedSession, toastTexts, visit, type ApiAnswer,
} from '../../../support/portal-fixtures.ts';
import { App } from '../../../../src/portal/app/app.tsx';
import { changeLanguage } from '../../../../src/portal/lib/i18n/language-store.ts';

const slow = { timeout: 3000 };
const email = 'ana@example.org';
const loginOk = ok({ token: 'tok-new', id: 7, fname: 'Ana', lname: 'Díaz' });

function api(login: ApiAnswer = loginOk) {
  return installApi({
    'auth/login': login,
    'institution/list_inst_user/0': ok([{ institution_name: 'North Clinic', keyid: 12, country: 'ES' }]),
    'portal_users/list_user_roles/0': ok([]),
  });
}

async function openSignIn(url = '/portal/auth/sign-in') {
  visit(url);
  render(<App />);
  const form = await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Sign in' }).closest('form')!, slow);
  return {
    form,
    email: getByLabelText(form, 'Email') as HTMLInputElement,
    password: getByLabelText(form, 'Password') as HTMLInputElement,
    button: getByRole(form, 'button', { name: 'Sign in' }),
  };
}

async function signIn(url: string | undefined, password = 'correct horse') {
  const page = await openSignIn(url);
  type(page.email, email);
  type(page.password, password);
  click(page.button);
  return page;
}

const SignIn = suite('SignInPage');
SignIn.after.each(async () => {
  cleanup();
  resetPortal();
  await changeLanguage('en');
  localStorage.clear();
});

SignIn('the form has labelled email and password fields and a Sign in button disabled until both are typed', async () => {
  api();
  const page = await openSignIn();
  assert.is(page.email.type, 'email');
  assert.is(page.password.type, 'password');
  assert.is(page.email.autocomplete, 'username');
  assert.is(page.password.autocomplete, 'current-password');
  assert.is(isDisabled(page.button), true);
  type(page.email, email);
  assert.is(isDisabled(page.button), true);
  type(page.password, 'x');
  assert.is(isDisabled(page.button), false);
});

SignIn('submitting posts auth/login with AuthType Login, LoginType 1 and Basic base64 of UTF-8 email:password', async () => {
  const calls = api().calls;
  const password = 'pa:ss ñandú';
  await signIn(undefined, password);
  await waitFor(() => assert.ok(calls.some((c) => c.path === 'auth/login')));
  const call = calls.find((c) => c.path === 'auth/login')!;
  assert.is(call.method, 'POST');
  assert.is(call.url, '/api/auth/login');
  assert.is(call.headers.AuthType, 'Login');
  assert.is(call.headers.LoginType, '1');
  const expected = `Basic ${Buffer.from(`${email}:${password}`, 'utf8').toString('base64')}`;
  assert.is(call.headers.Authorization, expected);
  assert.is(call.body, undefined, 'no body: the credentials travel in the header');
  // The sign-in ends before the next test starts: a session written after this test's clean-up
  // would open the next one signed in.
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Institutions' }), slow);
});

SignIn('Login: success stores the session and goes to /institutions?from=/auth/sign-in', async () => {
  api();
  const before = Date.now();
  await signIn(undefined, 'pa:ss ñandú');
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Institutions' }), slow);
  assert.is(currentUrl(), '/portal/institutions?from=/auth/sign-in');
  const session = storedSession();
  assert.is(session.token, 'tok-new');
  assert.is(session.user_id, '7');
  assert.is(session.username, email);
  assert.is(session.user_first_name, 'Ana');
  assert.is(session.user_last_name, 'Díaz');
  assert.equal(JSON.parse(session.user_institutions ?? 'null'), [{ name: 'North Clinic', id: 12 }]);
  const expires = Date.parse(session.expiration_date ?? '');
  assert.ok(expires >= before + 59 * 60_000 && expires <= Date.now() + 61 * 60_000, 'expires 60 minutes ahead');
  for (let i = 0; i < sessionStorage.length; i++) {
    const key = sessionStorage.key(i)!;
    assert.not.ok(sessionStorage.getItem(key)?.includes('pa:ss'), `no password in ${key}`);
  }
  assert.ok(getByRole(document.body, 'navigation', { name: 'Main' }), 'the signed-in layout');
});

SignIn('Login: success goes to the redirect-back target when there is one, once an institution is chosen', async () => {
  api();
  await signIn('/portal/auth/sign-in?redirect=%2Fusers%3Fx%3D1');
  await waitFor(() => assert.is(currentUrl(), `/portal/institutions?redirect=${encodeURIComponent('/users?x=1')}`), slow);
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Institutions' }), slow);
});

SignIn('Login: an unsafe redirect-back target such as //evil.example is ignored', async () => {
  api();
  await signIn('/portal/auth/sign-in?redirect=%2F%2Fevil.example');
  await waitFor(() => assert.is(currentUrl(), '/portal/institutions?from=/auth/sign-in'), slow);
});

SignIn('Login: a redirect-back target on another origin is ignored', async () => {
  api();
  await signIn('/portal/auth/sign-in?redirect=https%3A%2F%2Fevil.example%2F');
  await waitFor(() => assert.is(currentUrl(), '/portal/institutions?from=/auth/sign-in'), slow);
});

SignIn('Login failure: a non-OK message is shown as an error and the typed email is kept', async () => {
  api(fail(401, 'Incorrect email or password'));
  const page = await signIn(undefined);
  const alert = await waitFor(() => getByRole(page.form, 'alert'), slow);
  assert.is(spokenText(alert), 'Incorrect email or password');
  assert.is(page.email.value, email);
  assert.is(location.pathname, '/portal/auth/sign-in');
  assert.equal(storedSession(), {});
  assert.is(isDisabled(page.button), false, 'the form can be sent again');
});

SignIn('Login fails unless the response message is exactly OK', async () => {
  api(() => new Response(JSON.stringify({ message: 'Ok', data: { token: 't', id: 7, fname: 'A', lname: 'B' } }), { status: 200 }));
  const page = await signIn(undefined);
  const alert = await waitFor(() => getByRole(page.form, 'alert'), slow);
  assert.is(spokenText(alert), 'Ok');
  assert.equal(storedSession(), {});
  assert.is(location.pathname, '/portal/auth/sign-in');
});

SignIn('Login failure: wrong credentials do not trigger the authentication-failure logout notice', async () => {
  api(fail(401, 'Failed in authentication: wrong password'));
  const page = await signIn(undefined);
  await waitFor(() => getByRole(page.form, 'alert'), slow);
  assert.equal(toastTexts(), []);
  assert.is(location.pathname, '/portal/auth/sign-in');
  assert.is(page.email.value, email);
});

SignIn('Login failure: an unreachable server shows a message, not a blank or stuck form', async () => {
  api(() => Promise.reject(new TypeError('Failed to fetch')));
  const page = await signIn(undefined);
  await waitFor(() => assert.ok(spokenText(getByRole(page.form, 'alert')).length > 0), slow);
  assert.is(page.button.getAttribute('aria-busy'), null);
});

SignIn('the button is busy while signing in and a second submit sends nothing more', async () => {
  const pending = held(loginOk);
  const calls = api(pending.answer).calls;
  const page = await signIn(undefined);
  await waitFor(() => assert.is(page.button.getAttribute('aria-busy'), 'true'));
  submit(page.form);
  pending.release();
  await waitFor(() => assert.is(location.pathname, '/portal/institutions'), slow);
  assert.is(calls.filter((c) => c.path === 'auth/login').length, 1);
});

SignIn('an error from an earlier attempt is gone when the page is opened again', async () => {
  api(fail(401, 'Incorrect email or password'));
  const first = await signIn(undefined);
  await waitFor(() => getByRole(first.form, 'alert'), slow);
  cleanup();
  const again = await openSignIn();
  assert.is(queryByRole(again.form, 'alert'), null);
});

/** A refused sign-in as contract/sign-in-refusal.ts describes it. */
const refused = (status: 401 | 429, data?: { attempts_left?: number; retry_after_seconds?: number }): ApiAnswer => () => {
  const message = status === 401 ? 'Incorrect email or password' : 'Too many failed sign-in attempts. Please wait a few minutes and try again.';
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (data?.retry_after_seconds !== undefined) headers['Retry-After'] = String(data.retry_after_seconds);
  return new Response(JSON.stringify(data ? { message, data } : { message }), { status, headers });
};

SignIn('lock hint: from the third failure the refusal says how many attempts are left, not whether the email exists', async () => {
  api(refused(401, { attempts_left: 2 }));
  const page = await signIn(undefined);
  const alert = await waitFor(() => getByRole(page.form, 'alert'), slow);
  await waitFor(() => assert.match(spokenText(alert), /2 attempts left before sign-in from this device is paused/), slow);
  assert.match(spokenText(alert), /Incorrect email or password/);
  assert.not.match(spokenText(alert), /account|exist|unknown/i);
  assert.is(isDisabled(page.button), false, 'still allowed to try');
});

SignIn('lock hint: one attempt left is said in the singular', async () => {
  api(refused(401, { attempts_left: 1 }));
  const page = await signIn(undefined);
  await waitFor(() => assert.match(spokenText(getByRole(page.form, 'alert')), /1 attempt left before/), slow);
});

SignIn('lock hint: the first failures, which carry no figures, say only the server\'s reason', async () => {
  api(refused(401));
  const page = await signIn(undefined);
  const alert = await waitFor(() => getByRole(page.form, 'alert'), slow);
  await advance(50);
  assert.is(spokenText(alert), 'Incorrect email or password');
});

SignIn('lock: a 429 says how long to wait, and Sign in stays disabled with a countdown it names as its description', async () => {
  const fetched = api(refused(429, { retry_after_seconds: 300 })).calls;
  const page = await signIn(undefined);
  await waitFor(() => assert.match(spokenText(getByRole(page.form, 'alert')), /Please wait 5 minutes before trying again/), slow);
  await waitFor(() => assert.is(isDisabled(page.button), true));
  const describedBy = page.button.getAttribute('aria-describedby') ?? '';
  const countdown = document.getElementById(describedBy);
  assert.ok(countdown, 'the button names the countdown');
  assert.match(spokenText(countdown!), /You can sign in again in (5:00|4:59)/);
  const sent = fetched.length;
  submit(page.form);
  await advance(20);
  assert.is(fetched.length, sent, 'Enter in a field sends nothing while paused');
});

SignIn('lock: once the wait is over, Sign in is enabled again', async () => {
  api(refused(429, { retry_after_seconds: 1 }));
  const page = await signIn(undefined);
  await waitFor(() => assert.is(isDisabled(page.button), true), slow);
  await waitFor(() => assert.is(isDisabled(page.button), false), { timeout: 2500, interval: 100 });
  assert.match(spokenText(page.form), /You can sign in again now/);
});

SignIn('lock: a second pause after the first starts its own countdown', async () => {
  let answers = 0;
  api((call) => refused(429, { retry_after_seconds: ++answers === 1 ? 1 : 120 })(call));
  const page = await signIn(undefined);
  await waitFor(() => assert.is(isDisabled(page.button), true), slow);
  await waitFor(() => assert.is(isDisabled(page.button), false), { timeout: 2500, interval: 100 });
  click(page.button);
  await waitFor(() => assert.match(spokenText(page.form), /Please wait 2 minutes/), slow);
  await waitFor(() => assert.is(isDisabled(page.button), true));
  assert.match(spokenText(page.form), /You can sign in again in (2:00|1:59)/);
});

SignIn('lock: a 429 without figures (as the server sends today) shows its reason and leaves the button usable', async () => {
  api(refused(429));
  const page = await signIn(undefined);
  const alert = await waitFor(() => getByRole(page.form, 'alert'), slow);
  await advance(50);
  assert.match(spokenText(alert), /Too many failed sign-in attempts/);
  assert.is(isDisabled(page.button), false);
});

SignIn('the sign-in page focuses the email field', async () => {
  api();
  const page = await openSignIn();
  await waitFor(() => assertFocused(page.email));
});

SignIn('the disabled Sign in button is described by the visible hint saying what to enter', async () => {
  api();
  const page = await openSignIn();
  const hint = document.getElementById(page.button.getAttribute('aria-describedby') ?? '');
  assert.ok(hint, 'described while disabled');
  assert.match(spokenText(hint!), /Enter the email and password/);
  type(page.email, email);
  type(page.password, 'x');
  assert.is(page.button.getAttribute('aria-describedby'), null, 'nothing to explain once enabled');
});

SignIn('in Spanish the page reads Iniciar sesión, with its fields labelled in Spanish', async () => {
  api();
  const page = await openSignIn();
  await act(() => changeLanguage('es'));
  const heading = await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Iniciar sesión' }), slow);
  assert.is(heading.closest('form'), page.form, 'the same form, translated in place');
  assert.is(getByLabelText(page.form, 'Correo electrónico'), page.email);
  assert.is(getByLabelText(page.form, 'Contraseña'), page.password);
  assert.ok(getByRole(page.form, 'button', { name: 'Iniciar sesión' }));
  assert.ok(getByRole(page.form, 'link', { name: '¿Ha olvidado su contraseña?' }));
  assert.ok(getByRole(page.form, 'link', { name: 'Crear una cuenta' }));
  assert.match(spokenText(document.getElementById('sign-in-hint')!), /Introduzca el correo electrónico y la contraseña/);
});

/** Signs in with Spanish chosen, against a refusing server. */
async function signInInSpanish(answer: ApiAnswer) {
  api(answer);
  await changeLanguage('en'); // the page opens in English, then Spanish is chosen
  const page = await openSignIn();
  await act(() => changeLanguage('es'));
  await waitFor(() => getByRole(page.form, 'button', { name: 'Iniciar sesión' }), slow);
  type(page.email, email);
  type(page.password, 'wrong');
  click(page.button);
  return page;
}

SignIn('lock hint in Spanish: attempts left in the plural, and one attempt in the singular', async () => {
  const many = await signInInSpanish(refused(401, { attempts_left: 2 }));
  await waitFor(
    () => assert.match(spokenText(getByRole(many.form, 'alert')), /Le quedan 2 intentos antes de que el inicio de sesión desde este dispositivo quede en pausa/),
    slow,
  );
  cleanup();
  const one = await signInInSpanish(refused(401, { attempts_left: 1 }));
  await waitFor(() => assert.match(spokenText(getByRole(one.form, 'alert')), /Le queda 1 intento antes de que/), slow);
});

SignIn('lock in Spanish: the wait is written out in Spanish and the countdown speaks Spanish', async () => {
  const page = await signInInSpanish(refused(429, { retry_after_seconds: 300 }));
  await waitFor(() => assert.match(spokenText(getByRole(page.form, 'alert')), /Espere 5 minutos antes de volver a intentarlo/), slow);
  await waitFor(() => assert.is(isDisabled(page.button), true));
  const countdown = document.getElementById(page.button.getAttribute('aria-describedby') ?? '');
  assert.match(spokenText(countdown!), /Podrá volver a iniciar sesión dentro de (5:00|4:59)/);
});

SignIn("in Spanish a wrong password is refused with the server's reason in Spanish, and it follows a change back to English", async () => {
  const page = await signInInSpanish(refused(401));
  await waitFor(() => assert.is(spokenText(getByRole(page.form, 'alert')), 'El correo electrónico o la contraseña no son correctos'), slow);
  await act(() => changeLanguage('en'));
  await waitFor(() => assert.is(spokenText(getByRole(page.form, 'alert')), 'Incorrect email or password'), slow);
});

SignIn('a lock hint shown in English follows a change to Spanish', async () => {
  api(refused(401, { attempts_left: 2 }));
  const page = await signIn(undefined);
  await waitFor(() => assert.match(spokenText(getByRole(page.form, 'alert')), /2 attempts left/), slow);
  await act(() => changeLanguage('es'));
  await waitFor(() => assert.match(spokenText(getByRole(page.form, 'alert')), /Le quedan 2 intentos/), slow);
});

SignIn('a passkey alone: a cancelled prompt is said on the page; a signature signs in with the account the server names (issue 34)', async () => {
  const asked: unknown[] = [];
  let answer: () => Promise<unknown> = () => Promise.reject(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'));
  const restore = { credentials: Object.getOwnPropertyDescriptor(navigator, 'credentials'), pkc: (globalThis as { PublicKeyCredential?: unknown }).PublicKeyCredential };
  (globalThis as { PublicKeyCredential?: unknown }).PublicKeyCredential = function PublicKeyCredential() {};
  Object.defineProperty(navigator, 'credentials', {
    configurable: true,
    value: { create: () => Promise.reject(new Error('not here')), get: (options: unknown) => (asked.push(options), answer()) },
  });
  try {
    const calls = installApi({
      'auth/passkey/options/0': ok({ options: { challenge: 'AAEC', rpId: 'localhost', userVerification: 'required' } }),
      'auth/passkey/sign_in/0': ok({ token: 'tok-passkey', id: 7, fname: 'Ana', lname: 'Díaz', expires_in: 3600, idle_minutes: 30, email }),
      'institution/list_inst_user/0': ok([{ institution_name: 'North Clinic', keyid: 12, country: 'ES' }]),
      'portal_users/list_user_roles/0': ok([]),
    });
    const page = await openSignIn();
    click(getByRole(page.form, 'button', { name: 'Sign in with a passkey' }));
    await waitFor(() => assert.ok(getByRole(page.form, 'alert').textContent?.includes('The passkey was not used')), slow);
    assert.is(calls.callsTo('auth/passkey/sign_in/0').length, 0, 'nothing sent for a cancelled prompt');
    assert.is((asked[0] as { publicKey: { userVerification: string } }).publicKey.userVerification, 'required');
    answer = () =>
      Promise.resolve({
        id: 'AwQF',
        rawId: new Uint8Array([3, 4, 5]).buffer,
        type: 'public-key',
        response: { clientDataJSON: new Uint8Array([123, 125]).buffer, authenticatorData: new Uint8Array([1]).buffer, signature: new Uint8Array([2]).buffer, userHandle: new Uint8Array([7]).buffer },
      });
    click(getByRole(page.form, 'button', { name: 'Sign in with a passkey' }));
    await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Institutions' }), slow);
    assert.is(storedSession().token, 'tok-passkey');
    assert.is(storedSession().username, email, 'the account the server named, no email typed');
    assert.equal(calls.callsTo('auth/passkey/sign_in/0')[0]?.json, {
      credential: { id: 'AwQF', rawId: 'AwQF', type: 'public-key', response: { clientDataJSON: 'e30', authenticatorData: 'AQ', signature: 'Ag', userHandle: 'Bw' }, clientExtensionResults: {} },
    });
  } finally {
    if (restore.credentials) Object.defineProperty(navigator, 'credentials', restore.credentials);
    else delete (navigator as { credentials?: unknown }).credentials;
    (globalThis as { PublicKeyCredential?: unknown }).PublicKeyCredential = restore.pkc;
  }
});

SignIn.run();
