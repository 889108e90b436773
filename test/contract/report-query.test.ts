import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseQuery, queryOneOf, queryOneOfList, queryOptionalInt } from '../../src/contract/query-schema.ts';
import { reportSchemas } from '../../src/contract/schemas/reports.ts';

const query = suite('list and report query schemas');
const search = (text: string) => new URLSearchParams(text);

query('one of a list of words, with its default when absent or empty', () => {
  const shape = { order: queryOneOf(['asc', 'desc'] as const, 'desc') };
  assert.equal(parseQuery(shape, search('')).values, { order: 'desc' });
  assert.equal(parseQuery(shape, search('order=')).values, { order: 'desc' });
  assert.equal(parseQuery(shape, search('order=asc')).values, { order: 'asc' });
  assert.equal(parseQuery(shape, search('order=ASC')).issues, [{ field: 'order', code: 'one_of' }]);
});

query('a comma-separated list of words: each must be known, repeats count once', () => {
  const shape = { status: queryOneOfList(['ready', 'failed'] as const) };
  assert.equal(parseQuery(shape, search('')).values, { status: [] });
  assert.equal(parseQuery(shape, search('status=failed,ready,failed')).values, { status: ['failed', 'ready'] });
  assert.equal(parseQuery(shape, search('status=ready,,failed')).issues, [{ field: 'status', code: 'one_of' }]);
});

query('an optional whole number is undefined when absent and checked when present', () => {
  const shape = { version: queryOptionalInt(1, 10) };
  assert.equal(parseQuery(shape, search('')).values, { version: undefined });
  assert.equal(parseQuery(shape, search('version=3')).values, { version: 3 });
  assert.equal(parseQuery(shape, search('version=0')).issues, [{ field: 'version', code: 'range', limit: 1 }]);
  assert.equal(parseQuery(shape, search('version=x')).issues, [{ field: 'version', code: 'type' }]);
});

query('the report options of spec §7 default to English, comments shown, discarded hidden, latest version', () => {
  const { values, issues } = parseQuery(reportSchemas.getReportInst.query, search(''));
  assert.equal(issues, []);
  assert.equal(values, { lang: 'en', no_comments: false, discarded: false, variation: undefined, version: undefined });
  const asked = parseQuery(reportSchemas.getReportInst.query, search('lang=es&no_comments=true&discarded=true&variation=summary&version=2'));
  assert.equal(asked.values, { lang: 'es', no_comments: true, discarded: true, variation: 'summary', version: 2 });
});

query('the list query defaults to the first page of 25, newest first', () => {
  const { values } = parseQuery(reportSchemas.listReportsInst.query, search('subject=12'));
  assert.equal(values, { page: 1, page_size: 25, search: undefined, order: 'desc', subject: 12, sort: 'evaluated_at', status: [] });
});

query.run();
