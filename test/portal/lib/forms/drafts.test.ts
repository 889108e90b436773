// The rules of what a form keeps when a session ends (lib/forms/drafts.ts), one test per rule,
// through the same calls the portal makes: the expiry timer and the central authentication
// failure end a session through app/end-session.ts, a logout through features/auth/auth-api.ts.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { installFetch, installSessionStorage, installWindow, jsonResponse, MemoryStorage } from '../../../support/fakes.ts';
import { endSessionToSignIn } from '../../../../src/portal/app/end-session.ts';
import { logout } from '../../../../src/portal/features/auth/sign-out.ts';
import { configureApi } from '../../../../src/portal/lib/http/api.ts';
import { openLiveForm, takeDraft } from '../../../../src/portal/lib/forms/drafts.ts';
import type { DraftOptions } from '../../../../src/portal/lib/forms/use-draft.ts';
import { reloadSession, setToken, writeSession } from '../../../../src/portal/lib/session/session.ts';
import { endSession } from '../../../../src/portal/lib/session/session-end.ts';

const typed = { subject: 'Technical Issue', body: 'Patient 4411 report will not open' };

function signIn(userId: string, username = `user${userId}@example.org`): void {
  setToken(`token-${userId}`, Date.now());
  writeSession({ user_id: userId, username });
}

/** The session ends under the person, as the expiry timer ends it. */
function expire(): void {
  endSessionToSignIn({ stayOnAuthPages: true });
}

/** The session ends because the server refused its token, as the central handler ends it. */
function refuse(): void {
  endSessionToSignIn({ stayOnAuthPages: false });
}

const Drafts = suite('drafts');
Drafts.before.each(() => {
  installWindow('http://localhost/portal/institutions');
  installSessionStorage();
  reloadSession();
  configureApi({ apiBase: '/api/', onFailure: () => {} });
  installFetch(() => jsonResponse({ message: 'OK', data: null }));
  endSession(); // a logout: no draft from an earlier test
  signIn('7');
});

Drafts('kept when the session expires: the open form\'s values become a draft for its person', () => {
  const form = openLiveForm('support-request');
  form.update(typed);
  expire();
  form.close(); // the page goes to sign-in and the form unmounts after the session ended
  signIn('7');
  assert.equal(takeDraft('support-request'), typed);
});

Drafts('kept when the server refuses the token (authentication failure)', () => {
  const form = openLiveForm('my-account');
  form.update({ name: 'Ana', lastname: 'Ruiz', company: 'North Clinic' });
  refuse();
  form.close();
  signIn('7');
  assert.equal(takeDraft('my-account'), { name: 'Ana', lastname: 'Ruiz', company: 'North Clinic' });
});

Drafts('dropped on logout: a draft kept earlier and the open form\'s values alike', async () => {
  const before = openLiveForm('my-account');
  before.update({ name: 'Ana' });
  expire();
  signIn('7');
  const form = openLiveForm('support-request');
  form.update(typed);
  await logout();
  form.close();
  signIn('7');
  assert.is(takeDraft('support-request'), null);
  assert.is(takeDraft('my-account'), null);
});

Drafts('dropped by a session end without a reason, the logout of every tab and page', () => {
  const form = openLiveForm('support-request');
  form.update(typed);
  expire();
  endSession(); // the other tab's sign-out, the terms page's and the sign-up page's logout
  signIn('7');
  assert.is(takeDraft('support-request'), null);
});

Drafts('the same person signing in again gets the draft back once, in the same form only', () => {
  const form = openLiveForm('support-request');
  form.update(typed);
  expire();
  signIn('7');
  assert.is(takeDraft('my-account'), null, 'another form gets nothing');
  assert.equal(takeDraft('support-request'), typed);
  assert.is(takeDraft('support-request'), null, 'given back once');
});

Drafts('another person signing in gets nothing', () => {
  const form = openLiveForm('support-request');
  form.update(typed);
  expire();
  signIn('8');
  assert.is(takeDraft('support-request'), null);
});

Drafts('another person signing in drops the draft at once, even if they never open the form', () => {
  const form = openLiveForm('support-request');
  form.update(typed);
  expire();
  signIn('8');
  expire(); // their session ends too, without a logout
  signIn('7');
  assert.is(takeDraft('support-request'), null);
});

Drafts('a draft is never handed to another person, even one asking before signing in fully', () => {
  const form = openLiveForm('support-request');
  form.update(typed);
  expire();
  writeSession({ user_id: '8' });
  assert.is(takeDraft('support-request'), null);
});

Drafts('password fields are never kept', () => {
  const form = openLiveForm('my-account');
  form.update({ name: 'Ana', current_password: 'old secret', new_password: 'new secret', newPassword: 'x', pwd: 'y', passwd: 'z' });
  expire();
  signIn('7');
  assert.equal(takeDraft('my-account'), { name: 'Ana' });
});

Drafts('a form that hands a password field to a draft does not type-check', () => {
  const details = { name: 'Ana', company: 'North Clinic' };
  const withPassword = { name: 'Ana', new_password: 'secret 123' };
  const options = <T extends Record<string, string>>(values: T) => ({ initial: values, restore: () => {} });
  const fine: DraftOptions<typeof details> = { values: details, ...options(details) };
  // @ts-expect-error a password field is never part of a draft
  const refused: DraftOptions<typeof withPassword> = { values: withPassword, ...options(withPassword) };
  assert.ok(fine && refused); // the proof is the type check (node test/run.mjs types)
});

Drafts('a normal close (navigation, dialog closed, successful send) keeps nothing', () => {
  const form = openLiveForm('support-request');
  form.update(typed);
  form.close();
  expire();
  signIn('7');
  assert.is(takeDraft('support-request'), null);
});

Drafts('a form where nothing was typed keeps nothing', () => {
  const form = openLiveForm('support-request');
  form.update(null);
  expire();
  signIn('7');
  assert.is(takeDraft('support-request'), null);
});

Drafts('a form opened while nobody is signed in keeps nothing', () => {
  endSession();
  const form = openLiveForm('support-request');
  form.update(typed);
  signIn('7');
  expire();
  signIn('7');
  assert.is(takeDraft('support-request'), null);
});

/** A Storage that records every write. */
class RecordingStorage extends MemoryStorage {
  writes: string[] = [];
  override setItem(key: string, value: string): void {
    this.writes.push(`${key}=${value}`);
    super.setItem(key, value);
  }
}

Drafts('memory only: nothing typed reaches sessionStorage, localStorage or IndexedDB', () => {
  const session = new RecordingStorage();
  const local = new RecordingStorage();
  const opened: string[] = [];
  const define = (name: string, value: unknown) =>
    Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
  define('sessionStorage', session);
  define('localStorage', local);
  define('indexedDB', { open: (name: string) => opened.push(name), deleteDatabase: (name: string) => opened.push(name) });
  try {
    signIn('7');
    const form = openLiveForm('support-request');
    form.update(typed);
    expire();
    form.close();
    signIn('7');
    assert.equal(takeDraft('support-request'), typed, 'the draft was kept, in memory');
    const written = [...session.writes, ...local.writes].filter((w) => w.includes('Patient 4411') || w.includes('Technical Issue'));
    assert.equal(written, []);
    assert.equal(local.writes, []);
    assert.equal(opened, []);
  } finally {
    define('localStorage', undefined);
    define('indexedDB', undefined);
  }
});

Drafts.run();
