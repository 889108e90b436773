/**
 * A minimal external store in zustand's vanilla shape. Transitions live beside each slice as
 * plain functions; this module only holds state, merges updates and notifies listeners.
 */

export type Listener<T> = (state: T, previous: T) => void;
export type Update<T> = Partial<T> | ((state: T) => Partial<T>);

export interface Store<T> {
  getState(): T;
  /** Shallow-merges a partial (or an updater's result); does nothing when no value changed. */
  setState(update: Update<T>): void;
  subscribe(listener: Listener<T>): () => void;
  /** The state the store was created with, for resets. */
  getInitialState(): T;
}

/** Creates a store holding `initial`. */
export function createStore<T extends object>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<Listener<T>>();
  return {
    getState: () => state,
    getInitialState: () => initial,
    setState(update) {
      const partial = typeof update === 'function' ? update(state) : update;
      const changed = Object.keys(partial).some(
        (key) => !Object.is(partial[key as keyof T], state[key as keyof T]),
      );
      if (!changed) return;
      const previous = state;
      state = { ...state, ...partial };
      for (const listener of listeners) listener(state, previous);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
