/** Calls `act` with the latest value once typing pauses for `delayMs`. */
import { useEffect, useRef } from 'react';

export const searchDelayMs = 300;

export function useDebouncedEffect<T>(value: T, act: (value: T) => void, delayMs = searchDelayMs): void {
  const latest = useRef(act);
  latest.current = act;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => latest.current(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
}
