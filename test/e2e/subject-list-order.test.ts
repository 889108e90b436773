/**
 * The sorted lists in Chromium. The subject list: the age column reads in the order its arrow says
 * (both ways, on the wide table and the phone's sort menu). The medical records list: every
 * sortable header asks the server for the order it says, and the rows read in it. In both,
 * sorting, paging and searching by keyboard keep focus on the control used.
 */
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { assertAccessible, assertNoProblems, browserSuite, portalUrl, signedInPage, waitForPath, type Harness, enterInstitution } from './support/portal.ts';

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

/** The institutional clinician's records list in the north (two pages of 25). */
async function recordsInNorth(h: Harness, viewport?: { width: number; height: number }) {
  const tracked = await signedInPage(h, 'institutional_clinician', viewport);
  await enterInstitution(tracked.page, north);
  await waitForPath(tracked.page, '/');
  await tracked.page.goto(portalUrl(h.server, '/medical_records/list'));
  await tracked.page.getByRole('table').waitFor();
  return tracked;
}

const recordColumns = [
  { name: 'Subject code', sort: 'subject_code', first: 'asc', cell: 'th' },
  { name: 'Birth date', sort: 'birth_date', first: 'asc', cell: 'td:nth-of-type(2) time' },
  { name: 'Referring clinician', sort: 'referring_clinician', first: 'asc', cell: 'td:nth-of-type(4)' },
  { name: 'Last change', sort: 'updated_at', first: 'desc', cell: 'td:nth-of-type(5) time' },
] as const;

/** A column's values as the rows show them: dates by their datetime, the rest by their text. */
async function columnValues(page: Page, cell: string): Promise<string[]> {
  await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
  const cells = page.getByRole('table').locator(`tbody tr ${cell}`);
  return cell.endsWith('time') ? cells.evaluateAll((els) => els.map((el) => el.getAttribute('datetime') ?? '')) : cells.allTextContents();
}

test('every sortable header of the records list asks the server for the order it shows, both ways, keeping focus', async ({ h }) => {
  const tracked = await recordsInNorth(h);
  const { page } = tracked;
  for (const column of recordColumns) {
    const header = page.getByRole('button', { name: `Sort by ${column.name}` });
    for (const order of [column.first, column.first === 'asc' ? 'desc' : 'asc'] as const) {
      const expected = order;
      await header.focus();
      const asked = page.waitForRequest((request) => request.url().includes('medical_record/list_inst/0') && request.url().includes(`sort=${column.sort}`) && request.url().includes(`order=${expected}`));
      await page.keyboard.press('Enter');
      await asked;
      // The latest change, newest first, is the list's default: its address leaves it out.
      const isDefault = column.sort === 'updated_at' && expected === 'desc';
      await page.waitForURL((url) => (isDefault ? !url.search.includes('sort=') : url.search.includes(`sort=${column.sort}&order=${expected}`)));
      const values = await columnValues(page, column.cell);
      assert.ok(values.length === 25, `${column.sort} ${expected}: a full first page (${values.length})`);
      const aria = await page.getByRole('columnheader', { name: `Sort by ${column.name}` }).getAttribute('aria-sort');
      assert.is(aria, expected === 'asc' ? 'ascending' : 'descending', `${column.sort}: aria-sort says the order asked`);
      if (column.cell.endsWith('time') || column.sort === 'subject_code') {
        // Dates and the demo's codes (one letter case, one length) read the same in any collation.
        const keys = column.sort === 'subject_code' ? values.map((v) => v.trim().toLowerCase()) : values;
        const ordered = keys.every((v, i) => i === 0 || (expected === 'asc' ? (keys[i - 1] ?? v) <= v : (keys[i - 1] ?? v) >= v));
        assert.ok(ordered, `${column.sort} ${expected}: ${keys.join(', ')}`);
      }
      assert.ok(await header.evaluate((el) => el === document.activeElement), `focus stays on ${column.name} after sorting`);
    }
  }

  const next = page.getByRole('button', { name: 'Next page' });
  await next.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/page=2/);
  await page.getByText(/Showing 26–\d+ of \d+ records · Page 2 of 2/).waitFor();
  assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Previous page', 'focus is on the pager, not the page body');

  // The search follows the text as it is typed; the box keeps focus and the address keeps it.
  const box = page.getByRole('searchbox', { name: 'Search records' });
  await box.click();
  await page.keyboard.type('NOR-100');
  await page.waitForURL(/search=NOR-100/);
  await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
  const codes = await page.getByRole('table').locator('tbody th').allTextContents();
  assert.ok(codes.length > 0 && codes.every((code) => code.includes('NOR-100')), codes.join(', '));
  assert.ok(await box.evaluate((el) => el === document.activeElement), 'the search box keeps focus');
  assert.not.match(page.url(), /page=2/, 'a new search starts at page 1');
  await assertAccessible(page, '/medical_records/list, sorted and searched');
  assertNoProblems(tracked);
});

test('on a phone the records list is sorted from its menu, and a search that finds nothing says so', async ({ h }) => {
  const tracked = await recordsInNorth(h, { width: 390, height: 844 });
  const { page } = tracked;
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Birth date (descending)' });
  await page.waitForURL(/sort=birth_date&order=desc/);
  const births = await columnValues(page, 'td:nth-of-type(2) time');
  assert.ok(births.every((v, i) => i === 0 || (births[i - 1] ?? v) >= v), births.join(', '));
  await page.getByRole('searchbox', { name: 'Search records' }).fill('NO-SUCH-SUBJECT');
  await page.getByRole('heading', { name: 'No record matches “NO-SUCH-SUBJECT”' }).waitFor();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await page.getByRole('table').waitFor();
  assert.is(await page.getByRole('searchbox', { name: 'Search records' }).inputValue(), '');
  await assertAccessible(page, '/medical_records/list on a phone');
  assertNoProblems(tracked);
});

test('the admin panel sorts by its headers as the server orders, keeping focus', async ({ h }) => {
  const tracked = await signedInPage(h, 'admin');
  const { page } = tracked;
  await enterInstitution(page, north);
  await waitForPath(page, '/');
  await page.goto(portalUrl(h.server, '/admin_panel'));
  await page.getByRole('table').waitFor();
  const byDate = page.getByRole('button', { name: 'Sort by Date' });
  await byDate.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/sort=evaluated_at&order=asc/);
  const dates = await columnValues(page, 'th time');
  assert.ok(dates.length === 25 && dates.every((v, i) => i === 0 || (dates[i - 1] ?? v) <= v), dates.join(', '));
  assert.is(await page.getByRole('columnheader', { name: 'Sort by Date' }).getAttribute('aria-sort'), 'ascending');
  assert.ok(await byDate.evaluate((el) => el === document.activeElement), 'focus stays on the header');
  const bySubject = page.getByRole('button', { name: 'Sort by Subject' });
  await bySubject.focus();
  const asked = page.waitForRequest((request) => request.url().includes('admin_evaluation_list') && request.url().includes('sort=subject_code&order=asc'));
  await page.keyboard.press('Enter');
  await asked;
  await page.waitForURL(/sort=subject_code&order=asc/);
  const codes = await columnValues(page, 'td:nth-of-type(1)');
  assert.ok(codes.every((v, i) => i === 0 || (codes[i - 1] ?? v) <= v), codes.join(', '));
  assert.ok(await bySubject.evaluate((el) => el === document.activeElement), 'focus stays on the header');
  await assertAccessible(page, '/admin_panel, sorted');
  assertNoProblems(tracked);
});

test.run();
