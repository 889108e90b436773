// The Support Request dialog keeps what was typed when the session ends under the person
// (lib/forms/drafts.ts), and puts it back when the same person signs in again and reopens it.
import { act, click, getByRole, queryByRole, render, type, waitFor } from '../../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fail, installApi, ok, seedSession, spokenText, user, visit, endPortalTest } from '../../../support/portal-fixtures.ts';
import { App } from '../../../../src/portal/app/app.tsx';
import { endSessionToSignIn } from '../../../../src/portal/app/end-session.ts';

const slow = { timeout: 3000 };
const sendPath = 'tickets/request_support/0';
const restoredText = 'What you typed before your session ended has been put back.';
const words = 'The report for evaluation 4411 shows no scores.';
const answers = { 'institution/list_inst_user/0': ok([{ institution_name: 'North Clinic', keyid: 12 }]) };

async function openSupport(username: string = user.username) {
  click(getByRole(document.body, 'button', { name: new RegExp(username) }));
  click(getByRole(document.body, 'menuitem', { name: 'Support' }));
  // The dialog's code loads the first time Support is chosen.
  const dialog = await waitFor(() => getByRole(document.body, 'dialog', { name: 'Support Request' }));
  return {
    dialog,
    reason: () => getByRole(dialog, 'combobox', { name: 'Reason' }) as HTMLSelectElement,
    description: () => getByRole(dialog, 'textbox', { name: 'Description' }) as HTMLTextAreaElement,
    notice: () => queryByRole(dialog, 'status'),
  };
}

async function signedInAt(path: string) {
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Institutions' }), slow);
  assert.is(location.pathname, path);
}

async function typeRequestThen(end: (dialog: Awaited<ReturnType<typeof openSupport>>) => void | Promise<void>) {
  seedSession();
  installApi(answers);
  visit('/portal/institutions');
  render(<App />);
  await signedInAt('/portal/institutions');
  const support = await openSupport();
  type(support.reason(), 'Technical Issue');
  type(support.description(), words);
  await end(support);
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Sign in' }), slow);
}

/** Signs in again (as the same person, or as Ben) and goes back to the page the sign-in names. */
async function signInAgain(as: 'same' | 'other' = 'same') {
  if (as === 'same') seedSession();
  else seedSession({ extra: { user_id: '8', username: 'ben@example.org', user_first_name: 'Ben', user_last_name: 'Ortiz' } });
  act(() => {
    history.pushState(null, '', '/portal/institutions');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await signedInAt('/portal/institutions');
}

const expire = () => act(() => endSessionToSignIn({ stayOnAuthPages: true }));

const Draft = suite('Support Request: typed text survives the end of a session');
Draft.after.each(endPortalTest);

Draft('an expired session: the same person signing in again and reopening Support finds the text, with a notice', async () => {
  await typeRequestThen(expire);
  assert.is(queryByRole(document.body, 'dialog'), null, 'the sign-in page shows no dialog');
  await signInAgain();
  const { reason, description, notice } = await openSupport();
  assert.is(reason().value, 'Technical Issue');
  assert.is(description().value, words);
  assert.is(spokenText(notice()!), restoredText);
});

Draft("a send answered 'Expired token': the central handling signs out, and the text comes back", async () => {
  await typeRequestThen(({ dialog }) => {
    installApi({ ...answers, [sendPath]: fail(401, 'Expired token') });
    click(getByRole(dialog, 'button', { name: 'Send' }));
  });
  await signInAgain();
  const { reason, description } = await openSupport();
  assert.is(reason().value, 'Technical Issue');
  assert.is(description().value, words);
});

Draft('put back once: closing and reopening the dialog starts empty, without the notice', async () => {
  await typeRequestThen(expire);
  await signInAgain();
  const first = await openSupport();
  assert.is(first.description().value, words);
  click(getByRole(first.dialog, 'button', { name: 'Close' }));
  click(getByRole(first.dialog, 'button', { name: 'Discard the description' }));
  const again = await openSupport();
  assert.is(again.reason().value, '');
  assert.is(again.description().value, '');
  assert.is(again.notice(), null);
});

Draft('another person signing in gets nothing of it', async () => {
  await typeRequestThen(expire);
  await signInAgain('other');
  const { reason, description, notice } = await openSupport('ben@example.org');
  assert.is(reason().value, '');
  assert.is(description().value, '');
  assert.is(notice(), null);
});

Draft('dropped on logout: a kept draft is gone after the person logs out and signs in again', async () => {
  await typeRequestThen(expire);
  await signInAgain();
  click(getByRole(document.body, 'button', { name: new RegExp(user.username) }));
  click(getByRole(document.body, 'menuitem', { name: 'Logout' }));
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Sign in' }), slow);
  await signInAgain();
  const { description, notice } = await openSupport();
  assert.is(description().value, '');
  assert.is(notice(), null);
});

Draft('a dialog closed before the session ended keeps nothing', async () => {
  await typeRequestThen(({ dialog }) => {
    click(getByRole(dialog, 'button', { name: 'Close' }));
    click(getByRole(dialog, 'button', { name: 'Discard the description' }));
    expire();
  });
  await signInAgain();
  const { description, notice } = await openSupport();
  assert.is(description().value, '');
  assert.is(notice(), null);
});

Draft('a sent request keeps nothing', async () => {
  await typeRequestThen(async ({ dialog }) => {
    installApi({ ...answers, [sendPath]: ok({ ticket_id: 31 }) });
    click(getByRole(dialog, 'button', { name: 'Send' }));
    await waitFor(() => assert.is(queryByRole(document.body, 'dialog'), null));
    expire();
  });
  await signInAgain();
  const { description, notice } = await openSupport();
  assert.is(description().value, '');
  assert.is(notice(), null);
});

Draft.run();
