/**
 * "Download FHIR" (issue 25): its states on its own (ready, busy, saved, refused and tried again, in
 * Spanish), and where the report pages offer it, calling the endpoint the user's permissions give.
 */
import { act, cleanup, click, getByRole, queryByRole, render, waitFor } from '../../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fail, held, installApi, ok, resetPortal, seedSession, textResponse, visit, type ApiAnswer } from '../../../support/portal-fixtures.ts';
import { App } from '../../../../src/portal/app/app.tsx';
import { changeLanguage } from '../../../../src/portal/lib/i18n/language-store.ts';
import { FhirDownload } from '../../../../src/portal/features/reports/fhir-download.tsx';
import { fhirFileName, fileSaver, localDate } from '../../../../src/portal/features/reports/fhir-export.ts';
import { evaluation, evaluationList, reportAnswer, variations, wideReports } from './report-fixtures.ts';

const slow = { timeout: 3000 };
const bundle = { resourceType: 'Bundle', type: 'collection', timestamp: '2026-03-02T10:00:00.000Z', entry: [] };
const fhirAnswer: ApiAnswer = () => textResponse(JSON.stringify(bundle), 200, 'application/fhir+json');
const saveOriginal = fileSaver.save;
let saved: { name: string; text: string }[] = [];

const reportTarget = { kind: 'report' as const, demo: false as const, id: 31, version: null };

const Download = suite('FHIR download');
Download.before.each(() => {
  seedSession({ roles: ['institutional_clinician'], extra: { permissions: wideReports } });
  saved = [];
  fileSaver.save = (name, text) => void saved.push({ name, text });
});
Download.after.each(async () => {
  cleanup();
  resetPortal();
  fileSaver.save = saveOriginal;
  await changeLanguage('en');
});

Download('ready, then busy while the server prepares the file, then saved under the subject code and date', async () => {
  const pending = held(fhirAnswer);
  const api = installApi({ 'reports/fhir_inst/31': pending.answer });
  const { container } = render(<FhirDownload target={reportTarget} subjectCode="NOR-1155" at="2026-03-02T10:00:00" lang="es" />);
  const button = getByRole(container, 'button', { name: 'Download FHIR' });
  assert.is(button.getAttribute('aria-busy'), null);
  assert.is(getByRole(container, 'status').textContent, '');
  click(button);
  await waitFor(() => assert.is(button.getAttribute('aria-busy'), 'true'));
  assert.is(getByRole(container, 'status').textContent, 'Preparing the FHIR file…');
  click(button);
  assert.is(api.callsTo('reports/fhir_inst/31').length, 1, 'a busy button asks only once');
  pending.release();
  await waitFor(() => assert.is(getByRole(container, 'status').textContent, 'Saved NOR-1155_2026-03-02.fhir.json'), slow);
  assert.is(button.getAttribute('aria-busy'), null);
  assert.equal(saved.map((s) => s.name), ['NOR-1155_2026-03-02.fhir.json']);
  assert.equal(JSON.parse(saved[0]?.text ?? ''), bundle);
  const call = api.callsTo('reports/fhir_inst/31')[0];
  assert.is(call?.method, 'GET');
  assert.is(call?.headers.Accept, 'application/fhir+json');
  assert.is(call?.query.get('lang'), 'es');
  assert.is(call?.query.get('version'), null, 'the latest version unless one is chosen');
});

Download('a refusal is shown in the catalogue\'s words, nothing is saved, and trying again works', async () => {
  const api = installApi({ 'reports/fhir_inst/31': fail(404, 'Evaluation not found') });
  const { container } = render(<FhirDownload target={{ ...reportTarget, version: 2 }} subjectCode="NOR-1155" at="2026-03-02T10:00:00" lang="en" />);
  click(getByRole(container, 'button', { name: 'Download FHIR' }));
  const alert = await waitFor(() => getByRole(container, 'alert'), slow);
  assert.match(alert.textContent ?? '', /Evaluation not found/);
  assert.equal(saved, []);
  assert.is(api.callsTo('reports/fhir_inst/31')[0]?.query.get('version'), '2');
  api.on('reports/fhir_inst/31', fhirAnswer);
  click(getByRole(container, 'button', { name: 'Download FHIR' }));
  await waitFor(() => assert.is(queryByRole(container, 'alert'), null), slow);
  await waitFor(() => assert.is(saved.length, 1), slow);
});

Download('a failure without a reason says the report could not be retrieved', async () => {
  installApi({ 'subjects/fhir_inst/5': fail(500) });
  const target = { kind: 'subject' as const, demo: false as const, id: 5 };
  const { container } = render(<FhirDownload target={target} subjectCode="NOR-1155" lang="en" />);
  click(getByRole(container, 'button', { name: 'Download FHIR: all reports' }));
  // The catalogue loads on first use: the words follow the alert.
  await waitFor(() => assert.match(getByRole(container, 'alert').textContent ?? '', /Report could not be retrieved/), slow);
});

Download('in Spanish', async () => {
  installApi({ 'subjects/fhir_inst/5': fhirAnswer });
  await act(() => changeLanguage('es'));
  const target = { kind: 'subject' as const, demo: false as const, id: 5 };
  const { container } = render(<FhirDownload target={target} subjectCode="NOR-1155" lang="es" />);
  const button = await waitFor(() => getByRole(container, 'button', { name: 'Descargar FHIR: todos los informes' }), slow);
  click(button);
  const today = localDate(new Date());
  await waitFor(() => assert.is(getByRole(container, 'status').textContent, `Guardado: NOR-1155_${today}.fhir.json`), slow);
});

Download('the file name keeps only safe characters of the subject code', () => {
  assert.is(fhirFileName('NOR-1155', '2026-03-02'), 'NOR-1155_2026-03-02.fhir.json');
  assert.is(fhirFileName('../a b/c', '2026-03-02'), '_a_b_c_2026-03-02.fhir.json');
  assert.is(fhirFileName('', '2026-03-02'), 'subject_2026-03-02.fhir.json');
});

Download.run();

const Pages = suite('FHIR download on the report pages');
Pages.before.each(() => {
  saved = [];
  fileSaver.save = (name, text) => void saved.push({ name, text });
});
Pages.after.each(async () => {
  cleanup();
  resetPortal();
  fileSaver.save = saveOriginal;
  await changeLanguage('en');
});

function reportApi(prefix: 'inst' | 'inst_user') {
  const list = prefix === 'inst' ? 'reports/list_reports_inst/0' : 'reports/list_reports_inst_user/0';
  const get = prefix === 'inst' ? 'reports/get_evaluation_report_inst/31' : 'reports/get_evaluation_report_inst_user/31';
  return installApi({
    [list]: ok(evaluationList([evaluation(31)])),
    [get]: ok(reportAnswer(31)),
    'reports/get_report_variations_inst/31': ok(variations),
    [`reports/fhir_${prefix}/31`]: fhirAnswer,
    [`subjects/fhir_${prefix}/5`]: fhirAnswer,
  });
}

Pages('the report viewer and the subject\'s reports page offer it on the _inst paths to an institution-wide reader', async () => {
  seedSession({ roles: ['institutional_clinician'], extra: { permissions: wideReports } });
  const api = reportApi('inst');
  visit('/portal/patient/reports?subject=5');
  render(<App />);
  const main = await waitFor(() => getByRole(document.body, 'main'), slow);
  const viewerButton = await waitFor(() => getByRole(main, 'button', { name: 'Download FHIR' }), slow);
  click(viewerButton);
  await waitFor(() => assert.is(saved.length, 1), slow);
  // Named after the evaluation's date on the reader's calendar.
  const date = localDate(new Date(evaluation(31).evaluated_at));
  assert.equal(saved[0]?.name, `NC-005_${date}.fhir.json`);
  click(getByRole(main, 'button', { name: 'Download FHIR: all reports' }));
  await waitFor(() => assert.is(api.callsTo('subjects/fhir_inst/5').length, 1), slow);
});

Pages('a clinician without the institution-wide permission exports through the _inst_user paths', async () => {
  seedSession({ roles: ['clinician'] });
  const api = reportApi('inst_user');
  visit('/portal/patient/reports?subject=5');
  render(<App />);
  const main = await waitFor(() => getByRole(document.body, 'main'), slow);
  click(await waitFor(() => getByRole(main, 'button', { name: 'Download FHIR' }), slow));
  await waitFor(() => assert.is(api.callsTo('reports/fhir_inst_user/31').length, 1), slow);
  assert.is(api.callsTo('reports/fhir_inst/31').length, 0);
});

Pages.run();
