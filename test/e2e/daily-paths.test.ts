// Every role's daily path, walked as a new user would (issue 24), in Chromium against the real
// server: a records clerk's subjects open their medical records; a record links its subject's
// reports; Open brings a report into view on a phone; a Spanish report is Spanish on screen and
// on paper; the audit trail keeps reads apart; only what a person can do is offered; pages that
// need no institution open without one, a login lands in one navigation, and an ended session
// is named on the sign-in page.
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import type { DemoRole } from '../../src/server/seed/demo-data.ts';
import { pdfPageTexts } from './support/pdf-text.ts';
import {
  appPath, assertNoProblems, browserSuite, demoAccount, openPage, portalUrl, signIn, signedInPage, waitForPath, type Harness, enterInstitution } from './support/portal.ts';
import type { TrackedPage } from './support/browser.ts';

const test = browserSuite('every role’s daily path in Chromium');

const north = 'Hospital Universitario del Norte';
const south = 'Clínica do Sul';

/** Signed in as `role` with `institution` chosen, on the page that choosing leads to. */
async function working(h: Harness, role: DemoRole, institution: string, viewport?: { width: number; height: number }): Promise<TrackedPage> {
  const tracked = await signedInPage(h, role, viewport);
  await enterInstitution(tracked.page, institution);
  await tracked.page.waitForURL((u) => !u.pathname.endsWith('/institutions'), { timeout: 10_000 });
  return tracked;
}

/** Goes to an app path as a link in the portal would (no reload, the session stays). */
async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', `/portal${to}`);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function settled(page: Page, heading: string | RegExp): Promise<void> {
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  await page.getByRole('status', { name: 'Loading' }).waitFor({ state: 'detached' });
}

/** Console errors about failed requests (a 404 in the console is noise a person should not see). */
function failedRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Failed to load resource/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

test('item 1: a records clerk opens a subject on its medical records, never on a report the server refuses', async ({ h }) => {
  const tracked = await working(h, 'medical_record_entry', south);
  const { page } = tracked;
  const failures = failedRequests(page);
  await go(page, '/patients');
  await settled(page, 'Subjects');
  const first = page.getByRole('link', { name: /^Medical records of / }).first();
  const name = (await first.getAttribute('aria-label')) ?? '';
  const code = name.replace('Medical records of ', '');
  assert.ok(code.startsWith('SUL-'), name);
  assert.is(await page.getByRole('link', { name: code, exact: true }).count(), 0, 'no link to the reports');
  await first.click();
  await settled(page, 'Medical records list');
  assert.is(appPath(page), `/medical_records/list?search=${code}`);
  await page.getByRole('link', { name: `Open the record of ${code}` }).first().waitFor();
  assert.is(await page.getByText('Subject not found').count(), 0);

  // Typed by hand, the reports page says why it is closed and where to go instead.
  await go(page, '/patient/reports?subject=1');
  await settled(page, 'Reports');
  await page.getByText('Reports is not available for your account').waitFor();
  await page.getByRole('link', { name: 'Open the medical records instead' }).waitFor();
  assert.equal(failures, [], 'no failed request in the console');
  assertNoProblems(tracked);
  await tracked.context.close();
});

test('item 2: from a medical record to its subject’s reports', async ({ h }) => {
  const tracked = await working(h, 'institutional_clinician', north);
  const { page } = tracked;
  await go(page, '/medical_records/list');
  await settled(page, 'Medical records list');
  const open = page.getByRole('link', { name: /^Open the record of / }).first();
  const code = ((await open.getAttribute('aria-label')) ?? '').replace('Open the record of ', '');
  await open.click();
  await page.getByRole('heading', { name: `Record of ${code}` }).waitFor();
  await page.getByRole('link', { name: 'Subject\'s reports' }).click();
  await settled(page, 'Reports');
  await page.getByRole('table', { name: `Evaluations of ${code}` }).waitFor();
  assert.match(appPath(page), /^\/patient\/reports\?subject=\d+/);
  assert.is(await page.getByText('Choose a subject first').count(), 0);
  assertNoProblems(tracked);
  await tracked.context.close();
});

test('item 3: on a phone, Open brings the report into view with focus on its heading', async ({ h }) => {
  const tracked = await working(h, 'institutional_clinician', north, { width: 390, height: 844 });
  const { page } = tracked;
  await go(page, '/patient/reports?subject=1');
  await settled(page, 'Reports');
  // On a phone the evaluation list is folded behind its title, so that the report comes first.
  const caption = page.locator('summary', { hasText: /^Evaluations of / });
  await caption.click();
  const lines = await caption.evaluate((el) => {
    const range = document.createRange();
    // Its words (the title's text), not the boxes around them.
    const text = document.createTreeWalker(el, NodeFilter.SHOW_TEXT).nextNode() ?? el;
    range.selectNodeContents(text);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
  assert.is(lines, 1, 'the table title stays on one line');

  const button = page.getByRole('button', { name: /^Open the report of / }).last();
  const date = ((await button.getAttribute('aria-label')) ?? '').replace('Open the report of ', '');
  await button.click();
  const heading = page.getByRole('heading', { name: `Report of ${date}`, level: 2 });
  await heading.waitFor();
  await page.waitForFunction(() => document.activeElement?.tagName === 'H2');
  assert.is(await heading.evaluate((el) => el === document.activeElement), true, 'focus is on the report’s heading');
  const box = await heading.boundingBox();
  assert.ok(box && box.y >= 0 && box.y + box.height <= 844, `the heading is on screen (y ${box?.y})`);
  assertNoProblems(tracked);
  await tracked.context.close();
});

test('item 5: a report asked for in Spanish is wholly Spanish, on screen and printed, in an English portal', async ({ h }) => {
  const tracked = await working(h, 'institutional_clinician', north);
  const { page } = tracked;
  await go(page, '/patient/reports?subject=1&lang=es');
  await settled(page, 'Reports');
  const report = page.getByRole('article');
  await report.getByRole('columnheader', { name: 'Elemento medido' }).first().waitFor();
  const text = await report.innerText();
  for (const word of ['Sujeto', 'Intervalo de referencia', 'Conclusión', 'pasos/min']) assert.match(text, word);
  for (const word of ['Measured item', 'Reference range', 'Within range', 'Conclusion', 'steps/min']) assert.not.match(text, word);
  await page.getByRole('button', { name: 'Print' }).waitFor();

  const printed = pdfPageTexts(await page.pdf({ format: 'A4' })).join('\n');
  assert.match(printed, /Impreso el/);
  assert.match(printed, /Elemento medido/);
  assert.not.match(printed, /Measured item|Printed on|steps\/min/);
  assertNoProblems(tracked);
  await tracked.context.close();
});

test('item 7: the audit trail shows changes by default, reads on request, one per person and half hour, each naming its actor', async ({ h }) => {
  const tracked = await working(h, 'owner', north);
  const { page } = tracked;
  for (const path of ['/medical_records/list', '/medical_records/list?search=NOR-1', '/medical_records/list?search=NOR-10']) {
    await go(page, path);
    await settled(page, 'Medical records list');
    await page.getByRole('link', { name: /^Open the record of NOR-1/ }).first().waitFor();
  }
  await go(page, '/users?view=audit');
  await settled(page, 'Audit trail');
  const rows = page.getByRole('table', { name: 'Audit trail of the institution' }).locator('tbody tr');
  await rows.first().waitFor();
  assert.ok(!(await rows.allInnerTexts()).some((row) => row.includes('Medical records list opened')), 'no reads among the changes');
  await page.getByRole('row', { name: /Roles changed.*Carmen Ortega.*Martín Núñez.*Clinician → Institutional clinician/ }).waitFor();

  await page.getByLabel('Show').selectOption({ label: 'Reads of medical records' });
  await waitForPath(page, '/users?view=audit&kind=reads');
  // Other people's views (earlier tests on this server) are rows of their own, each named.
  const reads = page.getByRole('row', { name: /Medical records list opened/ });
  await reads.first().waitFor();
  const texts = await reads.allInnerTexts();
  assert.ok(texts.every((row) => /Medical records list opened\s+\S+ \S+/.test(row)), texts.join(' // '));
  assert.is(texts.filter((row) => row.includes('Carmen Ortega')).length, 1, 'three views of the list, one row');
  // At 1280 px each moment is one line (it wrapped onto three).
  const whenLines = await page.getByRole('table', { name: 'Audit trail of the institution' }).locator('tbody tr td:first-child').evaluateAll((cells) =>
    cells.map((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    }),
  );
  assert.ok(whenLines.length > 0 && whenLines.every((n) => n === 1), JSON.stringify(whenLines));
  assertNoProblems(tracked);
  await tracked.context.close();
});

test('item 8: only what the person can do is offered, with links that say where they go', async ({ h }) => {
  const reader = await working(h, 'institutional_clinician', north);
  await go(reader.page, '/medical_records/list?search=NO-SUCH-SUBJECT');
  await settled(reader.page, 'Medical records list');
  await reader.page.getByRole('heading', { name: 'No record matches “NO-SUCH-SUBJECT”' }).waitFor();
  assert.is(await reader.page.getByRole('link', { name: 'Register a medical record' }).count(), 0);

  await go(reader.page, '/user_manual');
  await settled(reader.page, 'User Manual');
  const links = reader.page.getByRole('main').getByRole('link', { name: /^Go to / });
  await links.first().waitFor();
  const names = await links.allInnerTexts();
  assert.ok(names.includes('Go to Subjects') && names.includes('Go to Medical Records List'), names.join());
  assert.not.ok(names.includes('Go to Register Medical Record'), 'no page the reader cannot open');
  assert.not.ok(names.includes('Go to Users') || names.includes('Go to Admin Panel'), names.join());
  assert.is(await reader.page.getByRole('link', { name: 'Open this page' }).count(), 0);
  await reader.context.close();

  const admin = await working(h, 'admin', north);
  await admin.page.getByRole('button', { name: /Alex Admin/ }).click();
  await admin.page.getByRole('menuitem', { name: 'Admin Panel' }).click();
  await settled(admin.page, 'Admin Panel');
  assert.is(appPath(admin.page), '/admin_panel');
  assertNoProblems(admin);
  await admin.context.close();
});

test('item 9: About, the manual, My Account and User Roles need no institution; a login lands in one navigation', async ({ h }) => {
  const tracked = await openPage(h.browser);
  const { page } = tracked;
  // Two institutions: the login stops at the choice (one is opened by itself).
  const account = demoAccount('institutional_clinician');
  await page.goto(portalUrl(h.server, '/auth/sign-in'));
  await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(appPath(page));
  });
  await signIn(page, account.email, account.password);
  await waitForPath(page, '/institutions?from=/auth/sign-in');
  await page.getByRole('button', { name: /^Choose / }).first().waitFor();
  assert.equal(visited, ['/institutions?from=/auth/sign-in'], 'no stop at / or /institutions on the way');

  for (const [path, heading] of [['/about', 'About'], ['/user_manual', 'User Manual'], ['/my_account', 'My Account'], ['/user_roles', 'User Roles']] as const) {
    await go(page, path);
    await settled(page, heading);
    assert.is(appPath(page), path, `${path} opens without an institution`);
  }
  assertNoProblems(tracked);
  await tracked.context.close();
});

test('item 9: after a session ran out the sign-in page says that it ended', async ({ h }) => {
  const tracked = await working(h, 'institutional_clinician', north);
  const { page } = tracked;
  await page.evaluate(() => sessionStorage.setItem('expiration_date', new Date(Date.now() - 1000).toISOString()));
  await page.goto(portalUrl(h.server, '/patients'));
  await waitForPath(page, '/auth/sign-in?redirect=%2Fpatients');
  await page.getByText('Your session has ended').waitFor();
  await page.getByText(/signed you out when your session ended/).waitFor();

  // A sign-in from a fresh visit says nothing of the kind.
  const fresh = await openPage(h.browser);
  await fresh.page.goto(portalUrl(h.server, '/auth/sign-in'));
  await fresh.page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
  assert.is(await fresh.page.getByText('Your session has ended').count(), 0);
  assertNoProblems(tracked);
  await tracked.context.close();
  await fresh.context.close();
});

test.run();
