// What a person typed survives the end of their session, in memory only, for them alone
// (issue 8: an expired session during a typed support request, then signing in again).
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import {
  assertAccessible, assertNoProblems, browserSuite, demoAccount, openPage, portalUrl, signIn, waitForPath, type Harness,
} from './support/portal.ts';

const test = browserSuite('typed text and the end of a session in Chromium');
const ana = demoAccount('institutional_clinician');
// Another person, with two institutions: signing in stops at the choice.
const other = demoAccount('user_manager');
const words = 'Evaluation 4411: the report shows no scores for the second visit.';
const restoredText = 'What you typed before your session ended has been put back.';

async function openSupport(page: Page, firstName: string) {
  await page.getByRole('button', { name: new RegExp(firstName) }).click();
  await page.getByRole('menuitem', { name: 'Support' }).click();
  const dialog = page.getByRole('dialog', { name: 'Support Request' });
  await dialog.waitFor();
  return dialog;
}

/** Signs in as Ana with the page's clock under the test's control, and types a support request. */
async function typeSupportRequest(h: Harness) {
  const tracked = await openPage(h.browser);
  const { page } = tracked;
  await page.clock.install();
  await page.goto(portalUrl(h.server, '/auth/sign-in'));
  await signIn(page, ana.email, ana.password);
  await waitForPath(page, '/institutions?from=/auth/sign-in');
  const dialog = await openSupport(page, ana.firstName);
  await dialog.getByLabel('Reason').selectOption('Report Interpretation');
  await dialog.getByLabel('Description').fill(words);
  return tracked;
}

/** Everything the tab keeps in storage, as one string. */
const storedText = (page: Page) =>
  page.evaluate(() => JSON.stringify({ session: { ...sessionStorage }, local: { ...localStorage } }));

test('an expired session during a typed support request: the same person signing in again finds the text back', async ({ h }) => {
  const tracked = await typeSupportRequest(h);
  const { page } = tracked;
  await page.clock.fastForward(61 * 60_000); // the 60-minute session ends under the person
  await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
  assert.ok(!(await storedText(page)).includes('4411'), 'nothing typed is in sessionStorage or localStorage');

  await signIn(page, ana.email, ana.password);
  await page.getByRole('heading', { name: 'Institutions', level: 1 }).waitFor();
  const dialog = await openSupport(page, ana.firstName);
  // The dialog puts the text back once its form is in: the notice says when.
  await dialog.getByRole('status').filter({ hasText: restoredText }).waitFor();
  assert.is(await dialog.getByLabel('Reason').inputValue(), 'Report Interpretation');
  assert.is(await dialog.getByLabel('Description').inputValue(), words);
  await assertAccessible(page, 'the support dialog with its text put back');
  assert.ok(!(await storedText(page)).includes('4411'), 'still nothing typed in storage');

  // Given back once: closed (the text discarded when asked) and opened again, the dialog starts afresh.
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await dialog.getByRole('button', { name: 'Discard the description' }).click();
  await dialog.waitFor({ state: 'hidden' });
  const again = await openSupport(page, ana.firstName);
  await again.getByLabel('Reason').waitFor();
  assert.is(await again.getByLabel('Description').inputValue(), '');
  assertNoProblems(tracked);
  await tracked.context.close();
});

test("a send refused with 'Expired token': the central handling signs out, and the text comes back", async ({ h }) => {
  const tracked = await typeSupportRequest(h);
  const { page } = tracked;
  h.advanceServerClock(61 * 60_000); // the server ends the token first
  await page.getByRole('dialog', { name: 'Support Request' }).getByRole('button', { name: 'Send' }).click();
  await page.getByRole('alert').filter({ hasText: 'Failed in authentication. Please Logout' }).waitFor();
  await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();

  await signIn(page, ana.email, ana.password);
  await page.getByRole('heading', { name: 'Institutions', level: 1 }).waitFor();
  const dialog = await openSupport(page, ana.firstName);
  await dialog.getByRole('status').filter({ hasText: restoredText }).waitFor();
  assert.is(await dialog.getByLabel('Description').inputValue(), words);
  assertNoProblems(tracked);
  await tracked.context.close();
});

test('another person signing in after the session expired gets nothing of it, nor does the first one after them', async ({ h }) => {
  const tracked = await typeSupportRequest(h);
  const { page } = tracked;
  await page.clock.fastForward(61 * 60_000);
  await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();

  await signIn(page, other.email, other.password);
  await page.getByRole('heading', { name: 'Institutions', level: 1 }).waitFor();
  const dialog = await openSupport(page, other.firstName);
  assert.is(await dialog.getByLabel('Reason').inputValue(), '');
  assert.is(await dialog.getByLabel('Description').inputValue(), '');
  assert.is(await dialog.getByText(restoredText).count(), 0);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();

  // Their session ends too, without a logout; Ana comes back: the draft went when the other
  // person signed in.
  await page.clock.fastForward(61 * 60_000);
  await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
  await signIn(page, ana.email, ana.password);
  await page.getByRole('heading', { name: 'Institutions', level: 1 }).waitFor();
  const hers = await openSupport(page, ana.firstName);
  assert.is(await hers.getByLabel('Description').inputValue(), '');
  assertNoProblems(tracked);
  await tracked.context.close();
});

test('a logout drops what was kept', async ({ h }) => {
  const tracked = await typeSupportRequest(h);
  const { page } = tracked;
  await page.clock.fastForward(61 * 60_000);
  await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
  await signIn(page, ana.email, ana.password);
  await page.getByRole('heading', { name: 'Institutions', level: 1 }).waitFor();
  await page.getByRole('button', { name: new RegExp(ana.firstName) }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();

  await signIn(page, ana.email, ana.password);
  await page.getByRole('heading', { name: 'Institutions', level: 1 }).waitFor();
  const dialog = await openSupport(page, ana.firstName);
  assert.is(await dialog.getByLabel('Description').inputValue(), '');
  assertNoProblems(tracked);
  await tracked.context.close();
});

test.run();
