import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  defaultSubjectQuery, pageCount, parseSubjectQuery, subjectQuerySearch, withPage, withSearch, withSort,
} from '../../../../src/portal/features/subjects/subject-query.ts';

const url = suite('subject query in the URL');

url('the default query leaves the URL bare, and a bare URL reads as the default query', () => {
  assert.is(subjectQuerySearch(defaultSubjectQuery), '');
  assert.equal(parseSubjectQuery(''), defaultSubjectQuery);
});

url('search, sort, order and page survive a round trip through the URL (reload, Back, a shared link)', () => {
  const query = { search: 'NC-01', sort: 'subject_code', order: 'asc', page: 3 } as const;
  const search = subjectQuerySearch(query);
  assert.is(search, '?q=NC-01&sort=subject_code&order=asc&page=3');
  assert.equal(parseSubjectQuery(search), query);
});

url('unreadable values fall back to the defaults', () => {
  assert.equal(parseSubjectQuery('?sort=drop&order=sideways&page=-2'), defaultSubjectQuery);
  assert.is(parseSubjectQuery('?page=2.5').page, 1);
});

url('a sort without an order starts in that column’s first order', () => {
  assert.is(parseSubjectQuery('?sort=subject_code').order, 'asc');
  assert.is(parseSubjectQuery('?sort=evaluation_count').order, 'desc');
});

url.run();

const moves = suite('subject query changes');

moves('a new search starts again at page 1, trimmed', () => {
  assert.equal(withSearch({ ...defaultSubjectQuery, page: 4 }, '  ana '), { ...defaultSubjectQuery, search: 'ana', page: 1 });
});

moves('choosing the sorted column again reverses it; another column starts in its own first order at page 1', () => {
  const byCode = withSort({ ...defaultSubjectQuery, page: 2 }, 'subject_code');
  assert.equal([byCode.sort, byCode.order, byCode.page], ['subject_code', 'asc', 1]);
  assert.is(withSort(byCode, 'subject_code').order, 'desc');
  assert.is(withSort(byCode, 'latest_evaluation_at').order, 'desc');
});

moves('pages are whole numbers from 1, and an empty list still has one page', () => {
  assert.is(withPage(defaultSubjectQuery, 0).page, 1);
  assert.is(pageCount(0), 1);
  assert.is(pageCount(25), 1);
  assert.is(pageCount(26), 2);
});

moves.run();
