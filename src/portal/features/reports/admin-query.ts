/**
 * The admin evaluation list's query in the URL (statuses, search as `q`, sort, order, page): the
 * admin list's query schemas of the contract, read and written by the list kit (lib/list).
 */
import { evaluationStatuses, type AdminEvaluationSortKey } from '../../../contract/report-constants.ts';
import type { SortDirection } from '../../ui/sort-controls.tsx';
import type { EvaluationStatus } from '../../../contract/report-types.ts';
import { adminEvaluationListQuery } from '../../../contract/schemas/reports.ts';
import { listSpec, type ListQuery } from '../../lib/list/list-query.ts';

const { status, search, sort, order, page } = adminEvaluationListQuery;

/** The columns the admin list sorts by, in the table's order: the contract's keys. */
export const adminSorts = ['evaluated_at', 'subject_code', 'institution_name', 'status'] as const satisfies readonly AdminEvaluationSortKey[];
export type AdminSort = (typeof adminSorts)[number];

/** A column starts in its first order: the newest evaluations first, the other columns A to Z. */
export const adminFirstOrder = (column: AdminSort): SortDirection => (column === 'evaluated_at' ? 'desc' : 'asc');

/** Newest first (the contract's defaults). */
export const adminList = listSpec({
  shape: { status, search, sort, order, page },
  names: { search: 'q' },
  sorting: { sort: 'sort', order: 'order', firstOrder: (column) => adminFirstOrder(adminSorts.find((key) => key === column) ?? 'evaluated_at') },
});

export type AdminQuery = ListQuery<typeof adminList.shape>;

/** Rows on a page of the admin list. */
export const adminPageSize = 25;

/** Turning a status filter on or off; in the catalogue's order, each once, so one filter has one URL. */
export function statusChange(query: AdminQuery, status: EvaluationStatus, on: boolean): Pick<AdminQuery, 'status'> {
  const next = on ? [...query.status, status] : query.status.filter((s) => s !== status);
  return { status: evaluationStatuses.filter((s) => next.includes(s)) };
}
