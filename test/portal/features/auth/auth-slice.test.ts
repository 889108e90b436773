import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { installSessionStorage } from '../../../support/fakes.ts';

// The auth store is created at import from the session: start with a valid one.
const started = Date.now();
installSessionStorage({ token: 'tok', expiration_date: new Date(started + 30 * 60_000).toISOString() });
const slice = await import('../../../../src/portal/features/auth/auth-slice.ts');
const { reloadSession } = await import('../../../../src/portal/lib/session/session.ts');
const { endSession } = await import('../../../../src/portal/lib/session/session-end.ts');
const { authStore, initialAuthState, loginFailed, loginStarted, loginSucceeded, messagesCleared, signedOut } = slice;
const { formStatusSet, newPasswordDone, passwordChanged, resetEmailSent, resetPasswordDone } = await import(
  '../../../../src/portal/features/auth/auth-forms-slice.ts'
);
type AuthState = import('../../../../src/portal/features/auth/auth-slice.ts').AuthState;

const now = Date.UTC(2025, 5, 27, 9, 0, 0);
const base: AuthState = { loading: false, signedIn: false, error: null, successMessage: null, formStatus: 'idle' };

function session(values: Record<string, string>): void {
  installSessionStorage(values);
  reloadSession();
}

const initial = suite('initialAuthState');

initial('signedIn starts true only if a token exists and expiration_date is in the future', () => {
  assert.is(authStore.getState().signedIn, true, 'the store created from a valid session');
  session({ token: 't', expiration_date: new Date(now + 1).toISOString() });
  assert.equal(initialAuthState(now), { ...base, signedIn: true });
});

initial('signedIn starts false without a token', () => {
  session({ expiration_date: new Date(now + 60_000).toISOString() });
  assert.is(initialAuthState(now).signedIn, false);
});

initial('signedIn starts false when expiration_date is not in the future', () => {
  session({ token: 't', expiration_date: new Date(now).toISOString() });
  assert.is(initialAuthState(now).signedIn, false);
  session({ token: 't', expiration_date: new Date(now - 60_000).toISOString() });
  assert.is(initialAuthState(now).signedIn, false);
  session({ token: 't' });
  assert.is(initialAuthState(now).signedIn, false);
});

initial('starts not loading, with no error and no success message', () => {
  session({});
  assert.equal(initialAuthState(now), base);
});

initial.run();

const start = suite('loginStarted');

start('Login start sets loading', () => {
  const before = { ...base, error: 'Incorrect email or password' };
  const after = loginStarted(before);
  assert.is(after.loading, true);
  assert.is(after.signedIn, false);
  assert.is(before.loading, false, 'the previous state is untouched');
});

start.run();

const succeeded = suite('loginSucceeded');

succeeded('Login success sets signedIn and clears loading, error and successMessage', () => {
  const before: AuthState = { ...base, loading: true, error: 'old error', successMessage: 'old success' };
  assert.equal(loginSucceeded(before), { ...base, signedIn: true, loading: false, error: null, successMessage: null });
});

succeeded.run();

const out = suite('signedOut');

out('Sign-out sets signedIn false', () => {
  const after = signedOut({ ...base, signedIn: true });
  assert.is(after.signedIn, false);
});

out('ending the session resets the auth state to signed out', () => {
  session({ token: 't', expiration_date: new Date(Date.now() + 60_000).toISOString() });
  authStore.setState({ signedIn: true, error: 'x', successMessage: 'y' });
  endSession();
  assert.equal(authStore.getState(), base);
});

out.run();

const failed = suite('loginFailed');

failed('A failed login sets loading false and stores the error', () => {
  const after = loginFailed({ ...base, loading: true }, 'Incorrect email or password');
  assert.is(after.loading, false);
  assert.is(after.error, 'Incorrect email or password');
  assert.is(after.signedIn, false);
});

failed.run();

const successes = suite('resetEmailSent and passwordChanged');

successes('A reset-email-sent action sets a success message', () => {
  const after = resetEmailSent({ ...base, loading: true, error: 'old' }, 'Se ha enviado un correo');
  assert.is(after.successMessage, 'Se ha enviado un correo');
  assert.is(after.error, null);
  assert.is(after.loading, false);
});

successes('A password-changed action sets a success message', () => {
  const after = passwordChanged({ ...base, loading: true, error: 'old' }, 'Su contraseña se ha cambiado');
  assert.is(after.successMessage, 'Su contraseña se ha cambiado');
  assert.is(after.error, null);
  assert.is(after.loading, false);
});

successes.run();

const others = suite('resetPasswordDone, newPasswordDone, formStatusSet and messagesCleared');

others('Auth other actions: reset password done ends loading and marks the form done', () => {
  assert.equal(resetPasswordDone({ ...base, loading: true, formStatus: 'submitting', successMessage: 'kept' }), {
    ...base,
    loading: false,
    formStatus: 'done',
    successMessage: 'kept',
  });
});

others('Auth other actions: new password done ends loading and marks the form done', () => {
  assert.equal(newPasswordDone({ ...base, loading: true, formStatus: 'submitting', error: 'kept' }), {
    ...base,
    loading: false,
    formStatus: 'done',
    error: 'kept',
  });
});

others('Auth other actions: form status sets the status, loading only while submitting', () => {
  assert.equal(formStatusSet(base, 'submitting'), { ...base, formStatus: 'submitting', loading: true });
  assert.equal(formStatusSet({ ...base, loading: true }, 'idle'), { ...base, formStatus: 'idle', loading: false });
  assert.equal(formStatusSet({ ...base, loading: true }, 'done'), { ...base, formStatus: 'done', loading: false });
});

others('reopening a form clears the error, the success message and the last refused sign-in', () => {
  const refusal = { status: 429, message: 'wait', data: { retry_after_seconds: 60 } };
  const cleared = messagesCleared({ ...base, error: 'e', successMessage: 's', formStatus: 'done', refusal });
  assert.equal({ ...cleared, refusal: cleared.refusal ?? null }, { ...base, refusal: null });
});

others.run();
