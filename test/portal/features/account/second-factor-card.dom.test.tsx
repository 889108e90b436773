import { click, getByLabelText, getByRole, queryByRole, render, submit, type, waitFor } from '../../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { endPortalTestInEnglish, fail, installApi, ok, seedSession, toastTexts, type ApiAnswer } from '../../../support/portal-fixtures.ts';
import { groupedSecret, SecondFactorCard } from '../../../../src/portal/features/account/second-factor-card.tsx';
import { NotificationHost } from '../../../../src/portal/app/notification-host.tsx';

const slow = { timeout: 3000 };
const phone = { id: 5, kind: 'totp', label: 'Work phone', created_at: '2026-11-20T09:00:00Z', last_used_at: '2026-11-28T08:15:00Z' };
const codes = ['A1B2-C3D4E5', 'F6G7-H8J9K0', 'L1M2-N3P4Q5', 'R6S7-T8U9V0', 'W1X2-Y3Z4A5', 'B6C7-D8E9F0', 'G1H2-J3K4L5', 'M6N7-P8Q9R0', 'S1T2-U3V4W5', 'X6Y7-Z8A9B0'];
const qr = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiLz4=';
const started = { factor_id: 9, secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Portal:ana%40example.org?secret=JBSWY3DPEHPK3PXP&issuer=Portal', qr };

function open(answers: Record<string, ApiAnswer> = {}, first: { factors: unknown[]; recovery_codes_left: number } = { factors: [phone], recovery_codes_left: 7 }) {
  seedSession();
  let listed = first;
  const api = installApi({
    'auth/factors/0': (call) => ok(listed)(call),
    'auth/factors/totp_start/0': ok(started),
    'auth/factors/totp_confirm/9': ok({ recovery_codes: codes }),
    'auth/factors/remove/5': ok({ removed: 1 }),
    'auth/factors/recovery_codes/0': ok({ recovery_codes: codes }),
    ...answers,
  });
  const { container } = render(
    <>
      <SecondFactorCard />
      <NotificationHost />
    </>,
  );
  return { api, container, after: (next: typeof first) => (listed = next) };
}

/** Types the password in the open dialog named `name` and sends it. */
function passwordIn(name: string, password = 'my password') {
  const dialog = getByRole(document.body, 'dialog', { name });
  type(getByLabelText(dialog, /Password/), password);
  submit(dialog.querySelector('form')!);
  return dialog;
}

const Card = suite('my second factor (My Account)');
Card.after.each(endPortalTestInEnglish);

Card('lists each authenticator app with when it was added and last used, and the recovery codes left', async () => {
  const { container } = open();
  await waitFor(() => getByRole(container, 'list'), slow);
  const item = container.querySelector('li')?.textContent ?? '';
  assert.match(item, /Work phone/);
  assert.match(item, /Added /);
  assert.match(item, /Last used /);
  assert.ok(container.textContent?.includes('7 recovery codes left.'));
  assert.ok(getByRole(container, 'button', { name: 'Remove Work phone' }));
  assert.ok(getByRole(container, 'button', { name: 'Make new recovery codes' }));
});

Card('without one: says so, and offers only adding an app', async () => {
  const { container } = open({}, { factors: [], recovery_codes_left: 0 });
  await waitFor(() => assert.ok(container.textContent?.includes('You have not set up a second factor yet.')), slow);
  assert.ok(getByRole(container, 'button', { name: 'Add an authenticator app' }));
  assert.is(queryByRole(container, 'button', { name: 'Make new recovery codes' }), null);
});

Card('adding an app: the password, then the QR code and the key in groups of four, then a code and a name, then the ten codes shown once', async () => {
  let copied = '';
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (text: string) => void (copied = text) }, configurable: true });
  const { api, container, after } = open({}, { factors: [], recovery_codes_left: 0 });
  click(await waitFor(() => getByRole(container, 'button', { name: 'Add an authenticator app' }), slow));
  passwordIn('Add an authenticator app');
  const img = await waitFor(() => getByRole(document.body, 'img', { name: 'QR code that adds your portal account to an authenticator app' }), slow);
  assert.equal(api.callsTo('auth/factors/totp_start/0')[0]?.json, { password: 'my password' });
  assert.is(img.getAttribute('src'), qr);
  const dialog = getByRole(document.body, 'dialog', { name: 'Add an authenticator app' });
  assert.ok(dialog.textContent?.includes('JBSW Y3DP EHPK 3PXP'));
  const code = getByLabelText(dialog, /Code shown in the app/) as HTMLInputElement;
  assert.is(code.autocomplete, 'one-time-code');
  assert.is(code.inputMode, 'numeric');
  type(code, '123 456');
  type(getByLabelText(dialog, /Name for this app/), ' Work phone ');
  after({ factors: [phone], recovery_codes_left: 10 });
  submit(dialog.querySelector('form')!);
  const shown = await waitFor(() => getByRole(document.body, 'dialog', { name: 'Your recovery codes' }), slow);
  assert.equal(api.callsTo('auth/factors/totp_confirm/9')[0]?.json, { code: '123456', label: 'Work phone' });
  assert.ok(shown.textContent?.includes('Save these codes now: each works once, and they are the way in if you lose your phone.'));
  assert.equal([...getByRole(shown, 'list', { name: 'Recovery codes' }).querySelectorAll('li')].map((li) => li.textContent), codes);
  click(getByRole(shown, 'button', { name: 'Copy' }));
  await waitFor(() => assert.ok(shown.textContent?.includes('The codes are copied.')), slow);
  assert.is(copied, codes.join('\n'));
  assert.ok(getByRole(shown, 'button', { name: 'Download (.txt)' }));
  click(getByRole(shown, 'button', { name: 'I have saved them' }));
  await waitFor(() => assert.is(queryByRole(document.body, 'dialog'), null), slow);
  await waitFor(() => assert.ok(container.textContent?.includes('10 recovery codes left.')), slow);
  assert.not.ok(document.body.textContent?.includes(codes[0]!), 'the codes are not shown again');
});

Card('adding an app: a wrong password is said in the dialog, and no secret is shown', async () => {
  const { container } = open({ 'auth/factors/totp_start/0': fail(400, 'The current password is not correct') });
  click(await waitFor(() => getByRole(container, 'button', { name: 'Add an authenticator app' }), slow));
  const dialog = passwordIn('Add an authenticator app', 'wrong');
  await waitFor(() => assert.ok(getByRole(dialog, 'alert').textContent?.includes('That password is not correct.')), slow);
  assert.is(queryByRole(document.body, 'img'), null);
});

Card('adding an app: a wrong code from the app is said at the code field', async () => {
  const { container } = open({ 'auth/factors/totp_confirm/9': fail(400, 'Wrong code') });
  click(await waitFor(() => getByRole(container, 'button', { name: 'Add an authenticator app' }), slow));
  passwordIn('Add an authenticator app');
  await waitFor(() => getByRole(document.body, 'img'), slow);
  const dialog = getByRole(document.body, 'dialog', { name: 'Add an authenticator app' });
  const code = getByLabelText(dialog, /Code shown in the app/);
  type(code, '000000');
  submit(dialog.querySelector('form')!);
  await waitFor(() => assert.is(code.getAttribute('aria-invalid'), 'true'), slow);
  assert.ok(dialog.textContent?.includes('That code is not right. Codes change every 30 seconds: try the one showing now.'));
});

Card('another app (not the first) brings no codes: it is added and said so', async () => {
  const { container } = open({ 'auth/factors/totp_confirm/9': ok({}) });
  click(await waitFor(() => getByRole(container, 'button', { name: 'Add an authenticator app' }), slow));
  passwordIn('Add an authenticator app');
  await waitFor(() => getByRole(document.body, 'img'), slow);
  const dialog = getByRole(document.body, 'dialog', { name: 'Add an authenticator app' });
  type(getByLabelText(dialog, /Code shown in the app/), '123456');
  submit(dialog.querySelector('form')!);
  await waitFor(() => assert.ok(toastTexts().includes('Authenticator app added.')), slow);
  assert.is(queryByRole(document.body, 'dialog'), null);
});

Card('removing an app asks for the password, sends it for that app, and lists the factors again', async () => {
  const { api, container, after } = open();
  click(await waitFor(() => getByRole(container, 'button', { name: 'Remove Work phone' }), slow));
  after({ factors: [], recovery_codes_left: 0 });
  passwordIn('Remove Work phone');
  await waitFor(() => assert.ok(toastTexts().includes('Authenticator app removed.')), slow);
  assert.equal(api.callsTo('auth/factors/remove/5')[0]?.json, { password: 'my password' });
  await waitFor(() => assert.ok(container.textContent?.includes('You have not set up a second factor yet.')), slow);
});

Card('new recovery codes: warns the old ones stop working, asks for the password, and shows the new ones once', async () => {
  const { api, container } = open();
  click(await waitFor(() => getByRole(container, 'button', { name: 'Make new recovery codes' }), slow));
  const dialog = getByRole(document.body, 'dialog', { name: 'Make new recovery codes' });
  assert.ok(dialog.textContent?.includes('Your old recovery codes stop working as soon as the new ones are made.'));
  passwordIn('Make new recovery codes');
  const shown = await waitFor(() => getByRole(document.body, 'dialog', { name: 'Your recovery codes' }), slow);
  assert.equal(api.callsTo('auth/factors/recovery_codes/0')[0]?.json, { password: 'my password' });
  assert.is(getByRole(shown, 'list', { name: 'Recovery codes' }).querySelectorAll('li').length, 10);
});

Card('the new codes download as a text file that names the account, one code a line', async () => {
  const saved: { blob?: Blob; name?: string } = {};
  const realCreate = URL.createObjectURL;
  const realRevoke = URL.revokeObjectURL;
  const realClick = HTMLAnchorElement.prototype.click;
  URL.createObjectURL = (blob: Blob) => ((saved.blob = blob), 'blob:codes');
  URL.revokeObjectURL = () => {};
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    saved.name = this.download;
  };
  try {
    const { container } = open();
    click(await waitFor(() => getByRole(container, 'button', { name: 'Make new recovery codes' }), slow));
    passwordIn('Make new recovery codes');
    const shown = await waitFor(() => getByRole(document.body, 'dialog', { name: 'Your recovery codes' }), slow);
    click(getByRole(shown, 'button', { name: 'Download (.txt)' }));
    assert.is(saved.name, 'recovery-codes.txt');
    const text = await saved.blob!.text();
    assert.match(text, /^Recovery codes for .+ \(.+@.+\)\. Each code works once\./);
    assert.ok(text.includes(codes.join('\n')), text);
  } finally {
    URL.createObjectURL = realCreate;
    URL.revokeObjectURL = realRevoke;
    HTMLAnchorElement.prototype.click = realClick;
  }
});

Card.run();

const secret = suite('groupedSecret');
secret('writes the key in groups of four for typing by hand', () => {
  assert.is(groupedSecret('JBSWY3DPEHPK3PXPAB'), 'JBSW Y3DP EHPK 3PXP AB');
  assert.is(groupedSecret('jbsw y3dp'), 'jbsw y3dp');
});
secret.run();
