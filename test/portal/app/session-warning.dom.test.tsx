import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act, click, getByLabelText, getByRole, queryByRole, render, submit, type, waitFor } from '../../support/dom.ts';
import { noteSessionUse } from '../../../src/portal/lib/session/session.ts';
import { fail, installApi, ok, seedSession, storedSession, user, endPortalTest } from '../../support/portal-fixtures.ts';
import { SessionWarning } from '../../../src/portal/app/session-warning.tsx';

const Warning = suite('the session warning and signing in again');
Warning.after.each(endPortalTest);

const choice = { permissions: { reports: [], users: [] }, is_owner: false, evaluator_status: '0', roles: ['clinician'], agree_tandc: true };

function banner(container: HTMLElement) {
  return getByRole(container, 'region', { name: 'Session ending' });
}

Warning('no banner while more than five minutes are left', () => {
  seedSession({ minutesLeft: 30 });
  const { container } = render(<SessionWarning />);
  assert.is(queryByRole(container, 'region', { name: 'Session ending' }), null);
  assert.is(getByRole(container, 'status').textContent, '', 'nothing announced');
});

Warning('five minutes before the end: the minutes left, announced once, and a way to sign in again', () => {
  seedSession({ minutesLeft: 4.5 });
  const { container } = render(<SessionWarning />);
  const text = 'Your session ends in 5 minutes. Sign in again to keep working; nothing you typed is lost.';
  assert.ok(banner(container).textContent?.includes(text));
  assert.is(getByRole(container, 'status').textContent, text);
  assert.ok(getByRole(banner(container), 'button', { name: 'Sign in again' }));
});

Warning('the warning follows the server\'s idle limit when it comes first, and a call that moves it on takes it away (issue 34)', async () => {
  seedSession({ minutesLeft: 40, extra: { idle_minutes: '15', active_until: String(Date.now() + 4 * 60_000) } });
  const { container } = render(<SessionWarning />);
  assert.ok(banner(container).textContent?.includes('Your session ends in 4 minutes.'));
  act(() => noteSessionUse());
  await waitFor(() => assert.is(queryByRole(container, 'region', { name: 'Session ending' }), null));
});

Warning('signing in again in the dialog renews the session and chooses the institution again', async () => {
  seedSession({ minutesLeft: 3, extra: { selected_institution_id: '12' } });
  const api = installApi({
    'auth/login': ok({ token: 'tok-new', id: 7, fname: 'Ana', lname: 'Díaz' }),
    'portal_users/set_login_institution/12': ok(choice),
  });
  const { container } = render(<SessionWarning />);
  click(getByRole(banner(container), 'button', { name: 'Sign in again' }));
  const dialog = getByRole(document.body, 'dialog', { name: 'Sign in again' });
  assert.ok(dialog.textContent?.includes(user.username), 'names the account');
  type(getByLabelText(dialog, /Password/), 'right password');
  submit(dialog.querySelector('form')!);
  await waitFor(() => assert.is(queryByRole(document.body, 'dialog'), null));
  assert.is(storedSession().token, 'tok-new');
  assert.ok(Date.parse(storedSession().expiration_date!) - Date.now() > 59 * 60_000, 'a full session again');
  assert.is(storedSession().idle_minutes, undefined, 'this server said nothing of an idle limit');
  assert.is(api.callsTo('portal_users/set_login_institution/12').length, 1);
  assert.is(api.callsTo('portal_users/set_login_institution/12')[0]?.headers.Authorization, '7:tok-new');
  assert.is(queryByRole(container, 'region', { name: 'Session ending' }), null, 'the banner is gone');
});

Warning('a wrong password is said in the dialog, and the session stays as it was', async () => {
  seedSession({ minutesLeft: 3 });
  installApi({ 'auth/login': fail(401, 'Incorrect email or password') });
  const { container } = render(<SessionWarning />);
  click(getByRole(banner(container), 'button', { name: 'Sign in again' }));
  const dialog = getByRole(document.body, 'dialog', { name: 'Sign in again' });
  type(getByLabelText(dialog, /Password/), 'wrong');
  submit(dialog.querySelector('form')!);
  await waitFor(() => assert.ok(getByRole(dialog, 'alert').textContent?.includes('That password is not correct.')));
  assert.is(storedSession().token, user.token);
});

Warning('with a second factor: the password never becomes the session\'s token; a wrong code is said, a right one renews the session (issue 34)', async () => {
  seedSession({ minutesLeft: 3, extra: { selected_institution_id: '12' } });
  const sessionUser = storedSession().user_id!;
  let codeRight = false;
  const api = installApi({
    'auth/login': ok({ token: 'tok-pending', id: Number(sessionUser), fname: 'Ana', lname: 'Díaz', expires_in: 300, second_factor: ['totp', 'recovery'] }),
    'auth/second_factor/totp/0': (call) =>
      codeRight ? ok({ token: 'tok-full', id: Number(sessionUser), fname: 'Ana', lname: 'Díaz', expires_in: 3600 })(call) : fail(401, 'Wrong code')(call),
    'portal_users/set_login_institution/12': ok(choice),
  });
  const { container } = render(<SessionWarning />);
  click(getByRole(banner(container), 'button', { name: 'Sign in again' }));
  const dialog = getByRole(document.body, 'dialog', { name: 'Sign in again' });
  type(getByLabelText(dialog, /Password/), 'right password');
  submit(dialog.querySelector('form')!);
  const code = await waitFor(() => getByLabelText(dialog, /Code from your authenticator app/) as HTMLInputElement);
  assert.is(code.autocomplete, 'one-time-code');
  assert.is(storedSession().token, user.token, 'the pending token is not the session\'s');
  type(code, '000000');
  submit(dialog.querySelector('form')!);
  await waitFor(() => assert.ok(getByRole(dialog, 'alert').textContent?.includes('That code is not right.')));
  assert.is(storedSession().token, user.token);
  codeRight = true;
  type(getByLabelText(dialog, /Code from your authenticator app/), '123456');
  submit(dialog.querySelector('form')!);
  await waitFor(() => assert.is(queryByRole(document.body, 'dialog'), null));
  assert.is(storedSession().token, 'tok-full');
  const sent = api.callsTo('auth/second_factor/totp/0');
  assert.equal(sent.at(-1)?.json, { code: '123456' });
  assert.is(sent.at(-1)?.headers.Authorization, `${sessionUser}:tok-pending`);
  assert.is(api.callsTo('portal_users/set_login_institution/12')[0]?.headers.Authorization, `${sessionUser}:tok-full`);
});

Warning('with a passkey: the dialog asks the browser for it, says when it was cancelled, and renews the session with it (issue 34)', async () => {
  seedSession({ minutesLeft: 3 });
  const sessionUser = storedSession().user_id!;
  const bytes = (text: string) => new TextEncoder().encode(text).buffer;
  let answer: () => Promise<unknown> = () => Promise.reject(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'));
  const asked: unknown[] = [];
  const restore = { credentials: Object.getOwnPropertyDescriptor(navigator, 'credentials'), pkc: (globalThis as { PublicKeyCredential?: unknown }).PublicKeyCredential };
  (globalThis as { PublicKeyCredential?: unknown }).PublicKeyCredential = function PublicKeyCredential() {};
  Object.defineProperty(navigator, 'credentials', {
    configurable: true,
    value: { create: () => Promise.reject(new Error('not here')), get: (options: unknown) => (asked.push(options), answer()) },
  });
  try {
    const api = installApi({
      'auth/login': ok({ token: 'tok-pending', id: Number(sessionUser), fname: 'Ana', lname: 'Díaz', expires_in: 300, second_factor: ['passkey', 'recovery'] }),
      'auth/second_factor/passkey_options/0': ok({ options: { challenge: 'AAEC', rpId: 'localhost', allowCredentials: [{ id: 'AwQF', type: 'public-key', transports: ['internal'] }], userVerification: 'preferred' } }),
      'auth/second_factor/passkey/0': ok({ token: 'tok-full', id: Number(sessionUser), fname: 'Ana', lname: 'Díaz', expires_in: 3600 }),
    });
    const { container } = render(<SessionWarning />);
    click(getByRole(banner(container), 'button', { name: 'Sign in again' }));
    const dialog = getByRole(document.body, 'dialog', { name: 'Sign in again' });
    type(getByLabelText(dialog, /Password/), 'right password');
    submit(dialog.querySelector('form')!);
    await waitFor(() => assert.ok(dialog.textContent?.includes('Now use your passkey')));
    assert.ok(getByRole(dialog, 'button', { name: 'Use a recovery code instead' }), 'the other way is offered');
    submit(dialog.querySelector('form')!);
    await waitFor(() => assert.ok(getByRole(dialog, 'alert').textContent?.includes('The passkey was not used')));
    assert.is(api.callsTo('auth/second_factor/passkey/0').length, 0, 'nothing sent for a cancelled prompt');
    const publicKey = (asked[0] as { publicKey: { challenge: ArrayBuffer; allowCredentials: { id: ArrayBuffer }[] } }).publicKey;
    assert.equal([...new Uint8Array(publicKey.challenge)], [0, 1, 2], 'the challenge in bytes');
    assert.equal([...new Uint8Array(publicKey.allowCredentials[0]!.id)], [3, 4, 5]);
    answer = () =>
      Promise.resolve({
        id: 'AwQF',
        rawId: new Uint8Array([3, 4, 5]).buffer,
        type: 'public-key',
        authenticatorAttachment: 'platform',
        response: { clientDataJSON: bytes('{}'), authenticatorData: new Uint8Array([251, 255]).buffer, signature: bytes('sig'), userHandle: null },
      });
    submit(dialog.querySelector('form')!);
    await waitFor(() => assert.is(queryByRole(document.body, 'dialog'), null));
    assert.is(storedSession().token, 'tok-full');
    const sent = api.callsTo('auth/second_factor/passkey/0').at(-1);
    assert.equal(sent?.json, {
      credential: {
        id: 'AwQF',
        rawId: 'AwQF',
        type: 'public-key',
        response: { clientDataJSON: 'e30', authenticatorData: '-_8', signature: 'c2ln' },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      },
    }, 'the assertion as base64url JSON');
    assert.is(sent?.headers.Authorization, `${sessionUser}:tok-pending`);
  } finally {
    if (restore.credentials) Object.defineProperty(navigator, 'credentials', restore.credentials);
    else delete (navigator as { credentials?: unknown }).credentials;
    (globalThis as { PublicKeyCredential?: unknown }).PublicKeyCredential = restore.pkc;
  }
});

Warning.run();
