/**
 * axe-core on what appears over a page, in every language of the product (Spanish in the dark theme): the user menu, the support
 * dialog, field errors, the session banner, the sign-in-again dialog, a toast, the forbidden panel,
 * the institution chooser and the terms to accept (1280×800). Every screen of the list
 * (support/screens.ts, which covers every route of app/routes.ts) is checked by the walks of
 * accessibility-by-hand.test.ts, at 1280×800 and, those marked `phone` with the drawer and the user
 * menu, at 320×640; this file fails while a route has no screen in that list. Each finding is
 * printed with its rule, target, page, language and width; a serious or critical one fails the test.
 *
 * The selectors do not depend on the interface language: form fields by type, buttons by their
 * ARIA state, institutions by their (untranslated) names.
 */
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { appPath, assertNoProblems, browserSuite, demoAccount, portalUrl, waitForPath, type Harness } from './support/portal.ts';
import { assertClean, desktop, FindingLog, formatFinding, pageIn, phone, settle, signInThroughForm, type Language, type Viewport } from './support/a11y.ts';
import { screens } from './support/screens.ts';
import type { TrackedPage } from './support/browser.ts';
import { routes } from '../../src/portal/app/routes.ts';
import { resolveRoute } from '../../src/portal/app/resolve-route.ts';
import { languages } from '../../src/contract/languages.ts';

// The session warning is reached by letting the hour of spec §4 run out, so no shorter idle limit.
const test = browserSuite('axe-core on the states over a page, in every language; every route in the screen list', { sessionLimits: { minutes: 60, idleMinutes: 60 } });

const northName = /Hospital Universitario del Norte/;

/** Signs in through the form, in any language, and waits for the institution chooser. */
async function signInAs(h: Harness, page: Page, role: 'evaluator' | 'institutional_clinician'): Promise<void> {
  await page.goto(portalUrl(h.server, '/auth/sign-in'));
  await signInThroughForm(page, role);
  // The evaluator's one institution is opened on signing in; two stop at the choice.
  await waitForPath(page, demoAccount(role).memberships.length > 1 ? '/institutions?from=/auth/sign-in' : '/');
}

async function chooseNorth(page: Page): Promise<void> {
  if (!appPath(page).startsWith('/institutions')) return;
  await page.getByRole('button', { name: northName }).first().click();
  await waitForPath(page, '/');
}

/** Runs `body` once per language, side by side, each in a fresh context; closes them after. */
async function inEachLanguage(h: Harness, viewport: Viewport, body: (tracked: TrackedPage, language: Language) => Promise<void>) {
  await Promise.all(
    languages.map(async (language) => {
      const tracked = await pageIn(h.browser, language, viewport);
      // Spanish in the dark theme (the system's setting), so each state is checked in both themes.
      if (language === 'es') await tracked.page.emulateMedia({ colorScheme: 'dark' });
      try {
        await body(tracked, language);
        assert.is(await tracked.page.evaluate(() => document.documentElement.lang), language, `the page is in ${language}`);
        assertNoProblems(tracked);
      } finally {
        await tracked.context.close();
      }
    }),
  );
}

test('every route of the portal has a screen in the list the checks walk', () => {
  const listed = new Set(screens.map((screen) => resolveRoute(screen.path).route));
  const missing = routes.filter((route) => !listed.has(route)).map((route) => route.pattern);
  assert.equal(missing, [], 'routes without an entry in test/e2e/support/screens.ts');
});

test('the check finds and places a serious finding when a screen has one', async ({ h }) => {
  const log = new FindingLog();
  const tracked = await pageIn(h.browser, 'es', phone);
  await tracked.page.goto(portalUrl(h.server, '/auth/sign-in'));
  await settle(tracked.page);
  // An image without a text alternative: axe's image-alt rule, critical.
  await tracked.page.evaluate(() => document.querySelector('main')?.append(document.createElement('img')));
  await log.check(tracked.page, { screen: '/auth/sign-in with an image added', language: 'es', viewport: phone });
  await tracked.context.close();
  const found = log.serious.find((f) => f.rule === 'image-alt');
  assert.ok(found, 'image-alt is reported');
  assert.is(formatFinding(found).startsWith('image-alt (critical) on ["#main-content > img"] — /auth/sign-in with an image added [es, 390×844]'), true, formatFinding(found));
});

test('the forbidden panel, the institution chooser and the terms to accept (1280×800, every language)', async ({ h }) => {
  const log = new FindingLog();
  await inEachLanguage(h, desktop, async ({ page }, language) => {
    await signInAs(h, page, 'institutional_clinician');
    await settle(page);
    await log.check(page, { screen: 'the institution chooser, two institutions', language, viewport: desktop });
    // The south's terms are not accepted yet: choosing it asks for them first.
    await page.getByRole('button', { name: /Clínica do Sul/ }).first().click();
    await settle(page);
    await log.check(page, { screen: `${appPath(page)} after choosing an institution whose terms are not accepted`, language, viewport: desktop });
    await page.goto(portalUrl(h.server, '/institutions'));
    await chooseNorth(page);
    await page.goto(portalUrl(h.server, '/training/videos'));
    await settle(page);
    await log.check(page, { screen: 'the forbidden panel (/training/videos without Training)', language, viewport: desktop });
  });
  assertClean(log);
});

test('the user menu, support dialog, sign-up field errors, session banner, sign-in-again dialog and a toast (1280×800, every language)', async ({ h }) => {
  const log = new FindingLog();
  await inEachLanguage(h, desktop, async ({ page }, language) => {
    const at = (screen: string) => ({ screen, language, viewport: desktop });
    await page.goto(portalUrl(h.server, '/auth/sign-up'));
    await settle(page);
    await page.locator('input[autocomplete="given-name"]').fill('Ana');
    await page.locator('input[autocomplete="family-name"]').fill('Ruiz');
    await page.locator('input[type="email"]').fill('not-an-email');
    await page.locator('form button[type="submit"]').click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    await log.check(page, at('/auth/sign-up with field errors shown'));

    await page.clock.install();
    await signInAs(h, page, 'evaluator');
    await chooseNorth(page);
    await settle(page);
    await page.locator('header button[aria-haspopup="menu"]').click();
    await page.getByRole('menu').waitFor();
    await log.check(page, at('/ with the user menu open'));
    // Support is the item before Logout.
    await page.getByRole('menuitem').nth(-2).click();
    await page.locator('dialog[open]').waitFor();
    await log.check(page, at('/ with the support dialog open'));
    await page.keyboard.press('Escape');
    await page.locator('dialog[open]').waitFor({ state: 'detached' });

    await page.goto(portalUrl(h.server, '/my_account'));
    await settle(page);
    await page.clock.fastForward('55:30');
    const banner = page.locator('main section[aria-label]');
    await banner.waitFor();
    await log.check(page, at('/my_account with the session-ending banner'));
    await banner.getByRole('button').click();
    const dialog = page.locator('dialog[open]');
    await dialog.waitFor();
    await log.check(page, at('/my_account with the sign-in-again dialog'));
    await dialog.locator('input[type="password"]').fill(demoAccount('evaluator').password);
    await dialog.locator('button[type="submit"]').click();
    await dialog.waitFor({ state: 'detached' });
    await page.locator('[role="status"][aria-atomic="true"]').waitFor();
    await log.check(page, at('/my_account with a toast shown'));
  });
  assertClean(log);
});

test.run();
