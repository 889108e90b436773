import { useEffect, useState } from 'react';
import { searchDelayMs } from './delays.ts';

/** `value` once it has stayed the same for `delayMs` (a search box's text once typing pauses). */
export function useDebouncedValue<T>(value: T, delayMs = searchDelayMs): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(() => value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
