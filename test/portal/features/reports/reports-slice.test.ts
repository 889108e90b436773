import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { installSessionStorage } from '../../../support/fakes.ts';
import {
  initialReportsState,
  legacyOnly,
  reportListFrom,
  reportsFulfilled,
  reportsPending,
  reportsRejected,
  reportsStore,
} from '../../../../src/portal/features/reports/reports-slice.ts';
import { endSession } from '../../../../src/portal/lib/session/session-end.ts';

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

const store = suite('reportsStore');

store('ending the session clears the reports', () => {
  installSessionStorage();
  reportsStore.setState({ data: rows, totalRows: 2 });
  endSession();
  assert.equal(reportsStore.getState(), initialReportsState);
});

store.run();
