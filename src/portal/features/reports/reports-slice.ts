/**
 * Reports state (spec §3) and the reports fetch transitions (spec §4). The evaluation list has one
 * home, the reports page's resource (lib/resource); the spec's state is what these transitions make
 * of that resource (reportsStateOf), so no store holds a second copy to fall out of step.
 */
import type { Message } from '../../lib/i18n/message.ts';
import type { ResourceState } from '../../lib/resource/resource-state.ts';
import { failed } from '../../domain/messages/catalogue.ts';

export interface ReportListItem {
  task_id?: string | null;
  [field: string]: unknown;
}

export interface ReportsState<I = ReportListItem> {
  data: I[];
  totalRows: number;
  isLoading: boolean;
  /** What the failed fetch says, in the reader's language when shown (the action's fallback with the server's words). */
  error: Message | null;
}

export const initialReportsState: ReportsState<never> = { data: [], totalRows: 0, isLoading: false, error: null };

/** What a reports fetch answers: the list and its total, when the list response gives one. */
export interface ReportsPayload<I = ReportListItem> {
  data: I[];
  totalRows?: number | null;
}

/** Pending: loading, error cleared. */
export function reportsPending<I>(state: ReportsState<I>): ReportsState<I> {
  return { ...state, isLoading: true, error: null };
}

/** Fulfilled: data and totalRows set; totalRows falls back to 0. */
export function reportsFulfilled<I>(state: ReportsState<I>, payload: ReportsPayload<I>): ReportsState<I> {
  return { ...state, isLoading: false, data: payload.data, totalRows: payload.totalRows ?? 0 };
}

/** Rejected: the error message stored. */
export function reportsRejected<I>(state: ReportsState<I>, message: Message): ReportsState<I> {
  return { ...state, isLoading: false, error: message };
}

/**
 * The reports state of the list resource, by the fetch transitions: a load is pending (a reload
 * keeps the rows it had), an answer fulfilled, a failure rejected. Idle (no subject yet, or no
 * right to read) is the initial state. Nothing of an ended session stays: the resource drops it.
 */
export function reportsStateOf<I>(list: ResourceState<ReportsPayload<I>>): ReportsState<I> {
  const initial: ReportsState<I> = initialReportsState;
  switch (list.status) {
    case 'idle':
      return initial;
    case 'loading':
      return reportsPending(initial);
    case 'failed':
      return reportsRejected(reportsPending(initial), list.message ?? failed('reportLoad'));
    case 'empty':
    case 'ready': {
      const fulfilled = reportsFulfilled(reportsPending(initial), list.data ?? { data: [] });
      return list.reloading ? reportsPending(fulfilled) : fulfilled;
    }
  }
}

/**
 * The list from a list response: data.evaluation_list, or data itself when it is the bare
 * array (spec §7).
 */
export function reportListFrom<I = ReportListItem>(data: unknown): { list: I[]; totalRows: number | null } {
  if (Array.isArray(data)) return { list: data as I[], totalRows: null };
  if (data && typeof data === 'object') {
    const record = data as { evaluation_list?: unknown; total_rows?: unknown };
    if (Array.isArray(record.evaluation_list)) {
      const total = typeof record.total_rows === 'number' ? record.total_rows : null;
      return { list: record.evaluation_list as I[], totalRows: total };
    }
  }
  return { list: [], totalRows: null };
}

/** Legacy mode keeps only evaluations without a task_id (spec §6). */
export function legacyOnly<I extends { task_id?: string | null }>(list: readonly I[]): I[] {
  return list.filter((item) => item.task_id === undefined || item.task_id === null || item.task_id === '');
}
