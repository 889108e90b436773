/**
 * The portal's location: the browser history under the base path, with its own listeners.
 * `navigate` and `popstate` notify the same listeners; `history` itself is never patched.
 */
import { useSyncExternalStore } from 'react';
import { stripBase, withBase } from './base.ts';

export interface AppLocation {
  /** Path inside the base, e.g. `/users/add_user`. */
  readonly path: string;
  /** Query string including `?`, or ''. */
  readonly search: string;
  /**
   * Counts the navigations: a push, Back or Forward. A page replacing its query (a search being
   * typed) or a control pushing with `keepFocus` (sorting, paging) does not count, so focus stays.
   */
  readonly key: number;
}

const listeners = new Set<() => void>();
let cached: AppLocation | null = null;
let cachedHref = '';
let visits = 0;

/** Tells the listeners of a navigation (counted; navigate takes back the quiet ones). */
function notify(): void {
  visits++;
  for (const listener of listeners) listener();
}

/** The current location; the same object until the URL changes (a stable snapshot for React). */
export function getLocation(): AppLocation {
  const { pathname, search } = window.location;
  const href = pathname + search;
  if (!cached || href !== cachedHref) {
    cached = { path: stripBase(pathname), search, key: visits };
    cachedHref = href;
  }
  return cached;
}

/** Subscribes to location changes (navigate and the back/forward buttons). */
export function subscribeLocation(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('popstate', notify);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', notify);
  };
}

/**
 * Goes to an app path (with optional query), pushing or replacing the history entry. `keepFocus`
 * marks a push by a control that stays on screen (sorting, paging): focus stays on it instead of
 * moving to the page heading.
 */
export function navigate(to: string, { replace, keepFocus }: { replace?: boolean; keepFocus?: boolean } = {}): void {
  const url = withBase(to);
  if (url === window.location.pathname + window.location.search) return;
  if (replace) window.history.replaceState(null, '', url);
  else window.history.pushState(null, '', url);
  if (replace || keepFocus) visits--;
  notify();
}

/** The current location as React state. */
export function useLocation(): AppLocation {
  return useSyncExternalStore(subscribeLocation, getLocation, getLocation);
}

/** The current query parameters. */
export function useSearchParams(): URLSearchParams {
  return new URLSearchParams(useLocation().search);
}
