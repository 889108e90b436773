/**
 * A running portal for a browser test: the built portal served by the real reference server on
 * a free loopback port with a fresh copy of the seeded test database, plus a browser.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Download, Page } from 'playwright-core';
import { suite, type Test } from 'uvu';
import * as assert from 'uvu/assert';
import { startServer } from '../../../src/server/app.ts';
import type { SessionLimits } from '../../../src/server/auth/session.ts';
import type { LogEntry } from '../../../src/server/core/log.ts';
import { ownDatabase } from '../../server/support/test-server.ts';
import { demoAccount, demoAccounts, type DemoRole } from '../../../src/server/seed/demo-data.ts';
import { launchBrowser, openPage, seriousA11yFindings, type TrackedPage } from './browser.ts';

export { demoAccount, demoAccounts };

export type Running = Awaited<ReturnType<typeof startServer>>;

export interface Harness {
  server: Running;
  browser: Browser;
  /** Moves the server's clock forward (token expiry). */
  advanceServerClock(ms: number): void;
  /** The server's log lines so far (outside production it logs the links it would mail). */
  logs: LogEntry[];
  close(): Promise<void>;
}

/** Starts the server (on a seeded database of its own, see ownDatabase) and Chromium. */
export async function startHarness(options: { corsOrigins?: string[]; portalApiBase?: string; sessionLimits?: SessionLimits } = {}): Promise<Harness> {
  let offset = 0;
  const logs: LogEntry[] = [];
  // The browser first: when it is missing, no server is left running.
  const browser = await launchBrowser();
  const own = await ownDatabase('seeded').catch(async (error: unknown) => {
    await browser.close();
    throw error;
  });
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    seed: true,
    database: own.database,
    portalDir: 'dist/portal',
    corsOrigins: options.corsOrigins ?? [],
    portalApiBase: options.portalApiBase,
    ...(options.sessionLimits ? { sessionLimits: options.sessionLimits } : {}),
    now: () => Date.now() + offset,
    // Every sign-in of a file comes from this one loopback address: the walks through every screen
    // sign in more than 30 times a minute on a quiet machine. The per-address limit has its
    // server tests (test/server/auth-abuse.test.ts); the per-account throttle still applies here.
    authCallsPerMinute: 0,
    logger: (entry) => {
      logs.push(entry);
    },
  }).catch(async (error: unknown) => {
    await browser.close();
    await own.release();
    throw error;
  });
  return {
    server,
    browser,
    logs,
    advanceServerClock: (ms) => {
      offset += ms;
    },
    async close() {
      await browser.close();
      await server.close();
      await own.release();
    },
  };
}

/** The portal URL of an app path. */
export function portalUrl(server: Running, path: string): string {
  return `${server.url}/portal${path}`;
}

/** Signs in through the form as a person would. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The current app path and query (without the /portal base). */
export function appPath(page: Page): string {
  const url = new URL(page.url());
  return url.pathname.replace(/^\/portal/, '') + url.search;
}

/**
 * Waits until the app path equals `expected`, for as long as Playwright waits for anything else
 * (30 s): a navigation that needs a call and a chunk download took over 10 s on a busy machine.
 */
export async function waitForPath(page: Page, expected: string): Promise<void> {
  await page.waitForURL((url) => url.pathname.replace(/^\/portal/, '') + url.search === expected, { timeout: 30_000 });
}

/** Fails the test when the page saw a CSP violation or an uncaught error. */
export function assertNoProblems(tracked: TrackedPage): void {
  assert.equal(tracked.problems, [], 'no CSP violation or uncaught page error');
}

/** Fails on serious or critical accessibility findings. */
export async function assertAccessible(page: Page, screen: string): Promise<void> {
  const findings = await seriousA11yFindings(page);
  assert.equal(findings, [], `no serious or critical accessibility findings on ${screen}`);
}

export { openPage };

/** A uvu suite whose tests share one harness (server and Chromium), started before and closed after. */
export function browserSuite(name: string, options: Parameters<typeof startHarness>[0] = {}): Test<{ h: Harness }> {
  const test = suite<{ h: Harness }>(name);
  test.before(async (ctx) => {
    ctx.h = await startHarness(options);
  });
  test.after(async (ctx) => {
    await ctx.h.close();
  });
  return test;
}

/** Whether the demo account of `role` belongs to one institution only, which signing in opens by itself. */
export function hasOneInstitution(role: DemoRole): boolean {
  return demoAccount(role).memberships.length === 1;
}

/**
 * A fresh page signed in as the demo account of `role`, on the page every login lands on: the
 * institutions to choose from, or Home for an account with one institution (chosen for it).
 */
export async function signedInPage(h: Harness, role: DemoRole, viewport?: { width: number; height: number }): Promise<TrackedPage> {
  const tracked = await openPage(h.browser, viewport);
  const account = demoAccount(role);
  await tracked.page.goto(portalUrl(h.server, '/auth/sign-in'));
  await signIn(tracked.page, account.email, account.password);
  await waitForPath(tracked.page, hasOneInstitution(role) ? '/' : '/institutions?from=/auth/sign-in');
  return tracked;
}

/**
 * After signing in: the institution `name` is open. An account with one institution has it chosen
 * on arrival (the list then never offers Choose); otherwise its Choose button is pressed.
 */
export async function enterInstitution(page: Page, name: string): Promise<void> {
  const label = `Choose ${name}`;
  await page.waitForFunction(
    (choose) => {
      const path = location.pathname;
      if (!path.endsWith('/institutions') && !path.includes('/auth/')) return true;
      return [...document.querySelectorAll('button')].some((button) => button.getAttribute('aria-label') === choose);
    },
    label,
    { timeout: 30_000 },
  );
  if (new URL(page.url()).pathname.endsWith('/institutions')) await page.getByRole('button', { name: label }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/institutions'), { timeout: 30_000 });
}

/**
 * The text of a finished download. Saved through the browser connection (`saveAs`), since the
 * tests' shared Chromium runs apart and keeps its downloads on its side (`path()` is refused).
 */
export async function downloadedText(download: Download): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'portal-download-'));
  try {
    const file = join(dir, 'download');
    await download.saveAs(file);
    return await readFile(file, 'utf8');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
