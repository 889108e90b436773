import { useCallback, useSyncExternalStore } from 'react';
import type { Store } from './create-store.ts';

/**
 * Subscribes a component to a slice of a store. The selector must return a primitive or a
 * reference already in the state, never a fresh object, or React would re-render forever.
 */
export function useStore<T extends object, S>(store: Store<T>, selector: (state: T) => S): S {
  const subscribe = useCallback((notify: () => void) => store.subscribe(notify), [store]);
  const snapshot = () => selector(store.getState());
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
