/**
 * The subject list's query (search, sort, order, page) as it lives in the URL, so that Back,
 * reload and a shared link keep it: the subject lists' query schemas of the contract, read and
 * written by the list kit (lib/list). The search travels as `q`.
 */
import { queryOneOf } from '../../../contract/query-schema.ts';
import { subjectListQuery } from '../../../contract/schemas/subjects.ts';
import { defaultSubjectSort, type SortOrder, type SubjectSortKey } from '../../../contract/report-constants.ts';
import { listSpec, type ListQuery } from '../../lib/list/list-query.ts';
import { nextSort } from '../../ui/sort-controls.tsx';

/** The columns the table sorts by: the contract's sort keys that have a column. */
export const subjectSorts = ['subject_code', 'age', 'evaluation_count', 'latest_evaluation_at'] as const satisfies readonly SubjectSortKey[];
export type SubjectSort = (typeof subjectSorts)[number];

export const subjectPageSize = 25;

/**
 * The order a column starts in when first chosen: codes A to Z, the rest newest or largest first
 * (the oldest subjects first by age). The age column sorts by the contract's `age` key, whose
 * ascending order is the youngest first, as the column reads.
 */
export function firstOrder(sort: string): SortOrder {
  return sort === 'subject_code' ? 'asc' : 'desc';
}

const { search, order, page } = subjectListQuery;
// The contract's sort schema narrowed to the columns shown (its default among them), so the
// caption always names a column; a key outside the contract's is a type error.
const sort = queryOneOf(subjectSorts, defaultSubjectSort);

/** Most recently evaluated first (the contract's defaults): who a clinician is most likely looking for. */
export const subjectList = listSpec({
  shape: { search, sort, order, page },
  names: { search: 'q' },
  sorting: { sort: 'sort', order: 'order', firstOrder },
});

export type SubjectQuery = ListQuery<typeof subjectList.shape>;

/** Choosing the sorted column again reverses its order; another column starts in its first order. */
export function sortChange(query: SubjectQuery, sort: SubjectSort): Pick<SubjectQuery, 'sort' | 'order'> {
  return nextSort(query, sort, firstOrder);
}
