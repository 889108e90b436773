/**
 * The FHIR R4 export in Chromium (issue 25): a clinician downloads the FHIR file of a report from the
 * report viewer and of all the subject's reports, each named after the subject code and date, and
 * each file is a Bundle valid against HL7's R4 JSON schema whose references resolve. The page stays
 * clean under axe in English and Spanish with the buttons on it.
 */
import * as assert from 'uvu/assert';
import type { Download, Page } from 'playwright-core';
import type { FhirBundle, FhirDiagnosticReport, FhirPatient } from '../../src/contract/fhir-types.ts';
import { fhirBundleProblems, prepareFhirSchema } from '../support/fhir-schema.ts';
import { assertAccessible, assertNoProblems, browserSuite, downloadedText, waitForPath, enterInstitution } from './support/portal.ts';
import { signedInPage, type Harness } from './support/portal.ts';

// Compiled before the server starts: compiling holds the event loop for seconds.
prepareFhirSchema();

const test = browserSuite('FHIR export in Chromium');
const north = 'Hospital Universitario del Norte';

async function inNorth(h: Harness) {
  const tracked = await signedInPage(h, 'institutional_clinician');
  await enterInstitution(tracked.page, north);
  await waitForPath(tracked.page, '/');
  return tracked;
}

async function downloaded(page: Page, button: string): Promise<{ download: Download; bundle: FhirBundle }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button, exact: true }).click()]);
  const bundle = JSON.parse(await downloadedText(download)) as FhirBundle;
  return { download, bundle };
}

test('a clinician downloads the FHIR file of a report and of all the subject\'s reports; both are valid R4 Bundles', async ({ h }) => {
  const tracked = await inNorth(h);
  const { page } = tracked;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Subjects' }).click();
  await waitForPath(page, '/patients');
  const first = page.getByRole('table').getByRole('link').first();
  const code = (await first.textContent()) ?? '';
  assert.match(code, /^NOR-/);
  await first.click();
  await page.getByRole('article').getByRole('heading', { level: 2 }).waitFor();

  const report = await downloaded(page, 'Download FHIR');
  assert.match(report.download.suggestedFilename(), new RegExp(`^${code}_\\d{4}-\\d{2}-\\d{2}\\.fhir\\.json$`));
  assert.equal(fhirBundleProblems(report.bundle), []);
  const patient = report.bundle.entry.map((e) => e.resource).find((r): r is FhirPatient => r.resourceType === 'Patient');
  assert.is(patient?.identifier[0]?.value, code);
  const reports = report.bundle.entry.map((e) => e.resource).filter((r): r is FhirDiagnosticReport => r.resourceType === 'DiagnosticReport');
  assert.is(reports.length, 1);
  assert.ok(['final', 'amended', 'corrected'].includes(reports[0]?.status ?? ''));
  // The file is named after the evaluation's date, the one the report's heading shows.
  const date = reports[0]?.effectiveDateTime ?? '';
  const named = report.download.suggestedFilename().slice(code.length + 1, code.length + 11);
  assert.ok(Math.abs(Date.parse(named) - Date.parse(date.slice(0, 10))) <= 86_400_000, `${named} is the day of ${date}`);
  await page.getByRole('status').filter({ hasText: `Saved ${report.download.suggestedFilename()}` }).waitFor();

  const subject = await downloaded(page, 'Download FHIR: all reports');
  assert.match(subject.download.suggestedFilename(), new RegExp(`^${code}_\\d{4}-\\d{2}-\\d{2}\\.fhir\\.json$`));
  assert.equal(fhirBundleProblems(subject.bundle), []);
  const all = subject.bundle.entry.filter((e) => e.resource.resourceType === 'DiagnosticReport').map((e) => (e.resource as FhirDiagnosticReport).effectiveDateTime);
  assert.ok(all.length >= 1);
  assert.equal(all, [...all].sort(), 'in date order');
  await assertAccessible(page, '/patient/reports with Download FHIR');

  await page.evaluate(() => localStorage.setItem('portal.language', 'es'));
  await page.reload();
  await page.getByRole('button', { name: 'Descargar FHIR', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Descargar FHIR: todos los informes' }).waitFor();
  await assertAccessible(page, '/patient/reports with Download FHIR, in Spanish');
  assertNoProblems(tracked);
  await tracked.context.close();
});

test.run();
