/**
 * Previous and next page of a list the server pages, with where the reader is. The status is a
 * polite live region, so moving to another page is announced; the pager is not printed.
 */
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import styles from './pager.module.css';

export interface PagerProps {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are (at least 1). */
  pages: number;
  /** The navigation landmark's name. */
  label: string;
  /** Where the reader is, such as "Page 2 of 5" or "Showing 21–40 of 93 · Page 2 of 5". */
  status: ReactNode;
  previous: string;
  next: string;
  onPage: (page: number) => void;
}

/** The one pager of the portal's lists; a list that fits on one page may leave it out. */
export function Pager({ page, pages, label, status, previous, next, onPage }: PagerProps) {
  return (
    <nav aria-label={label} className={styles.pager} data-print-hide="">
      <p className={styles.status} aria-live="polite">
        {status}
      </p>
      <div className={styles.buttons}>
        <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {previous}
        </Button>
        <Button variant="secondary" size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {next}
        </Button>
      </div>
    </nav>
  );
}
