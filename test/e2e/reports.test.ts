import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import {
  assertAccessible, assertNoProblems, browserSuite, portalUrl, signedInPage, waitForPath, type Harness, enterInstitution } from './support/portal.ts';
import type { DemoRole } from '../../src/server/seed/demo-data.ts';
import { pdfPageTexts } from './support/pdf-text.ts';

const test = browserSuite('subjects and reports in Chromium');
const north = 'Hospital Universitario del Norte';

/** Signs in as `role` and chooses the northern demo institution. */
async function inNorth(h: Harness, role: DemoRole, viewport?: { width: number; height: number }) {
  const tracked = await signedInPage(h, role, viewport);
  await enterInstitution(tracked.page, north);
  await waitForPath(tracked.page, '/');
  return tracked;
}

async function settled(page: Page) {
  await page.getByRole('status', { name: 'Loading' }).waitFor({ state: 'detached' });
}

async function toSpanish(page: Page) {
  await page.evaluate(() => localStorage.setItem('portal.language', 'es'));
  await page.reload();
}

test('an institutional clinician sees every subject, opens a report, switches its language, prints it and charts it', async ({ h }) => {
  const tracked = await inNorth(h, 'institutional_clinician');
  const { page } = tracked;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Subjects' }).click();
  await waitForPath(page, '/patients');
  await page.getByText('Showing 1–25 of 40 subjects · Page 1 of 2').waitFor();
  await assertAccessible(page, '/patients');

  const search = page.getByRole('searchbox', { name: 'Search subjects' });
  await search.fill('NOR-10');
  await page.waitForURL(/\?q=NOR-10$/);
  // The table of the search's answer, not the one it replaces.
  await page.waitForFunction(() => {
    const codes = [...document.querySelectorAll('main table a')].map((a) => a.textContent ?? '');
    return codes.length > 0 && codes.every((code) => code.startsWith('NOR-10'));
  });
  const first = page.getByRole('table').getByRole('link').first();
  const code = (await first.textContent()) ?? '';
  assert.match(code, /^NOR-10/);
  await first.click();
  await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
  const title = page.getByRole('article').getByRole('heading', { level: 2 });
  await title.waitFor();
  const english = await title.textContent();
  await assertAccessible(page, '/patient/reports');

  await page.getByRole('combobox', { name: 'Report language' }).selectOption('es');
  await page.waitForURL(/lang=es/);
  await page.waitForFunction((before) => document.querySelector('article h2')?.textContent !== before, english);
  assert.is.not(await title.textContent(), english, 'the report itself is now in Spanish');

  await page.emulateMedia({ media: 'print' });
  const onPaper = await page.evaluate(() => ({
    sidebar: getComputedStyle(document.querySelector('aside')!).display,
    header: getComputedStyle(document.querySelector('[data-print-header]')!).display,
    // The paper starts with the print header: the page's own heading stays on screen.
    pageHeading: document.querySelector('main h1')!.getClientRects().length,
  }));
  assert.equal(onPaper, { sidebar: 'none', header: 'flex', pageHeading: 0 });
  for (const format of ['A4', 'Letter'] as const) {
    const pages = pdfPageTexts(await page.pdf({ format }));
    assert.ok(pages.length >= 1, `${format}: at least one page`);
    pages.forEach((text, i) => {
      assert.match(text, 'Evaluation Report Portal', `${format} page ${i + 1} has the product in its header`);
      assert.match(text, north, `${format} page ${i + 1} has the institution`);
      assert.match(text, code, `${format} page ${i + 1} has the subject code`);
      assert.match(text, `${i + 1} / ${pages.length}`, `${format} page ${i + 1} is numbered`);
    });
    assert.not.match(pages.join(' '), 'Institutions', `${format}: no sidebar on paper`);
  }
  await page.emulateMedia({ media: 'screen' });

  // The subject with the most evaluations, from a shared link: compare two of them over time.
  await page.goto(portalUrl(h.server, '/patients?sort=evaluation_count&order=desc'));
  await page.getByRole('table').getByRole('link').first().click();
  await page.getByRole('article').waitFor();
  const boxes = page.getByRole('checkbox', { name: /^Compare the evaluation/ });
  const ready = await boxes.evaluateAll((els) => els.map((el, i) => ((el as HTMLInputElement).disabled ? -1 : i)).filter((i) => i >= 0));
  assert.ok(ready.length >= 2, 'the subject has two evaluations with a report');
  for (const i of ready.slice(0, 2)) await boxes.nth(i).check();
  await page.getByRole('button', { name: 'Compare over time' }).click();
  await page.getByRole('heading', { name: 'Over time' }).waitFor();
  await page.getByRole('img', { name: /over age$/ }).first().waitFor();
  const rows = await page.getByRole('table', { name: /values by evaluation$/ }).first().getByRole('row').count();
  assert.is(rows, 3, 'a header row and one row per compared evaluation');
  // At 1280 px beside the sidebar, no column of a values table hides behind a sideways scroll.
  const hidden = await page.getByRole('table', { name: /values by evaluation$/ }).first().evaluate((table) => {
    const box = (table.parentElement as HTMLElement).getBoundingClientRect();
    return [...table.querySelectorAll('thead th')].filter((th) => th.getBoundingClientRect().right > box.right + 1).map((th) => th.textContent);
  });
  assert.equal(hidden, [], 'every column of the values table is in view, Assessment included');
  await assertAccessible(page, 'the comparison over time');
  assertNoProblems(tracked);
  await tracked.context.close();
});

test('a per-user clinician sees only their own subjects', async ({ h }) => {
  const tracked = await inNorth(h, 'clinician');
  const { page } = tracked;
  await page.goto(portalUrl(h.server, '/patients'));
  await page.getByRole('heading', { name: 'Subjects', level: 1 }).waitFor();
  await page.getByText('The subjects assigned to you. Open one to read their evaluation reports.').waitFor();
  const counter = await page.getByText(/^Showing 1–\d+ of \d+ subjects/).textContent();
  const total = Number(/of (\d+) subjects/.exec(counter ?? '')?.[1]);
  assert.ok(total > 0 && total < 40, `sees ${total} of the institution's 40 subjects`);
  assert.is(await page.getByRole('columnheader', { name: 'Record number' }).count(), 0, 'no record numbers outside the institution-wide list');
  await page.getByRole('table').getByRole('link').first().click();
  await page.getByRole('article').waitFor();
  assertNoProblems(tracked);
  await tracked.context.close();
});

test('legacy and demo pages: legacy evaluations of a subject, and the demonstration pool clearly marked', async ({ h }) => {
  const tracked = await inNorth(h, 'institutional_clinician');
  const { page } = tracked;
  const subject = await page.evaluate(async () => {
    const s = sessionStorage;
    const headers = { AuthType: 'VMPartner', Authorization: `${s.getItem('user_id')}:${s.getItem('token')}`, LoginType: '1' };
    const answer = await (await fetch('/api/reports/list_inst/0?page_size=100', { method: 'POST', headers })).json();
    return (answer.data.evaluation_list as { task_id: string | null; subject_id: number }[]).find((e) => e.task_id === null)?.subject_id;
  });
  assert.ok(subject, 'the demo data has legacy evaluations');
  await page.goto(portalUrl(h.server, `/patient/legacy_reports?subject=${subject}`));
  await page.getByRole('heading', { name: 'Legacy reports', level: 1 }).waitFor();
  await page.getByRole('article').waitFor();
  await assertAccessible(page, '/patient/legacy_reports');

  await page.goto(portalUrl(h.server, '/demo_evals'));
  await page.getByRole('heading', { name: 'Demo Evaluations', level: 1 }).waitFor();
  await page.getByText('Demonstration data').first().waitFor();
  await page.getByRole('article').waitFor();
  assert.match((await page.getByRole('table', { name: 'Demonstration evaluations' }).textContent()) ?? '', /DEMO-/);
  await assertAccessible(page, '/demo_evals');
  await toSpanish(page);
  await page.getByRole('heading', { name: 'Evaluaciones de demostración', level: 1 }).waitFor();
  await page.getByText('Datos de demostración').first().waitFor();
  await settled(page);
  await assertAccessible(page, '/demo_evals in Spanish');
  assertNoProblems(tracked);
  await tracked.context.close();
});

test('the admin panel lists evaluations across institutions for an admin, and tells anyone else why not', async ({ h }) => {
  const admin = await inNorth(h, 'admin');
  await admin.page.goto(portalUrl(h.server, '/admin_panel'));
  await admin.page.getByRole('heading', { name: 'Admin Panel', level: 1 }).waitFor();
  const table = admin.page.getByRole('table', { name: /^Evaluations across institutions/ });
  await table.waitFor();
  await admin.page.getByRole('checkbox', { name: 'Failed' }).check();
  await admin.page.waitForURL(/status=failed/);
  await admin.page.getByText(/^1 evaluation ·/).waitFor();
  assert.match((await table.textContent()) ?? '', /Failed/);
  await assertAccessible(admin.page, '/admin_panel');
  assertNoProblems(admin);
  await admin.context.close();

  const other = await inNorth(h, 'institutional_clinician');
  await other.page.goto(portalUrl(h.server, '/admin_panel'));
  await other.page.getByRole('heading', { name: 'Admin Panel', level: 1 }).waitFor();
  await other.page.getByText('The Admin Panel is for portal administrators').waitFor();
  assert.is(await other.page.getByRole('table').count(), 0);
  await toSpanish(other.page);
  await other.page.getByText('El panel de administración es para los administradores del portal').waitFor();
  await assertAccessible(other.page, '/admin_panel refused, in Spanish');
  assertNoProblems(other);
  await other.context.close();
});

test('at phone width the subject list and a report fit, in Spanish', async ({ h }) => {
  const tracked = await inNorth(h, 'institutional_clinician', { width: 390, height: 844 });
  const { page } = tracked;
  await toSpanish(page);
  await page.goto(portalUrl(h.server, '/patients'));
  await page.getByRole('heading', { name: 'Sujetos', level: 1 }).waitFor();
  await page.getByRole('table').waitFor();
  await assertAccessible(page, '/patients at 390 px in Spanish');
  await page.getByRole('table').getByRole('link').first().click();
  await page.getByRole('article').waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.is(overflow, 0, 'nothing wider than the phone');
  await assertAccessible(page, '/patient/reports at 390 px in Spanish');

  // The report's items take two lines on the phone: name and value, then assessment and range (its
  // short label beside it); the header row kept for screen readers only. Widened they are rows
  // again; with larger text, two-line items again.
  const items = page.getByRole('article').getByRole('table').first();
  const layout = () =>
    items.evaluate((table) => {
      const row = table.querySelector(':scope > tbody > tr')!;
      const cells = row.querySelectorAll(':scope > td');
      return {
        stacked: table.hasAttribute('data-stacked'),
        row: getComputedStyle(row).display,
        label: getComputedStyle(cells[1]!, '::before').content,
        head: getComputedStyle(table.querySelector(':scope > thead')!).clipPath,
      };
    });
  const stackedTo = (stacked: boolean) => page.waitForFunction((want) => document.querySelector('article table')?.hasAttribute('data-stacked') === want, stacked);
  assert.equal(await layout(), { stacked: true, row: 'grid', label: '"Referencia" / ""', head: 'inset(50%)' }, 'two-line items at 390 px');
  assert.is(await items.getByRole('columnheader', { name: 'Valor', exact: true }).count(), 1, 'the column names are still read');
  await page.setViewportSize({ width: 1280, height: 800 });
  await stackedTo(false);
  assert.equal(await layout(), { stacked: false, row: 'table-row', label: 'none', head: 'none' }, 'rows at 1280 px');
  await page.evaluate(() => (document.documentElement.style.fontSize = '400%'));
  await stackedTo(true);
  assert.equal((await layout()).row, 'grid', 'two-line items again with the text four times larger');
  assertNoProblems(tracked);
  await tracked.context.close();
});

test('issue 35 item 8: on a phone the report comes first, out-of-range items are summarised at its top and flagged in words', async ({ h }) => {
  const tracked = await inNorth(h, 'institutional_clinician', { width: 390, height: 844 });
  const { page } = tracked;
  // A subject whose latest report is within range everywhere: the first measured item is on the first screen.
  await page.goto(portalUrl(h.server, '/patient/reports?subject=1'));
  const firstItem = page.getByRole('article').locator('tbody tr').first();
  await firstItem.waitFor();
  await settled(page);
  const box = await firstItem.boundingBox();
  assert.ok(box && box.y + box.height <= 844, `the first measured item is within the first screen (its bottom at ${box && box.y + box.height} px)`);
  // The options and the evaluation list are folded behind their titles; opened, they are there.
  const options = page.locator('details', { has: page.locator('summary', { hasText: 'Report options' }) });
  assert.is(await options.evaluate((el) => (el as HTMLDetailsElement).open), false, 'the options are folded on a phone');
  assert.is(await page.getByRole('combobox', { name: 'Report language' }).isVisible(), false);
  await options.locator('summary').click();
  await page.getByRole('combobox', { name: 'Report language' }).waitFor();
  const evaluations = page.locator('details', { has: page.locator('summary', { hasText: /^Evaluations of / }) });
  assert.is(await evaluations.evaluate((el) => (el as HTMLDetailsElement).open), false, 'the evaluation list is folded on a phone');
  await page.getByRole('region', { name: 'Measured items at a glance' }).getByText(/^All \d+ measured items are within their reference ranges$/).waitFor();

  // A subject with values outside their ranges: how many and which, at the top of the report.
  await page.goto(portalUrl(h.server, '/patient/reports?subject=6'));
  const glance = page.getByRole('region', { name: 'Measured items at a glance' });
  await glance.waitFor();
  await settled(page);
  const report = page.getByRole('article');
  const outsideRows = report.locator('tbody tr').filter({ has: page.locator('[data-flag="outside"]') });
  const count = await outsideRows.count();
  assert.ok(count > 0, 'the subject has values outside their ranges');
  assert.match(await glance.innerText(), new RegExp(`^${count} measured items? (is|are) outside (its|their) reference ranges?`));
  const listed = await glance.getByRole('listitem').allInnerTexts();
  const names = await outsideRows.locator('th').allInnerTexts();
  assert.equal(listed.map((text) => names.find((name) => text.startsWith(name))), names, 'each item outside its range is listed, in the report’s order');
  // The glance is above the report's first section.
  const [glanceBox, sectionBox] = [await glance.boundingBox(), await report.getByRole('heading', { level: 3 }).first().boundingBox()];
  assert.ok(glanceBox && sectionBox && glanceBox.y < sectionBox.y, 'the summary opens the report');

  // The flag: a symbol for the eye, words for everyone, and a colour besides (never alone).
  const flag = outsideRows.first().locator('[data-flag="outside"]');
  assert.match(await flag.evaluate((el) => el.textContent?.trim() ?? ''), /^[▲▼] (Below range|Above range)$/);
  const spoken = await flag.evaluate((el) => [...el.childNodes].filter((n) => !(n instanceof Element && n.getAttribute('aria-hidden') === 'true')).map((n) => n.textContent).join('').trim());
  assert.match(spoken, /^(Below range|Above range)$/, 'a screen reader hears the words, not the symbol');
  const colours = await flag.evaluate((el) => {
    const own = getComputedStyle(el);
    return { background: own.backgroundColor, page: getComputedStyle(el.closest('article')!).backgroundColor, border: own.borderTopStyle };
  });
  assert.is.not(colours.background, colours.page, 'the flag is tinted');
  assert.is(colours.border, 'solid', 'and outlined, so it shows in black and white too');
  await assertAccessible(page, 'a report with values out of range at 390 px');
  await toSpanish(page);
  await page.getByRole('region', { name: 'Resumen de los elementos medidos' }).waitFor();
  await settled(page);
  await assertAccessible(page, 'a report with values out of range at 390 px in Spanish');
  // In Spanish, whose words are longer, the first measured item is on the first screen too.
  await page.goto(portalUrl(h.server, '/patient/reports?subject=1'));
  await page.getByRole('region', { name: 'Resumen de los elementos medidos' }).waitFor();
  await settled(page);
  const spanish = await page.getByRole('article').locator('tbody tr').first().boundingBox();
  assert.ok(spanish && spanish.y + spanish.height <= 844, `in Spanish too (its bottom at ${spanish && spanish.y + spanish.height} px)`);

  // Wide, the options and the list are open at once.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('combobox', { name: 'Idioma del informe' }).waitFor();
  await page.getByRole('button', { name: /^Abrir el informe del / }).first().waitFor();
  assertNoProblems(tracked);
  await tracked.context.close();
});

test('issue 35 item 9: a subject’s pages carry a banner with the subject’s facts, kept under the top bar', async ({ h }) => {
  const tracked = await inNorth(h, 'institutional_clinician');
  const { page } = tracked;
  // The subject's facts as the subject list shows them.
  await page.goto(portalUrl(h.server, '/patients?q=NOR-1040'));
  const row = page.getByRole('table').getByRole('row').filter({ has: page.getByRole('link', { name: 'NOR-1040', exact: true }) });
  await row.waitFor();
  const cells = await row.evaluate((tr) => Object.fromEntries([...tr.children].map((cell) => [cell.getAttribute('data-label') ?? '', (cell.textContent ?? '').trim()])));
  await row.getByRole('link', { name: 'NOR-1040', exact: true }).click();
  const banner = page.getByRole('region', { name: 'Subject NOR-1040' });
  await banner.getByText('Record number').waitFor();
  const text = (await banner.innerText()).replace(/\s+/g, ' ');
  for (const fact of ['NOR-1040', cells['Record number'], cells['Age'], north]) assert.match(text, fact!, `the banner says ${fact}`);
  // The sex as the report says it.
  const sex = await page.getByRole('article').locator('dt', { hasText: /^Sex$/ }).locator('+ dd').innerText();
  assert.match(text, sex);

  // Sticky: scrolled far down the report, the banner is still just under the top bar.
  const stuck = async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => window.scrollY > 500);
    return page.evaluate(() => {
      const bar = document.querySelector('header')!.getBoundingClientRect();
      const own = document.querySelector('[data-subject-banner]')!.getBoundingClientRect();
      return { gap: Math.round(own.top - bar.bottom), height: own.height };
    });
  };
  const wide = await stuck();
  assert.is(wide.gap, 0, 'the banner sits right under the top bar');
  assert.ok(wide.height <= 64, `one line wide (${wide.height} px)`);
  await assertAccessible(page, 'a report with its subject banner');

  // On a phone: compact and still in view.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  const phone = await stuck();
  assert.is(phone.gap, 0, 'under the top bar on a phone too');
  assert.ok(phone.height <= 100, `compact on a phone (${phone.height} px)`);
  // Legacy reports are a subject's page too.
  await page.getByRole('link', { name: 'Legacy reports of this subject' }).click();
  await page.getByRole('heading', { name: 'Legacy reports', level: 1 }).waitFor();
  await settled(page);
  if (await page.getByText('No evaluations yet').count() === 0) await page.getByRole('region', { name: 'Subject NOR-1040' }).waitFor();
  // So is the subject's medical record.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(portalUrl(h.server, '/medical_records/list?search=NOR-1040'));
  await page.getByRole('link', { name: /NOR-1040/ }).and(page.locator('main table a')).first().click();
  const recordBanner = page.getByRole('region', { name: 'Subject NOR-1040' });
  await recordBanner.getByText('Record number').waitFor();
  const recordText = (await recordBanner.innerText()).replace(/\s+/g, ' ');
  for (const fact of [cells['Record number'], cells['Age'], north, sex]) assert.match(recordText, fact!, `the record's banner says ${fact}`);
  await assertAccessible(page, 'a medical record with its subject banner');
  assertNoProblems(tracked);
  await tracked.context.close();
});

test.run();
