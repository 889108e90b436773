// The portal on a slow mobile connection, from the reference server as `npm start` runs it
// (issue 21): 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x slower, through
// Chromium's DevTools protocol (Network.emulateNetworkConditions, Emulation.setCPUThrottlingRate).
// Measured in English and in Spanish, each in a fresh browser profile:
//   - the sign-in form usable (email and password enabled, the button shown, not busy) after a
//     first visit (empty cache) and after a reload;
//   - the subject list showing its rows after a reload, signed in, institution chosen.
// Targets: the form within 1.2 s and the rows within 2.0 s of a reload. Reported, not enforced.
// Usage: through `npm run bench`, or `node bench/slow-network.mjs`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const mainJs = join(root, 'dist/server/main.js');

export const slowProfile = { latencyMs: 150, downloadBitsPerSecond: 1.6e6, uploadBitsPerSecond: 750e3, cpuSlowdown: 4 };
export const targets = { formMs: 1200, rowsMs: 2000 };
const north = 'Hospital Universitario del Norte';
const account = { email: 'inst.clinician@portal.example', password: 'Demo-Portal-2025' };

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The built server as `npm start` runs it (DEMO_SEED=1, development), on a fresh data folder. */
export async function startAsNpmStart(dataDir, extraEnv = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [mainJs], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_SEED: '1', NODE_ENV: '', DATABASE_URL: '', ...extraEnv },
    stdio: 'ignore',
  });
  const deadline = performance.now() + 120_000;
  while (performance.now() < deadline) {
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`).then((r) => r.status, () => 0);
    if (ready === 200) return { child, port };
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGTERM');
  throw new Error('the server was not ready within 120 s');
}

export function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function throttle(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: slowProfile.latencyMs,
    downloadThroughput: slowProfile.downloadBitsPerSecond / 8,
    uploadThroughput: slowProfile.uploadBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowProfile.cpuSlowdown });
  return cdp;
}

/**
 * Waits until the sign-in form can be used: both fields shown and enabled, and the button shown
 * and not busy (it stays disabled only until both fields are filled in).
 */
async function formUsable(page) {
  await page.waitForFunction(
    () => {
      const usable = (selector) => {
        const element = document.querySelector(selector);
        return element instanceof HTMLElement && !element.hasAttribute('disabled') && element.getClientRects().length > 0;
      };
      const button = document.querySelector('form button[type="submit"]');
      const ready = button instanceof HTMLElement && button.getClientRects().length > 0 && button.getAttribute('aria-busy') !== 'true';
      return usable('input[type="email"]') && usable('input[type="password"]') && ready;
    },
    undefined,
    { timeout: 60_000, polling: 'raf' },
  );
}

async function rowsShown(page) {
  await page.waitForFunction(() => document.querySelectorAll('main table tbody tr a').length > 0, undefined, { timeout: 60_000, polling: 'raf' });
}

/** Milliseconds from starting `navigate` until `ready` resolves. */
async function timed(navigate, ready) {
  const started = performance.now();
  await Promise.all([navigate(), ready()]);
  return performance.now() - started;
}

async function measureLanguage(browser, base, language) {
  const context = await browser.newContext({ locale: language === 'es' ? 'es-ES' : 'en-US', viewport: { width: 390, height: 844 } });
  await context.addInitScript((lang) => localStorage.setItem('portal.language', lang), language);
  const page = await context.newPage();
  try {
    await throttle(context, page);
    const signIn = `${base}/portal/auth/sign-in`;
    const firstForm = await timed(() => page.goto(signIn, { waitUntil: 'commit' }), () => formUsable(page));
    const reloadForm = await timed(() => page.reload({ waitUntil: 'commit' }), () => formUsable(page));
    await page.fill('input[type="email"]', account.email);
    await page.fill('input[type="password"]', account.password);
    await page.click('form button[type="submit"]');
    await page.locator('li', { hasText: north }).locator('button').first().click({ timeout: 60_000 });
    await page.waitForURL((url) => url.pathname === '/portal/', { timeout: 60_000 });
    const firstRows = await timed(() => page.goto(`${base}/portal/patients`, { waitUntil: 'commit' }), () => rowsShown(page));
    const reloadRows = await timed(() => page.reload({ waitUntil: 'commit' }), () => rowsShown(page));
    return { language, firstForm, reloadForm, firstRows, reloadRows };
  } finally {
    await context.close();
  }
}

const ms = (value) => `${Math.round(value)}`.padStart(8);
const verdict = (value, target) => (value <= target ? 'ok' : 'OVER');

/** The benchmark; prints a table and resolves the figures. */
export async function benchSlowNetwork() {
  if (!existsSync(mainJs) || !existsSync(join(root, 'dist/portal/index.html.br'))) {
    const build = spawnSync(process.execPath, ['build.mjs', '--quiet'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the build failed');
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-slow-'));
  const { child, port } = await startAsNpmStart(dataDir);
  const browser = await chromium.launch({
    // The browser the tests drive (test/e2e/support/browser.ts): Debian's headless shell, else Chromium.
    executablePath: process.env.CHROMIUM_PATH || ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
  try {
    const results = [];
    for (const language of ['en', 'es']) results.push(await measureLanguage(browser, `http://127.0.0.1:${port}`, language));
    const { latencyMs, downloadBitsPerSecond, cpuSlowdown } = slowProfile;
    console.log(
      `slow profile: ${latencyMs} ms round trip, ${downloadBitsPerSecond / 1e6} Mbit/s, CPU ${cpuSlowdown}x slower; ` +
        `reference server as npm start runs it (targets: form ${targets.formMs} ms, rows ${targets.rowsMs} ms, after a reload)`,
    );
    console.log(`  ${'language'.padEnd(10)}${'form 1st'.padStart(9)}${'form rel.'.padStart(10)}${'rows 1st'.padStart(9)}${'rows rel.'.padStart(10)}`);
    for (const r of results) {
      console.log(
        `  ${r.language.padEnd(10)}${ms(r.firstForm).padStart(9)}${ms(r.reloadForm).padStart(10)}${ms(r.firstRows).padStart(9)}${ms(r.reloadRows).padStart(10)}` +
          `   form ${verdict(r.reloadForm, targets.formMs)}, rows ${verdict(r.reloadRows, targets.rowsMs)}`,
      );
    }
    return results;
  } finally {
    await browser.close();
    await stopChild(child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await benchSlowNetwork();
}
