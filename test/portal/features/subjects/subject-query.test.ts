import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { changeListQuery, listDefaults, listQuerySearch, readListQuery } from '../../../../src/portal/lib/list/list-query.ts';
import { sortChange, subjectList } from '../../../../src/portal/features/subjects/subject-query.ts';

const defaults = listDefaults(subjectList.shape);
const url = suite('subject query in the URL');

url('the default query leaves the URL bare, and a bare URL reads as the default query: latest evaluation first', () => {
  assert.equal(defaults, { search: undefined, sort: 'latest_evaluation_at', order: 'desc', page: 1 });
  assert.is(listQuerySearch(subjectList, defaults), '');
  assert.equal(readListQuery(subjectList, ''), defaults);
});

url('search, sort, order and page survive a round trip through the URL (reload, Back, a shared link)', () => {
  const query = { search: 'NC-01', sort: 'subject_code', order: 'asc', page: 3 } as const;
  const search = listQuerySearch(subjectList, query);
  assert.is(search, '?q=NC-01&sort=subject_code&order=asc&page=3');
  assert.equal(readListQuery(subjectList, search), query);
});

url('unreadable values fall back to the defaults', () => {
  assert.equal(readListQuery(subjectList, '?sort=drop&order=sideways&page=-2'), defaults);
  assert.is(readListQuery(subjectList, '?page=2.5').page, 1);
});

url('a sort without an order starts in that column’s first order', () => {
  assert.is(readListQuery(subjectList, '?sort=subject_code').order, 'asc');
  assert.is(readListQuery(subjectList, '?sort=evaluation_count').order, 'desc');
});

url.run();

const moves = suite('subject query changes');

moves('choosing the sorted column again reverses it; another column starts in its own first order at page 1', () => {
  const byCode = changeListQuery(subjectList, { ...defaults, page: 2 }, sortChange(defaults, 'subject_code'));
  assert.equal([byCode.sort, byCode.order, byCode.page], ['subject_code', 'asc', 1]);
  assert.is(sortChange(byCode, 'subject_code').order, 'desc');
  assert.is(sortChange(byCode, 'latest_evaluation_at').order, 'desc');
});

moves.run();
