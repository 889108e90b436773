import * as assert from 'uvu/assert';
import { assertNoProblems, browserSuite, portalUrl, signedInPage, waitForPath } from './support/portal.ts';

const test = browserSuite('expired sessions in Chromium');

test('a session whose expiration_date is past goes to sign-in', async ({ h }) => {
  const tracked = await signedInPage(h, 'institutional_clinician');
  const { page } = tracked;
  await page.evaluate(() => sessionStorage.setItem('expiration_date', new Date(Date.now() - 1000).toISOString()));
  await page.goto(portalUrl(h.server, '/my_account'));
  await waitForPath(page, '/auth/sign-in?redirect=%2Fmy_account');
  await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
  assertNoProblems(tracked);
  await tracked.context.close();
});

test("a server answer of 'Expired token' logs the user out with 'Failed in authentication. Please Logout'", async ({ h }) => {
  const tracked = await signedInPage(h, 'institutional_clinician');
  const { page } = tracked;
  const choose = page.getByRole('button', { name: /^Choose / }).first();
  await choose.waitFor();
  h.advanceServerClock(61 * 60_000);
  await choose.click();
  const alert = page.getByRole('alert').filter({ hasText: 'Failed in authentication. Please Logout' });
  await alert.waitFor();
  await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
  assert.is(await page.evaluate(() => sessionStorage.getItem('token')), null);
  assertNoProblems(tracked);
  await tracked.context.close();
});

test.run();
