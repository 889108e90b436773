import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import {
  assertAccessible, assertNoProblems, browserSuite, demoAccount, enterInstitution, openPage, portalUrl, signIn, signedInPage, type Harness,
} from './support/portal.ts';

// The server's own default limits: an hour, and half an hour without a call (issue 34).
const test = browserSuite('sessions people can see, and the server\'s idle limit, in Chromium');
const north = 'Hospital Universitario del Norte';

async function openMyAccount(page: Page, h: Harness): Promise<void> {
  await page.goto(portalUrl(h.server, '/my_account'));
  await page.getByRole('heading', { name: 'My Account', level: 1 }).waitFor();
  await page.getByRole('heading', { name: 'Where you are signed in' }).waitFor();
}

test('a page left alone warns before the idle limit, a call moves it on, and then the screen is cleared', async ({ h }) => {
  const tracked = await openPage(h.browser);
  const { page } = tracked;
  await page.clock.install();
  const account = demoAccount('clinician');
  await page.goto(portalUrl(h.server, '/auth/sign-in'));
  await signIn(page, account.email, account.password);
  await enterInstitution(page, north);
  await openMyAccount(page, h);
  const banner = page.getByRole('region', { name: 'Session ending' });
  assert.is(await banner.count(), 0);
  // Half an hour idle, counted from a minute before the last call: the warning from 24 minutes.
  await page.clock.fastForward('24:30');
  await banner.getByText(/Your session ends in \d minutes?\./).waitFor();
  await assertAccessible(page, 'the idle warning');
  // Using the portal (a page that asks the server) puts the end back.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Institutions' }).click();
  await page.getByRole('heading', { name: 'Institutions', level: 1 }).waitFor();
  await banner.waitFor({ state: 'detached' });
  await page.clock.fastForward('30:00');
  await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
  assert.match(page.url(), /redirect=%2Finstitutions/);
  assert.is(await page.evaluate(() => sessionStorage.getItem('token')), null, 'nothing of the session is left on the screen or in the browser');
  assertNoProblems(tracked);
  await tracked.context.close();
});

test('My Account lists both browsers; signing the other one out, after the password, ends it there', async ({ h }) => {
  const other = await signedInPage(h, 'institutional_clinician');
  await enterInstitution(other.page, north);
  const here = await signedInPage(h, 'institutional_clinician');
  const { page } = here;
  await enterInstitution(page, north);
  await openMyAccount(page, h);
  const card = page.getByRole('region', { name: 'Where you are signed in' });
  await card.getByText('This browser').waitFor();
  const signOuts = card.getByRole('button', { name: /^Sign out of .+ on / });
  assert.ok((await signOuts.count()) >= 1, 'the other browser is listed');
  await assertAccessible(page, 'the sessions on My Account');
  await signOuts.first().click();
  const dialog = page.getByRole('dialog', { name: /^Sign out of / });
  await dialog.getByLabel('Password').fill('not the password');
  await dialog.getByRole('button', { name: 'Sign out of that session' }).click();
  await dialog.getByRole('alert').getByText('That password is not correct.').waitFor();
  await assertAccessible(page, 'the sign-out dialog with a wrong password');
  await dialog.getByLabel('Password').fill(demoAccount('institutional_clinician').password);
  await dialog.getByRole('button', { name: 'Sign out of that session' }).click();
  await page.getByRole('status').filter({ hasText: /Signed out of 1 session\./ }).waitFor();
  // The other browser's next call is refused: it goes to sign-in.
  await other.page.goto(portalUrl(h.server, '/my_account'));
  await other.page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
  assert.is(await other.page.evaluate(() => sessionStorage.getItem('token')), null);
  // This one goes on.
  await page.reload();
  await page.getByRole('heading', { name: 'Where you are signed in' }).waitFor();
  assertNoProblems(here);
  await here.context.close();
  await other.context.close();
});

test('a user manager signs a member out everywhere; the member\'s open page goes to sign-in, and the audit trail says so', async ({ h }) => {
  const member = await signedInPage(h, 'evaluator');
  await enterInstitution(member.page, north);
  const manager = await signedInPage(h, 'user_manager');
  const { page } = manager;
  await enterInstitution(page, north);
  await page.goto(portalUrl(h.server, '/users'));
  await page.getByRole('table', { name: 'Users of the institution' }).waitFor();
  await page.getByRole('button', { name: 'Manage Aiko Tanaka' }).click();
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  const box = page.getByRole('alertdialog');
  await box.getByText(/Aiko Tanaka will be signed out on every computer and phone at once/).waitFor();
  await assertAccessible(page, 'the sign-out-everywhere confirmation');
  await box.getByRole('button', { name: 'Sign Aiko Tanaka out everywhere' }).click();
  await page.getByRole('status').filter({ hasText: /Aiko Tanaka has been signed out of \d+ sessions?\./ }).waitFor();
  await member.page.goto(portalUrl(h.server, '/my_account'));
  await member.page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Close' }).first().click().catch(() => {});
  await page.goto(portalUrl(h.server, '/users?view=audit'));
  await page.getByRole('cell', { name: 'Signed out everywhere' }).or(page.getByRole('rowheader', { name: 'Signed out everywhere' })).first().waitFor();
  assertNoProblems(manager);
  await manager.context.close();
  await member.context.close();
});

test.run();
