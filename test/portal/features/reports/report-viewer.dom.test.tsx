import {
  act, advance, cleanup, click, getAllByRole, getByRole, getByText, queryByRole, queryByText, render, waitFor,
} from '../../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { currentUrl, fail, installApi, ok, resetPortal, seedSession, visit, type FakeApi, endPortalTestInEnglish } from '../../../support/portal-fixtures.ts';
import { App } from '../../../../src/portal/app/app.tsx';
import { changeLanguage } from '../../../../src/portal/lib/i18n/language-store.ts';
import { evaluation, evaluationList, reportAnswer, variations, wideReports } from './report-fixtures.ts';

const slow = { timeout: 3000 };
const listPath = 'reports/list_reports_inst/0';
const getPath = (id: number) => `reports/get_evaluation_report_inst/${id}`;
const variationsPath = (id: number) => `reports/get_report_variations_inst/${id}`;

function select(el: HTMLElement, value: string) {
  act(() => {
    const control = el as HTMLSelectElement;
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set;
    setter?.call(control, value);
    control.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

async function open(url = '/portal/patient/reports?subject=5') {
  visit(url);
  render(<App />);
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Reports' }), slow);
  return getByRole(document.body, 'main');
}

function standardApi(): FakeApi {
  return installApi({
    [listPath]: ok(evaluationList([evaluation(31), evaluation(30, { evaluated_at: '2024-09-10T09:00:00.000Z' })])),
    [getPath(31)]: (call) => ok(reportAnswer(31, {}, call.query.get('lang') ?? 'en'))(call),
    [getPath(30)]: ok(reportAnswer(30)),
    [variationsPath(31)]: ok(variations),
    [variationsPath(30)]: ok(variations),
  });
}

// Neither DOM library lays out or scrolls (jsdom has no scrollIntoView): the calls are recorded.
const scrolled: Element[] = [];
const scrollProto = HTMLElement.prototype as { scrollIntoView?: unknown };
const ownScroll = Object.getOwnPropertyDescriptor(scrollProto, 'scrollIntoView');

const Viewer = suite('Report viewer');
Viewer.before(() => {
  scrollProto.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
});
Viewer.after(() => {
  if (ownScroll) Object.defineProperty(scrollProto, 'scrollIntoView', ownScroll);
  else delete scrollProto.scrollIntoView;
});
Viewer.before.each(() => seedSession({ roles: ['institutional_clinician'], extra: { permissions: wideReports } }));
Viewer.after.each(endPortalTestInEnglish);

Viewer('lists the subject’s evaluations and opens the newest report', async () => {
  const api = standardApi();
  const main = await open();
  await waitFor(() => getByRole(main, 'heading', { name: 'Gait evaluation report' }), slow);
  assert.is(api.callsTo(listPath)[0]?.query.get('subject'), '5');
  const rows = getAllByRole(getByRole(main, 'table', { name: 'Evaluations of NC-005' }), 'row').slice(1);
  assert.is(rows.length, 2);
  assert.match(rows[0]?.textContent ?? '', /Ready/);
  assert.match(getAllByRole(main, 'row', { name: /Gait speed/ }).at(-1)?.textContent ?? '', /Below range/, 'the assessment is written in words');
  assert.is(api.callsTo(getPath(31))[0]?.query.get('lang'), 'en');
});

Viewer('a reader of medical records is offered the subject\'s record from its reports; a clinician without that right is not', async () => {
  standardApi();
  let main = await open();
  await waitFor(() => getByRole(main, 'heading', { name: 'Gait evaluation report' }), slow);
  const link = getByRole(main, 'link', { name: 'Medical records of this subject' });
  assert.is(link.getAttribute('href'), '/portal/medical_records/list?search=NC-005');
  cleanup();
  resetPortal();
  // Reads the institution's reports, but holds no list_subject_inst, which the records need.
  const reportsOnly = JSON.stringify({ ...JSON.parse(wideReports), users: [] });
  seedSession({ roles: ['clinician'], extra: { permissions: reportsOnly } });
  standardApi();
  main = await open();
  await waitFor(() => getByRole(main, 'heading', { name: 'Gait evaluation report' }), slow);
  assert.is(queryByRole(main, 'link', { name: 'Medical records of this subject' }), null);
});

Viewer('the language switch asks for the report in that language (lang) and keeps it in the URL', async () => {
  const api = standardApi();
  const main = await open();
  await waitFor(() => getByRole(main, 'heading', { name: 'Gait evaluation report' }), slow);
  select(getByRole(main, 'combobox', { name: 'Report language' }), 'es');
  await waitFor(() => getByRole(main, 'heading', { name: 'Informe de evaluación de la marcha' }));
  assert.is(api.callsTo(getPath(31)).at(-1)?.query.get('lang'), 'es');
  assert.is(currentUrl(), '/portal/patient/reports?subject=5&lang=es');
});

Viewer('a report asked for in Spanish is labelled in Spanish, units and print header too, while the portal stays English', async () => {
  standardApi();
  const main = await open('/portal/patient/reports?subject=5&lang=es');
  const report = await waitFor(() => getByRole(main, 'article', { name: 'Informe de evaluación de la marcha' }), slow);
  for (const label of ['Elemento medido', 'Intervalo de referencia', 'Valoración']) getAllByRole(report, 'columnheader', { name: label });
  assert.match(report.textContent ?? '', /Sujeto/);
  assert.match(report.textContent ?? '', /110 pasos\/min/);
  assert.not.match(report.textContent ?? '', /Measured item|Reference range|steps\/min|Subject\b/);
  // The controls around the report speak the portal's language.
  getByRole(main, 'combobox', { name: 'Report language' });
  getByRole(main, 'button', { name: 'Print' });
});

Viewer('comments off sends no_comments=true; discarded comments are asked for with discarded=true', async () => {
  const api = standardApi();
  const main = await open();
  await waitFor(() => getByRole(main, 'heading', { name: 'Gait evaluation report' }), slow);
  click(getByRole(main, 'checkbox', { name: 'Show discarded comments' }));
  await waitFor(() => assert.is(api.callsTo(getPath(31)).at(-1)?.query.get('discarded'), 'true'));
  click(getByRole(main, 'checkbox', { name: 'Show evaluator comments' }));
  await waitFor(() => assert.is(api.callsTo(getPath(31)).at(-1)?.query.get('no_comments'), 'true'));
  assert.is(api.callsTo(getPath(31)).at(-1)?.query.get('discarded'), null);
  assert.ok((getByRole(main, 'checkbox', { name: 'Show discarded comments' }) as HTMLInputElement).disabled);
});

Viewer('the variation selector lists the variations call and asks for the chosen one', async () => {
  const api = standardApi();
  const main = await open();
  await waitFor(() => getByRole(main, 'combobox', { name: 'Presentation' }), slow);
  select(getByRole(main, 'combobox', { name: 'Presentation' }), 'summary');
  await waitFor(() => assert.is(api.callsTo(getPath(31)).at(-1)?.query.get('variation'), 'summary'));
});

Viewer("a failed variations call says 'Report Variations could not be loaded' and the report stays readable", async () => {
  const api = standardApi();
  api.on(variationsPath(31), fail(500));
  const main = await open();
  await waitFor(() => getByText(main, 'Report Variations could not be loaded'), slow);
  assert.ok(getByRole(main, 'heading', { name: 'Gait evaluation report' }));
});

Viewer('the version selector reads an older version, says so, and returns to the latest', async () => {
  const api = standardApi();
  const main = await open();
  await waitFor(() => getByRole(main, 'combobox', { name: 'Version' }), slow);
  // The latest version says that it is a correction, and why.
  assert.ok(getByText(main, /^Corrected report: version 2 of .+ replaces the earlier versions\.$/));
  assert.ok(getByText(main, 'Why it was corrected: Stride length corrected'));
  api.on(getPath(31), ok(reportAnswer(31, { version: 1 })));
  select(getByRole(main, 'combobox', { name: 'Version' }), '1');
  await waitFor(() => getByText(main, 'You are reading version 1 of 2. A corrected version exists.'));
  assert.ok(getByText(main, 'Why it was corrected: Stride length corrected'), 'the reason the newer version gives');
  assert.is(api.callsTo(getPath(31)).at(-1)?.query.get('version'), '1');
  api.on(getPath(31), ok(reportAnswer(31)));
  click(getByRole(main, 'button', { name: 'Show the latest version' }));
  await waitFor(() => assert.is(queryByText(main, /You are reading version/), null));
  await waitFor(() => getByText(main, /^Corrected report: version 2/));
  assert.is(api.callsTo(getPath(31)).at(-1)?.query.get('version'), null);
});

Viewer("a failed report load shows the catalogue's 'Report could not be retrieved' with Try again", async () => {
  const api = standardApi();
  api.on(getPath(31), fail(500));
  const main = await open();
  const alert = await waitFor(() => getByRole(main, 'alert'), slow);
  await waitFor(() => getByText(alert, 'Report could not be retrieved'));
  api.on(getPath(31), ok(reportAnswer(31)));
  click(getByRole(alert, 'button', { name: 'Try again' }));
  await waitFor(() => getByRole(main, 'heading', { name: 'Gait evaluation report' }));
});

Viewer('an evaluation still processing says so and shows its report when ready, without a reload (back-off)', async () => {
  const processing = evaluation(32, { status: 'processing', report_version: null });
  const api = installApi({
    [listPath]: ok(evaluationList([processing])),
    [getPath(32)]: ok(reportAnswer(32, { evaluation: processing, version: null, versions: [], variation: null, report: null, status_note: 'Being processed.' })),
  });
  const main = await open();
  await waitFor(() => getByText(main, 'This evaluation is still being processed'), slow);
  const calls = () => api.callsTo(getPath(32)).length;
  assert.is(calls(), 1);
  await advance(2000);
  await waitFor(() => assert.is(calls(), 2));
  await advance(3000);
  assert.is(calls(), 2, 'the second look waits longer than the first');
  await advance(1000);
  await waitFor(() => assert.is(calls(), 3));
  api.on(getPath(32), ok(reportAnswer(32)));
  api.on(listPath, ok(evaluationList([evaluation(32)])));
  api.on(variationsPath(32), ok(variations));
  await advance(8000);
  await waitFor(() => getByRole(main, 'heading', { name: 'Gait evaluation report' }));
  await waitFor(() => assert.ok(api.callsTo(listPath).length >= 2, 'the list row is brought up to date'));
  assert.is(queryByText(main, 'This evaluation is still being processed'), null);
});

Viewer('"Ask about this report" opens the support dialog with Report Interpretation, the evaluation as the page names it (subject code and date) and the helper text', async () => {
  standardApi();
  const main = await open();
  await waitFor(() => getByRole(main, 'heading', { name: 'Gait evaluation report' }), slow);
  click(getByRole(main, 'button', { name: 'Ask about this report' }));
  const dialog = await waitFor(() => getByRole(document.body, 'dialog', { name: 'Support Request' }));
  assert.is((getByRole(dialog, 'combobox', { name: /Reason/ }) as HTMLSelectElement).value, 'Report Interpretation');
  assert.match((getByRole(dialog, 'textbox', { name: /Description/ }) as HTMLTextAreaElement).value, /report for NC-\d+, evaluated on \d+ \w+ \d{4}\. Thank you!$/);
  assert.ok(getByText(dialog, /Do not include personal identifiable information/));
});

Viewer('opening another evaluation puts it in the URL and shows its report', async () => {
  const api = standardApi();
  const main = await open();
  await waitFor(() => getByRole(main, 'heading', { name: 'Gait evaluation report' }), slow);
  click(getAllByRole(main, 'button', { name: /^Open the report of/ })[0] as HTMLElement);
  await waitFor(() => assert.is(api.callsTo(getPath(30)).length, 1));
  assert.is(currentUrl(), '/portal/patient/reports?subject=5&evaluation=30');
});

Viewer('a report opened with its Open button is scrolled into view with focus on its heading', async () => {
  scrolled.length = 0;
  standardApi();
  const main = await open();
  await waitFor(() => getByRole(main, 'heading', { name: 'Gait evaluation report' }), slow);
  assert.equal(scrolled, [], 'the report shown on arrival does not move the page');
  click(getAllByRole(main, 'button', { name: /^Open the report of/ })[0] as HTMLElement);
  const heading = await waitFor(() => getByRole(main, 'heading', { level: 2, name: /^Report of .*2024/ }));
  await waitFor(() => assert.is(document.activeElement, heading));
  assert.equal(scrolled, [heading]);
});

Viewer('the viewer speaks Spanish when Spanish is chosen', async () => {
  standardApi();
  const main = await open();
  await waitFor(() => getByRole(main, 'heading', { name: 'Gait evaluation report' }), slow);
  await act(() => changeLanguage('es'));
  await waitFor(() => getByRole(main, 'button', { name: 'Consultar sobre este informe' }));
  assert.ok(getByRole(main, 'checkbox', { name: 'Mostrar los comentarios de los evaluadores' }));
  assert.is(queryByRole(main, 'button', { name: 'Ask about this report' }), null);
});

Viewer.run();
