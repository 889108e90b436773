/**
 * The one way a page loads its data: on mount and whenever a dependency changes, aborted on
 * unmount, on a dependency change and when the session ends, with retry after a failure and
 * reload after a change. Slices stay for state several pages share; this is for one page's data.
 */
import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import type { ApiResult } from '../http/resolve.ts';
import { onSessionEnd } from '../session/session-end.ts';
import { initialResourceState, loadSettled, loadStarted, type ResourceState } from './resource-state.ts';

export type { ResourceState, ResourceStatus } from './resource-state.ts';

/** Loads the data; pass `signal` on to the call so an abandoned load stops at the network. */
export type Loader<T> = (signal: AbortSignal) => Promise<ApiResult<T>>;

export interface ResourceOptions<T> {
  /** Whether loaded data counts as empty; by default none, or an empty list. */
  isEmpty?: (data: T) => boolean;
}

export interface Resource<T> extends ResourceState<T> {
  /** Loads again from scratch (the failed state's 'Try again'). */
  retry: () => void;
  /** Loads again after a change, keeping the current data visible until the answer comes. */
  reload: () => void;
}

/**
 * Loads with `loader` whenever `deps` change. Only the latest load may change the state: an
 * answer to an aborted load (unmounted, superseded, or from an ended session) is dropped.
 */
export function useResource<T>(loader: Loader<T>, deps: DependencyList, options: ResourceOptions<T> = {}): Resource<T> {
  const [state, setState] = useState<ResourceState<T>>(initialResourceState);
  const [attempt, setAttempt] = useState(0);
  const keepData = useRef(false);
  // The deps say when to load; the loader and options of the latest render say how.
  const latest = useRef({ loader, options });
  latest.current = { loader, options };

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const keep = keepData.current;
    keepData.current = false;
    setState((current) => loadStarted(current, keep));
    // spec §4: nothing of an ended session stays on screen, and its late answers change nothing.
    const stopWatching = onSessionEnd(() => {
      controller.abort();
      setState(initialResourceState);
    });
    latest.current
      .loader(signal)
      .then((result) => {
        if (!signal.aborted) setState(loadSettled(result, latest.current.options.isEmpty));
      })
      .catch(() => {
        // Loaders answer with a result rather than throw; one that throws still ends the wait.
        if (!signal.aborted) setState({ ...initialResourceState, status: 'failed' });
      });
    return () => {
      stopWatching();
      controller.abort();
    };
  }, [...deps, attempt]); // the caller's deps decide when to load, as in useEffect

  // Stable across renders, so a page may pass them on or list them as dependencies.
  const retry = useCallback(() => {
    keepData.current = false;
    setAttempt((n) => n + 1);
  }, []);
  const reload = useCallback(() => {
    keepData.current = true;
    setAttempt((n) => n + 1);
  }, []);

  return { ...state, retry, reload };
}
