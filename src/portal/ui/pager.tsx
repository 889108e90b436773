/**
 * Previous and next page of a list the server pages, with where the reader is. The status is a
 * polite live region, so moving to another page is announced; the pager is not printed. Its words
 * are its own (the kit's texts, ui-texts.tsx), in the reader's language: pages pass numbers only.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from './button.tsx';
import { useUiTexts } from './ui-texts.tsx';
import styles from './pager.module.css';

export interface PagerProps {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are (at least 1). */
  pages: number;
  /** Words of the list's own said before "Page 2 of 5", such as "Showing 21–40 of 93". */
  summary?: ReactNode;
  onPage: (page: number) => void;
}

/** "Page {page} of {pages}" with the numbers put in. */
export function pageOfText(pattern: string, page: number, pages: number): string {
  return pattern.replace('{page}', String(page)).replace('{pages}', String(pages));
}

/** The one pager of the portal's lists; a list that fits on one page may leave it out. */
export function Pager({ page, pages, summary, onPage }: PagerProps) {
  const texts = useUiTexts().pager;
  const where = pageOfText(texts.pageOf, page, pages);
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const pressed = useRef<'previous' | 'next' | null>(null);
  // Next to the last page disables Next (and Previous to the first, Previous): focus moves to the
  // other button rather than falling to the page's body.
  useEffect(() => {
    const used = pressed.current;
    pressed.current = null;
    if (used === 'next' && next.current?.disabled) previous.current?.focus();
    if (used === 'previous' && previous.current?.disabled) next.current?.focus();
  }, [page, pages]);
  return (
    <nav aria-label={texts.label} className={styles.pager} data-print-hide="">
      <p className={styles.status} aria-live="polite">
        {summary ? (
          <>
            {summary} · {where}
          </>
        ) : (
          where
        )}
      </p>
      <div className={styles.buttons}>
        <Button ref={previous} variant="secondary" size="small" disabled={page <= 1} onClick={() => { pressed.current = 'previous'; onPage(page - 1); }}>
          {texts.previous}
        </Button>
        <Button ref={next} variant="secondary" size="small" disabled={page >= pages} onClick={() => { pressed.current = 'next'; onPage(page + 1); }}>
          {texts.next}
        </Button>
      </div>
    </nav>
  );
}
