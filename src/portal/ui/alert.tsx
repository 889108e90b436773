// An inline message box inside a page or dialog: a failed load or save, a note, a confirmation.
// Errors are alerts so they are announced (quality bar: errors use role="alert").
import type { ReactNode } from 'react';
import { cx } from './cx.ts';
import styles from './alert.module.css';

export type AlertVariant = 'error' | 'info' | 'success';

export type AlertProps = {
  /** error: role alert; success: role status; info: no live role. Info by default. */
  variant?: AlertVariant;
  /** Optional bold first line. */
  title?: ReactNode;
  children?: ReactNode;
  /** A button or link beside the message, such as Retry. */
  action?: ReactNode;
  className?: string;
};

const roles: Record<AlertVariant, 'alert' | 'status' | undefined> = {
  error: 'alert',
  success: 'status',
  info: undefined,
};

const icons: Record<AlertVariant, string> = { error: '!', success: '✓', info: 'i' };

/** A coloured message box with an icon, optional title and optional action. */
export function Alert({ variant = 'info', title, children, action, className }: AlertProps) {
  return (
    <div role={roles[variant]} className={cx(styles.alert, styles[variant], className)}>
      <span className={styles.icon} aria-hidden="true">
        {icons[variant]}
      </span>
      <div className={styles.content}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div className={styles.message}>{children}</div> : null}
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
