/**
 * The subject list in Chromium: the age column reads in the order its arrow says (both ways, on
 * the wide table and the phone's sort menu), and sorting or paging by keyboard keeps focus on
 * the control used.
 */
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { assertNoProblems, browserSuite, portalUrl, signedInPage, waitForPath, type Harness, enterInstitution } from './support/portal.ts';

const test = browserSuite('the subject list’s order and focus in Chromium');
const north = 'Hospital Universitario del Norte';

async function subjectsInNorth(h: Harness, viewport?: { width: number; height: number }) {
  const tracked = await signedInPage(h, 'institutional_clinician', viewport);
  await enterInstitution(tracked.page, north);
  await waitForPath(tracked.page, '/');
  await tracked.page.goto(portalUrl(h.server, '/patients'));
  await tracked.page.getByRole('table').waitFor();
  return tracked;
}

/** The ages the table shows, in months ("87 years", "11 months"), once the URL's rows are in. */
async function agesShown(page: Page): Promise<number[]> {
  await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
  const cells = await page.getByRole('table').locator('tbody td:nth-of-type(2)').allTextContents();
  return cells.map((text) => {
    const n = Number(/\d+/.exec(text)?.[0]);
    return /month/.test(text) ? n : n * 12;
  });
}

const ascending = (values: number[]) => values.every((v, i) => i === 0 || (values[i - 1] ?? v) <= v);
const descending = (values: number[]) => values.every((v, i) => i === 0 || (values[i - 1] ?? v) >= v);

test('the age column sorts by age: the arrow and the rows agree, both ways, and the header keeps focus', async ({ h }) => {
  const tracked = await subjectsInNorth(h);
  const { page } = tracked;
  const header = page.getByRole('button', { name: 'Sort by Age' });
  await header.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/sort=age&order=desc/);
  const oldestFirst = await agesShown(page);
  assert.ok(descending(oldestFirst), `descending: ${oldestFirst.join(', ')}`);
  assert.is(await page.getByRole('columnheader', { name: 'Sort by Age' }).getAttribute('aria-sort'), 'descending');
  assert.ok(await header.evaluate((el) => el === document.activeElement), 'focus stays on the header after sorting');
  await page.keyboard.press('Enter');
  await page.waitForURL(/sort=age&order=asc/);
  const youngestFirst = await agesShown(page);
  assert.ok(ascending(youngestFirst), `ascending: ${youngestFirst.join(', ')}`);
  assert.ok((youngestFirst[0] ?? 0) < (oldestFirst[0] ?? 0), 'the youngest comes first ascending, the oldest descending');
  assert.ok(await header.evaluate((el) => el === document.activeElement), 'focus stays on the header after sorting again');

  // Next on Subjects: the pager's button keeps focus (Previous takes it when Next ends disabled).
  const next = page.getByRole('button', { name: 'Next page' });
  await next.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/page=2/);
  await page.getByText(/Page 2 of 2/).waitFor();
  const focused = await page.evaluate(() => document.activeElement?.textContent ?? document.activeElement?.tagName);
  assert.is(focused, 'Previous page', 'focus is on the pager, not the page body');
  assertNoProblems(tracked);
});

test('on a phone the sort menu orders by age as it says', async ({ h }) => {
  const tracked = await subjectsInNorth(h, { width: 390, height: 844 });
  const { page } = tracked;
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Age (ascending)' });
  await page.waitForURL(/sort=age&order=asc/);
  const ages = await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' }).then(async () => {
    const cells = await page.getByRole('table').locator('tbody td:nth-of-type(2)').allTextContents();
    return cells.map((text) => Number(/\d+/.exec(text)?.[0]) * (/month/.test(text) ? 1 : 12));
  });
  assert.ok(ascending(ages), `ascending on a phone: ${ages.join(', ')}`);
  assertNoProblems(tracked);
});

test.run();
