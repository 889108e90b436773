/**
 * The admin evaluation list's filters in the URL (statuses, search as `q`, page): the admin
 * list's query schemas of the contract, read and written by the list kit (lib/list).
 */
import { evaluationStatuses } from '../../../contract/report-constants.ts';
import type { EvaluationStatus } from '../../../contract/report-types.ts';
import { adminEvaluationListQuery } from '../../../contract/schemas/reports.ts';
import { listSpec, type ListQuery } from '../../lib/list/list-query.ts';

const { status, search, page } = adminEvaluationListQuery;

export const adminList = listSpec({ shape: { status, search, page }, names: { search: 'q' } });

export type AdminQuery = ListQuery<typeof adminList.shape>;

/** Rows on a page of the admin list. */
export const adminPageSize = 25;

/** Turning a status filter on or off; in the catalogue's order, each once, so one filter has one URL. */
export function statusChange(query: AdminQuery, status: EvaluationStatus, on: boolean): Pick<AdminQuery, 'status'> {
  const next = on ? [...query.status, status] : query.status.filter((s) => s !== status);
  return { status: evaluationStatuses.filter((s) => next.includes(s)) };
}
