import { act, click, queryAllByText, getByRole, getByText, queryByRole, render, waitFor } from '../../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { currentUrl, installApi, ok, seedSession, visit, endPortalTestInEnglish } from '../../../support/portal-fixtures.ts';
import { App } from '../../../../src/portal/app/app.tsx';
import { changeLanguage } from '../../../../src/portal/lib/i18n/language-store.ts';
import { evaluation, evaluationList, reportAnswer, variations, wideReports } from './report-fixtures.ts';

const slow = { timeout: 3000 };

async function open(url: string, heading: string) {
  visit(url);
  render(<App />);
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: heading }), slow);
  return getByRole(document.body, 'main');
}

const Pages = suite('Legacy, demo and admin pages');
Pages.after.each(endPortalTestInEnglish);

Pages('Legacy mode: the legacy list and get paths, keeping only evaluations without a task_id', async () => {
  seedSession({ roles: ['institutional_clinician'], extra: { permissions: wideReports } });
  const api = installApi({
    'reports/list_inst/0': ok(evaluationList([evaluation(40, { task_id: 'still-current' }), evaluation(41, { task_id: null })])),
    'reports/get_report_inst/41': ok(reportAnswer(41)),
  });
  const main = await open('/portal/patient/legacy_reports?subject=5', 'Legacy reports');
  await waitFor(() => getByRole(main, 'heading', { name: 'Gait evaluation report' }), slow);
  assert.is(api.callsTo('reports/get_report_inst/41').length, 1);
  assert.equal(api.callsTo('reports/get_report_inst/40'), []);
  const table = getByRole(main, 'table', { name: 'Evaluations of NC-005' });
  assert.is(table.querySelectorAll('tbody tr').length, 1, 'the evaluation with a task_id is left out');
  assert.equal(api.callsTo('reports/get_report_variations_inst/41'), [], 'a legacy report has one presentation');
});

Pages('Demo mode: the demo paths for a user with a role, marked as demonstration data, in both languages', async () => {
  seedSession({ roles: ['clinician'], extra: { permissions: JSON.stringify({ reports: [], users: [] }) } });
  const api = installApi({
    'reports/list_reports_inst_demo/0': ok(evaluationList([evaluation(50, { subject_code: 'DEMO-1', institution_id: null, institution_name: null })])),
    'reports/get_evaluation_report_demo_inst/50': ok(reportAnswer(50)),
    'reports/get_report_variations_inst/50': ok(variations),
  });
  const main = await open('/portal/demo_evals', 'Demo Evaluations');
  await waitFor(() => getByRole(main, 'heading', { name: 'Gait evaluation report' }), slow);
  assert.ok(getByText(main, /These evaluations are examples made up for practice/));
  assert.ok(queryAllByText(main, 'Demonstration data').length >= 1, 'the banner, and the printed header');
  assert.is(api.callsTo('reports/list_reports_inst_demo/0')[0]?.query.get('subject'), null);
  await act(() => changeLanguage('es'));
  await waitFor(() => getByText(main, /Estas evaluaciones son ejemplos inventados/));
  assert.ok(getByRole(main, 'heading', { level: 1, name: 'Evaluaciones de demostración' }));
});

Pages('Admin Panel: an admin filters evaluations across institutions by status, kept in the URL', async () => {
  seedSession({ roles: ['user_manager'], extra: { permissions: JSON.stringify({ reports: [], users: ['admin_dashboard'] }) } });
  const api = installApi({
    'reports/admin_evaluation_list/0': ok({ evaluations: [evaluation(60, { status: 'failed', report_version: null })], total_rows: 1 }),
  });
  const main = await open('/portal/admin_panel', 'Admin Panel');
  const table = await waitFor(() => getByRole(main, 'table', { name: /^Evaluations across institutions/ }), slow);
  assert.match(table.textContent ?? '', /North Clinic/);
  click(getByRole(main, 'checkbox', { name: 'Failed' }));
  await waitFor(() => assert.is(api.callsTo('reports/admin_evaluation_list/0').at(-1)?.query.get('status'), 'failed'));
  assert.is(currentUrl(), '/portal/admin_panel?status=failed');
  click(getByRole(main, 'checkbox', { name: 'Processing' }));
  await waitFor(() => assert.is(currentUrl(), '/portal/admin_panel?status=processing%2Cfailed'));
});

Pages('Admin Panel: a subject code opens its reports in the chosen institution, or the demonstration pool; another institution\'s stays text', async () => {
  const reads = JSON.parse(wideReports) as { reports: string[]; users: string[] };
  seedSession({ roles: ['institutional_clinician'], extra: { permissions: JSON.stringify({ ...reads, users: [...reads.users, 'admin_dashboard'] }) } });
  installApi({
    'reports/admin_evaluation_list/0': ok({
      evaluations: [
        evaluation(61),
        evaluation(62, { subject_id: 9, subject_code: 'DEMO-1', institution_id: null, institution_name: null }),
        evaluation(63, { subject_id: 7, subject_code: 'SUL-007', institution_id: 13, institution_name: 'South Clinic' }),
      ],
      total_rows: 3,
    }),
  });
  const main = await open('/portal/admin_panel', 'Admin Panel');
  const table = await waitFor(() => getByRole(main, 'table', { name: /^Evaluations across institutions/ }), slow);
  assert.is(getByRole(table, 'link', { name: 'NC-005' }).getAttribute('href'), '/portal/patient/reports?subject=5');
  assert.is(getByRole(table, 'link', { name: 'DEMO-1' }).getAttribute('href'), '/portal/demo_evals');
  assert.is(queryByRole(table, 'link', { name: 'SUL-007' }), null);
  assert.ok(getByText(table, 'SUL-007'));
});

Pages('Admin Panel: an admin who does not read the chosen institution\'s reports gets no link that would only refuse them', async () => {
  seedSession({ roles: ['user_manager'], extra: { permissions: JSON.stringify({ reports: [], users: ['admin_dashboard'] }) } });
  installApi({ 'reports/admin_evaluation_list/0': ok({ evaluations: [evaluation(61)], total_rows: 1 }) });
  const main = await open('/portal/admin_panel', 'Admin Panel');
  const table = await waitFor(() => getByRole(main, 'table', { name: /^Evaluations across institutions/ }), slow);
  assert.is(queryByRole(table, 'link', { name: 'NC-005' }), null);
});

Pages('Admin Panel: anyone else is told why, and the list is never asked for', async () => {
  seedSession({ roles: ['institutional_clinician'], extra: { permissions: wideReports } });
  const api = installApi({});
  const main = await open('/portal/admin_panel', 'Admin Panel');
  assert.ok(getByText(main, 'The Admin Panel is for portal administrators'));
  assert.is(queryByRole(main, 'table'), null);
  assert.equal(api.callsTo('reports/admin_evaluation_list/0'), []);
  await act(() => changeLanguage('es'));
  await waitFor(() => getByText(main, 'El panel de administración es para los administradores del portal'));
});

Pages.run();
