import * as assert from 'uvu/assert';
import {
  assertAccessible, assertNoProblems, browserSuite, demoAccount, openPage, portalUrl, signIn, signedInPage, waitForPath,
} from './support/portal.ts';

// The hour of spec §4, with no shorter idle limit in the way: the idle limit has its own test
// (session-idle.test.ts).
const test = browserSuite('expired sessions in Chromium', { sessionLimits: { minutes: 60, idleMinutes: 60 } });

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

test('five minutes before the end a banner warns, and signing in again in a dialog keeps the page', async ({ h }) => {
  const tracked = await openPage(h.browser);
  const { page } = tracked;
  await page.clock.install();
  const account = demoAccount('institutional_clinician');
  await page.goto(portalUrl(h.server, '/auth/sign-in'));
  await signIn(page, account.email, account.password);
  await page.getByRole('button', { name: /^Choose / }).first().click();
  await page.goto(portalUrl(h.server, '/my_account'));
  const heading = page.getByRole('heading', { name: 'My Account', level: 1 });
  await heading.waitFor();
  const banner = page.getByRole('region', { name: 'Session ending' });
  assert.is(await banner.count(), 0);

  await page.clock.fastForward('55:30');
  await banner.getByText('Your session ends in 5 minutes.').waitFor();
  assert.ok((await page.getByRole('status').allTextContents()).some((t) => t.startsWith('Your session ends in 5 minutes')));
  await assertAccessible(page, 'the session warning');
  const oldToken = await page.evaluate(() => sessionStorage.getItem('token'));
  await banner.getByRole('button', { name: 'Sign in again' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in again' });
  await dialog.getByLabel('Password').fill(account.password);
  await assertAccessible(page, 'the sign-in-again dialog');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await dialog.waitFor({ state: 'detached' });
  assert.is(await banner.count(), 0, 'the banner goes with the renewed session');
  assert.ok(await heading.isVisible(), 'still on the same page');
  const newToken = await page.evaluate(() => sessionStorage.getItem('token'));
  assert.ok(newToken && newToken !== oldToken, 'a new token');
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
