/**
 * Themes in Chromium (spec §3 currentTheme): light, dark and the system's, chosen in the user menu,
 * shown from the first frame (the blocking theme script marks <html> before the portal's module
 * runs), remembered in the browser across a reload and a new sign-in, the system's setting followed
 * when it changes, paper always light and forced colours left to the system.
 */
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { assertNoProblems, browserSuite, demoAccount, openPage, portalUrl, signIn, waitForPath } from './support/portal.ts';

const test = browserSuite('themes: light, dark and the system\'s');

// The page's background in each theme (ui/theme.css --color-background).
const light = 'rgb(244, 247, 248)';
const dark = 'rgb(15, 23, 26)';

/** What the page looked like before the portal's module ran and at its first frame (set up before it loads). */
async function watchFirstPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: Record<string, string | null> = {};
    (window as unknown as { firstPaint: typeof seen }).firstPaint = seen;
    // <body> is parsed after the head's classic scripts ran and before any module script runs.
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      seen.themeAtBody = document.documentElement.dataset.theme ?? null;
      seen.moduleRan = String(!!document.querySelector('#root > :not(.boot)'));
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
    const frame = () => {
      if (document.body) seen.backgroundAtFirstFrame = getComputedStyle(document.body).backgroundColor;
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

const firstPaint = (page: Page) => page.evaluate(() => (window as unknown as { firstPaint: Record<string, string | null> }).firstPaint);
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

async function chooseTheme(page: Page, name: 'Same as the system' | 'Light' | 'Dark'): Promise<void> {
  await page.locator('header button[aria-haspopup="menu"]').click();
  await page.getByRole('group', { name: 'Theme' }).getByRole('menuitemradio', { name }).click();
}

test('a theme chosen in the user menu is kept across a reload and a new sign-in, and painted from the first frame', async ({ h }) => {
  const tracked = await openPage(h.browser);
  const { page } = tracked;
  const account = demoAccount('evaluator');
  await page.goto(portalUrl(h.server, '/auth/sign-in'));
  await signIn(page, account.email, account.password);
  await waitForPath(page, '/');
  assert.is(await background(page), light, 'the system is light and nothing was chosen');
  await chooseTheme(page, 'Dark');
  assert.is(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
  assert.is(await background(page), dark);
  assert.is(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme), 'dark', 'native controls follow');

  await watchFirstPaint(page);
  await page.reload();
  await page.locator('h1').first().waitFor();
  assert.equal(await firstPaint(page), { themeAtBody: 'dark', moduleRan: 'false', backgroundAtFirstFrame: dark });

  // Signed out, the sign-in page is dark too; signing in again keeps it.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(portalUrl(h.server, '/auth/sign-in'));
  await page.locator('form h1').waitFor();
  assert.equal(await firstPaint(page), { themeAtBody: 'dark', moduleRan: 'false', backgroundAtFirstFrame: dark });
  await signIn(page, account.email, account.password);
  await waitForPath(page, '/');
  assert.is(await background(page), dark);
  await page.locator('header button[aria-haspopup="menu"]').click();
  const checked = page.getByRole('group', { name: 'Theme' }).getByRole('menuitemradio', { name: 'Dark' });
  assert.is(await checked.getAttribute('aria-checked'), 'true');
  await page.keyboard.press('Escape');

  // Light, chosen, holds against a dark system.
  await chooseTheme(page, 'Light');
  await page.emulateMedia({ colorScheme: 'dark' });
  assert.is(await background(page), light);
  await page.reload();
  await page.locator('h1').first().waitFor();
  assert.equal(await firstPaint(page), { themeAtBody: 'light', moduleRan: 'false', backgroundAtFirstFrame: light });
  assertNoProblems(tracked);
  await tracked.context.close();
});

test('the theme is kept with the person: another computer finds it at sign-in, and the next person on a shared one gets their own', async ({ h }) => {
  const clinician = demoAccount('clinician');
  const first = await openPage(h.browser);
  await first.page.goto(portalUrl(h.server, '/auth/sign-in'));
  await signIn(first.page, clinician.email, clinician.password);
  await waitForPath(first.page, '/');
  const kept = first.page.waitForResponse((answer) => answer.url().endsWith('/api/portal_users/set_own_theme/0'));
  await chooseTheme(first.page, 'Dark');
  assert.is((await kept).status(), 200, 'the choice is kept with the account');
  assertNoProblems(first);
  await first.context.close();

  // Another computer: nothing remembered in its browser, a light system.
  const other = await openPage(h.browser);
  const { page } = other;
  await page.goto(portalUrl(h.server, '/auth/sign-in'));
  await page.locator('form h1').waitFor();
  assert.is(await background(page), light);
  await signIn(page, clinician.email, clinician.password);
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  await waitForPath(page, '/');
  assert.is(await background(page), dark);
  await page.locator('header button[aria-haspopup="menu"]').click();
  assert.is(await page.getByRole('group', { name: 'Theme' }).getByRole('menuitemradio', { name: 'Dark' }).getAttribute('aria-checked'), 'true');
  await page.keyboard.press('Escape');

  // The next person on this computer never chose: theirs is the system's, not the last person's.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(portalUrl(h.server, '/auth/sign-in'));
  await page.locator('form h1').waitFor();
  const manager = demoAccount('user_manager');
  await signIn(page, manager.email, manager.password);
  await page.waitForFunction(() => document.documentElement.dataset.theme === undefined);
  await page.locator('header button[aria-haspopup="menu"]').waitFor();
  assert.is(await background(page), light);
  assert.is(await page.evaluate(() => localStorage.getItem('portal.theme')), 'system', 'the next first paint is theirs too');
  assertNoProblems(other);
  await other.context.close();
});

test('"Same as the system" follows the system as it changes, with no script at all too', async ({ h }) => {
  const tracked = await openPage(h.browser);
  const { page } = tracked;
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(portalUrl(h.server, '/auth/sign-in'));
  await page.locator('form h1').waitFor();
  assert.is(await background(page), dark, 'nothing chosen: the system\'s dark');
  await page.emulateMedia({ colorScheme: 'light' });
  assert.is(await background(page), light);
  await page.emulateMedia({ colorScheme: 'dark' });
  assert.is(await background(page), dark);
  await tracked.context.close();

  const noScript = await h.browser.newContext({ javaScriptEnabled: false, colorScheme: 'dark' });
  const bare = await noScript.newPage();
  await bare.goto(portalUrl(h.server, '/auth/sign-in'));
  assert.is(await background(bare), dark, 'the stylesheet alone follows prefers-color-scheme');
  await noScript.close();
});

test('paper is light whatever the theme: on a dark screen the printed page has the light colours', async ({ h }) => {
  const tracked = await openPage(h.browser);
  const { page } = tracked;
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(portalUrl(h.server, '/auth/sign-in'));
  await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
  const tokens = () => page.evaluate(() => {
    const style = getComputedStyle(document.documentElement);
    return [style.getPropertyValue('--color-surface').trim(), style.getPropertyValue('--color-text').trim(), style.colorScheme];
  });
  assert.equal(await tokens(), ['#182227', '#e3eaed', 'dark']);
  await page.emulateMedia({ media: 'print' });
  assert.equal(await tokens(), ['#ffffff', '#1a2b33', 'light']);
  await tracked.context.close();
});

test('forced colours: the system\'s colours win in either theme, text against background as the system sets them', async ({ h }) => {
  const tracked = await openPage(h.browser);
  const { page } = tracked;
  await page.emulateMedia({ forcedColors: 'active', colorScheme: 'dark' });
  await page.goto(portalUrl(h.server, '/auth/sign-in'));
  await page.locator('form h1').waitFor();
  const looks = async () => page.evaluate(() => {
    const s = getComputedStyle(document.body);
    const card = getComputedStyle(document.querySelector('form')!.parentElement!);
    return { forced: matchMedia('(forced-colors: active)').matches, text: s.color, page: s.backgroundColor, card: card.backgroundColor };
  });
  const darkLooks = await looks();
  await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
  const lightLooks = await looks();
  assert.ok(darkLooks.forced);
  // Forced colours replace the theme's: both themes look the same, in the system's colours.
  assert.equal(lightLooks, darkLooks);
  assert.is.not(darkLooks.text, darkLooks.page);
  await tracked.context.close();
});

test.run();
