/**
 * Issue 25 in Chromium: a clinician opens a subject's report and prints it to PDF, which carries
 * the verification code and the QR image; anyone opens the verify page from the code, signed out;
 * a user manager then reads the subject's access history (the view and the print) and downloads
 * it as CSV. axe on the new screens in English and Spanish.
 */
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { assertAccessible, assertNoProblems, browserSuite, downloadedText, openPage, portalUrl, signedInPage, waitForPath, type Harness, enterInstitution } from './support/portal.ts';
import { pdfPageTexts } from './support/pdf-text.ts';
import type { DemoRole } from '../../src/server/seed/demo-data.ts';

const test = browserSuite('verifiable paper and the access history in Chromium');
const north = 'Hospital Universitario del Norte';

async function inNorth(h: Harness, role: DemoRole) {
  const tracked = await signedInPage(h, role);
  await enterInstitution(tracked.page, north);
  await waitForPath(tracked.page, '/');
  return tracked;
}

async function spanish(page: Page) {
  await page.evaluate(() => localStorage.setItem('portal.language', 'es'));
  await page.reload();
}

const printedEvents = (h: Harness, subject: string) =>
  h.server.db.query<{ action: string; user_name: string; copies: number }>(
    `SELECT action, user_name, copies FROM access_events WHERE subject_code = $1 AND action IN ('report_read', 'printed') ORDER BY id`,
    [subject],
  );

let code = '';
let subject = '';
let fingerprint = '';

test('a clinician prints a report: the PDF carries its verification code and the QR image, and the print is recorded', async ({ h }) => {
  const tracked = await inNorth(h, 'institutional_clinician');
  const { page } = tracked;
  await page.goto(portalUrl(h.server, '/patients'));
  const first = page.getByRole('table').getByRole('link').first();
  subject = ((await first.textContent()) ?? '').trim();
  await first.click();
  await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
  const paper = page.getByRole('region', { name: 'Verification of this printed report' });
  await paper.waitFor();
  code = ((await paper.locator('strong').textContent()) ?? '').trim();
  assert.match(code, /^[A-Z2-9]{4}(-[A-Z2-9]{4}){4}$/);
  fingerprint = ((await paper.getByText(/^[0-9a-f]{64}$/).textContent()) ?? '').trim();
  const qr = paper.getByRole('img', { name: /^QR code of the address that checks this report/ });
  assert.match((await qr.getAttribute('alt')) ?? '', `/portal/verify/${code}`);

  await page.emulateMedia({ media: 'print' });
  const onPaper = await qr.evaluate((img) => ({
    shown: getComputedStyle(img).display !== 'none' && getComputedStyle(img.closest('section')!).display !== 'none',
    loaded: (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
    source: (img as HTMLImageElement).src.slice(0, 26),
  }));
  assert.equal(onPaper, { shown: true, loaded: true, source: 'data:image/svg+xml;base64,' });
  // Printing (here the browser's own command, as page.pdf runs it) fires beforeprint, and the
  // portal tells the server: each print is recorded once, a reprint within minutes as a copy.
  const printed = async () => (await printedEvents(h, subject)).filter((e) => e.action === 'printed');
  const prints = async () => (await printed()).reduce((n, e) => n + e.copies, 0);
  const printNotice = () => page.waitForResponse((response) => response.url().includes('/access_events/report_printed_inst/'));
  const before = await prints();
  const rowsBefore = (await printed()).length;
  let told = printNotice();
  const text = pdfPageTexts(await page.pdf({ format: 'A4' })).join(' ');
  assert.match(text, code, 'the PDF carries the verification code');
  assert.match(text, fingerprint.slice(0, 16), 'the PDF carries the fingerprint');
  assert.is((await told).status(), 200, 'the server took the notice of the PDF print');
  assert.is(await prints(), before + 1, 'the PDF print is recorded once');
  await page.emulateMedia({ media: 'screen' });

  // The print button's window.print() does the same. (Last: the headless browser then holds the
  // page as being printed.)
  told = printNotice();
  await page.getByRole('button', { name: 'Print' }).click();
  assert.is((await told).status(), 200, 'the server took the notice of the print button');
  assert.is(await prints(), before + 2, 'the print button\'s print is recorded once');
  assert.is((await printed()).length, rowsBefore + 1, 'as a second copy on the same event');
  assertNoProblems(tracked);
  await tracked.context.close();
});

test('anyone opens the verify page from the code, signed out, in English and Spanish', async ({ h }) => {
  assert.ok(code, 'the print test found a code');
  const tracked = await openPage(h.browser);
  const { page } = tracked;
  await page.goto(portalUrl(h.server, `/verify/${code}`));
  await page.getByRole('heading', { name: 'Check a printed document', level: 1 }).waitFor();
  await page.getByRole('status').filter({ hasText: 'This is the latest version of the report.' }).waitFor();
  await page.getByText(fingerprint).waitFor();
  await page.getByText(north).waitFor();
  await assertAccessible(page, `/verify/${code}`);
  await spanish(page);
  await page.getByRole('heading', { name: 'Comprobar un documento impreso', level: 1 }).waitFor();
  await page.getByText('Esta es la versión más reciente del informe.').waitFor();
  await assertAccessible(page, `/verify/${code} (es)`);
  await page.goto(portalUrl(h.server, '/verify/ABCD-EFGH-JKLM-NPQR-STUV'));
  await page.getByRole('alert').filter({ hasText: 'Ningún informe ni certificado impreso lleva este código' }).waitFor();
  assertNoProblems(tracked);
  await tracked.context.close();
});

test('a report asked for in Spanish prints its verification block in Spanish while the interface stays English; a change of options asks for its paper once', async ({ h }) => {
  const tracked = await inNorth(h, 'institutional_clinician');
  const { page } = tracked;
  await page.goto(portalUrl(h.server, '/patients'));
  await page.getByRole('table').getByRole('link').first().click();
  await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
  await page.getByRole('region', { name: 'Verification of this printed report' }).waitFor();
  const papers: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/paper/')) papers.push(request.url());
  });
  const aborted: string[] = [];
  page.on('requestfailed', (request) => {
    if (request.url().includes('/api/paper/')) aborted.push(request.url());
  });
  await page.getByRole('combobox', { name: 'Report language' }).selectOption('es');
  const paper = page.getByRole('region', { name: 'Verificación de este informe impreso' });
  await paper.waitFor();
  assert.is(await paper.getAttribute('lang'), 'es');
  assert.is(papers.length, 1, 'one paper request for the new language');
  // Another presentation: one request for it, none started for the old report only to be aborted.
  const presentation = page.getByRole('combobox', { name: 'Presentation' });
  const current = await presentation.inputValue();
  const other = (await presentation.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).find((v) => v !== current);
  assert.ok(other, 'the report has another presentation');
  const answered = page.waitForResponse((response) => response.url().includes('/api/paper/') && response.url().includes(`variation=${other}`));
  await presentation.selectOption(other ?? '');
  await answered;
  await page.getByRole('region', { name: 'Verificación de este informe impreso' }).waitFor();
  assert.is(papers.length, 2, `one paper request for the new presentation: ${papers.join(' ')}`);
  assert.equal(aborted, [], 'and none started only to be aborted');
  await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
  await page.emulateMedia({ media: 'print' });
  const text = pdfPageTexts(await page.pdf({ format: 'A4' })).join(' ');
  assert.match(text, 'Quien tenga este papel puede comprobarlo en', 'the check line is in Spanish');
  assert.match(text, 'Código de verificación');
  assert.match(text, 'Huella (SHA-256)');
  assert.not.match(text, 'Anyone holding this paper', 'and not in the interface\'s English');
  assert.not.match(text, 'Verification code');
  await page.emulateMedia({ media: 'screen' });
  assertNoProblems(tracked);
  await tracked.context.close();
});

test('a user manager reads the subject history (the view and the print) and downloads it as CSV', async ({ h }) => {
  assert.ok(subject, 'the print test opened a subject');
  const tracked = await inNorth(h, 'user_manager');
  const { page } = tracked;
  await page.goto(portalUrl(h.server, '/access_history'));
  await page.getByRole('heading', { name: 'Access history', level: 1 }).waitFor();
  // The list follows the code as it is typed, as every list does: no button to press.
  await page.getByRole('searchbox', { name: 'Subject code' }).fill(subject);
  await page.waitForURL(new RegExp(`subject_code=${subject}`));
  const table = page.getByRole('table', { name: 'Access events, newest first' });
  await table.getByRole('row', { name: /Martín Núñez Printed the report of / }).first().waitFor();
  await table.getByRole('row', { name: /Martín Núñez Opened the report of / }).first().waitFor();
  // At 1280 px a subject code and a moment are each one line ("NOR-/1005" was two), the
  // institution is said once above (no column of it), and no event names a thing by its id.
  const lines = await table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => {
      const count = (cell: Element | undefined) => {
        if (!cell) return 0;
        const range = document.createRange();
        range.selectNodeContents(cell);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      };
      return [count(row.children[0]), count(row.children[3])];
    }),
  );
  assert.ok(lines.length > 0 && lines.every(([when, code]) => when === 1 && code === 1), JSON.stringify(lines));
  assert.is(await table.getByRole('columnheader', { name: 'Institution' }).count(), 0);
  await page.getByText(`subjects of ${north}`).waitFor();
  assert.not.match(await table.innerText(), /: (report|record|certificate) \d|: list|: comparison/);
  await assertAccessible(page, '/access_history');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  const csv = await downloadedText(download);
  const rowsOfCsv = csv.trim().split('\r\n');
  assert.is(rowsOfCsv[0], '"When","Who","What","Subject","Institution"');
  assert.ok(rowsOfCsv.some((line) => line.includes('"Martín Núñez","Printed the report of ') && line.includes(`"${subject}"`)));
  assert.is(download.suggestedFilename(), `access-history-${subject}.csv`);

  await spanish(page);
  await page.getByRole('heading', { name: 'Historial de accesos', level: 1 }).waitFor();
  await page.getByRole('table', { name: 'Accesos, de más reciente a más antiguo' }).getByRole('row', { name: /Imprimió el informe del / }).first().waitFor();
  await assertAccessible(page, '/access_history (es)');
  assertNoProblems(tracked);
  await tracked.context.close();
});

test.run();
