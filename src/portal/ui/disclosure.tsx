/**
 * A part of a page folded behind its title on a phone and open on a wide screen: a native
 * <details> (its summary is a button to every screen reader and keyboard), opened or closed again
 * when the window crosses the width, and otherwise left as the reader set it. For controls that
 * would push what a page is about below the first screen on a phone (a report's options).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useMediaQuery } from './use-media-query.ts';
import { cx } from './cx.ts';
import styles from './disclosure.module.css';

/** Wide enough to show the part open: the width where the navigation leaves the top bar. */
export const openWidth = '(min-width: 48em)';

interface Props {
  summary: ReactNode;
  children: ReactNode;
  className?: string;
  /** Hidden on paper (data-print-hide), as controls are. */
  printHide?: boolean;
}

export function Disclosure({ summary, children, className, printHide = true }: Props) {
  const wide = useMediaQuery(openWidth);
  const [open, setOpen] = useState(wide);
  useEffect(() => setOpen(wide), [wide]);
  return (
    <details
      className={cx(styles.disclosure, className)}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      data-print-hide={printHide ? '' : undefined}
    >
      <summary className={styles.summary}>
        <span>{summary}</span>
      </summary>
      <div className={styles.body}>{children}</div>
    </details>
  );
}
