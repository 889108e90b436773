// Medical records in Chromium against the real server (issue 11): register a new subject with a
// record, find it in the list, change it into a second revision; two people changing one record,
// the second gets both versions and loses nothing; the server stopped during a save, the form kept
// and the save retried once it is back; a clinician without the entry role reads but cannot write;
// axe on every new screen in English and Spanish.
import type { Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startServer } from '../../src/server/app.ts';
import { seededPglite } from '../server/support/test-server.ts';
import { launchBrowser, openPage, type TrackedPage } from './support/browser.ts';
import { appPath, assertAccessible, assertNoProblems, demoAccount, signIn, waitForPath, enterInstitution } from './support/portal.ts';
import type { Browser } from 'playwright-core';
import type { DemoRole } from '../../src/server/seed/demo-data.ts';

type Running = Awaited<ReturnType<typeof startServer>>;

interface Context {
  browser: Browser;
  server: Running;
  dataDir: string | undefined;
  port: number;
}

const start = (dataDir: string | undefined, port = 0) =>
  startServer({ port, host: '127.0.0.1', seed: true, database: dataDir ? { dataDir } : {}, portalDir: 'dist/portal', logger: () => {} });

const test = suite<Context>('medical records in Chromium');

test.before(async (ctx) => {
  ctx.browser = await launchBrowser();
  ctx.dataDir = (await seededPglite()).dataDir;
  ctx.server = await start(ctx.dataDir);
  ctx.port = Number(new URL(ctx.server.url).port);
});
test.after(async (ctx) => {
  await ctx.browser.close();
  await ctx.server.close();
});

const url = (ctx: Context, path: string) => `http://127.0.0.1:${ctx.port}/portal${path}`;
const code = (name: string) => `E2E-${name}-${process.pid}`;

/** A page signed in as `role`, working in the Clínica do Sul (terms accepted on the way if asked). */
async function signedInSouth(ctx: Context, role: DemoRole): Promise<TrackedPage> {
  const tracked = await openPage(ctx.browser);
  const { page } = tracked;
  const account = demoAccount(role);
  await page.goto(url(ctx, '/auth/sign-in'));
  await signIn(page, account.email, account.password);
  await enterInstitution(page, 'Clínica do Sul');
  await page.waitForURL((u) => !u.pathname.endsWith('/institutions'), { timeout: 10_000 });
  if (appPath(page).startsWith('/terms_and_conditions')) {
    await page.getByRole('button', { name: /accept/i }).click();
    await page.waitForURL((u) => !u.pathname.includes('terms'), { timeout: 10_000 });
  }
  return tracked;
}

async function heading(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('heading', { name, level: 1 }).waitFor();
  await page.getByRole('status', { name: 'Loading' }).waitFor({ state: 'detached' });
}

/** Picks the first entry matching `typed` in a type-ahead choice field. */
async function choose(page: Page, label: RegExp, typed: string): Promise<void> {
  const box = page.getByRole('combobox', { name: label });
  await box.fill(typed);
  await box.press('ArrowDown');
  await box.press('Enter');
}

async function registerRecord(page: Page, subjectCode: string): Promise<void> {
  await page.goto(page.url().replace(/\/portal\/.*$/, '/portal/medical_records/register'));
  await heading(page, 'Register a medical record');
  await page.getByLabel(/Subject code/).fill(subjectCode);
  await page.getByLabel(/Record number/).fill('HC-77');
  await page.getByLabel(/Birth date/).fill('2020-05-17');
  await page.getByLabel(/^Sex/).selectOption('female');
  await choose(page, /Relevant diagnoses/, 'Epil');
  await page.getByRole('button', { name: 'Remove Epilepsy' }).waitFor();
  await choose(page, /Reason for referral/, 'Diagnostic');
  await page.getByLabel('Clinical notes').fill('First visit, no seizures for six months.');
  await page.getByLabel('Referring clinician').fill('Dr. Ana Costa');
}

/** Opens a record from the list searched by its code. */
async function openFromList(page: Page, subjectCode: string): Promise<void> {
  await page.goto(page.url().replace(/\/portal\/.*$/, `/portal/medical_records/list?search=${subjectCode}`));
  await heading(page, 'Medical records list');
  await page.getByRole('link', { name: `Open the record of ${subjectCode}` }).click();
  await page.getByRole('heading', { name: `Record of ${subjectCode}` }).waitFor();
}

test('register a new subject with a record, find it in the list and change it into a second revision', async (ctx) => {
  const tracked = await signedInSouth(ctx, 'medical_record_entry');
  const { page } = tracked;
  const subject = code('A');
  await page.goto(url(ctx, '/medical_records'));
  await heading(page, 'Medical records');
  await assertAccessible(page, '/medical_records');
  await registerRecord(page, subject);
  await assertAccessible(page, '/medical_records/register, filled');
  await page.getByRole('button', { name: 'Save record' }).click();
  await page.getByText(`Record ${subject} saved.`).waitFor();
  await page.getByText('Record saved successfully').first().waitFor();

  await openFromList(page, subject);
  assert.match(await page.getByRole('main').innerText(), /Registered in the portal \(PP\)/);
  assert.match(await page.getByRole('main').innerText(), /Epilepsy/);
  await assertAccessible(page, 'a record');
  await page.getByRole('button', { name: 'Change this record' }).click();
  await page.getByLabel('Medication').fill('Levetiracetam 250 mg twice daily');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByText('Revision 2 (current)').waitFor();
  assert.match(await page.getByRole('main').innerText(), /Changed: Medication/);

  // The subject is in the institution's subject list, with its PP mark.
  const listed = await page.evaluate(async (search) => {
    const answer = await fetch(`/api/subjects/list_inst/0?search=${search}`, {
      method: 'POST',
      headers: { AuthType: 'VMPartner', LoginType: '1', Authorization: `${sessionStorage.getItem('user_id')}:${sessionStorage.getItem('token')}` },
    });
    return (await answer.json()).data.subject_list as { subject_code: string; portal_provided: boolean }[];
  }, subject);
  assert.equal(listed.map((s) => [s.subject_code, s.portal_provided]), [[subject, true]]);

  // The list and the register page in Spanish.
  await page.getByRole('button', { name: /João/ }).click();
  await page.getByRole('menuitemradio', { name: 'Español' }).click();
  await page.getByRole('heading', { name: `Historia clínica de ${subject}` }).waitFor();
  await page.goto(url(ctx, `/medical_records/list?search=${subject}`));
  await heading(page, 'Lista de historias clínicas');
  await assertAccessible(page, '/medical_records/list in Spanish');
  await page.goto(url(ctx, '/medical_records/register'));
  await heading(page, 'Registrar una historia clínica');
  await assertAccessible(page, '/medical_records/register in Spanish');
  await page.goto(url(ctx, '/user_manual'));
  await heading(page, 'Manual de usuario');
  await page.getByRole('heading', { name: 'Historias clínicas', level: 2, exact: true }).waitFor();
  await assertAccessible(page, '/user_manual in Spanish');
  assertNoProblems(tracked);
  await tracked.context.close();
});

test('two people change one record: the second save shows both versions side by side, and nothing typed is lost', async (ctx) => {
  const first = await signedInSouth(ctx, 'medical_record_entry');
  const subject = code('B');
  await registerRecord(first.page, subject);
  await first.page.getByRole('button', { name: 'Save record' }).click();
  await first.page.getByText(`Record ${subject} saved.`).waitFor();
  const second = await signedInSouth(ctx, 'medical_record_entry');
  for (const { page } of [first, second]) {
    await openFromList(page, subject);
    await page.getByRole('button', { name: 'Change this record' }).click();
  }
  await first.page.getByLabel('Clinical notes').fill('Seen again: walking without support.');
  await first.page.getByRole('button', { name: 'Save changes' }).click();
  await first.page.getByText('Revision 2 (current)').waitFor();

  await second.page.getByLabel('Medication').fill('Melatonin 2 mg at night');
  await second.page.getByRole('button', { name: 'Save changes' }).click();
  await second.page.getByText('Someone else changed this record').waitFor();
  const table = second.page.getByRole('table');
  assert.match(await table.innerText(), /Melatonin 2 mg at night/, 'what the second person typed is on screen');
  assert.match(await table.innerText(), /Seen again: walking without support\./, 'beside the saved version');
  // The revisions beside the conflict are brought up to date: revision 2 is the current one.
  await second.page.getByText('Revision 2 (current)').waitFor();
  assert.is(await second.page.getByText('Revision 1 (current)').count(), 0);
  await assertAccessible(second.page, 'the conflict view');
  await second.page.getByRole('button', { name: 'Save merged record' }).click();
  await second.page.getByText('Revision 3 (current)').waitFor();
  const text = await second.page.getByRole('main').innerText();
  assert.match(text, /Melatonin 2 mg at night/);
  assert.match(text, /Seen again: walking without support\./);
  assertNoProblems(second);
  await first.context.close();
  await second.context.close();
});

test('the server stopped during a save: the form keeps everything, and saving again works once it is back', async (ctx) => {
  const tracked = await signedInSouth(ctx, 'medical_record_entry');
  const { page } = tracked;
  const subject = code('C');
  await registerRecord(page, subject);
  await ctx.server.close();
  await page.getByRole('button', { name: 'Save record' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Record could not be saved' });
  await alert.waitFor();
  assert.is(await page.getByLabel(/Subject code/).inputValue(), subject);
  assert.is(await page.getByLabel('Clinical notes').inputValue(), 'First visit, no seizures for six months.');
  await page.getByRole('button', { name: 'Remove Epilepsy' }).waitFor();
  ctx.server = await start(ctx.dataDir, ctx.port);
  await alert.getByRole('button', { name: 'Save again' }).click();
  await page.getByText(`Record ${subject} saved.`).waitFor();
  await tracked.context.close();
});

test('the browser\'s Back on a form with unsaved changes asks first: Stay keeps the form, Leave goes back', async (ctx) => {
  const tracked = await signedInSouth(ctx, 'medical_record_entry');
  const { page } = tracked;
  await page.goto(url(ctx, '/medical_records'));
  await page.getByRole('link', { name: 'Register a record' }).first().click();
  await heading(page, 'Register a medical record');
  // The skip link moves focus without a history entry, so Back still leaves the form.
  await page.getByRole('link', { name: 'Skip to main content' }).focus();
  await page.keyboard.press('Enter');
  assert.is(await page.evaluate(() => document.activeElement?.id), 'main-content');
  assert.match(page.url(), /\/medical_records\/register$/, 'no #main-content entry in the history');
  await page.getByLabel('Clinical notes').fill('Typed, not saved.');
  await page.evaluate(() => history.back());
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await dialog.waitFor({ state: 'detached' });
  assert.match(page.url(), /\/portal\/medical_records\/register$/, 'still on the form');
  assert.is(await page.getByLabel('Clinical notes').inputValue(), 'Typed, not saved.');
  await page.evaluate(() => history.back());
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await page.waitForURL(/\/portal\/medical_records$/);
  await heading(page, /Medical records/);
  assertNoProblems(tracked);
  await tracked.context.close();
});

test('a clinician without the entry role reads records but is offered no way to write them', async (ctx) => {
  const tracked = await signedInSouth(ctx, 'institutional_clinician');
  const { page } = tracked;
  await page.goto(url(ctx, '/medical_records'));
  await heading(page, 'Medical records');
  await page.getByText('You can read records.', { exact: false }).waitFor();
  assert.is(await page.getByRole('link', { name: 'Register a record' }).count(), 0);
  await openFromList(page, code('A'));
  assert.is(await page.getByRole('button', { name: 'Change this record' }).count(), 0);
  await page.goto(url(ctx, '/medical_records/register'));
  await heading(page, 'Register a medical record');
  assert.is(await page.getByRole('button', { name: 'Save record' }).count(), 0);
  // A forged save is refused by the server all the same.
  const status = await page.evaluate(async () => {
    const answer = await fetch('/api/medical_record/set_inst/0', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', AuthType: 'VMPartner', LoginType: '1', Authorization: `${sessionStorage.getItem('user_id')}:${sessionStorage.getItem('token')}` },
      body: JSON.stringify({ base_revision: 0, new_subject: { code: 'FORGED-1', institution_reference: '' }, fields: { birth_date: '2020-01-01', sex: 'male', diagnoses: [], referral_reason: null, medication: '', clinical_notes: '', referring_clinician: '' } }),
    });
    return answer.status;
  });
  assert.is(status, 403);
  await tracked.context.close();
});

test.run();
