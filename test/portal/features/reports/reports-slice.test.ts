import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  initialReportsState,
  legacyOnly,
  reportListFrom,
  reportsFulfilled,
  reportsPending,
  reportsRejected,
  reportsStateOf,
} from '../../../../src/portal/features/reports/reports-slice.ts';
import { idleResourceState, initialResourceState } from '../../../../src/portal/lib/resource/resource-state.ts';

const rows = [{ task_id: 'a1', subject: 3 }, { task_id: null, subject: 4 }];

const initial = suite('initialReportsState');

initial('starts with no data, 0 rows, not loading and no error', () => {
  assert.equal(initialReportsState, { data: [], totalRows: 0, isLoading: false, error: null });
});

initial.run();

const pending = suite('reportsPending');

pending('Reports fetch: pending sets loading and clears the error', () => {
  const after = reportsPending({ ...initialReportsState, error: 'Report could not be retrieved' });
  assert.is(after.isLoading, true);
  assert.is(after.error, null);
});

pending.run();

const fulfilled = suite('reportsFulfilled');

fulfilled('Reports fetch: fulfilled sets data and totalRows', () => {
  const after = reportsFulfilled(reportsPending(initialReportsState), { data: rows, totalRows: 40 });
  assert.equal(after, { data: rows, totalRows: 40, isLoading: false, error: null });
});

fulfilled('totalRows falls back to 0', () => {
  const start = { ...initialReportsState, totalRows: 9 };
  assert.is(reportsFulfilled(start, { data: rows }).totalRows, 0);
  assert.is(reportsFulfilled(start, { data: rows, totalRows: null }).totalRows, 0);
});

fulfilled.run();

const rejected = suite('reportsRejected');

rejected('Reports fetch: rejected stores the error message', () => {
  const after = reportsRejected(reportsPending(initialReportsState), 'Report could not be retrieved');
  assert.is(after.error, 'Report could not be retrieved');
  assert.is(after.isLoading, false);
});

rejected.run();

const list = suite('reportListFrom');

list('reads data.evaluation_list with its total', () => {
  assert.equal(reportListFrom({ evaluation_list: rows, total_rows: 12 }), { list: rows, totalRows: 12 });
  assert.equal(reportListFrom({ evaluation_list: rows }), { list: rows, totalRows: null });
});

list('reads a bare data array', () => {
  assert.equal(reportListFrom(rows), { list: rows, totalRows: null });
});

list('anything else is an empty list', () => {
  for (const data of [null, undefined, 'x', {}, { evaluation_list: 'x' }]) {
    assert.equal(reportListFrom(data), { list: [], totalRows: null });
  }
});

list.run();

const legacy = suite('legacyOnly');

legacy('Legacy mode keeps only evaluations without a task_id', () => {
  const mixed = [{ task_id: 'a1' }, { task_id: null, n: 1 }, { n: 2 }, { task_id: '', n: 3 }, { task_id: 'b2' }];
  assert.equal(legacyOnly(mixed), [{ task_id: null, n: 1 }, { n: 2 }, { task_id: '', n: 3 }]);
});

legacy.run();

const of = suite('reportsStateOf');

of('nothing asked for (no subject, or no right to read) is the initial state', () => {
  assert.equal(reportsStateOf(idleResourceState), initialReportsState);
});

of('Reports fetch: a load under way is pending', () => {
  assert.equal(reportsStateOf(initialResourceState), { ...initialReportsState, isLoading: true });
});

of('Reports fetch: an answer is fulfilled with its rows and total', () => {
  const ready = { status: 'ready' as const, data: { data: rows, totalRows: 40 }, message: null, reloading: false };
  assert.equal(reportsStateOf(ready), { data: rows, totalRows: 40, isLoading: false, error: null });
});

of('a reload after a change is pending with the rows it had', () => {
  const reloading = { status: 'ready' as const, data: { data: rows, totalRows: null }, message: null, reloading: true };
  assert.equal(reportsStateOf(reloading), { data: rows, totalRows: 0, isLoading: true, error: null });
});

of('Reports fetch: a failure is rejected with its message and no rows', () => {
  const failedList = { status: 'failed' as const, data: undefined, message: 'Report could not be retrieved', reloading: false };
  assert.equal(reportsStateOf(failedList), { data: [], totalRows: 0, isLoading: false, error: 'Report could not be retrieved' });
});

of.run();
