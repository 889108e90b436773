import { act, getByRole, getByText, render, waitFor } from '../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  fail, installApi, seedSession, storedSession, toastTexts, visit, endPortalTest,
} from '../../support/portal-fixtures.ts';
import { App } from '../../../src/portal/app/app.tsx';
import { authStore } from '../../../src/portal/features/auth/auth-slice.ts';
import { callerOf } from '../../../src/portal/domain/access/caller.ts';
import { sessionStore } from '../../../src/portal/lib/session/session.ts';

const slow = { timeout: 3000 };

async function openMyAccount(status: number, message: string) {
  seedSession({ roles: ['evaluator'], evaluatorStatus: '1', extra: { selected_institution_id: '12' } });
  const api = installApi({ 'portal_users/get_own_user/0': fail(status, message), 'institution/list_inst_user/0': fail(status, message) });
  visit('/portal/my_account?tab=details');
  render(<App />);
  return api;
}

const Central = suite('Central failure handling, end to end');
Central.after.each(endPortalTest);

for (const message of ['Expired token', 'Failed in authentication', 'Bad permissions', 'Invalid token']) {
  Central(`Central handling: a page call answered '${message}' logs out, lands on sign-in and shows 'Failed in authentication. Please Logout'`, async () => {
    await openMyAccount(401, message);
    await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Sign in' }), slow);
    assert.is(location.pathname, '/portal/auth/sign-in');
    assert.is(new URLSearchParams(location.search).get('redirect'), '/my_account?tab=details');
    assert.equal(storedSession(), {}, 'every session key cleared');
    assert.equal((callerOf(sessionStore.getState()).member?.roles ?? []), [], 'in-memory roles cleared');
    assert.is(authStore.getState().signedIn, false);
    await waitFor(() => assert.equal(toastTexts(), ['Failed in authentication. Please Logout']));
  });
}

Central('Central handling: after an authentication failure the back button does not reopen the page', async () => {
  await openMyAccount(401, 'Expired token');
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Sign in' }), slow);
  act(() => {
    history.replaceState(null, '', '/portal/my_account');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await waitFor(() => assert.is(location.pathname, '/portal/auth/sign-in'), slow);
  assert.is(document.body.textContent?.includes('Your details'), false);
});

Central("Central handling: 'Access denied' shows 'Access Denied' and keeps the user signed in on the page", async () => {
  await openMyAccount(403, 'Access denied');
  await waitFor(() => assert.equal(toastTexts(), ['Access Denied']), slow);
  assert.is(location.pathname, '/portal/my_account');
  assert.is(storedSession().token, 'tok-123');
  const main = getByRole(document.body, 'main');
  await waitFor(() => getByText(main, 'Your account could not be loaded'));
});

Central('Central handling: any other failure shows the server message', async () => {
  await openMyAccount(500, 'Database is being upgraded');
  await waitFor(() => assert.equal(toastTexts(), ['Database is being upgraded']), slow);
  assert.is(location.pathname, '/portal/my_account');
  assert.is(storedSession().token, 'tok-123');
});

Central.run();
