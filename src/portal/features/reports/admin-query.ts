/** The admin evaluation list's filters in the URL: statuses, search and page. */
import { evaluationStatuses } from '../../../contract/report-constants.ts';
import type { EvaluationStatus } from '../../../contract/report-types.ts';

export interface AdminQuery {
  status: EvaluationStatus[];
  search: string;
  page: number;
}

export function parseAdminQuery(search: string): AdminQuery {
  const params = new URLSearchParams(search);
  const status = (params.get('status') ?? '')
    .split(',')
    .filter((s): s is EvaluationStatus => (evaluationStatuses as readonly string[]).includes(s));
  const page = Number(params.get('page'));
  return {
    // In the catalogue's order, each once, so that one filter has one URL.
    status: evaluationStatuses.filter((s) => status.includes(s)),
    search: (params.get('q') ?? '').trim(),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function adminQuerySearch(query: AdminQuery): string {
  const params = new URLSearchParams();
  if (query.status.length > 0) params.set('status', query.status.join(','));
  if (query.search) params.set('q', query.search);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Turning a status filter on or off starts again at page 1. */
export function toggleStatus(query: AdminQuery, status: EvaluationStatus, on: boolean): AdminQuery {
  const next = on ? [...query.status, status] : query.status.filter((s) => s !== status);
  return { ...query, status: evaluationStatuses.filter((s) => next.includes(s)), page: 1 };
}
