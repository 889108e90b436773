/**
 * Accessibility checks across many screens: axe-core findings gathered with where they were seen
 * (screen, language, width) and printed together, so one run shows every problem at once instead
 * of stopping at the first.
 */
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { allA11yFindings, openPage, type TrackedPage } from './browser.ts';
import { demoAccount, type DemoRole } from '../../../src/server/seed/demo-data.ts';
import type { Screen } from './screens.ts';

export type { Language } from '../../../src/contract/languages.ts';
import type { Language } from '../../../src/contract/languages.ts';

export interface Viewport {
  width: number;
  height: number;
}

export const desktop: Viewport = { width: 1280, height: 800 };
export const phone: Viewport = { width: 390, height: 844 };

/** Where a check ran. */
export interface Place {
  screen: string;
  language: Language;
  viewport: Viewport;
}

export interface PlacedFinding extends Place {
  rule: string;
  impact: string | null;
  help: string;
  target: string;
}

const describePlace = (p: Place) => `${p.screen} [${p.language}, ${p.viewport.width}×${p.viewport.height}]`;

/** One line per finding: rule, impact, target and page, language and width. */
export function formatFinding(f: PlacedFinding): string {
  return `${f.rule} (${f.impact}) on ${f.target} — ${describePlace(f)}: ${f.help}`;
}

/** Collects findings over many screens; serious and critical ones fail the test at the end. */
export class FindingLog {
  readonly serious: PlacedFinding[] = [];
  readonly lesser: PlacedFinding[] = [];
  readonly screens: string[] = [];

  async check(page: Page, place: Place): Promise<void> {
    const heading = await page.locator('h1').first().textContent({ timeout: 1000 }).catch(() => null);
    this.screens.push(`${describePlace(place)}: "${heading ?? 'no heading'}"`);
    for (const finding of await allA11yFindings(page)) {
      for (const target of finding.nodes) {
        const placed = { ...place, rule: finding.id, impact: finding.impact, help: finding.help, target };
        (finding.impact === 'serious' || finding.impact === 'critical' ? this.serious : this.lesser).push(placed);
      }
    }
  }

  /** Prints every finding; returns the serious and critical ones as lines. */
  report(): string[] {
    const lines = this.serious.map(formatFinding);
    if (process.env.A11Y_LIST_SCREENS) for (const screen of this.screens) console.log(`  checked ${screen}`);
    console.log(`  axe checked ${this.screens.length} screens: ${lines.length} serious or critical findings, ${this.lesser.length} lesser`);
    for (const line of lines) console.log(`  axe: ${line}`);
    for (const f of this.lesser) console.log(`  axe (moderate or minor, not failing): ${formatFinding(f)}`);
    return lines;
  }
}

/** Fails the test when `log` holds a serious or critical finding; prints every finding. */
export function assertClean(log: FindingLog): void {
  const lines = log.report();
  assert.equal(lines, [], `no serious or critical findings on ${log.screens.length} screens`);
}

/**
 * A page in `language` (remembered in localStorage before the portal starts, as a returning
 * visitor's choice would be) at `viewport`. Counts the requests in flight so `settle` can wait
 * for a screen's data.
 */
export async function pageIn(browser: Browser, language: Language, viewport: Viewport): Promise<TrackedPage> {
  const tracked = await openPage(browser, viewport);
  await tracked.context.addInitScript((lang) => {
    try {
      localStorage.setItem('portal.language', lang);
    } catch {
      // storage refused: the test then sees the default language and fails on its texts
    }
  }, language);
  const inFlight = new Set<unknown>();
  tracked.page.on('request', (r) => inFlight.add(r));
  tracked.page.on('requestfinished', (r) => inFlight.delete(r));
  tracked.page.on('requestfailed', (r) => inFlight.delete(r));
  settling.set(tracked.page, () => inFlight.size);
  return tracked;
}

const settling = new WeakMap<Page, () => number>();

/**
 * Waits until the screen has its level-1 heading, no request has been in flight for 120 ms and no
 * loading spinner (a status with a label, as ui/spinner.tsx draws it) is left.
 */
export async function settle(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor({ timeout: 10_000 });
  const pending = settling.get(page) ?? (() => 0);
  const deadline = Date.now() + 10_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (pending() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 120) break;
    await page.waitForTimeout(30);
  }
  await page.waitForFunction(() => !document.querySelector('[role="status"][aria-label]'), undefined, { timeout: 10_000 });
}

/**
 * Opens an app path as a link in the portal does (history push, then the router's popstate
 * listener), so the page, its scripts and axe-core stay loaded; the first call loads the portal.
 */
export async function goTo(page: Page, server: { url: string }, path: string): Promise<void> {
  if (!page.url().startsWith(`${server.url}/portal`)) {
    await page.goto(`${server.url}/portal${path}`);
  } else {
    await page.evaluate(async (to) => {
      history.pushState(null, '', `/portal${to}`);
      dispatchEvent(new PopStateEvent('popstate'));
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }, path);
  }
  await settle(page);
}

/**
 * Makes the page look at the portal as `who`: signed out on the sign-in page, or signed in
 * through the form (in any language) as that role's demo account with the north institution
 * chosen, on the home page.
 */
export async function startAs(server: { url: string }, page: Page, who: Screen['who']): Promise<void> {
  // The session lives in the tab's sessionStorage: emptying it signs out without a server call.
  if (page.url().startsWith(`${server.url}/portal`)) await page.evaluate(() => sessionStorage.clear());
  await page.goto(`${server.url}/portal/auth/sign-in`);
  await settle(page);
  if (who === 'signed-out') return;
  await signInThroughForm(page, who);
  // An account with one institution has it opened on signing in; another chooses the north.
  if (demoAccount(who).memberships.length > 1) {
    await page.waitForURL((url) => url.pathname.endsWith('/institutions'), { timeout: 10_000 });
    await settle(page);
    await page.getByRole('button', { name: /Hospital Universitario del Norte/ }).first().click();
  }
  await page.waitForURL((url) => url.pathname === '/portal/', { timeout: 10_000 });
  await settle(page);
}

/** Fills and sends the sign-in form as `role`'s demo account; selectors independent of language. */
export async function signInThroughForm(page: Page, role: DemoRole): Promise<void> {
  const account = demoAccount(role);
  await page.locator('input[type="email"]').fill(account.email);
  await page.locator('input[type="password"]').fill(account.password);
  await page.locator('form button[type="submit"]').click();
}

/** Opens `screen` on a page already looking at the portal as `screen.who`. */
export async function reach(page: Page, server: { url: string }, screen: Screen): Promise<void> {
  await goTo(page, server, screen.path);
  await screen.open?.(page);
}
