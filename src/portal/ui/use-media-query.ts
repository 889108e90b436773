// Whether the window matches a CSS media query, as React state that follows the window.
import { useCallback, useMemo, useSyncExternalStore } from 'react';

/** Whether the window matches `query`, kept up to date (false where there is no window). */
export function useMediaQuery(query: string): boolean {
  const list = useMemo(() => (typeof matchMedia === 'function' ? matchMedia(query) : null), [query]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [list],
  );
  return useSyncExternalStore(subscribe, () => list?.matches ?? false);
}
