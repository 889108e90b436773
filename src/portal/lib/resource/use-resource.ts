/**
 * The one way a page loads its data: on mount and whenever a dependency changes, aborted on
 * unmount, on a dependency change and when the session ends, with retry after a failure, reload
 * after a change, idle while the page may not ask (`enabled`), and polling while the answer says
 * it will change (`poll`). The resource is the data's one home: no store keeps a copy of it.
 */
import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import type { ApiResult } from '../http/resolve.ts';
import { onSessionEnd } from '../session/session-end.ts';
import { idleResourceState, initialResourceState, loadSettled, loadStarted, type ResourceState } from './resource-state.ts';

export type { ResourceState, ResourceStatus } from './resource-state.ts';

/** Loads the data; pass `signal` on to the call so an abandoned load stops at the network. */
export type Loader<T> = (signal: AbortSignal) => Promise<ApiResult<T>>;

export interface ResourceOptions<T> {
  /** Whether loaded data counts as empty; by default none, or an empty list. */
  isEmpty?: (data: T) => boolean;
  /**
   * false: nothing is loaded and the state is idle (the page may not ask yet: no permission, no
   * subject chosen). Turning it on loads; turning it off drops the data. true by default.
   */
  enabled?: boolean;
  /**
   * Asks again while the loaded data says it will change (a report still being processed): the
   * wait in ms before the next look, or null to stop. `attempt` counts the looks since the last
   * load the page asked for (0 before the first), for back-off. Each look keeps the data on
   * screen; a failed look stops polling and shows the failure with its retry.
   */
  poll?: (data: T, attempt: number) => number | null;
  /**
   * Waits this long (ms) before each load the page asks for, not before a poll's looks, which wait
   * their own time: a status answered a moment ago need not be asked for again at once.
   */
  delayMs?: number;
  /**
   * A dependency change keeps the loaded data on screen, marked reloading, until the answer comes
   * (a list's next page or another sort): the table and the control used stay, and so does focus.
   */
  keepOnChange?: boolean;
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
  const enabled = options.enabled ?? true;
  const [state, setState] = useState<ResourceState<T>>(enabled ? initialResourceState : idleResourceState);
  const [attempt, setAttempt] = useState(0);
  const keepData = useRef(false);
  // Whether the next load is a poll's look, and how many looks followed the page's last load.
  const polling = useRef(false);
  const looks = useRef(0);
  // The deps say when to load; the loader and options of the latest render say how.
  const latest = useRef({ loader, options });
  latest.current = { loader, options };
  // The deps of the load the state belongs to. In the render where they change, the state still
  // holds the previous deps' answer until the effect below starts the new load: that render is
  // given the loading state already, so no child mounts with data that no longer fits (a child
  // that loads something of its own for the old answer would start a call only to abort it).
  const loadedDeps = useRef<DependencyList | null>(null);
  const current = [...deps, enabled];
  const stale = loadedDeps.current !== null && !sameDeps(loadedDeps.current, current);

  useEffect(() => {
    loadedDeps.current = current;
    const keep = keepData.current || latest.current.options.keepOnChange === true;
    keepData.current = false;
    const look = polling.current;
    if (!look) looks.current = 0;
    polling.current = false;
    if (!enabled) {
      setState(idleResourceState);
      return;
    }
    const controller = new AbortController();
    const { signal } = controller;
    setState((current) => loadStarted(current, keep));
    // spec §4: nothing of an ended session stays on screen, and its late answers change nothing.
    const stopWatching = onSessionEnd(() => {
      controller.abort();
      setState(initialResourceState);
    });
    const load = () =>
      latest.current
        .loader(signal)
        .then((result) => {
          if (!signal.aborted) setState(loadSettled(result, latest.current.options.isEmpty));
        })
        .catch(() => {
          // Loaders answer with a result rather than throw; one that throws still ends the wait.
          if (!signal.aborted) setState({ ...initialResourceState, status: 'failed' });
        });
    const delay = look ? 0 : (latest.current.options.delayMs ?? 0);
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (delay > 0) timer = setTimeout(load, delay);
    else void load();
    return () => {
      clearTimeout(timer);
      stopWatching();
      controller.abort();
    };
  }, [...deps, attempt, enabled]); // the caller's deps decide when to load, as in useEffect

  // The next look, once an answer has settled; any new load or state change cancels it.
  useEffect(() => {
    const poll = latest.current.options.poll;
    if (!poll || state.reloading || (state.status !== 'ready' && state.status !== 'empty')) return;
    const wait = poll(state.data as T, looks.current);
    if (wait === null) return;
    const timer = setTimeout(() => {
      looks.current += 1;
      polling.current = true;
      keepData.current = true;
      setAttempt((n) => n + 1);
    }, wait);
    return () => clearTimeout(timer);
  }, [state]);

  // Stable across renders, so a page may pass them on or list them as dependencies.
  const retry = useCallback(() => {
    keepData.current = false;
    setAttempt((n) => n + 1);
  }, []);
  const reload = useCallback(() => {
    keepData.current = true;
    setAttempt((n) => n + 1);
  }, []);

  // A page that keeps its data on screen while the next loads (keepOnChange) shows it as reloading.
  const shown = !stale ? state : enabled ? loadStarted(state, options.keepOnChange === true) : idleResourceState;
  return { ...shown, retry, reload };
}

function sameDeps(a: DependencyList, b: DependencyList): boolean {
  return a.length === b.length && a.every((value, i) => Object.is(value, b[i]));
}
