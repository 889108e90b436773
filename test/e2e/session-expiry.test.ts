import * as assert from 'uvu/assert';
import { assertNoProblems, browserSuite, demoAccount, portalUrl, signIn, signedInPage, waitForPath } from './support/portal.ts';

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

test('signing out in one tab signs out the other tabs within a second', async ({ h }) => {
  const tracked = await signedInPage(h, 'institutional_clinician');
  const first = tracked.page;
  // A second tab of the same browser signs in on its own: sessions never spread between tabs.
  const second = await tracked.context.newPage();
  await second.goto(portalUrl(h.server, '/auth/sign-in'));
  const account = demoAccount('institutional_clinician');
  await signIn(second, account.email, account.password);
  await waitForPath(second, '/institutions?from=/auth/sign-in');
  assert.ok(await second.evaluate(() => sessionStorage.getItem('token')));

  // The second tab notes when it shows the sign-in page, by its own clock (the same machine's).
  // A DOM observer, not a timer: browsers slow the timers of background tabs to once a second.
  await second.evaluate(() => {
    const observer = new MutationObserver(() => {
      if (sessionStorage.getItem('token') || document.querySelector('h1')?.textContent !== 'Sign in') return;
      (window as unknown as { endedAt: number }).endedAt = Date.now();
      observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await first.getByRole('button', { name: new RegExp(account.firstName) }).click();
  const logout = first.getByRole('menuitem', { name: 'Logout' });
  await logout.waitFor();
  await first.evaluate(() =>
    document.addEventListener('click', () => ((window as unknown as { clickedAt: number }).clickedAt = Date.now()), {
      capture: true,
      once: true,
    }),
  );
  await logout.click();
  const clickedAt = await first.evaluate(() => (window as unknown as { clickedAt: number }).clickedAt);
  await waitForPath(first, '/auth/sign-in');
  await second.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
  const endedAt = await second.evaluate(() => (window as unknown as { endedAt: number }).endedAt);
  assert.ok(endedAt - clickedAt < 1000, `the other tab ended ${endedAt - clickedAt} ms after the click`);
  await second.getByText('You signed out in another tab').waitFor();
  assert.is(await second.evaluate(() => sessionStorage.getItem('token')), null);
  assertNoProblems(tracked);
  await tracked.context.close();
});

test.run();
