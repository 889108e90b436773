// The white surface pages are built from. With a title it is a named region (a <section>
// labelled by its heading), so screen-reader users can jump between a page's cards.
import { useId } from 'react';
import type { ReactNode } from 'react';
import { cx } from './cx.ts';
import styles from './card.module.css';

export type CardProps = {
  /** Heading of the card; makes the card a region named by it. */
  title?: ReactNode;
  /** Heading level of the title; 2 by default (under the page's h1). */
  titleLevel?: 2 | 3 | 4;
  /** Buttons or links at the right of the title row. */
  actions?: ReactNode;
  children?: ReactNode;
  /** Remove the inner padding, for a table that runs edge to edge. */
  flush?: boolean;
  className?: string;
};

/** A bordered white panel with an optional titled header and actions. */
export function Card({ title, titleLevel = 2, actions, children, flush = false, className }: CardProps) {
  const titleId = useId();
  const Heading = `h${titleLevel}` as const;
  const header =
    title || actions ? (
      <div className={styles.header}>
        {title ? (
          <Heading id={titleId} className={styles.title}>
            {title}
          </Heading>
        ) : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    ) : null;
  const body = <div className={cx(styles.body, flush && styles.flush)}>{children}</div>;
  if (title) {
    return (
      <section className={cx(styles.card, className)} aria-labelledby={titleId}>
        {header}
        {body}
      </section>
    );
  }
  return (
    <div className={cx(styles.card, className)}>
      {header}
      {body}
    </div>
  );
}
