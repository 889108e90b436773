import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { queryInt, queryOneOfList, queryText } from '../../../../src/contract/query-schema.ts';
import { evaluationStatuses } from '../../../../src/contract/report-constants.ts';
import { subjectListQuery } from '../../../../src/contract/schemas/subjects.ts';
import { changeListQuery, listDefaults, listQuerySearch, listSpec, pageCount, readListQuery } from '../../../../src/portal/lib/list/list-query.ts';

const { search, sort, order, page } = subjectListQuery;
const subjects = listSpec({
  shape: { search, sort, order, page },
  names: { search: 'q' },
  sorting: { sort: 'sort', order: 'order', firstOrder: (column) => (column === 'subject_code' ? 'asc' : 'desc') },
});
const statuses = listSpec({ shape: { status: queryOneOfList(evaluationStatuses), search: queryText(100), page: queryInt(1, 100_000, 1) } });

const read = suite('readListQuery');

read('reads typed values by their address names, checked by the contract schemas', () => {
  assert.equal(readListQuery(subjects, '?q=NC-01&sort=subject_code&order=asc&page=3'), { search: 'NC-01', sort: 'subject_code', order: 'asc', page: 3 });
});

read('an absent value is its schema default', () => {
  assert.equal(readListQuery(subjects, ''), { search: undefined, sort: 'latest_evaluation_at', order: 'desc', page: 1 });
  assert.equal(listDefaults(subjects.shape), readListQuery(subjects, ''));
});

read('a value the schema refuses reads as its default, not as a made-up one', () => {
  assert.equal(readListQuery(subjects, '?sort=drop&order=sideways&page=-2'), readListQuery(subjects, ''));
  assert.is(readListQuery(subjects, '?page=2.5').page, 1);
  assert.is(readListQuery(subjects, '?page=100001').page, 1);
  assert.equal(readListQuery(statuses, '?status=failed,nonsense').status, []);
});

read("a column without its order starts in the column's first order", () => {
  assert.is(readListQuery(subjects, '?sort=subject_code').order, 'asc');
  assert.is(readListQuery(subjects, '?sort=evaluation_count').order, 'desc');
  assert.is(readListQuery(subjects, '?sort=subject_code&order=desc').order, 'desc');
});

read('reads lists of words and ignores parameters that are not its own', () => {
  assert.equal(readListQuery(statuses, '?status=processing,failed&view=x'), { status: ['processing', 'failed'], search: undefined, page: 1 });
});

read.run();

const write = suite('listQuerySearch');

write('leaves defaults out, so the default query is the bare path', () => {
  assert.is(listQuerySearch(subjects, listDefaults(subjects.shape)), '');
  assert.is(listQuerySearch(statuses, { status: [], search: '', page: 1 }), '');
});

write('writes values by their address names in the shape order', () => {
  assert.is(listQuerySearch(subjects, { search: 'NC-01', sort: 'subject_code', order: 'asc', page: 3 }), '?q=NC-01&sort=subject_code&order=asc&page=3');
  assert.is(listQuerySearch(statuses, { status: ['processing', 'failed'], search: undefined, page: 1 }), '?status=processing%2Cfailed');
});

write('a column away from the default is written with its order, even a default order', () => {
  const query = { ...listDefaults(subjects.shape), sort: 'subject_code' as const };
  assert.is(listQuerySearch(subjects, query), '?sort=subject_code&order=desc');
  assert.equal(readListQuery(subjects, listQuerySearch(subjects, query)), query);
});

write.run();

const change = suite('changeListQuery');

change('a new filter, search or sort starts again at page 1', () => {
  const at3 = readListQuery(subjects, '?q=NC&page=3');
  assert.is(changeListQuery(subjects, at3, { search: 'ND' }).page, 1);
  assert.is(changeListQuery(subjects, at3, { sort: 'birth_date' }).page, 1);
});

change('moving to a page keeps the rest of the query', () => {
  const at3 = readListQuery(subjects, '?q=NC&page=3');
  assert.equal(changeListQuery(subjects, at3, { page: 4 }), { ...at3, page: 4 });
});

change('a sort key the contract does not declare is a type error (checked by the type check)', () => {
  // @ts-expect-error: 'nonsense' is not one of the contract's subject sort keys
  const wrong = changeListQuery(subjects, listDefaults(subjects.shape), { sort: 'nonsense' });
  assert.is(wrong.sort, 'nonsense');
});

change.run();

const pages = suite('pageCount');

pages('rounds up, and an empty list still has its one page', () => {
  assert.is(pageCount(0, 25), 1);
  assert.is(pageCount(25, 25), 1);
  assert.is(pageCount(26, 25), 2);
  assert.is(pageCount(93, 20), 5);
});

pages.run();
