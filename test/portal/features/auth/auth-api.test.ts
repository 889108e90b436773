import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { failure } from '../../../../src/contract/messages.ts';
import {
  bodyOf,
  installFetch,
  installSessionStorage,
  jsonResponse,
  type FetchCall,
  type MemoryStorage,
} from '../../../support/fakes.ts';
import { login } from '../../../../src/portal/features/auth/auth-api.ts';
import { logout } from '../../../../src/portal/features/auth/sign-out.ts';
import { register, sendResetEmail, setNewPassword } from '../../../../src/portal/features/auth/auth-forms-api.ts';
import { authStore, initialAuthState } from '../../../../src/portal/features/auth/auth-slice.ts';
import { configureApi, type ApiFailure } from '../../../../src/portal/lib/http/api.ts';
import { reloadSession, sessionKeys, sessionStore, setToken, writeSession } from '../../../../src/portal/lib/session/session.ts';
import {
  initialNotifications,
  notificationsStore,
} from '../../../../src/portal/lib/notifications/notifications-slice.ts';
import { routesStore, setEvaluatorStatus } from '../../../../src/portal/domain/access/access-slice.ts';
import { loadCatalogue, spanishOf, wordsOf } from '../../../support/messages.ts';

let storage: MemoryStorage;
let central: ApiFailure[];

function reset(initial: Record<string, string> = {}): void {
  storage = installSessionStorage(initial);
  reloadSession();
  authStore.setState(initialAuthState());
  notificationsStore.setState(initialNotifications);
  central = [];
  configureApi({ apiBase: '/api/', onFailure: (f) => central.push(f) });
}

function lastNotification() {
  const list = notificationsStore.getState().notifications;
  return list.length > 1 ? list[list.length - 1] : undefined;
}

const institutions = [
  { institution_name: 'North Clinic', keyid: 11, country: 'ES' },
  { institution_name: 'South Hospital', keyid: 12 },
];

/** The backend for a good login: token for user 7, then the institution list. */
function goodBackend(call: FetchCall): Response {
  if (call.url.endsWith('auth/login')) {
    return jsonResponse({ message: 'OK', data: { token: 'tok-123', id: 7, fname: 'Ana', lname: 'García' } });
  }
  if (call.url.endsWith('institution/list_inst_user/0')) return jsonResponse({ message: 'OK', data: institutions });
  return jsonResponse({ message: 'Not found' }, 404);
}

const signIn = suite('login');
signIn.before(loadCatalogue);
signIn.before.each(() => reset());

signIn('sends POST auth/login with AuthType Login, Basic base64(email:password), LoginType 1 and no body', async () => {
  const calls = installFetch(goodBackend);
  await login('ana@example.org', 'contraseña');
  assert.is(calls[0]?.url, '/api/auth/login');
  assert.is(calls[0]?.method, 'POST');
  assert.equal(calls[0]?.headers, {
    Accept: 'application/json',
    LoginType: '1',
    AuthType: 'Login',
    Authorization: `Basic ${Buffer.from('ana@example.org:contraseña', 'utf8').toString('base64')}`,
    'Accept-Language': 'en',
  });
  assert.is(calls[0]?.body, undefined);
});

signIn('Login start sets loading while the call is under way', async () => {
  const seen: boolean[] = [];
  installFetch((call) => {
    seen.push(authStore.getState().loading);
    return goodBackend(call);
  });
  await login('ana@example.org', 'pw');
  assert.is(seen[0], true);
  assert.is(authStore.getState().loading, false);
});

signIn('login stores token, username, user_id, names and user_institutions with an expiry 60 minutes ahead', async () => {
  installFetch(goodBackend);
  const before = Date.now();
  const ok = await login('ana@example.org', 'pw');
  const after = Date.now();
  assert.is(ok, true);
  assert.is(storage.getItem('token'), 'tok-123');
  assert.is(storage.getItem('username'), 'ana@example.org');
  assert.is(storage.getItem('user_id'), '7');
  assert.is(storage.getItem('user_first_name'), 'Ana');
  assert.is(storage.getItem('user_last_name'), 'García');
  assert.is(storage.getItem('api'), '/api/');
  assert.equal(JSON.parse(storage.getItem('user_institutions') ?? 'null'), [
    { name: 'North Clinic', id: 11 },
    { name: 'South Hospital', id: 12 },
  ]);
  const expires = Date.parse(storage.getItem('expiration_date') ?? '');
  assert.ok(expires >= before + 60 * 60_000 && expires <= after + 60 * 60_000, 'expiry 60 minutes ahead');
  assert.is(storage.getItem('expiration_time'), String(expires));
  assert.is(sessionStore.getState().token, 'tok-123');
});

signIn('login never keeps the password in the session', async () => {
  installFetch(goodBackend);
  await login('ana@example.org', 'S3cret-pw!');
  assert.not.ok(Object.values(storage.snapshot()).some((v) => v.includes('S3cret-pw!')));
});

signIn("the institution list after login is fetched with the new user_id:token and the partner AuthType", async () => {
  const calls = installFetch(goodBackend);
  await login('ana@example.org', 'pw');
  assert.is(calls[1]?.url, '/api/institution/list_inst_user/0');
  assert.is(calls[1]?.method, 'POST');
  assert.is(calls[1]?.headers.Authorization, '7:tok-123');
  assert.is(calls[1]?.headers.AuthType, 'VMPartner');
  assert.is(calls[1]?.headers.LoginType, '1');
});

signIn('Login success sets signedIn and clears loading, error and successMessage', async () => {
  authStore.setState({ error: 'Incorrect email or password', successMessage: 'Se ha enviado un correo' });
  installFetch(goodBackend);
  await login('ana@example.org', 'pw');
  const state = authStore.getState();
  assert.is(state.signedIn, true);
  assert.is(state.loading, false);
  assert.is(wordsOf(state.error), null);
  assert.is(wordsOf(state.successMessage), null);
});

signIn('the session is never longer than the server keeps it, and follows its idle limit (issue 34)', async () => {
  installFetch((call) =>
    call.url.endsWith('auth/login')
      ? jsonResponse({ message: 'OK', data: { token: 'tok-9', id: 7, fname: 'Ana', lname: 'García', expires_in: 30 * 60, idle_minutes: 10 } })
      : goodBackend(call),
  );
  const before = Date.now();
  await login('ana@example.org', 'pw');
  const session = sessionStore.getState();
  const expires = Date.parse(session.expiration_date ?? '');
  assert.ok(expires - before >= 30 * 60_000 - 1000 && expires - Date.now() <= 30 * 60_000, 'the server\'s 30 minutes, not the configured 60');
  assert.is(session.idle_minutes, '10');
  assert.ok(Number(session.active_until) < expires, 'ends sooner when left unused');
});

signIn('Login fails unless the response message is exactly OK', async () => {
  for (const message of ['ok', 'OK ', 'Success']) {
    reset();
    installFetch(() => jsonResponse({ message, data: { token: 'tok', id: 7, fname: 'A', lname: 'B' } }));
    assert.is(await login('ana@example.org', 'pw'), false, message);
    assert.is(authStore.getState().signedIn, false);
    assert.is(storage.getItem('token'), null);
    assert.is(wordsOf(authStore.getState().error), message, 'the response message is the error');
  }
});

signIn("Login failure: the response message is shown as the error, and loading ends", async () => {
  installFetch(() => jsonResponse({ message: 'Incorrect email or password' }, 401));
  const ok = await login('ana@example.org', 'wrong');
  assert.is(ok, false);
  assert.is(wordsOf(authStore.getState().error), 'Incorrect email or password');
  assert.is(authStore.getState().loading, false);
  assert.is(authStore.getState().signedIn, false);
  assert.equal(storage.snapshot(), {});
});

signIn('a failed login does not go to the central handler', async () => {
  installFetch(() => jsonResponse({ message: 'Incorrect email or password' }, 401));
  await login('ana@example.org', 'wrong');
  assert.is(central.length, 0);
});

signIn("a login that cannot reach the server shows the sign-in fallback", async () => {
  installFetch(() => Promise.reject(new TypeError('Failed to fetch')));
  assert.is(await login('ana@example.org', 'pw'), false);
  assert.is(wordsOf(authStore.getState().error), failure.login);
  assert.is(authStore.getState().loading, false);
});

signIn('an OK answer without a token is a failed login that stores nothing', async () => {
  installFetch(() => jsonResponse({ message: 'OK', data: { id: 7 } }));
  assert.is(await login('ana@example.org', 'pw'), false);
  assert.is(wordsOf(authStore.getState().error), failure.login);
  assert.equal(storage.snapshot(), {});
});

signIn.run();

const signOut = suite('logout');
signOut.before.each(() => {
  reset();
  setToken('tok-9', Date.now());
  writeSession({
    user_id: '9',
    username: 'ana@example.org',
    user_first_name: 'Ana',
    user_roles: JSON.stringify(['evaluator']),
    evaluator_status: '1',
    permissions: JSON.stringify({ reports: [], users: [] }),
  });
  authStore.setState({ signedIn: true });
});

signOut('Logout clears every session key before the call, then calls POST auth/logout/0 with the old credentials', async () => {
  const seenDuringCall: Record<string, string>[] = [];
  const seenStore: (string | undefined)[] = [];
  const calls = installFetch(() => {
    seenDuringCall.push(storage.snapshot());
    seenStore.push(sessionStore.getState().token);
    return jsonResponse({ message: 'OK' });
  });
  await logout();
  assert.equal(seenDuringCall, [{}]);
  assert.equal(seenStore, [undefined]);
  assert.is(calls[0]?.url, '/api/auth/logout/0');
  assert.is(calls[0]?.method, 'POST');
  assert.is(calls[0]?.headers.Authorization, '9:tok-9');
  assert.is(calls[0]?.headers.AuthType, 'VMPartner');
});

signOut('Logout clears the token, user, user id, user roles and evaluator status, and signs out', async () => {
  installFetch(() => jsonResponse({ message: 'OK' }));
  await logout();
  for (const key of sessionKeys) assert.is(storage.getItem(key), null, key);
  const state = sessionStore.getState();
  assert.equal([state.token, state.username, state.user_id, state.user_roles, state.evaluator_status], [
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
  ]);
  assert.is(authStore.getState().signedIn, false);
  assert.is(lastNotification(), undefined);
});

signOut("Logout still signs out when the call fails, showing 'Error during Logout, please Login again'", async () => {
  installFetch(() => Promise.reject(new TypeError('Failed to fetch')));
  await logout();
  assert.is(authStore.getState().signedIn, false);
  assert.equal(storage.snapshot(), {});
  const note = lastNotification();
  assert.is(wordsOf(note?.message), 'Error during Logout, please Login again');
  assert.is(note?.variant, 'error');
  assert.is(central.length, 0);
});

signOut('Logout shows the same message when the server refuses the call', async () => {
  installFetch(() => jsonResponse({ message: 'Expired token' }, 401));
  await logout();
  assert.is(authStore.getState().signedIn, false);
  assert.is(wordsOf(lastNotification()?.message), 'Error during Logout, please Login again');
  assert.is(central.length, 0);
});

signOut('Logout also resets the routes state', async () => {
  setEvaluatorStatus('2');
  installFetch(() => jsonResponse({ message: 'OK' }));
  await logout();
  assert.equal(routesStore.getState(), { evaluatorStatus: '0', userInstitutionGroups: null });
});

signOut('without a stored session, logout signs out without calling the server', async () => {
  reset();
  authStore.setState({ signedIn: true });
  const calls = installFetch(() => jsonResponse({ message: 'OK' }));
  await logout();
  assert.is(calls.length, 0);
  assert.is(authStore.getState().signedIn, false);
});

signOut.run();

const resetEmail = suite('sendResetEmail');
resetEmail.before.each(() => reset());

resetEmail('sends POST auth/password/{email} with the trimmed, encoded email and no body', async () => {
  const calls = installFetch(() => jsonResponse({ message: 'OK', data: { message: 'sent' } }));
  await sendResetEmail('  ana+x@example.org ');
  assert.is(calls[0]?.url, '/api/auth/password/ana%2Bx%40example.org');
  assert.is(calls[0]?.method, 'POST');
  assert.is(calls[0]?.body, undefined);
});

resetEmail('the form is submitting (loading) while the call is under way', async () => {
  const seen: [string, boolean][] = [];
  installFetch(() => {
    const s = authStore.getState();
    seen.push([s.formStatus, s.loading]);
    return jsonResponse({ message: 'OK', data: { message: 'sent' } });
  });
  await sendResetEmail('ana@example.org');
  assert.equal(seen, [['submitting', true]]);
});

resetEmail('Reset-email success (Spanish): sets the message that a mail with instructions was sent, in the spec\'s Spanish when Spanish is chosen', async () => {
  installFetch(() => jsonResponse({ message: 'OK', data: { message: 'sent' } }));
  const result = await sendResetEmail('ana@example.org');
  assert.is(result.ok, true);
  const state = authStore.getState();
  assert.is(wordsOf(state.successMessage), 'We have sent you an email with instructions to reset your password.');
  assert.is(await spanishOf(state.successMessage!), 'Se ha enviado un correo con las instrucciones para restablecer su contraseña.');
  assert.is(wordsOf(state.error), null);
  assert.is(state.formStatus, 'done');
  assert.is(state.loading, false);
});

resetEmail("a failed reset email stores the server's message as the error and no success message", async () => {
  installFetch(() => jsonResponse({ message: 'No account uses this email' }, 404));
  const result = await sendResetEmail('nobody@example.org');
  assert.is(result.ok, false);
  const state = authStore.getState();
  assert.is(wordsOf(state.error), 'No account uses this email');
  assert.is(wordsOf(state.successMessage), null);
  assert.is(state.formStatus, 'done');
  assert.is(state.loading, false);
  assert.is(central.length, 0);
});

resetEmail.run();

const newPassword = suite('setNewPassword');
newPassword.before.each(() => reset());

newPassword('sends POST auth/password/{id} with body {password, key}: the key in no URL, which access logs record', async () => {
  const calls = installFetch(() => jsonResponse({ message: 'OK', data: { message: 'changed' } }));
  await setNewPassword('41', 'k/ey 1', 'nueva-contraseña');
  assert.is(calls[0]?.url, '/api/auth/password/41');
  assert.is(calls[0]?.method, 'POST');
  assert.is(calls[0]?.headers['Content-Type'], 'application/json');
  assert.equal(bodyOf(calls[0]), { password: 'nueva-contraseña', key: 'k/ey 1' });
});

newPassword('Password change success (Spanish): sets the message that the password was changed', async () => {
  installFetch(() => jsonResponse({ message: 'OK', data: { message: 'changed' } }));
  const result = await setNewPassword('41', 'key', 'pw-123456');
  assert.is(result.ok, true);
  const state = authStore.getState();
  assert.is(wordsOf(state.successMessage), 'Your password has been changed.');
  assert.is(await spanishOf(state.successMessage!), 'Su contraseña se ha cambiado correctamente.');
  assert.is(state.formStatus, 'done');
  assert.is(state.loading, false);
  assert.is(lastNotification(), undefined);
});

newPassword("The reset failure returns the server's message for the page to show (the page notifies, test/portal/lib/forms)", async () => {
  installFetch(() => jsonResponse({ message: 'This reset link is not valid or has expired' }, 400));
  const result = await setNewPassword('41', 'bad-key', 'pw-123456');
  assert.is(result.ok, false);
  if (!result.ok) {
    assert.is(wordsOf(result.message), 'This reset link is not valid or has expired');
    assert.is(result.serverMessage, 'This reset link is not valid or has expired');
  }
  assert.is(lastNotification(), undefined, 'no notification here: a refused field is shown at the field only');
  assert.is(wordsOf(authStore.getState().successMessage), null);
  assert.is(authStore.getState().formStatus, 'done');
  assert.is(central.length, 0);
});

newPassword("a reset failure without a server message carries the reset fallback", async () => {
  installFetch(() => Promise.reject(new TypeError('offline')));
  const result = await setNewPassword('41', 'key', 'pw');
  assert.is(result.ok, false);
  assert.is(wordsOf(result.ok ? '' : result.message), 'The password could not be changed');
});

newPassword.run();

const signUp = suite('register');
signUp.before.each(() => reset());

signUp('sends POST auth/register with the body and leaves failures to the page', async () => {
  const calls = installFetch(() => jsonResponse({ message: 'An account with this email already exists' }, 409));
  const body = { name: 'Ana', lastname: 'García', email: 'ana@example.org', company: 'North', password: 'pw-123456' };
  const result = await register(body);
  assert.is(result.ok, false);
  assert.is(calls[0]?.url, '/api/auth/register');
  assert.is(calls[0]?.method, 'POST');
  assert.equal(bodyOf(calls[0]), body);
  assert.is(central.length, 0);
});

signUp.run();
