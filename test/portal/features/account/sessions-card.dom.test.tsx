import { click, getByLabelText, getByRole, queryByRole, render, submit, type, waitFor } from '../../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fail, installApi, ok, seedSession, toastTexts, endPortalTestInEnglish, type ApiAnswer } from '../../../support/portal-fixtures.ts';
import { SessionsCard } from '../../../../src/portal/features/account/sessions-card.tsx';
import { NotificationHost } from '../../../../src/portal/app/notification-host.tsx';
import { describeDevice } from '../../../../src/portal/features/account/device.ts';

const slow = { timeout: 3000 };
const here = { id: 3, current: true, user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36', address: '10.0.0.12', started_at: '2026-11-28T09:00:00Z', last_used_at: '2026-11-28T09:40:00Z', expires_at: '2026-11-28T10:00:00Z' };
const phone = { ...here, id: 2, current: false, user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Mobile Safari/604.1', address: '10.0.0.40' };
const ward = { ...here, id: 1, current: false, user_agent: null, address: null };

function open(end: ApiAnswer = ok({ ended: 1 }), sessions = [here, phone, ward]) {
  seedSession();
  let listed = sessions;
  const api = installApi({
    'auth/sessions/0': (call) => ok({ sessions: listed })(call),
    'auth/end_sessions/0': end,
  });
  const { container } = render(
    <>
      <SessionsCard />
      <NotificationHost />
    </>,
  );
  return { api, container, after: (next: typeof sessions) => (listed = next) };
}

const Card = suite('where I am signed in (My Account)');
Card.after.each(endPortalTestInEnglish);

Card('lists each session by browser and system, this browser marked, with when and where; only the others can be signed out', async () => {
  const { container } = open();
  await waitFor(() => getByRole(container, 'list'), slow);
  const items = [...container.querySelectorAll('li')].map((li) => li.textContent ?? '');
  assert.match(items[0]!, /Chrome on Linux · This browser/);
  assert.match(items[0]!, /From 10\.0\.0\.12/);
  assert.match(items[1]!, /Safari on iPhone/);
  assert.match(items[2]!, /A browser on an unknown system/);
  assert.is(queryByRole(container, 'button', { name: 'Sign out of Chrome on Linux' }), null);
  assert.ok(getByRole(container, 'button', { name: 'Sign out of Safari on iPhone' }));
  assert.ok(getByRole(container, 'button', { name: 'Sign out of all other sessions' }));
});

Card('signing out one session asks for the password, sends it with the session, and lists the sessions again', async () => {
  const { api, container, after } = open();
  await waitFor(() => getByRole(container, 'list'), slow);
  click(getByRole(container, 'button', { name: 'Sign out of Safari on iPhone' }));
  const dialog = getByRole(document.body, 'dialog', { name: 'Sign out of Safari on iPhone' });
  type(getByLabelText(dialog, /Password/), 'my password');
  after([here, ward]);
  submit(dialog.querySelector('form')!);
  await waitFor(() => assert.is(queryByRole(document.body, 'dialog'), null), slow);
  assert.equal(api.callsTo('auth/end_sessions/0')[0]?.json, { password: 'my password', session_id: 2 });
  await waitFor(() => assert.ok(toastTexts().includes('Signed out of 1 session.')), slow);
  await waitFor(() => assert.is(container.querySelectorAll('li').length, 2), slow);
});

Card('a wrong password is said in the dialog and nothing is signed out', async () => {
  const { container } = open(fail(400, 'The current password is not correct'));
  await waitFor(() => getByRole(container, 'list'), slow);
  click(getByRole(container, 'button', { name: 'Sign out of all other sessions' }));
  const dialog = getByRole(document.body, 'dialog', { name: 'Sign out of all other sessions' });
  type(getByLabelText(dialog, /Password/), 'wrong');
  submit(dialog.querySelector('form')!);
  await waitFor(() => assert.ok(getByRole(dialog, 'alert').textContent?.includes('That password is not correct.')), slow);
  assert.is(container.querySelectorAll('li').length, 3);
});

Card('alone: says so, and offers nothing to sign out', async () => {
  const { container } = open(ok({ ended: 0 }), [here]);
  await waitFor(() => getByRole(container, 'list'), slow);
  assert.ok(container.textContent?.includes('You are signed in here only.'));
  assert.is(container.querySelectorAll('li button').length, 0);
  assert.is(queryByRole(container, 'button', { name: 'Sign out of all other sessions' }), null);
});

Card.run();

const devices = suite('describeDevice');

devices('names the common browsers and systems, Edge and Chrome apart, and nothing it does not know', () => {
  assert.equal(describeDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36 Edg/140.0'), { browser: 'Edge', system: 'Windows' });
  assert.equal(describeDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15'), { browser: 'Safari', system: 'macOS' });
  assert.equal(describeDevice('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36'), { browser: 'Chrome', system: 'Android' });
  assert.equal(describeDevice('Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'), { browser: 'Firefox', system: 'Linux' });
  assert.equal(describeDevice(null), { browser: null, system: null });
  assert.equal(describeDevice('curl/8.5'), { browser: null, system: null });
});

devices.run();
