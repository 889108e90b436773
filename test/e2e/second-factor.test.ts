/**
 * The second factor in Chromium (issue 34): a passkey made and used with Chrome's virtual
 * authenticator (DevTools WebAuthn domain), an authenticator app whose codes the test computes,
 * a recovery code, and an institution's rule that takes a member to My Account. Passkeys need a
 * host name, never an address, so these pages open the portal at localhost.
 */
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { base32Decode, totpCode, totpStep } from '../../src/server/auth/totp.ts';
import { pageIn } from './support/a11y.ts';
import {
  assertAccessible, assertNoProblems, browserSuite, demoAccount, enterInstitution, openPage, signIn, waitForPath, type Harness,
} from './support/portal.ts';

const test = browserSuite('a second factor at sign-in: passkeys, authenticator apps and recovery codes, in Chromium');
const north = 'Hospital Universitario del Norte';

/** The portal at localhost (the server listens on the loopback address). */
const localUrl = (h: Harness, path: string) => `${h.server.url.replace('127.0.0.1', 'localhost')}/portal${path}`;

/** A platform authenticator that holds discoverable credentials and verifies its user, on `page`. */
async function virtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
}

async function openMyAccount(page: Page, h: Harness): Promise<void> {
  await page.goto(localUrl(h, '/my_account'));
  await page.getByRole('heading', { name: 'Second factor' }).waitFor();
}

/** Types the password into My Account's password dialog and continues. */
async function passwordAgain(page: Page, title: string, password: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Continue' }).click();
}

/** The recovery codes shown once: read, then put away. */
async function savedCodes(page: Page): Promise<string[]> {
  const dialog = page.getByRole('dialog', { name: 'Your recovery codes' });
  await dialog.getByRole('listitem').nth(9).waitFor();
  const codes = await dialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
  assert.is(codes.length, 10);
  await dialog.getByRole('button', { name: 'I have saved them' }).click();
  return codes;
}

async function logOut(page: Page, firstName: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(firstName) }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
}

test('a passkey made in My Account is the second step at sign-in, signs in alone, and goes when removed', async ({ h }) => {
  const account = demoAccount('clinician');
  const tracked = await openPage(h.browser);
  const { page } = tracked;
  await virtualAuthenticator(page);
  await page.goto(localUrl(h, '/auth/sign-in'));
  await signIn(page, account.email, account.password);
  await enterInstitution(page, north);
  await openMyAccount(page, h);
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await passwordAgain(page, 'Add a passkey', account.password);
  const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
  await dialog.getByLabel('Name for this passkey (optional)').waitFor();
  await assertAccessible(page, 'naming a new passkey');
  await dialog.getByLabel('Name for this passkey (optional)').fill('Work laptop');
  await dialog.getByRole('button', { name: 'Create the passkey' }).click();
  await savedCodes(page);
  const card = page.getByRole('region', { name: 'Second factor' });
  await card.getByText('Work laptop').waitFor();
  await card.getByText(/^Passkey · Added /).waitFor();

  // Signing in again: the password, then the passkey (the virtual authenticator says yes).
  await logOut(page, account.firstName);
  await signIn(page, account.email, account.password);
  await waitForPath(page, '/auth/second-step');
  await page.getByText('Now use your passkey').waitFor();
  await assertAccessible(page, 'the second step with a passkey');
  await page.getByRole('button', { name: 'Use my passkey' }).click();
  await enterInstitution(page, north);
  await openMyAccount(page, h);
  await card.getByText(/Last used /).waitFor();

  // The passkey alone: both factors, no email or password typed.
  await logOut(page, account.firstName);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await enterInstitution(page, north);
  await openMyAccount(page, h);

  // Removed after the password again: the next sign-in is the password alone.
  await card.getByRole('button', { name: 'Remove Work laptop' }).click();
  const remove = page.getByRole('dialog', { name: 'Remove Work laptop' });
  await remove.getByLabel('Password').fill(account.password);
  await remove.getByRole('button', { name: 'Remove the passkey' }).click();
  await page.getByRole('status').filter({ hasText: 'Passkey removed.' }).waitFor();
  await card.getByText('You have not set up a second factor yet.').waitFor();
  const notices = h.logs.filter((e) => e.event === 'security_notice_mail').map((e) => e.notice);
  assert.ok(notices.includes('passkey_added') && notices.includes('passkey_removed'), 'told by mail when added and removed');
  assertNoProblems(tracked);
  await tracked.context.close();
});

test('in Spanish: the passkey step and the passkey dialog read in Spanish and pass axe', async ({ h }) => {
  const account = demoAccount('institutional_clinician');
  const tracked = await pageIn(h.browser, 'es', { width: 390, height: 844 });
  const { page } = tracked;
  await virtualAuthenticator(page);
  await page.goto(localUrl(h, '/auth/sign-in'));
  await page.locator('input[type="email"]').fill(account.email);
  await page.locator('input[type="password"]').fill(account.password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.includes('/auth/'), { timeout: 30_000 });
  await page.goto(localUrl(h, '/my_account'));
  await page.getByRole('button', { name: 'Añadir una llave de acceso' }).click();
  const password = page.getByRole('dialog', { name: 'Añadir una llave de acceso' });
  await password.locator('input[type="password"]').fill(account.password);
  await password.getByRole('button', { name: 'Continuar' }).click();
  await password.getByText('El navegador le preguntará dónde guardar la llave de acceso').waitFor();
  await assertAccessible(page, 'naming a new passkey, in Spanish');
  await password.getByRole('button', { name: 'Crear la llave de acceso' }).click();
  await page.getByRole('dialog', { name: 'Sus códigos de recuperación' }).getByRole('button').last().waitFor();
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(localUrl(h, '/auth/sign-in'));
  await page.locator('input[type="email"]').fill(account.email);
  await page.locator('input[type="password"]').fill(account.password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await page.getByRole('button', { name: 'Usar mi llave de acceso' }).waitFor();
  await assertAccessible(page, 'the second step with a passkey, in Spanish');
  await page.getByRole('button', { name: 'Usar mi llave de acceso' }).click();
  await page.waitForURL((url) => !url.pathname.includes('/auth/'), { timeout: 30_000 });
  assertNoProblems(tracked);
  await tracked.context.close();
});

test('an authenticator app added with a code the test computes; its next code, then a recovery code, sign in', async ({ h }) => {
  const account = demoAccount('evaluator');
  const tracked = await openPage(h.browser);
  const { page } = tracked;
  await page.goto(localUrl(h, '/auth/sign-in'));
  await signIn(page, account.email, account.password);
  await enterInstitution(page, north);
  await openMyAccount(page, h);
  await page.getByRole('button', { name: 'Add an authenticator app' }).click();
  await passwordAgain(page, 'Add an authenticator app', account.password);
  const scan = page.getByRole('dialog', { name: 'Add an authenticator app' });
  await scan.getByRole('img', { name: /QR code/ }).waitFor();
  const secret = base32Decode((await scan.locator('[translate="no"]').textContent()) ?? '');
  const step = totpStep(new Date());
  await scan.getByLabel('Code shown in the app').fill(totpCode(secret, step));
  await scan.getByLabel('Name for this app (optional)').fill('Ward phone');
  await scan.getByRole('button', { name: 'Add the app' }).click();
  const codes = await savedCodes(page);
  await page.getByRole('region', { name: 'Second factor' }).getByText(/^Authenticator app · Added /).waitFor();

  // The code of the step just used is spent (ASVS 6.5.1): the app's next one, within the drift allowed.
  await logOut(page, account.firstName);
  await signIn(page, account.email, account.password);
  await waitForPath(page, '/auth/second-step');
  await page.getByLabel('Code from your authenticator app').fill(totpCode(secret, step));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('That code is not right.').waitFor();
  await page.getByLabel('Code from your authenticator app').fill(totpCode(secret, step + 1));
  await page.getByRole('button', { name: 'Continue' }).click();
  await enterInstitution(page, north);

  // A recovery code, once: signing in with it suggests new ones.
  await logOut(page, account.firstName);
  await signIn(page, account.email, account.password);
  await waitForPath(page, '/auth/second-step');
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(codes[0]!);
  await page.getByRole('button', { name: 'Continue' }).click();
  await enterInstitution(page, north);
  await page.getByText('You signed in with a recovery code').waitFor();
  assert.ok(h.logs.some((e) => e.event === 'security_notice_mail' && e.notice === 'recovery_code_used'));
  assertNoProblems(tracked);
  await tracked.context.close();
});

test('an institution that asks for a second factor takes a member without one to My Account', async ({ h }) => {
  await h.server.db.query('UPDATE institutions SET second_factor_required = true WHERE name = $1', [north]);
  const account = demoAccount('user_manager');
  const tracked = await openPage(h.browser);
  const { page } = tracked;
  await page.goto(localUrl(h, '/auth/sign-in'));
  await signIn(page, account.email, account.password);
  await enterInstitution(page, north);
  await waitForPath(page, '/my_account');
  await page.getByText(`${north} asks its members to sign in with a second factor.`).first().waitFor();
  await page.getByRole('button', { name: 'Add a passkey' }).waitFor();
  assertNoProblems(tracked);
  await tracked.context.close();
  await h.server.db.query('UPDATE institutions SET second_factor_required = false WHERE name = $1', [north]);
});

test.run();
