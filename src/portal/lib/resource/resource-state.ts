/**
 * What a page knows about data it loads: idle (nothing to load yet), loading, empty, failed or
 * ready, and whether a reload is under way behind data still on screen. Pure transitions, so each
 * rule is testable alone.
 */
import type { ApiResult } from '../http/resolve.ts';
import type { Message } from '../i18n/message.ts';

export type ResourceStatus = 'idle' | 'loading' | 'empty' | 'failed' | 'ready';

export interface ResourceState<T> {
  status: ResourceStatus;
  /** The loaded data: set when empty or ready, and kept while a reload runs. */
  data: T | undefined;
  /** The failure's message from the catalogue, when failed. */
  message: Message | null;
  /** A reload after a change is running while the previous data stays visible. */
  reloading: boolean;
}

export const initialResourceState: ResourceState<never> = {
  status: 'loading',
  data: undefined,
  message: null,
  reloading: false,
};

/**
 * Nothing to load: the page may not ask for it (no permission, no subject chosen yet), so no call
 * is made and no data is shown.
 */
export const idleResourceState: ResourceState<never> = {
  status: 'idle',
  data: undefined,
  message: null,
  reloading: false,
};

/** Empty by default: no data at all, or an empty list. */
export function isEmptyData(data: unknown): boolean {
  return data === null || data === undefined || (Array.isArray(data) && data.length === 0);
}

/**
 * A load starts. `keepData` (a reload after a change) leaves loaded data on screen and marks it
 * reloading; otherwise the state returns to loading with no data.
 */
export function loadStarted<T>(state: ResourceState<T>, keepData: boolean): ResourceState<T> {
  if (keepData && (state.status === 'ready' || state.status === 'empty')) return { ...state, reloading: true };
  return state === initialResourceState ? state : initialResourceState;
}

/** A load answered: ready or empty with its data, or failed with the failure's message. */
export function loadSettled<T>(
  result: ApiResult<T>,
  isEmpty: (data: T) => boolean = isEmptyData,
): ResourceState<T> {
  if (!result.ok) return { status: 'failed', data: undefined, message: result.message, reloading: false };
  return { status: isEmpty(result.data) ? 'empty' : 'ready', data: result.data, message: null, reloading: false };
}
