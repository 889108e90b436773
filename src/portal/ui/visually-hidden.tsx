// Words a screen reader reads and the screen does not show (a symbol's meaning, a live status).
import type { ComponentProps } from 'react';
import { cx } from './cx.ts';
import styles from './visually-hidden.module.css';

/** The class that hides an element from sight only, for elements other than a span. */
export const visuallyHidden = styles.always as string;

/** A span read by screen readers and not shown. */
export function VisuallyHidden({ className, ...rest }: ComponentProps<'span'>) {
  return <span {...rest} className={cx(visuallyHidden, className)} />;
}
