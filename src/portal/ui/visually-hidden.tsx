// Words a screen reader reads and the screen does not show (a symbol's meaning, a live status).
import { useCallback, useMemo, useSyncExternalStore, type ComponentProps } from 'react';
import { cx } from './cx.ts';
import styles from './visually-hidden.module.css';

/** The class that hides an element from sight only, for elements other than a span. */
export const visuallyHidden = styles.always as string;

/** A span read by screen readers and not shown. */
export function VisuallyHidden({ className, ...rest }: ComponentProps<'span'>) {
  return <span {...rest} className={cx(visuallyHidden, className)} />;
}

/** Whether the window matches a media query, kept up to date (false where there is no window). */
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

/** The hiding class while the window is phone-sized (below 600 px), where a top bar has no room. */
export function useHiddenOnPhone(): string | undefined {
  return useMediaQuery('(max-width: 599px)') ? visuallyHidden : undefined;
}
