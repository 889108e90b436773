import { act, cleanup, click, getByRole, getByText, queryByRole, queryByText, render, type, waitFor } from '../../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fail, held, installApi, ok, resetPortal, seedSession, visit } from '../../../support/portal-fixtures.ts';
import { App } from '../../../../src/portal/app/app.tsx';
import { changeLanguage } from '../../../../src/portal/lib/i18n/language-store.ts';

const slow = { timeout: 3000 };
const code = 'ABCD-EFGH-JKLM-NPQR-STUV';
const verifyPath = `paper/verify/${code}`;
const historyPath = 'access_events/list_inst/0';
const fingerprint = 'a'.repeat(64);

const reportCheck = (status: 'current' | 'superseded') => ({
  kind: 'report',
  institution_name: 'North Clinic',
  issued_at: '2026-11-20T10:00:00.000Z',
  holder_name: null,
  status,
  evaluated_at: '2026-11-02T09:00:00.000Z',
  version: 1,
  latest_version: status === 'current' ? 1 : 2,
  fingerprint,
});

async function openPage(path: string, heading: string) {
  visit(path);
  render(<App />);
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: heading }), slow);
  return getByRole(document.body, 'main');
}

const verify = suite('Verify page (a printed code, signed out)');
verify.before.each(() => resetPortal());
verify.after.each(async () => {
  cleanup();
  resetPortal();
  await changeLanguage('en');
});

verify('is busy while the check runs, then says the report is the latest, with its fingerprint and no clinical value', async () => {
  const answer = held(ok(reportCheck('current')));
  const api = installApi({ [verifyPath]: answer.answer });
  const main = await openPage(`/portal/verify/${code}`, 'Check a printed document');
  await waitFor(() => assert.is(main.querySelector('section')?.getAttribute('aria-busy'), 'true'));
  assert.is(queryByText(main, 'This is the latest version of the report.'), null);
  act(() => answer.release());
  await waitFor(() => getByText(main, 'This is the latest version of the report.'), slow);
  getByText(main, fingerprint);
  getByText(main, 'North Clinic');
  assert.is(main.querySelector('section')?.getAttribute('aria-busy'), 'false');
  assert.is(api.callsTo(verifyPath)[0]?.headers.Authorization, undefined, 'no credentials on the public check');
});

verify('says a newer version supersedes the printed one, in Spanish', async () => {
  await changeLanguage('es');
  installApi({ [verifyPath]: ok(reportCheck('superseded')) });
  const main = await openPage(`/portal/verify/${code}`, 'Comprobar un documento impreso');
  await waitFor(() => getByText(main, /Existe una versión más reciente de este informe \(versión 2\)/), slow);
  getByText(main, 'Huella del informe impreso (SHA-256)');
});

verify('names a certificate holder, institution, date and status', async () => {
  installApi({
    [verifyPath]: ok({
      kind: 'certificate', institution_name: 'North Clinic', issued_at: '2026-11-02T10:00:00.000Z', holder_name: 'Aiko Tanaka',
      status: 'valid', evaluated_at: null, version: null, latest_version: null, fingerprint: null,
    }),
  });
  const main = await openPage(`/portal/verify/${code}`, 'Check a printed document');
  await waitFor(() => getByText(main, 'This certificate is valid.'), slow);
  getByText(main, 'Aiko Tanaka');
  getByText(main, 'Valid');
});

verify('an unknown code fails with the server reason, in English and in Spanish', async () => {
  installApi({ [verifyPath]: fail(404, 'No printed report or certificate carries this code') });
  let main = await openPage(`/portal/verify/${code}`, 'Check a printed document');
  await waitFor(() => assert.match(getByRole(main, 'alert').textContent ?? '', 'No printed report or certificate carries this code'), slow);
  cleanup();
  await changeLanguage('es');
  main = await openPage(`/portal/verify/${code}`, 'Comprobar un documento impreso');
  await waitFor(() => assert.match(getByRole(main, 'alert').textContent ?? '', 'Ningún informe ni certificado impreso lleva este código'), slow);
});

const history = suite('Access history page');
history.after.each(async () => {
  cleanup();
  resetPortal();
  await changeLanguage('en');
});

const event = (id: number, action: string, target: string, more: Record<string, unknown> = {}) => ({
  id,
  at: '2026-11-20T10:00:00.000Z',
  institution_id: 12,
  institution_name: 'North Clinic',
  user_id: 21,
  user_name: 'Lucia Fernandez',
  action,
  target_kind: target,
  target_id: 7,
  subject_id: 3,
  subject_code: 'NOR-1003',
  version: null,
  evaluation_ids: [],
  copies: 1,
  evaluated_at: '2026-03-12T09:30:00.000Z',
  evaluation_dates: [],
  certificate_holder: null,
  ...more,
});

history('shows nothing of the list while it loads, then the events, filtered by subject at the server', async () => {
  seedSession({ roles: ['user_manager'] });
  const answer = held(ok({ entries: [event(2, 'printed', 'report'), event(1, 'report_read', 'report')], total_rows: 2 }));
  const api = installApi({ [historyPath]: answer.answer });
  const main = await openPage('/portal/access_history?subject=3&subject_code=NOR-1003', 'Access history');
  await waitFor(() => assert.is(api.callsTo(historyPath).length, 1));
  assert.is(queryByRole(main, 'table'), null);
  assert.is(api.callsTo(historyPath)[0]?.query.get('subject'), '3');
  assert.is(api.callsTo(historyPath)[0]?.query.get('subject_code'), 'NOR-1003');
  act(() => answer.release());
  const table = await waitFor(() => getByRole(main, 'table', { name: 'Access events, newest first' }), slow);
  getByText(table, 'Printed the report of 12 Mar 2026');
  getByText(table, 'Opened the report of 12 Mar 2026');
});

history('says in words a person knows what each event was of: report dates, a certificate\'s holder, a record, the list; in English, Spanish and Portuguese', async () => {
  seedSession({ roles: ['user_manager'] });
  const entries = [
    event(9, 'exported', 'subject', { target_id: null, evaluated_at: null, evaluation_ids: [12, 15], evaluation_dates: ['2026-03-12T09:30:00.000Z', '2026-04-03T09:30:00.000Z'] }),
    event(8, 'exported', 'subject', { target_id: null, evaluated_at: null, evaluation_ids: [1, 2, 3, 4], evaluation_dates: ['2026-01-01T09:00:00.000Z', '2026-02-01T09:00:00.000Z', '2026-03-01T09:00:00.000Z', '2026-04-01T09:00:00.000Z'] }),
    event(7, 'exported', 'report', { version: 2, evaluation_ids: [7] }),
    event(6, 'printed', 'report', { version: 1, copies: 3 }),
    event(5, 'printed', 'certificate', { target_id: 1, evaluated_at: null, subject_id: null, subject_code: null, certificate_holder: 'Aiko Tanaka' }),
    event(4, 'longitudinal_read', 'longitudinal', { target_id: null, evaluated_at: null }),
    event(3, 'record_read', 'record', { target_id: 40, evaluated_at: null }),
    event(2, 'records_listed', 'records', { target_id: null, evaluated_at: null, subject_id: null, subject_code: null }),
    event(1, 'report_read', 'report', { evaluated_at: null }),
  ];
  installApi({ [historyPath]: ok({ entries, total_rows: entries.length }) });
  const main = await openPage('/portal/access_history', 'Access history');
  const table = await waitFor(() => getByRole(main, 'table', { name: 'Access events, newest first' }), slow);
  for (const words of [
    "Exported the subject's reports of 12 Mar 2026 and 3 Apr 2026 as FHIR",
    "Exported the subject's 4 reports as FHIR",
    'Exported the report of 12 Mar 2026 as FHIR (version 2)',
    'Printed the report of 12 Mar 2026 (version 1, 3 copies)',
    'Printed the certificate of Aiko Tanaka',
    "Compared the subject's evaluations over time",
    "Opened the subject's medical record",
    'Looked through the list of medical records',
    'Opened a report no longer in the portal',
  ]) getByText(table, words);
  // No id stands for a thing, and the institution is said once above the table, not on each row.
  assert.not.match(table.textContent ?? '', /report 7|record 40|certificate 1|: list|: comparison/);
  assert.not.match(table.textContent ?? '', 'North Clinic');
  assert.is(queryByRole(table, 'columnheader', { name: 'Institution' }), null);
  cleanup();
  await changeLanguage('es');
  const spanish = await openPage('/portal/access_history', 'Historial de accesos');
  const tabla = await waitFor(() => getByRole(spanish, 'table', { name: 'Accesos, de más reciente a más antiguo' }), slow);
  getByText(tabla, 'Exportó a FHIR los informes del sujeto del 12 mar 2026 y 3 abr 2026');
  getByText(tabla, 'Imprimió el informe del 12 mar 2026 (versión 1, 3 copias)');
  getByText(tabla, 'Imprimió el certificado de Aiko Tanaka');
  getByText(tabla, 'Abrió la historia clínica del sujeto');
  cleanup();
  await changeLanguage('pt');
  const portuguese = await openPage('/portal/access_history', 'Histórico de acessos');
  const tabela = await waitFor(() => getByRole(portuguese, 'table'), slow);
  getByText(tabela, 'Imprimiu o relatório de 12/03/2026 (versão 1, 3 cópias)');
  getByText(tabela, 'Abriu o registo clínico do utente');
});

history('narrows to a person from their name and to an action, at the server, and the CSV export keeps the filter', async () => {
  seedSession({ roles: ['user_manager'] });
  const api = installApi({ [historyPath]: ok({ entries: [event(1, 'printed', 'report')], total_rows: 1 }) });
  const main = await openPage('/portal/access_history', 'Access history');
  const table = await waitFor(() => getByRole(main, 'table', { name: 'Access events, newest first' }), slow);
  click(getByRole(table, 'link', { name: 'Only the events of Lucia Fernandez' }));
  await waitFor(() => assert.is(api.callsTo(historyPath).at(-1)?.query.get('user'), '21'), slow);
  await waitFor(() => getByText(main, /^Showing the events of Lucia Fernandez/), slow);
  const select = getByRole(main, 'combobox', { name: 'Action' }) as HTMLSelectElement;
  act(() => {
    select.value = 'exported';
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
  // A filter applies as it is chosen, as in every list: no button to press.
  await waitFor(() => assert.is(api.callsTo(historyPath).at(-1)?.query.get('action'), 'exported'), slow);
  assert.is(api.callsTo(historyPath).at(-1)?.query.get('user'), '21');
  assert.match(window.location.search, 'user=21');
  assert.match(window.location.search, 'action=exported');
});

history('says when the CSV file was cut at its limit, and how to get the rest', async () => {
  seedSession({ roles: ['user_manager'] });
  const full = Array.from({ length: 100 }, (_, i) => event(20_000 - i, 'report_read', 'report'));
  installApi({ [historyPath]: ok({ entries: full, total_rows: 12_345 }) });
  URL.createObjectURL ??= () => 'blob:x';
  URL.revokeObjectURL ??= () => {};
  const main = await openPage('/portal/access_history', 'Access history');
  await waitFor(() => getByRole(main, 'table', { name: 'Access events, newest first' }), slow);
  click(getByRole(main, 'button', { name: 'Download CSV' }));
  await waitFor(() => getByText(main, /newest 5,000 of 12,345 events, its limit\. Choose a person or an action/), slow);
});

history('says what to do when nothing was recorded, and filters by a code as it is typed', async () => {
  seedSession({ roles: ['user_manager'] });
  const api = installApi({ [historyPath]: ok({ entries: [], total_rows: 0 }) });
  const main = await openPage('/portal/access_history', 'Access history');
  await waitFor(() => getByText(main, 'No access recorded'), slow);
  const box = getByRole(main, 'searchbox', { name: 'Subject code' });
  box.focus();
  type(box, 'NOR-1009');
  await waitFor(() => assert.is(api.callsTo(historyPath).at(-1)?.query.get('subject_code'), 'NOR-1009'), slow);
  assert.is(document.activeElement, getByRole(main, 'searchbox', { name: 'Subject code' }), 'the box keeps focus while the list follows it');
});

history('a failed load shows the catalogue message and a retry that loads again, in Spanish', async () => {
  await changeLanguage('es');
  seedSession({ roles: ['user_manager'] });
  const api = installApi({ [historyPath]: fail(500) });
  const main = await openPage('/portal/access_history', 'Historial de accesos');
  await waitFor(() => assert.match(getByRole(main, 'alert').textContent ?? '', 'No se ha podido cargar el historial de accesos'), slow);
  installApi({ [historyPath]: ok({ entries: [event(1, 'record_read', 'record')], total_rows: 1 }) });
  click(getByRole(main, 'button', { name: 'Reintentar' }));
  await waitFor(() => getByText(main, 'Abrió la historia clínica del sujeto'), slow);
  assert.ok(api.callsTo(historyPath).length >= 1);
});

history('is offered to user managers and the owner only; a clinician is told who reads it and nothing is asked', async () => {
  seedSession({ roles: ['clinician'] });
  const api = installApi({});
  const main = await openPage('/portal/access_history', 'Access history');
  getByText(main, 'Only user managers and the owner read the access history');
  assert.is(api.callsTo(historyPath).length, 0);
});

verify.run();
history.run();
