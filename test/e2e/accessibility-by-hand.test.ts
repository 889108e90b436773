/**
 * What axe-core cannot see, checked in Chromium on the screens of support/screens.ts: a visible
 * focus indicator with contrast on every control, focus on the page heading and a new title after
 * each navigation, dialogs that trap and return focus, toasts in a live region, form errors tied to
 * their fields with the first one focused, nothing said by colour alone, text at 200 % and a
 * 320 px screen losing nothing, and no motion when the system asks for less.
 *
 * Every screen is walked three times: in English and in Spanish at 1280×800, and in Spanish (whose
 * words are the longer) at 320×640, where the screens marked `phone` are walked in English too.
 * Each walk also runs axe-core on the screens it passes (every screen at 1280, the phone ones at
 * 320), so that a screen is loaded once per language and width for all of its checks;
 * accessibility-matrix.test.ts checks the states that appear over a page.
 *
 * One server and one browser for the file; each walk's page is opened once and its findings are
 * shared by the tests that read them.
 */
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { appPath, assertNoProblems, browserSuite, demoAccount, openPage, portalUrl, signIn, waitForPath, type Harness } from './support/portal.ts';
import { assertClean, desktop, FindingLog, goTo, pageIn, reach, settle, startAs, type Language, type Viewport } from './support/a11y.ts';
import { screenName, screens, screensByWho, type Screen } from './support/screens.ts';
import type { TrackedPage } from './support/browser.ts';
import type { DemoRole } from '../../src/server/seed/demo-data.ts';
import { resolveRoute } from '../../src/portal/app/resolve-route.ts';
import { languages } from '../../src/contract/languages.ts';

const test = browserSuite('accessibility on every screen: axe-core, focus, live regions, field errors, colour, zoom, small screens, motion');
const narrow: Viewport = { width: 320, height: 640 };

/** axe-core's findings, gathered by the walks: every screen at 1280 px, the phone ones at 320 px. */
const axe = { desktop: new FindingLog(), narrow: new FindingLog() };

async function signedInOn(h: Harness, page: Page, role: DemoRole, path = '/'): Promise<void> {
  const account = demoAccount(role);
  await page.goto(portalUrl(h.server, '/auth/sign-in'));
  await signIn(page, account.email, account.password);
  // An account with one institution has it opened on signing in; another chooses the north.
  if (demoAccount(role).memberships.length > 1) {
    await waitForPath(page, '/institutions?from=/auth/sign-in');
    await page.getByRole('button', { name: /Hospital Universitario del Norte/ }).first().click();
  }
  await waitForPath(page, '/');
  if (path !== '/') await goTo(page, h.server, path);
  await settle(page);
}

/**
 * Walks every screen of the list on `tracked`'s page (each group as its viewer) and calls `look`
 * on each once it has settled; `navigated` says whether the screen was reached by a navigation
 * (not the page it starts on).
 */
async function walkScreens(h: Harness, page: Page, look: (screen: Screen, navigated: boolean) => Promise<void>, list: readonly Screen[] = screens) {
  for (const [who, group] of screensByWho(list)) {
    await startAs(h.server, page, who);
    for (const screen of group) {
      const navigated = appPath(page) !== screen.path;
      await reach(page, h.server, screen);
      await look(screen, navigated);
    }
  }
}

/**
 * Every control a person can Tab to on the page: for each, its look before and after it takes
 * focus (after a real Tab press, so the browser shows focus as it does for the keyboard), and the
 * contrast of the indicator against what is around it. Returns the controls whose focus cannot be
 * seen, and how many were checked.
 */
async function unseenFocus(page: Page, scope = 'body', key: 'Tab' | null = 'Tab'): Promise<{ checked: number; unseen: string[] }> {
  if (key) await page.keyboard.press(key);
  return page.evaluate((scope) => {
    const channel = (c: number) => {
      const v = c / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    };
    const parse = (color: string): number[] | null => {
      const m = color.match(/rgba?\(([^)]+)\)/);
      if (!m) return null;
      const [r, g, b, a = '1'] = m[1]!.split(/[ ,/]+/).filter(Boolean);
      return Number(a) === 0 ? null : [Number(r), Number(g), Number(b)];
    };
    const luminance = ([r, g, b]: number[]) => 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
    const contrast = (a: number[], b: number[]) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi! + 0.05) / (lo! + 0.05);
    };
    const backgroundAround = (el: Element): number[] => {
      for (let at = el.parentElement; at; at = at.parentElement) {
        const bg = parse(getComputedStyle(at).backgroundColor);
        if (bg) return bg;
      }
      return [255, 255, 255];
    };
    const look = (el: HTMLElement) => {
      const s = getComputedStyle(el);
      return { outline: s.outlineStyle === 'none' ? 0 : parseFloat(s.outlineWidth), color: s.outlineColor, shadow: s.boxShadow, text: `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor} | ${s.boxShadow}` };
    };
    // Inside a menu, its items (reached by the arrow keys) count too.
    const tabbable = [...document.querySelector(scope)!.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]')].filter((el) => {
      if ((el.tabIndex < 0 && el.getAttribute('role') !== 'menuitem') || (el as HTMLButtonElement).disabled) return false;
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    });
    const unseen: string[] = [];
    for (const el of tabbable) {
      const before = look(el);
      el.focus();
      const after = look(el);
      const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('type') ?? '').trim().slice(0, 40)}"`;
      const shadowColor = parse(after.shadow);
      const color = after.outline >= 2 ? parse(after.color) : after.shadow !== before.shadow ? shadowColor : null;
      if (!color) unseen.push(`${name}: no indicator (${after.text})`);
      else if (contrast(color, backgroundAround(el)) < 3) unseen.push(`${name}: indicator contrast ${contrast(color, backgroundAround(el)).toFixed(2)}:1 (${after.text})`);
    }
    return { checked: tabbable.length, unseen };
  }, scope);
}

let shared: Promise<TrackedPage> | null = null;
/** The English desktop page shared by the tests that only look; each test starts it where it needs. */
function sharedPage(h: Harness): Promise<TrackedPage> {
  shared ??= pageIn(h.browser, 'en', desktop);
  return shared;
}

/** A link inside a sentence (its block holds more words than the link, and it is not drawn as a button). */
async function linksInText(page: Page): Promise<{ count: number; plain: string[] }> {
  return page.evaluate(() => {
    const inText = [...document.querySelectorAll('main a[href]')].filter((a) => {
      const block = a.closest('p, li, td, dd, div');
      const buttonLike = getComputedStyle(a).backgroundColor !== 'rgba(0, 0, 0, 0)';
      return !a.closest('nav') && !buttonLike && !!block && (block.textContent ?? '').trim().length > (a.textContent ?? '').trim().length + 10;
    });
    return {
      count: inText.length,
      plain: inText.filter((a) => !getComputedStyle(a).textDecorationLine.includes('underline')).map((a) => `link "${a.textContent?.trim().slice(0, 30)}" is not underlined`),
    };
  });
}

/** What one walk over every screen saw on the shared page, for the tests that only look. */
interface ScreenFacts {
  screen: Screen;
  /** Reached by an in-app navigation (not the page a group starts on). */
  navigated: boolean;
  title: string;
  /** After the navigation, where focus went: '' when on the page's heading. */
  focusNotOnHeading: string;
  focus: { checked: number; unseen: string[] };
  links: { count: number; plain: string[] };
}

let survey: Promise<ScreenFacts[]> | null = null;
/** Walks every screen once on the shared page (the first test that asks pays for it). */
function surveyScreens(h: Harness): Promise<ScreenFacts[]> {
  survey ??= (async () => {
    const { page } = await sharedPage(h);
    const facts: ScreenFacts[] = [];
    await walkScreens(h, page, async (screen, navigated) => {
      // Focus first: the focus indicator check moves it.
      const onHeading = await page
        .waitForFunction(() => document.activeElement?.tagName === 'H1' && !!document.activeElement.closest('main'), undefined, { timeout: navigated ? 3000 : 1 })
        .then(() => true, () => false);
      const focusNotOnHeading = !navigated || onHeading ? '' : `focus on ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))}`;
      await axe.desktop.check(page, { screen: screenName(screen), language: 'en', viewport: desktop });
      facts.push({ screen, navigated, title: await page.title(), focusNotOnHeading, links: await linksInText(page), focus: await unseenFocus(page) });
    });
    return facts;
  })();
  return survey;
}

test('every control reached by Tab shows a focus indicator of 3:1 contrast or more (every screen, the user menu and the support dialog)', async ({ h }) => {
  const tracked = await sharedPage(h);
  const { page } = tracked;
  const unseen: string[] = [];
  let checked = 0;
  const note = (where: string, found: { checked: number; unseen: string[] }) => {
    checked += found.checked;
    unseen.push(...found.unseen.map((u) => `${where}: ${u}`));
  };
  for (const fact of await surveyScreens(h)) note(screenName(fact.screen), fact.focus);
  await goTo(page, h.server, '/');
  await page.locator('header button[aria-haspopup="menu"]').click();
  await page.getByRole('menu').waitFor();
  await page.keyboard.press('ArrowDown');
  note('the user menu', await unseenFocus(page, '[role="menu"]', null));
  await page.getByRole('menuitem').nth(-2).click();
  await page.locator('dialog[open]').waitFor();
  note('the support dialog', await unseenFocus(page, 'dialog[open]'));
  await page.keyboard.press('Escape');
  await page.locator('dialog[open]').waitFor({ state: 'detached' });
  assert.ok(checked > 200, `${checked} controls checked`);
  assert.equal(unseen, [], 'every focused control shows an indicator');
  assertNoProblems(tracked);
});

test('every navigation moves focus to the new page heading and titles the document "page · product"', async ({ h }) => {
  const tracked = await sharedPage(h);
  const { page } = tracked;
  const wrong: string[] = [];
  let product = '';
  let navigations = 0;
  for (const fact of await surveyScreens(h)) {
    const title = resolveRoute(fact.screen.path).route.title;
    product ||= fact.title.split(' · ').pop() ?? '';
    if (fact.title !== `${title} · ${product}`) wrong.push(`${screenName(fact.screen)}: title "${fact.title}", expected "${title} · ${product}"`);
    if (fact.navigated) navigations++;
    if (fact.focusNotOnHeading) wrong.push(`${screenName(fact.screen)}: ${fact.focusNotOnHeading}`);
  }
  assert.is(product, 'Evaluation Report Portal');
  assert.ok(navigations > 20, `${navigations} navigations`);
  // A sidebar link and a user menu item, as a person clicks them.
  await goTo(page, h.server, '/');
  await page.locator('aside').getByRole('link', { name: 'Institutions' }).click();
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1', undefined, { timeout: 3000 }).catch(() => {});
  if ((await page.evaluate(() => document.activeElement?.textContent)) !== 'Institutions') wrong.push('the sidebar link Institutions: focus not on its heading');
  await page.locator('header button[aria-haspopup="menu"]').click();
  await page.getByRole('menuitem', { name: 'About' }).click();
  await page.waitForFunction(() => document.activeElement?.textContent === 'About', undefined, { timeout: 3000 }).catch(() => {});
  if ((await page.evaluate(() => document.activeElement?.tagName)) !== 'H1') wrong.push('the user menu item About: focus not on its heading');
  if ((await page.title()) !== `About · ${product}`) wrong.push(`the user menu item About: title "${await page.title()}"`);
  assert.equal(wrong, []);
  assertNoProblems(tracked);
});

/** Presses Tab (or Shift+Tab) `times` times; returns whether focus ever left `container`. */
async function focusLeaves(page: Page, container: string, key: 'Tab' | 'Shift+Tab', times: number): Promise<boolean> {
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(key);
    const inside = await page.evaluate((sel) => !!document.activeElement?.closest(sel), container);
    if (!inside) return true;
  }
  return false;
}

test('the support dialog and the phone drawer keep focus inside and give it back when closed', async ({ h }) => {
  const tracked = await openPage(h.browser);
  const { page } = tracked;
  await signedInOn(h, page, 'evaluator');
  const trigger = page.locator('header button[aria-haspopup="menu"]');
  await trigger.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem').first().waitFor();
  await page.getByRole('menuitem').nth(-2).focus();
  await page.keyboard.press('Enter');
  await page.locator('dialog[open]').waitFor();
  assert.ok(await page.evaluate(() => !!document.activeElement?.closest('dialog[open]')), 'focus starts inside the dialog');
  assert.not.ok(await focusLeaves(page, 'dialog[open]', 'Tab', 12), 'Tab stays in the dialog');
  assert.not.ok(await focusLeaves(page, 'dialog[open]', 'Shift+Tab', 12), 'Shift+Tab stays in the dialog');
  await page.keyboard.press('Escape');
  await page.locator('dialog[open]').waitFor({ state: 'detached' });
  assert.ok(await trigger.evaluate((el) => el === document.activeElement), 'focus is back on the user menu button');
  await tracked.context.close();

  const phone = await openPage(h.browser, { width: 390, height: 844 });
  await signedInOn(h, phone.page, 'evaluator');
  const open = phone.page.getByRole('button', { name: 'Open navigation' });
  await open.click();
  await phone.page.locator('#navigation-drawer').waitFor();
  assert.ok(await phone.page.evaluate(() => !!document.activeElement?.closest('#navigation-drawer')), 'focus starts in the drawer');
  assert.not.ok(await focusLeaves(phone.page, '#navigation-drawer', 'Tab', 12), 'Tab stays in the drawer');
  assert.not.ok(await focusLeaves(phone.page, '#navigation-drawer', 'Shift+Tab', 12), 'Shift+Tab stays in the drawer');
  await phone.page.keyboard.press('Escape');
  await phone.page.locator('#navigation-drawer').waitFor({ state: 'detached' });
  assert.ok(await open.evaluate((el) => el === document.activeElement), 'focus is back on the menu button');
  assertNoProblems(phone);
  await phone.context.close();
});

test('a toast is said through a live region that was in the page before it appeared', async ({ h }) => {
  const tracked = await openPage(h.browser);
  const { page } = tracked;
  await signedInOn(h, page, 'evaluator', '/my_account');
  // Screen readers announce changes inside a live region they already know, not a region that
  // arrives with its text: mark the live regions present now, then show a toast.
  await page.evaluate(() => {
    for (const el of document.querySelectorAll('[aria-live], [role="status"], [role="alert"], [role="log"]')) el.setAttribute('data-live-before', '');
  });
  await page.locator('header button[aria-haspopup="menu"]').click();
  await page.getByRole('menuitem').nth(-2).click();
  const dialog = page.locator('dialog[open]');
  await dialog.waitFor();
  await dialog.locator('select').first().selectOption({ index: 1 });
  await dialog.locator('textarea').fill('The report of subject 12 does not open.');
  await dialog.locator('button[type="submit"]').click();
  await dialog.waitFor({ state: 'detached' });
  const toast = page.getByText('Support request sent', { exact: false }).first();
  await toast.waitFor();
  const region = await toast.evaluate((el) => {
    const live = el.closest('[aria-live], [role="status"], [role="alert"], [role="log"]');
    const outer = live?.parentElement?.closest('[data-live-before]') ?? (live?.hasAttribute('data-live-before') ? live : null);
    return { live: live?.getAttribute('role') ?? live?.getAttribute('aria-live') ?? null, before: !!outer };
  });
  assert.ok(region.live, 'the toast is inside a live region');
  assert.ok(region.before, 'that live region was in the page before the toast');
  assertNoProblems(tracked);
  await tracked.context.close();
});

test('a refused form ties each error to its field with aria-describedby and focuses the first invalid field', async ({ h }) => {
  const tracked = await openPage(h.browser);
  const { page } = tracked;
  await page.goto(portalUrl(h.server, '/auth/sign-up'));
  await settle(page);
  await page.getByLabel('First name').fill('Ana');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.locator('[aria-invalid="true"]').first().waitFor();
  const fields = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>('[aria-invalid="true"]')].map((input) => ({
      name: input.labels?.[0]?.textContent ?? input.name,
      described: (input.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    })),
  );
  assert.ok(fields.length >= 2, `${fields.length} invalid fields (last name and email)`);
  for (const field of fields) assert.ok(field.described.trim().length > 0, `${field.name} is described by its error`);
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true', undefined, { timeout: 3000 }).catch(() => {});
  const focused = await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'));
  assert.is(focused, 'family-name', 'the first invalid field (Last name) has focus');
  assertNoProblems(tracked);
  await tracked.context.close();
});

/**
 * What a small screen or large text would lose on the page: a scroll bar sideways, or a control
 * outside the screen or whose words are cut off.
 */
async function lost(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const out: string[] = [];
    const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
    if (root.scrollWidth > root.clientWidth) {
      const widest = [...document.querySelectorAll('body *')].find((el) => el.getBoundingClientRect().right > root.clientWidth + 1);
      out.push(`scrolls sideways: ${root.scrollWidth} px wide in ${root.clientWidth} px (${widest ? describe(widest) : '?'})`);
    }
    for (const el of document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [role="button"], [role="menuitem"], h1, label')) {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      // Hidden, visually hidden (1 px, clipped) and the skip link waiting off screen for focus.
      if (r.width <= 2 || r.height <= 2 || s.visibility === 'hidden' || r.right <= 0) continue;
      if (r.left < -1 || r.right > root.clientWidth + 1) out.push(`${describe(el)} is outside the screen (${Math.round(r.left)}–${Math.round(r.right)} px)`);
      else if (!/^(INPUT|SELECT|TEXTAREA)$/.test(el.tagName) && s.overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1) out.push(`${describe(el)} has its words cut (${el.scrollWidth} px in ${el.clientWidth} px)`);
    }
    return out;
  });
}

/** The languages walked at 1280 px (surveyScreens in English, walkSpanish in Spanish). */
const desktopWalked: readonly Language[] = ['en', 'es'];

let narrowWalks: Promise<string[]> | null = null;
/**
 * Walks the screens at 320 px, every language side by side: every screen in the languages whose
 * words are longer than English, and the phone screens (those whose layout differs most on a
 * phone) in English. On each, what is lost, and axe-core on the phone screens (on every screen in
 * a language no 1280 px walk covers); then axe-core on the navigation drawer and the user menu.
 */
function walkNarrow(h: Harness): Promise<string[]> {
  narrowWalks ??= (async () => {
    const found: string[] = [];
    await Promise.all(
      languages.map(async (language) => {
        const tracked = await pageIn(h.browser, language, narrow);
        const { page } = tracked;
        const at = (screen: string) => ({ screen, language, viewport: narrow });
        // Every screen in the languages whose words are longer than English; the phone screens in English.
        const list = language === 'en' ? screens.filter((screen) => screen.phone) : screens;
        await walkScreens(h, page, async (screen) => {
          // axe on every screen in the languages no 1280 px walk covers (English and Spanish have theirs).
          if (screen.phone || !desktopWalked.includes(language)) await axe.narrow.check(page, at(screenName(screen)));
          found.push(...(await lost(page)).map((l) => `${screenName(screen)} [${language}]: ${l}`));
        }, list);
        await goTo(page, h.server, '/');
        await page.locator('header button[aria-controls], header button[aria-expanded]').first().click();
        await page.locator('[role="dialog"][aria-modal="true"]').waitFor();
        await axe.narrow.check(page, at('/ with the navigation drawer open'));
        await page.keyboard.press('Escape');
        await page.locator('header button[aria-haspopup="menu"]').click();
        await page.getByRole('menu').waitFor();
        await axe.narrow.check(page, at('/ with the user menu open'));
        assert.is(await page.evaluate(() => document.documentElement.lang), language, `the page is in ${language}`);
        assertNoProblems(tracked);
        await tracked.context.close();
      }),
    );
    return found;
  })();
  return narrowWalks;
}

/** Sets the root font size as a browser's text-only zoom does ('' for the default). */
async function textSize(page: Page, size: string): Promise<void> {
  // A table measures its room again on the frame after its size changes (ui/data-table.tsx), so
  // two frames pass before anyone looks.
  await page.evaluate((size) => {
    document.documentElement.style.fontSize = size;
    return new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
  }, size);
}

let spanishWalk: Promise<string[]> | null = null;
/**
 * Walks every screen in Spanish, whose words are the longer, at 1280 px, in the dark theme: axe-core on the screen as
 * it comes, then what is lost with the text at 200 % (the layout width unchanged), then back.
 */
function walkSpanish(h: Harness): Promise<string[]> {
  spanishWalk ??= (async () => {
    const tracked = await pageIn(h.browser, 'es', desktop);
    const { page } = tracked;
    // The dark theme, by the system's setting: every screen is checked in both themes (light in
    // English) without a walk of its own.
    await page.emulateMedia({ colorScheme: 'dark' });
    const found: string[] = [];
    await walkScreens(h, page, async (screen) => {
      assert.is(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme), 'dark', 'the Spanish walk is dark');
      await axe.desktop.check(page, { screen: screenName(screen), language: 'es', viewport: desktop });
      await textSize(page, '200%');
      assert.is(await page.evaluate(() => getComputedStyle(document.body).fontSize), '32px', 'the text is at 200 %');
      found.push(...(await lost(page)).map((l) => `${screenName(screen)}: ${l}`));
      await textSize(page, '');
    });
    assert.is(await page.evaluate(() => document.documentElement.lang), 'es', 'the page is in Spanish');
    assertNoProblems(tracked);
    await tracked.context.close();
    return found;
  })();
  return spanishWalk;
}

test('at 320 px wide nothing is lost: no sideways scroll, no control cut or off screen (every screen in Spanish and Portuguese, the phone screens in English)', async ({ h }) => {
  assert.equal(await walkNarrow(h), [], 'nothing lost at 320 px');
});

test('with text at 200 % nothing is lost: no sideways scroll, no control cut or off screen (every screen, Spanish, 1280 px)', async ({ h }) => {
  assert.equal(await walkSpanish(h), [], 'nothing lost with text at 200 %');
});

test('axe-core finds nothing serious or critical on any screen (1280×800 in English, light, and Spanish, dark; 320×640 in Portuguese)', async ({ h }) => {
  await Promise.all([surveyScreens(h), walkSpanish(h), walkNarrow(h)]);
  assert.ok(axe.desktop.screens.length >= 2 * screens.length, `${axe.desktop.screens.length} screens checked`);
  assertClean(axe.desktop);
  assertClean(axe.narrow);
});

test('axe-core finds nothing serious or critical at phone size: the phone screens, the navigation drawer and the user menu (320×640, every language)', async ({ h }) => {
  await walkNarrow(h);
  assert.ok(axe.narrow.screens.length >= languages.length * (screens.filter((screen) => screen.phone).length + 2), `${axe.narrow.screens.length} screens checked`);
  assertClean(axe.narrow);
});

test('nothing is said by colour alone: links in text are underlined, field errors are words, the current page is marked by more than colour', async ({ h }) => {
  const tracked = await sharedPage(h);
  const { page } = tracked;
  const found: string[] = [];
  let links = 0;
  for (const fact of await surveyScreens(h)) {
    links += fact.links.count;
    found.push(...fact.links.plain.map((p) => `${screenName(fact.screen)}: ${p}`));
  }
  assert.ok(links >= 3, `${links} links in text`);

  // The current page in the sidebar: marked by weight, a bar or an underline, not by colour only.
  await startAs(h.server, page, 'evaluator');
  await goTo(page, h.server, '/institutions');
  const current = await page.evaluate(() => {
    const links = [...document.querySelectorAll<HTMLElement>('aside a[href]')];
    const here = links.find((a) => a.getAttribute('aria-current') === 'page');
    const other = links.find((a) => a !== here);
    if (!here || !other) return 'no link marked aria-current="page"';
    const [a, b] = [getComputedStyle(here), getComputedStyle(other)];
    const beyondColour =
      Math.abs(Number(a.fontWeight) - Number(b.fontWeight)) >= 200 ||
      a.textDecorationLine !== b.textDecorationLine ||
      a.boxShadow !== b.boxShadow ||
      a.borderInlineStartWidth !== b.borderInlineStartWidth;
    return beyondColour ? '' : `the current page differs only by colour (weight ${a.fontWeight} vs ${b.fontWeight})`;
  });
  if (current) found.push(`sidebar: ${current}`);

  // Field errors: words under the field and in the summary, not a red border alone.
  await startAs(h.server, page, 'signed-out');
  await goTo(page, h.server, '/auth/sign-up');
  await page.locator('form button[type="submit"]').click();
  await page.locator('[aria-invalid="true"]').first().waitFor();
  const errors = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[aria-invalid="true"]')].map((field) => {
      const id = (field.getAttribute('aria-describedby') ?? '').split(' ').find((each) => each.endsWith('-error'));
      const error = id ? document.getElementById(id) : null;
      const shown = !!error && error.getBoundingClientRect().height > 0 && (error.textContent ?? '').trim().length > 3;
      return shown ? '' : `field ${field.id} is marked invalid without words`;
    }),
  );
  found.push(...errors.filter(Boolean));
  assert.ok(errors.length >= 2, `${errors.length} invalid fields`);
  assert.ok(((await page.getByRole('alert').first().textContent()) ?? '').trim().length > 10, 'the summary says what is wrong');
  assert.equal(found, []);
  assertNoProblems(tracked);
});

/** Every element's animation and transition durations above 0.01 s, as "element: duration". */
async function motion(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const slow: string[] = [];
    const seconds = (list: string) => Math.max(...list.split(',').map((d) => (d.trim().endsWith('ms') ? parseFloat(d) / 1000 : parseFloat(d))));
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const s = getComputedStyle(el);
      const animated = s.animationName !== 'none' && seconds(s.animationDuration) > 0.01;
      const moving = s.transitionProperty !== 'none' && seconds(s.transitionDuration) > 0.01;
      if (animated || moving) slow.push(`${el.tagName.toLowerCase()}.${el.className}: animation ${s.animationName} ${s.animationDuration}, transition ${s.transitionDuration}`);
    }
    return slow;
  });
}

test('with prefers-reduced-motion nothing animates or transitions (checked while a page loads; without it the spinner turns)', async ({ h }) => {
  const tracked = await openPage(h.browser);
  const { page } = tracked;
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signedInOn(h, page, 'evaluator', '/my_account');
  // Hold the next data call so the page spinner shows, then check it and the rest of the page.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/**', async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  await page.locator('aside').getByRole('link', { name: 'Institutions' }).click();
  await page.locator('[role="status"][aria-label]').first().waitFor();
  const moving = await motion(page);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const movingUsually = await motion(page);
  release();
  await settle(page);
  assert.equal(moving, [], 'nothing animates while loading');
  assert.ok(movingUsually.some((m) => m.includes('animation')), 'without the preference the spinner turns (the check sees motion)');
  assert.is(appPath(page).startsWith('/institutions'), true);
  assertNoProblems(tracked);
  await tracked.context.close();
});

test.run();
