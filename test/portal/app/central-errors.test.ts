import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  installFetch,
  installSessionStorage,
  installWindow,
  jsonResponse,
  textResponse,
  type FakeBrowser,
  type MemoryStorage,
} from '../../support/fakes.ts';
import { handleFailure } from '../../../src/portal/app/central-errors.ts';
import { authStore } from '../../../src/portal/features/auth/auth-slice.ts';
import { modifyOwnAccount } from '../../../src/portal/features/account/account-api.ts';
import { sendSupportRequest } from '../../../src/portal/features/support/support-api.ts';
import { api, configureApi } from '../../../src/portal/lib/http/api.ts';
import { reloadSession, setToken, writeSession } from '../../../src/portal/lib/session/session.ts';
import { loadInstitutions } from '../../../src/portal/domain/institutions/session-institutions.ts';
import { initialNotifications, notificationsStore } from '../../../src/portal/lib/notifications/notifications-slice.ts';
import { resetRoutesState, routesStore, setEvaluatorStatus } from '../../../src/portal/domain/access/access-slice.ts';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { english, loadCatalogue } from '../../support/messages.ts';

let storage: MemoryStorage;
let browser: FakeBrowser;

function signedInAt(href: string): void {
  browser = installWindow(href);
  storage = installSessionStorage();
  reloadSession();
  setToken('tok', Date.now());
  writeSession({ user_id: '7', username: 'ana@example.org', user_roles: '["evaluator"]' });
  resetRoutesState();
  setEvaluatorStatus('1');
  authStore.setState({ signedIn: true, loading: false, error: null, successMessage: null });
  notificationsStore.setState(initialNotifications);
  configureApi({ apiBase: '/api/', onFailure: handleFailure });
}

function shown(): { message: string; variant: string }[] {
  return notificationsStore
    .getState()
    .notifications.filter((n) => !n.dismissed)
    .map((n) => ({ message: english(n.message), variant: n.variant }));
}

const fallback = 'Report could not be retrieved';

const central = suite('handleFailure');
central.before(loadCatalogue);
central.before.each(() => signedInAt('http://localhost/portal/patient/reports?subject=4'));

for (const marker of ['Failed in authentication', 'Bad permissions', 'Invalid token', 'Expired token']) {
  central(`Central handling: a message containing '${marker}' logs the user out, sends them to /auth/sign-in and shows 'Failed in authentication. Please Logout'`, async () => {
    installFetch(() => jsonResponse({ message: `Request refused: ${marker}` }, 401));
    const result = await api.call(endpoints.listReportsInst, { query: { subject: 4 }, fallback });
    assert.is(result.ok, false);
    assert.equal(storage.snapshot(), {}, 'every session key is cleared');
    assert.is(authStore.getState().signedIn, false);
    assert.is(browser.url().pathname, '/portal/auth/sign-in');
    assert.is(browser.url().searchParams.get('redirect'), '/patient/reports?subject=4');
    assert.equal(browser.entries.map((e) => e.kind), ['replace']);
    assert.equal(shown(), [{ message: 'Failed in authentication. Please Logout', variant: 'error' }]);
  });
}

central('an authentication failure also clears the in-memory state', () => {
  handleFailure({ ok: false, kind: 'auth', status: 401, message: 'Failed in authentication. Please Logout' });
  assert.equal(routesStore.getState(), { evaluatorStatus: '0', userInstitutionGroups: null });
});

central('an authentication failure on an auth page goes to sign-in without a redirect-back', () => {
  signedInAt('http://localhost/portal/auth/terms_and_conditions');
  handleFailure({ ok: false, kind: 'auth', status: 401, message: 'Failed in authentication. Please Logout' });
  assert.is(browser.url().pathname + browser.url().search, '/portal/auth/sign-in');
  assert.equal(storage.snapshot(), {});
});

central("Central handling: a message containing 'Access denied' shows 'Access Denied' and returns the response", async () => {
  const data = { institution: 3 };
  installFetch(() => jsonResponse({ message: 'Access denied to institution 3', data }, 403));
  const result = await api.call(endpoints.getInstitution, { params: { id: 3 }, fallback: 'Institution could not be loaded' });
  assert.equal(result, {
    ok: false,
    kind: 'access-denied',
    status: 403,
    message: 'Access Denied',
    serverMessage: 'Access denied to institution 3',
    data,
  });
  assert.equal(shown(), [{ message: 'Access Denied', variant: 'error' }]);
  assert.is(storage.getItem('token'), 'tok', 'the session is kept');
  assert.is(authStore.getState().signedIn, true);
  assert.equal(browser.entries, []);
});

central('a refusal until the terms are accepted opens the terms page with the way back, keeps the session and shows no error', async () => {
  installFetch(() => jsonResponse({ message: 'Accept the terms and conditions of this institution first' }, 403));
  const result = await api.call(endpoints.listReportsInst, { query: { subject: 4 }, fallback });
  assert.is(result.ok, false);
  assert.is(result.ok ? null : result.kind, 'terms');
  assert.is(browser.url().pathname, '/portal/terms_and_conditions');
  assert.is(browser.url().searchParams.get('redirect'), '/patient/reports?subject=4');
  assert.is(storage.getItem('token'), 'tok', 'the session is kept');
  assert.is(storage.getItem('agree_tandc'), 'false');
  assert.equal(shown(), []);
});

central('an institution asking for a second factor the person has not set up opens My Account, says why and keeps the session (issue 34)', async () => {
  installFetch(() => jsonResponse({ message: 'This institution asks for a second factor: add an authenticator app or a passkey in My Account first' }, 403));
  const result = await api.call(endpoints.listReportsInst, { query: { subject: 4 }, fallback, central: false });
  assert.is(result.ok ? null : result.kind, 'second-factor');
  assert.is(browser.url().pathname, '/portal/my_account', 'even for a page that shows its own failures');
  assert.is(storage.getItem('token'), 'tok', 'the session is kept');
  assert.equal(shown().length, 1);
  assert.match(String(shown()[0]?.message), /authenticator app/);
});

central('Central handling: otherwise the server message is shown', async () => {
  installFetch(() => jsonResponse({ message: 'Subject 4 has no evaluations' }, 404));
  await api.call(endpoints.listReportsInst, { query: { subject: 4 }, fallback });
  assert.equal(shown(), [{ message: 'Subject 4 has no evaluations', variant: 'error' }]);
  assert.is(storage.getItem('token'), 'tok');
  assert.equal(browser.entries, []);
});

central('Central handling: otherwise, without a server message, the per-action fallback is shown', async () => {
  installFetch(() => textResponse('<html><h1>500</h1></html>', 500));
  await api.call(endpoints.listReportsInst, { query: { subject: 4 }, fallback });
  installFetch(() => Promise.reject(new TypeError('Failed to fetch')));
  await api.call(endpoints.getReportVariations, { params: { id: 9 }, fallback: 'Report Variations could not be loaded' });
  assert.equal(shown(), [
    { message: 'Report could not be retrieved', variant: 'error' },
    { message: 'Report Variations could not be loaded', variant: 'error' },
  ]);
  assert.is(storage.getItem('token'), 'tok');
});

central.run();

const shownErrors = suite('error notifications of the actions');
shownErrors.before.each(() => signedInAt('http://localhost/portal/institutions'));

shownErrors('Institution info with a non-OK message shows that message in an error element', async () => {
  installFetch(() => jsonResponse({ message: 'Institution is suspended' }));
  assert.is((await loadInstitutions()).ok, false);
  assert.equal(shown(), [{ message: 'Institution is suspended', variant: 'error' }]);
});

shownErrors('Account modification and support failures are left to their forms (test/portal/lib/forms)', async () => {
  installFetch(() => textResponse('Bad Gateway', 502));
  const result = await modifyOwnAccount('7', { name: 'Ana' });
  assert.is(result.ok, false);
  installFetch(() => Promise.reject(new TypeError('offline')));
  await sendSupportRequest('Other', 'Hello');
  assert.equal(shown(), []);
});

shownErrors('a call the caller shows itself (central: false) shows nothing here', async () => {
  installFetch(() => jsonResponse({ message: 'The current password is not correct' }, 400));
  await api.call(endpoints.getOwnUser, { fallback, central: false });
  assert.equal(shown(), []);
  assert.is(storage.getItem('token'), 'tok');
});

shownErrors('an authentication failure of such a call still logs the user out (spec §8)', async () => {
  installFetch(() => jsonResponse({ message: 'Expired token' }, 401));
  await api.call(endpoints.getOwnUser, { fallback, central: false });
  assert.equal(shown(), [{ message: 'Failed in authentication. Please Logout', variant: 'error' }]);
  assert.is(storage.getItem('token'), null);
});

shownErrors.run();
