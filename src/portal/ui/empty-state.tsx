// What a list or page shows when there is nothing in it yet, instead of a blank area: a title,
// a sentence of explanation, and the action that would fill it.
import type { ReactNode } from 'react';
import { cx } from './cx.ts';
import styles from './empty-state.module.css';

export type EmptyStateProps = {
  /** Short statement, such as 'No reports yet'. */
  title: ReactNode;
  /** A sentence saying why or what to do. */
  text?: ReactNode;
  /** A button or link, such as 'Register a subject'. */
  action?: ReactNode;
  /** Heading level of the title; 2 by default. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

/**
 * An empty tray: a still drawing that reads as "nothing here", unlike a dashed ring, which reads
 * as a spinner (something still loading).
 */
function EmptyTray() {
  return (
    <svg className={styles.mark} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path d="M6 28 12 10h24l6 18v10H6z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <path d="M6 28h11l2 5h10l2-5h11" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

/** A centred, quiet block with a heading, text and an optional action. */
export function EmptyState({ title, text, action, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(styles.empty, className)}>
      <EmptyTray />
      <Heading className={styles.title}>{title}</Heading>
      {text ? <p className={styles.text}>{text}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
