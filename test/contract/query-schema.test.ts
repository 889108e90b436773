import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseQuery, queryFlag, queryInt, queryText } from '../../src/contract/query-schema.ts';

const query = suite('query schemas');
const search = (text: string) => new URLSearchParams(text);

query('a whole number is parsed from its text, with the fallback when absent', () => {
  const shape = { group: queryInt(0, 100, 0), page: queryInt(1, 50) };
  assert.equal(parseQuery(shape, search('group=7&page=2')), { values: { group: 7, page: 2 }, issues: [] });
  assert.equal(parseQuery(shape, search('page=1')).values, { group: 0, page: 1 });
});

query('a number that is missing, not whole or out of range is an issue naming the parameter', () => {
  const shape = { page: queryInt(1, 50) };
  assert.equal(parseQuery(shape, search('')).issues, [{ field: 'page', code: 'required' }]);
  assert.equal(parseQuery(shape, search('page=1.5')).issues, [{ field: 'page', code: 'type' }]);
  assert.equal(parseQuery(shape, search('page=1e3')).issues, [{ field: 'page', code: 'type' }]);
  assert.equal(parseQuery(shape, search('page=51')).issues, [{ field: 'page', code: 'range', limit: 50 }]);
});

query('unknown and repeated parameters are refused, not ignored', () => {
  const shape = { key: queryText(10) };
  assert.equal(parseQuery(shape, search('key=a&admin=1')).issues, [{ field: 'admin', code: 'unknown_field' }]);
  assert.equal(parseQuery(shape, search('key=a&key=b')).issues, [{ field: 'key', code: 'format' }]);
});

query('text is limited in characters and refuses NUL', () => {
  const shape = { key: queryText(3) };
  assert.equal(parseQuery(shape, search('')).values, { key: undefined });
  assert.equal(parseQuery(shape, search('key=abcd')).issues, [{ field: 'key', code: 'too_long', limit: 3 }]);
  assert.equal(parseQuery(shape, search('key=a%00')).issues, [{ field: 'key', code: 'invalid_text' }]);
});

query('a flag is true only for "true"; other words are issues', () => {
  const shape = { all: queryFlag() };
  assert.equal(parseQuery(shape, search('all=true')).values, { all: true });
  assert.equal(parseQuery(shape, search('all=false')).values, { all: false });
  assert.equal(parseQuery(shape, search('')).values, { all: false });
  assert.equal(parseQuery(shape, search('all=yes')).issues, [{ field: 'all', code: 'one_of' }]);
});

query.run();
