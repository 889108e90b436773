/**
 * Real-browser harness: Debian's Chromium driven by playwright-core. Every page records CSP
 * violations and uncaught errors so each test can fail on them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/**
 * The Chromium binaries the tests look for, in order, when CHROMIUM_PATH names none. Debian's
 * headless shell (package `chromium-headless-shell`: the same Chromium, built without the desktop
 * browser's window and profile layers, as Playwright itself runs headless tests) opens a context
 * and loads a page for about a third of the full browser's processor time; the full browser
 * (package `chromium`) still works. Never downloaded.
 */
// test/run.mjs checks the same two paths before any browser test starts.
export const chromiumCandidates = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

/** The Chromium binary: CHROMIUM_PATH, else the first of `chromiumCandidates` installed. */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH || chromiumCandidates.find((candidate) => existsSync(candidate));
  if (!path || !existsSync(path)) {
    throw new Error(
      `Chromium was not found at ${path ?? chromiumCandidates.join(' or ')}. The browser tests need it: install it with ` +
        '`apt-get install chromium-headless-shell` (Debian) or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  return path;
}

/** How Chromium is started: headless, with the flags this closed network needs. */
export function launchOptions() {
  return {
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  };
}

/**
 * The browser of a test file: the one Chromium that test/run.mjs started for the whole run
 * (PORTAL_TEST_BROWSER, see browser-host.ts), else one of its own. Closing a shared one only
 * disconnects this file and closes its contexts. Every test opens contexts of its own, so files
 * sharing the browser share no cookies or storage.
 */
export function launchBrowser(): Promise<Browser> {
  const shared = process.env.PORTAL_TEST_BROWSER;
  if (shared) return chromium.connect(shared);
  return chromium.launch(launchOptions());
}

export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  /** CSP violations and uncaught page errors seen so far. */
  problems: string[];
}

/**
 * Opens a fresh context (empty sessionStorage) and page that records problems. `ignoreHTTPSErrors`
 * is for a web server with a throw-away test certificate. The page prefers reduced motion, as
 * many people set it: nothing animates, so the browser draws no frames of a turning spinner while
 * a test waits (the motion test of accessibility-by-hand.test.ts checks both preferences).
 */
export async function openPage(
  browser: Browser,
  viewport = { width: 1280, height: 800 },
  options: { ignoreHTTPSErrors?: boolean } = {},
): Promise<TrackedPage> {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce', ...options });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy/i.test(text)) problems.push(`CSP: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`Page error: ${error.message}`));
  return { page, context, problems };
}

const require = createRequire(import.meta.url);
let axeSource: string | null = null;

export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/**
 * Runs axe-core (the WCAG 2.2 A and AA rules) in the page and returns every finding. The script
 * is evaluated through the DevTools protocol, which the page's CSP does not govern, so no inline
 * script is added to the page.
 */
export async function allA11yFindings(page: Page): Promise<AxeFinding[]> {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(`${axeSource};0`);
  return page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => JSON.stringify(n.target)),
    }));
  });
}

/** The serious and critical findings of axe-core in the page. */
export async function seriousA11yFindings(page: Page): Promise<AxeFinding[]> {
  const findings = await allA11yFindings(page);
  return findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');
}
