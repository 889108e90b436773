/**
 * The portal's location: the browser history under the base path, with its own listeners.
 * `navigate` and `popstate` notify the same listeners; `history` itself is never patched.
 * Each entry the portal writes carries its place in the tab's history (`portalIndex`), so that a
 * Back or Forward can be undone while a form holds the page (hold-moves.ts).
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

/** The place of an entry in the tab's history; undefined for an entry the portal did not write. */
function placeIn(state: unknown): number | undefined {
  const place = (state as { portalIndex?: unknown } | null)?.portalIndex;
  return typeof place === 'number' ? place : undefined;
}

/** The place of an entry; an entry the portal did not write (the tab's first) counts as 0. */
const placeOf = (state: unknown): number => placeIn(state) ?? 0;

// The place of the entry shown, kept because popstate reports only where the move arrived, and
// its path and query (what the portal shows; a move that keeps them stays within the page).
let place: number | null = null;
let shown: string | null = null;
const here = () => window.location.pathname + window.location.search;
const currentPlace = () => (place ??= placeOf(window.history.state));

/**
 * What may stop a Back or Forward before the portal follows it (hold-moves.ts, loaded only by
 * the forms that use it). `move` answers true when it took the move over: the portal then only
 * notes the entry shown and tells nobody. `withinPage` hears of moves that keep the location.
 */
export interface PopInterceptor {
  move(from: number, to: number): boolean;
  withinPage(): void;
}
let interceptor: PopInterceptor | null = null;

/** Installs `next` (one at a time); returns its removal. */
export function interceptPops(next: PopInterceptor): () => void {
  interceptor = next;
  // Listening to popstate is what lets a move be taken over, with or without other listeners.
  const stopListening = subscribeLocation(() => {});
  return () => {
    if (interceptor === next) interceptor = null;
    stopListening();
  };
}

function onPopState(): void {
  const state = window.history.state;
  // A move within the page (a link to #main-content, and Back from it): the portal's location is
  // unchanged, so nothing is held and nobody is told. An entry the browser made for it gets its
  // place, one after the entry it was made from.
  if (here() === (shown ??= here())) {
    const known = placeIn(state);
    if (known === undefined) {
      place = currentPlace() + 1;
      window.history.replaceState({ portalIndex: place }, '', window.location.href);
    } else {
      place = known;
    }
    interceptor?.withinPage();
    return;
  }
  const from = currentPlace();
  // Noted before the interceptor runs: the history.go() of an undo may arrive at once (some
  // browsers move synchronously), and its own popstate then notes where it arrived.
  place = placeOf(state);
  if (interceptor?.move(from, place)) return;
  shown = here();
  notify();
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
  if (listeners.size === 0) {
    place = placeOf(window.history.state); // read again from the entry shown, the source of truth
    shown = here();
    window.addEventListener('popstate', onPopState);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', onPopState);
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
  // From the entry shown: it is the truth even if something else wrote the history meanwhile.
  place = placeOf(window.history.state) + (replace ? 0 : 1);
  if (replace) window.history.replaceState({ portalIndex: place }, '', url);
  else window.history.pushState({ portalIndex: place }, '', url);
  shown = here();
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
