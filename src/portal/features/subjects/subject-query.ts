/**
 * The subject list's query (search, sort, page) as it lives in the URL, so that Back, reload and
 * a shared link keep it. Defaults are left out of the URL; anything unreadable falls back to them.
 */

/** The columns the table sorts by, named as the server's `sort` (contract: subject lists). */
export const subjectSorts = ['subject_code', 'birth_date', 'evaluation_count', 'latest_evaluation_at'] as const;
export type SubjectSort = (typeof subjectSorts)[number];
export type SortOrder = 'asc' | 'desc';

export interface SubjectQuery {
  search: string;
  sort: SubjectSort;
  order: SortOrder;
  /** 1-based. */
  page: number;
}

export const subjectPageSize = 25;

/** Most recently evaluated first: who a clinician is most likely looking for. */
export const defaultSubjectQuery: SubjectQuery = { search: '', sort: 'latest_evaluation_at', order: 'desc', page: 1 };

/** The order a column starts in when first chosen: codes A to Z, the rest newest or largest first. */
export function firstOrder(sort: SubjectSort): SortOrder {
  return sort === 'subject_code' ? 'asc' : 'desc';
}

function isSort(value: string | null): value is SubjectSort {
  return value !== null && (subjectSorts as readonly string[]).includes(value);
}

/** Reads the query from a URL's search string. */
export function parseSubjectQuery(search: string): SubjectQuery {
  const params = new URLSearchParams(search);
  const sortParam = params.get('sort');
  const sort = isSort(sortParam) ? sortParam : defaultSubjectQuery.sort;
  const orderParam = params.get('order');
  const order: SortOrder =
    orderParam === 'asc' || orderParam === 'desc' ? orderParam : isSort(sortParam) ? firstOrder(sort) : defaultSubjectQuery.order;
  const page = Number(params.get('page'));
  return {
    search: (params.get('q') ?? '').trim(),
    sort,
    order,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The search string for a query, defaults left out ('' for the default query). */
export function subjectQuerySearch(query: SubjectQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set('q', query.search);
  const sortIsDefault = query.sort === defaultSubjectQuery.sort && query.order === defaultSubjectQuery.order;
  if (!sortIsDefault) {
    params.set('sort', query.sort);
    params.set('order', query.order);
  }
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A new search starts again at page 1. */
export function withSearch(query: SubjectQuery, search: string): SubjectQuery {
  return { ...query, search: search.trim(), page: 1 };
}

/** Choosing the sorted column again reverses its order; another column starts in its first order. */
export function withSort(query: SubjectQuery, sort: SubjectSort): SubjectQuery {
  const order = query.sort === sort ? (query.order === 'asc' ? 'desc' : 'asc') : firstOrder(sort);
  return { ...query, sort, order, page: 1 };
}

export function withPage(query: SubjectQuery, page: number): SubjectQuery {
  return { ...query, page: Math.max(1, Math.floor(page)) };
}

/** How many pages `totalRows` fill (at least 1, so that an empty list still has its page). */
export function pageCount(totalRows: number, pageSize = subjectPageSize): number {
  return Math.max(1, Math.ceil(totalRows / pageSize));
}
