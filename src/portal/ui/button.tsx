// The portal's button: a native <button> in one of four variants, with a busy state that keeps
// the control focusable and named while an action runs (spec §2: Send shows a spinner).
import type { ComponentProps, MouseEvent } from 'react';
import { cx } from './cx.ts';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'text';
export type ButtonSize = 'medium' | 'small';

export type ButtonProps = ComponentProps<'button'> & {
  /** Visual weight; primary by default. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** An action is running: shows a spinner, sets aria-busy and ignores further clicks. */
  busy?: boolean;
};

/** A native button; type defaults to "button" so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'medium',
  busy = false,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  // Busy is not `disabled`: a disabled button loses focus and drops out of the tab order, so
  // keyboard users would be thrown to the page start mid-action. Clicks are swallowed instead.
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      className={cx(styles.button, styles[variant], size === 'small' && styles.small, busy && styles.busy, className)}
      aria-busy={busy || undefined}
      aria-disabled={busy || rest['aria-disabled'] || undefined}
      onClick={handleClick}
    >
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      <span className={styles.label}>{children}</span>
    </button>
  );
}
