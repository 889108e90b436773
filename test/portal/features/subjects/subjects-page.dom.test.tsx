import {
  act, advance, click, getAllByRole, getByRole, getByText, queryByRole, render, type, waitFor,
} from '../../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { currentUrl, fail, installApi, ok, seedSession, visit, endPortalTestInEnglish } from '../../../support/portal-fixtures.ts';
import { App } from '../../../../src/portal/app/app.tsx';
import { changeLanguage } from '../../../../src/portal/lib/i18n/language-store.ts';

const slow = { timeout: 3000 };
const instPath = 'subjects/list_inst/0';
const userPath = 'subjects/list_inst_user/0';
const wide = JSON.stringify({ reports: ['list_reports_inst', 'get_evaluation_report_inst'], users: ['list_subject_inst'] });

function subject(keyid: number, code: string, over: Record<string, unknown> = {}) {
  return {
    keyid,
    subject_code: code,
    reference: `H-${keyid}`,
    institution_id: 12,
    institution_name: 'North Clinic',
    birth_date: '2015-03-01',
    sex: 'female',
    portal_provided: false,
    registered_by: 'Ana Ruiz',
    registered_at: '2024-01-10T09:00:00.000Z',
    assigned_to: [],
    evaluation_count: 2,
    latest_evaluation_at: '2025-06-02T10:00:00.000Z',
    ...over,
  };
}
const page = (rows: unknown[], total = rows.length) => ok({ subject_list: rows, total_rows: total });

async function open(url = '/portal/patients') {
  visit(url);
  render(<App />);
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Subjects' }), slow);
  return getByRole(document.body, 'main');
}

const Table = suite('Subjects page');
Table.before.each(() => seedSession({ roles: ['institutional_clinician'], extra: { permissions: wide } }));
Table.after.each(endPortalTestInEnglish);

Table('an institutional clinician lists the institution’s subjects with record number, age, evaluations and latest date', async () => {
  const api = installApi({ [instPath]: page([subject(1, 'NC-001'), subject(2, 'NC-002', { evaluation_count: 0, latest_evaluation_at: null })], 2) });
  const main = await open();
  const table = await waitFor(() => getByRole(main, 'table'), slow);
  const rows = getAllByRole(table, 'row').slice(1).map((row) => [...row.children].map((c) => c.textContent));
  assert.is(rows.length, 2);
  assert.equal(rows[0]?.slice(0, 2), ['NC-001', 'H-1']);
  assert.match(rows[0]?.[2] ?? '', /years/);
  assert.equal(rows[1]?.slice(3), ['0', 'None yet']);
  assert.is(getByRole(table, 'link', { name: 'NC-001' }).getAttribute('href'), '/portal/patient/reports?subject=1');
  assert.equal(api.callsTo(userPath), []);
  const query = api.callsTo(instPath)[0]?.query;
  assert.equal([query?.get('page'), query?.get('sort'), query?.get('order')], ['1', 'latest_evaluation_at', 'desc']);
});

Table('a clinician without institution-wide permissions lists only their own subjects (list_inst_user), without record numbers', async () => {
  seedSession({ roles: ['clinician'], extra: { permissions: JSON.stringify({ reports: [], users: [] }) } });
  const api = installApi({ [userPath]: page([subject(3, 'NC-003')]) });
  const main = await open();
  const table = await waitFor(() => getByRole(main, 'table'), slow);
  assert.equal(api.callsTo(instPath), []);
  assert.is(queryByRole(table, 'columnheader', { name: 'Record number' }), null);
});

Table('the PP mark is explained in words, not by colour alone, and the link keeps PP', async () => {
  installApi({ [instPath]: page([subject(4, 'NC-004', { portal_provided: true })]) });
  const main = await open();
  const table = await waitFor(() => getByRole(main, 'table'), slow);
  assert.ok(getByText(main, 'PP: the subject was registered here in the portal, with a medical record, rather than arriving with an evaluation.'));
  assert.ok(getByText(table, 'Registered in the portal'));
  assert.is(getByRole(table, 'link', { name: 'NC-004' }).getAttribute('href'), '/portal/patient/reports?subject=4&PP=1');
});

Table('sorting by a column puts the sort in the URL and asks the server; choosing it again reverses it', async () => {
  const api = installApi({ [instPath]: page([subject(1, 'NC-001')]) });
  const main = await open();
  await waitFor(() => getByRole(main, 'table'), slow);
  click(getByRole(main, 'button', { name: 'Sort by Subject' }));
  await waitFor(() => assert.is(api.callsTo(instPath).length, 2));
  assert.is(currentUrl(), '/portal/patients?sort=subject_code&order=asc');
  assert.is(api.callsTo(instPath)[1]?.query.get('sort'), 'subject_code');
  await waitFor(() => getByRole(main, 'table'));
  assert.is(getByRole(main, 'columnheader', { name: 'Sort by Subject' }).getAttribute('aria-sort'), 'ascending');
  click(getByRole(main, 'button', { name: 'Sort by Subject' }));
  await waitFor(() => assert.is(currentUrl(), '/portal/patients?sort=subject_code&order=desc'));
});

Table('sorting a column and the pager keep keyboard focus on the control used, while the next rows load', async () => {
  const rows = Array.from({ length: 25 }, (_, i) => subject(i + 1, `NC-${i + 1}`));
  const api = installApi({ [instPath]: page(rows, 50) });
  const main = await open();
  await waitFor(() => getByRole(main, 'table'), slow);
  const sort = getByRole(main, 'button', { name: 'Sort by Age' });
  sort.focus();
  click(sort);
  await waitFor(() => assert.is(api.callsTo(instPath).length, 2));
  assert.is(api.callsTo(instPath)[1]?.query.get('sort'), 'age');
  await waitFor(() => assert.is(getByRole(main, 'columnheader', { name: 'Sort by Age' }).getAttribute('aria-sort'), 'descending'));
  assert.is(document.activeElement, sort, 'the header pressed keeps focus');
  const next = getByRole(main, 'button', { name: 'Next page' });
  next.focus();
  click(next);
  await waitFor(() => assert.is(api.callsTo(instPath).length, 3));
  await waitFor(() => assert.ok(getByText(main, /Page 2 of 2/)));
  // Next is disabled on the last page: focus moves to Previous, not to the page's body.
  assert.is(document.activeElement, getByRole(main, 'button', { name: 'Previous page' }));
});

Table('the search waits for typing to pause, then asks the server once and keeps the query in the URL', async () => {
  const api = installApi({ [instPath]: page([subject(1, 'NC-001')]) });
  const main = await open();
  await waitFor(() => getByRole(main, 'table'), slow);
  const box = getByRole(main, 'searchbox', { name: 'Search subjects' }) as HTMLInputElement;
  type(box, 'NC-0');
  await advance(100);
  type(box, 'NC-01');
  await advance(100);
  assert.is(api.callsTo(instPath).length, 1);
  await advance(300);
  await waitFor(() => assert.is(api.callsTo(instPath).length, 2));
  assert.is(api.callsTo(instPath)[1]?.query.get('search'), 'NC-01');
  assert.is(currentUrl(), '/portal/patients?q=NC-01');
});

Table('a shared link opens on its search, sort and page, and the pager moves through the server’s pages', async () => {
  const rows = Array.from({ length: 25 }, (_, i) => subject(i + 26, `NC-${i + 26}`));
  const api = installApi({ [instPath]: page(rows, 60) });
  const main = await open('/portal/patients?q=NC&sort=subject_code&order=asc&page=2');
  await waitFor(() => getByRole(main, 'table'), slow);
  const first = api.callsTo(instPath)[0]?.query;
  assert.equal([first?.get('search'), first?.get('sort'), first?.get('page')], ['NC', 'subject_code', '2']);
  assert.is((getByRole(main, 'searchbox') as HTMLInputElement).value, 'NC');
  assert.ok(getByText(main, /Showing 26–50 of 60 subjects · Page 2 of 3/));
  click(getByRole(main, 'button', { name: 'Next page' }));
  await waitFor(() => assert.is(currentUrl(), '/portal/patients?q=NC&sort=subject_code&order=asc&page=3'));
  await waitFor(() => assert.is(api.callsTo(instPath)[1]?.query.get('page'), '3'));
  act(() => history.back());
  await waitFor(() => assert.is(api.callsTo(instPath).at(-1)?.query.get('page'), '2'), slow);
});

Table('no subject yet and no match are told apart, and a failed load says so with Try again', async () => {
  const api = installApi({ [instPath]: page([], 0) });
  const main = await open('/portal/patients?q=ZZ');
  await waitFor(() => getByText(main, 'No subject matches “ZZ”'), slow);
  api.on(instPath, fail(500));
  click(getByRole(main, 'button', { name: 'Clear search' }));
  const alert = await waitFor(() => getByRole(main, 'alert'));
  await waitFor(() => getByText(alert, 'Records could not be retrieved'));
  api.on(instPath, page([], 0));
  click(getByRole(alert, 'button', { name: 'Try again' }));
  await waitFor(() => getByText(main, 'No subjects yet'));
});

Table('an account whose roles do not open Subjects is told why, and no list is asked for', async () => {
  seedSession({ roles: ['evaluator'], extra: { permissions: JSON.stringify({ reports: [], users: [] }) } });
  const api = installApi({});
  const main = await open();
  assert.ok(getByText(main, 'Subjects are not available for your account'));
  assert.equal(api.calls.filter((c) => c.path.startsWith('subjects/')), []);
});

Table('the table speaks Spanish when it is chosen', async () => {
  installApi({ [instPath]: page([subject(1, 'NC-001')]) });
  const main = await open();
  await waitFor(() => getByRole(main, 'table'), slow);
  await act(() => changeLanguage('es'));
  await waitFor(() => getByRole(main, 'button', { name: 'Ordenar por Sujeto' }));
  assert.match(getByRole(main, 'table').textContent ?? '', /años/);
});

Table.run();
