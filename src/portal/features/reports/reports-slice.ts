/** Reports state (spec §3) and the reports fetch transitions (spec §4). */
import { createStore } from '../../lib/store/create-store.ts';
import { onSessionEnd } from '../../lib/session/session-end.ts';
import type { Message } from '../../lib/i18n/message.ts';

export interface ReportListItem {
  task_id?: string | null;
  [field: string]: unknown;
}

export interface ReportsState {
  data: ReportListItem[];
  totalRows: number;
  isLoading: boolean;
  /** What the failed fetch says, in the reader's language when shown (the action's fallback with the server's words). */
  error: Message | null;
}

export const initialReportsState: ReportsState = { data: [], totalRows: 0, isLoading: false, error: null };

/** Pending: loading, error cleared. */
export function reportsPending(state: ReportsState): ReportsState {
  return { ...state, isLoading: true, error: null };
}

/** Fulfilled: data and totalRows set; totalRows falls back to 0. */
export function reportsFulfilled(
  state: ReportsState,
  payload: { data: ReportListItem[]; totalRows?: number | null },
): ReportsState {
  return { ...state, isLoading: false, data: payload.data, totalRows: payload.totalRows ?? 0 };
}

/** Rejected: the error message stored. */
export function reportsRejected(state: ReportsState, message: Message): ReportsState {
  return { ...state, isLoading: false, error: message };
}

/**
 * The list from a list response: data.evaluation_list, or data itself when it is the bare
 * array (spec §7).
 */
export function reportListFrom(data: unknown): { list: ReportListItem[]; totalRows: number | null } {
  if (Array.isArray(data)) return { list: data as ReportListItem[], totalRows: null };
  if (data && typeof data === 'object') {
    const record = data as { evaluation_list?: unknown; total_rows?: unknown };
    if (Array.isArray(record.evaluation_list)) {
      const total = typeof record.total_rows === 'number' ? record.total_rows : null;
      return { list: record.evaluation_list as ReportListItem[], totalRows: total };
    }
  }
  return { list: [], totalRows: null };
}

/** Legacy mode keeps only evaluations without a task_id (spec §6). */
export function legacyOnly(list: readonly ReportListItem[]): ReportListItem[] {
  return list.filter((item) => item.task_id === undefined || item.task_id === null || item.task_id === '');
}

export const reportsStore = createStore<ReportsState>(initialReportsState);
onSessionEnd(() => reportsStore.setState(initialReportsState));
