import { act, click, getAllByRole, getByRole, getByText, pressKey, render, waitFor } from '../../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { currentUrl, installApi, ok, seedSession, visit, endPortalTestInEnglish } from '../../../support/portal-fixtures.ts';
import { App } from '../../../../src/portal/app/app.tsx';
import { LongitudinalChart } from '../../../../src/portal/features/reports/longitudinal-chart.tsx';
import { changeLanguage } from '../../../../src/portal/lib/i18n/language-store.ts';
import type { LongitudinalItem } from '../../../../src/contract/report-types.ts';
import { evaluation, evaluationList, longitudinal, reportAnswer, variations, wideReports } from './report-fixtures.ts';

const slow = { timeout: 3000 };
const item = longitudinal([31, 33, 35]).items[0] as unknown as LongitudinalItem;
const cells = (table: HTMLElement) => getAllByRole(table, 'row').slice(1).map((row) => [...row.children].map((c) => c.textContent?.trim()));

const Chart = suite('Longitudinal chart and its data table');
Chart.after.each(endPortalTestInEnglish);

Chart('the data table beside the chart holds every point: date, age, value, reference range and assessment in words', () => {
  const { container } = render(<LongitudinalChart item={item} />);
  const table = getByRole(container, 'table', { name: 'Gait speed (m/s): values by evaluation' });
  assert.equal(cells(table), [
    ['10 May 2025', '8.4', '1.00 m/s', '1.10–1.70', '▼ Below range'],
    ['10 Jul 2025', '8.6', '1.10 m/s', '1.10–1.70', '● Within range'],
    ['10 Sept 2025', '8.8', '1.20 m/s', '1.10–1.70', '● Within range'],
  ]);
  assert.ok(getByRole(container, 'img', { name: 'Gait speed (m/s) over age' }));
});

Chart('the chart is one tab stop; arrow keys move from point to point and announce its values', () => {
  const { container } = render(<LongitudinalChart item={item} />);
  const chart = getByRole(container, 'img', { name: 'Gait speed (m/s) over age' });
  assert.is(chart.getAttribute('tabindex'), '0');
  act(() => chart.focus());
  pressKey(chart, 'ArrowRight');
  const live = container.querySelector('[aria-live="polite"]')!;
  assert.is(live.textContent, 'Age 8.4: 1.00 m/s, Below range');
  pressKey(chart, 'End');
  assert.is(live.textContent, 'Age 8.8: 1.20 m/s, Within range');
  pressKey(chart, 'ArrowLeft');
  assert.is(live.textContent, 'Age 8.6: 1.10 m/s, Within range');
});

Chart('the chart and its table speak Spanish', async () => {
  const { container } = render(<LongitudinalChart item={item} />);
  await act(() => changeLanguage('es'));
  const table = await waitFor(() => getByRole(container, 'table', { name: 'Gait speed (m/s): valores por evaluación' }));
  assert.equal(cells(table)[0], ['10 may 2025', '8,4', '1,00 m/s', '1,10–1,70', '▼ Por debajo del intervalo']);
});

Chart.run();

const Compare = suite('Comparing evaluations over time');
Compare.before.each(() => seedSession({ roles: ['institutional_clinician'], extra: { permissions: wideReports } }));
Compare.after.each(endPortalTestInEnglish);

Compare('choosing two evaluations and Compare sends their ids as {list}, keeps them in the URL and draws each item', async () => {
  const api = installApi({
    'reports/list_reports_inst/0': ok(evaluationList([evaluation(35), evaluation(33), evaluation(31)])),
    'reports/get_evaluation_report_inst/35': ok(reportAnswer(35)),
    'reports/get_report_variations_inst/35': ok(variations),
    'reports/get_longitudinal_report_inst/0': (call) => ok(longitudinal((call.json as { list: number[] }).list))(call),
  });
  visit('/portal/patient/reports?subject=5');
  render(<App />);
  const main = await waitFor(() => getByRole(document.body, 'main'), slow);
  await waitFor(() => getByRole(main, 'heading', { name: 'Gait evaluation report' }), slow);
  const compare = getByRole(main, 'button', { name: 'Compare over time' }) as HTMLButtonElement;
  assert.ok(compare.disabled, 'one evaluation cannot be compared');
  click(getAllByRole(main, 'checkbox', { name: /^Compare the evaluation/ })[0] as HTMLElement);
  click(getAllByRole(main, 'checkbox', { name: /^Compare the evaluation/ })[2] as HTMLElement);
  click(compare);
  await waitFor(() => getByRole(main, 'table', { name: 'Gait speed (m/s): values by evaluation' }), slow);
  assert.equal(api.callsTo('reports/get_longitudinal_report_inst/0')[0]?.json, { list: [35, 31] });
  await waitFor(() => assert.is(document.activeElement?.textContent, 'Over time', 'focus moves to the comparison it opened'), slow);
  assert.is(currentUrl(), '/portal/patient/reports?subject=5&compare=35%2C31');
  assert.ok(getByText(main, /2 evaluations of NC-005/));
  click(getByRole(main, 'button', { name: 'Back to the single report' }));
  await waitFor(() => getByRole(main, 'heading', { name: 'Gait evaluation report' }), slow);
});

Compare.run();
