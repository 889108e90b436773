// My Account keeps what was typed in its details form when the session ends under the person
// (lib/forms/drafts.ts), and puts it back when the same person signs in again and returns.
import {
  act, click, getAllByRole, getByLabelText, getByRole, queryByRole, render, type, waitFor,
} from '../../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fail, installApi, ok, seedSession, spokenText, user, visit, endPortalTest } from '../../../support/portal-fixtures.ts';
import { App } from '../../../../src/portal/app/app.tsx';
import { endSessionToSignIn } from '../../../../src/portal/app/end-session.ts';

const slow = { timeout: 3000 };
const own = { id: 7, name: 'Ana', lastname: 'Díaz', email: 'ana@example.org', company: 'North Clinic', is_admin: false };
const other = { ...own, id: 8, name: 'Ben', lastname: 'Ortiz', email: 'ben@example.org', company: 'South Hospital' };
const restoredText = 'What you typed before your session ended has been put back.';

const apiAnswers = (save = ok(own)) => ({
  'portal_users/get_own_user/0': ok(own),
  [`portal_users/set_own_user/${user.id}`]: save,
  'institution/list_inst_user/0': ok([{ institution_name: 'North Clinic', keyid: 12 }]),
});

function go(path: string): void {
  act(() => {
    history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

async function detailsForm() {
  const main = await waitFor(() => getByRole(document.body, 'main'), slow);
  const form = await waitFor(() => getByRole(main, 'heading', { name: 'Your details' }).closest('form')!, slow);
  return {
    form,
    field: (label: string) => getByLabelText(form, label) as HTMLInputElement,
    notice: () => queryByRole(form, 'status'),
  };
}

async function typeDetailsThen(end: () => void | Promise<void>) {
  seedSession();
  const api = installApi(apiAnswers());
  visit('/portal/my_account');
  render(<App />);
  const { field } = await detailsForm();
  type(field('First name'), 'Anna');
  type(field('Organisation'), 'South Hospital');
  await end();
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Sign in' }), slow);
  return api;
}

/** The same person (or `as`) signs in again and comes back to My Account. */
async function signInAgainAndReturn(as: 'same' | 'other' = 'same') {
  if (as === 'same') seedSession();
  else {
    installApi({ ...apiAnswers(), 'portal_users/get_own_user/0': ok(other) });
    seedSession({ extra: { user_id: String(other.id), username: other.email, user_first_name: 'Ben', user_last_name: 'Ortiz' } });
  }
  go('/portal/my_account');
  return detailsForm();
}

const Draft = suite('My Account: typed details survive the end of a session');
Draft.after.each(endPortalTest);

Draft('an expired session: the same person signing in again finds the details they typed, with a notice', async () => {
  await typeDetailsThen(() => act(() => endSessionToSignIn({ stayOnAuthPages: true })));
  const { field, notice } = await signInAgainAndReturn();
  await waitFor(() => assert.is(field('First name').value, 'Anna'));
  assert.is(field('Last name').value, 'Díaz');
  assert.is(field('Organisation').value, 'South Hospital');
  assert.is(spokenText(notice()!), restoredText);
});

Draft("a save answered 'Expired token': the central handling signs out, and the typed details come back", async () => {
  await typeDetailsThen(() => {
    installApi(apiAnswers(fail(401, 'Expired token')));
    click(getByRole(document.body, 'button', { name: 'Save changes' }));
  });
  const { field } = await signInAgainAndReturn();
  await waitFor(() => assert.is(field('First name').value, 'Anna'));
  assert.is(field('Organisation').value, 'South Hospital');
});

Draft('put back once: leaving and coming back again shows the saved account, without the notice', async () => {
  await typeDetailsThen(() => act(() => endSessionToSignIn({ stayOnAuthPages: true })));
  const first = await signInAgainAndReturn();
  await waitFor(() => assert.is(first.field('First name').value, 'Anna'));
  go('/portal/institutions');
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Institutions' }), slow);
  go('/portal/my_account');
  const again = await detailsForm();
  assert.is(again.field('First name').value, 'Ana');
  assert.is(again.notice(), null);
});

Draft('another person signing in gets nothing of it', async () => {
  await typeDetailsThen(() => act(() => endSessionToSignIn({ stayOnAuthPages: true })));
  const { field, notice } = await signInAgainAndReturn('other');
  await waitFor(() => assert.is(field('First name').value, 'Ben'));
  assert.is(field('Organisation').value, 'South Hospital', 'their own organisation, loaded');
  assert.is(notice(), null);
});

Draft('dropped on logout', async () => {
  await typeDetailsThen(async () => {
    click(getByRole(document.body, 'button', { name: new RegExp(user.username) }));
    click(getByRole(document.body, 'menuitem', { name: 'Logout' }));
  });
  const { field, notice } = await signInAgainAndReturn();
  await waitFor(() => assert.is(field('First name').value, 'Ana'));
  assert.is(field('Organisation').value, 'North Clinic');
  assert.is(notice(), null);
});

Draft('leaving the page normally keeps nothing', async () => {
  await typeDetailsThen(async () => {
    go('/portal/institutions');
    await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Institutions' }), slow);
    act(() => endSessionToSignIn({ stayOnAuthPages: true }));
  });
  const { field, notice } = await signInAgainAndReturn();
  await waitFor(() => assert.is(field('First name').value, 'Ana'));
  assert.is(notice(), null);
});

Draft('the password card is never put back', async () => {
  await typeDetailsThen(() => {
    const passwords = getAllByRole(document.body, 'heading', { name: 'Password' })[0]!.closest('form')!;
    type(getByLabelText(passwords, 'Current password'), 'old secret 123');
    type(getByLabelText(passwords, 'New password'), 'new secret 456');
    act(() => endSessionToSignIn({ stayOnAuthPages: true }));
  });
  const { field } = await signInAgainAndReturn();
  await waitFor(() => assert.is(field('First name').value, 'Anna'));
  const passwords = getAllByRole(document.body, 'heading', { name: 'Password' })[0]!.closest('form')!;
  assert.is((getByLabelText(passwords, 'Current password') as HTMLInputElement).value, '');
  assert.is((getByLabelText(passwords, 'New password') as HTMLInputElement).value, '');
});

Draft.run();
