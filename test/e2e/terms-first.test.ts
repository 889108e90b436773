/**
 * The terms a member has not accepted yet, in Chromium: on a 390 px phone the page fits the
 * window in English and Spanish, and a page typed before accepting shows the terms first, then
 * the page asked for.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { appPath, assertNoProblems, browserSuite, demoAccount, openPage, portalUrl, signIn, waitForPath, type Harness } from './support/portal.ts';

const test = browserSuite('terms not accepted yet, in Chromium');
const south = 'Clínica do Sul';
const phone = { width: 390, height: 844 };
const shots = process.env.SCREENSHOT_DIR ?? '/tmp/terms-first';
mkdirSync(shots, { recursive: true });

/** Signs in, in `lang`, as the member who has not accepted the terms of the southern clinic, and chooses it. */
async function atSouthTerms(h: Harness, lang: 'en' | 'es') {
  const tracked = await openPage(h.browser, phone);
  const { page } = tracked;
  await page.goto(portalUrl(h.server, '/auth/sign-in'));
  await page.evaluate((language) => localStorage.setItem('portal.language', language), lang);
  await page.reload();
  const account = demoAccount('institutional_clinician');
  await page.locator('input[type="email"]').fill(account.email);
  await page.locator('input[type="password"]').fill(account.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/\/institutions/);
  await page.getByRole('button', { name: new RegExp(south) }).first().click();
  await page.waitForURL(/\/terms_and_conditions/);
  await page.locator('h1').waitFor();
  return tracked;
}

async function assertNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  assert.ok(scroll <= client, `${where}: ${scroll} px of content in ${client} px`);
}

for (const lang of ['es', 'en'] as const) {
  test(`on a 390 px phone the terms to accept fit the window (${lang})`, async ({ h }) => {
    const tracked = await atSouthTerms(h, lang);
    const { page } = tracked;
    await page.locator('main button').last().waitFor();
    await page.screenshot({ path: join(shots, `terms-phone-${lang}.png`), fullPage: true });
    await assertNoSidewaysScroll(page, `terms, ${lang}`);
    assertNoProblems(tracked);
    await tracked.context.close();
  });
}

test('a page typed before accepting the terms shows the terms, then the page asked for', async ({ h }) => {
  const tracked = await atSouthTerms(h, 'en');
  const { page } = tracked;
  await page.goto(portalUrl(h.server, '/patients?sort=subject_code'));
  await page.getByRole('button', { name: 'I accept the Terms and Conditions' }).waitFor();
  assert.match(appPath(page), /^\/terms_and_conditions\?redirect=/);
  assert.is(await page.getByText('Records could not be retrieved').count(), 0);
  await page.getByRole('button', { name: 'I accept the Terms and Conditions' }).click();
  await waitForPath(page, '/patients?sort=subject_code');
  await page.getByRole('table').waitFor();
  assertNoProblems(tracked);
  await tracked.context.close();
});

test.run();
