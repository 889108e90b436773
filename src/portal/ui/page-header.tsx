// The top of every page: its one h1, an optional line of description and the page's actions.
import type { ReactNode } from 'react';
import { cx } from './cx.ts';
import styles from './page-header.module.css';

export type PageHeaderProps = {
  /** The page title, rendered as the page's only h1. */
  title: ReactNode;
  /** One line under the title. */
  description?: ReactNode;
  /** Buttons or links for the whole page, such as 'Add user'. */
  actions?: ReactNode;
  className?: string;
};

/** The page's h1 with optional description and actions, wrapping under it on small screens. */
export function PageHeader({ title, description, actions, className }: PageHeaderProps) {
  return (
    <div className={cx(styles.header, className)}>
      <div className={styles.text}>
        <h1 className={styles.title}>{title}</h1>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {actions ? (
        <div className={styles.actions} data-print-hide>
          {actions}
        </div>
      ) : null}
    </div>
  );
}
