// One notification (spec §9: at most one shown; the store picks which, and the host that renders
// it places it on screen). Errors are alerts, successes polite statuses. Auto-hide pauses while
// the pointer or focus is on the toast, so nobody loses a message they are reading (WCAG 2.2.1).
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { cx } from './cx.ts';
import { useUiTexts } from './ui-texts.tsx';
import styles from './toast.module.css';

export type ToastVariant = 'success' | 'error';

export type ToastProps = {
  variant: ToastVariant;
  /** The message, rendered as text. */
  message: ReactNode;
  /** Called when the toast should go: after autoHideMs, or by the close button. */
  onClose?: () => void;
  /**
   * Hide after this many ms (toastHideMs or userToastHideMs); no auto-hide when unset. The timer
   * starts on mount: give each notification its own `key` so a new one starts a new timer.
   */
  autoHideMs?: number;
  /** Show a close button ("Dismiss notification"); needs onClose. */
  closable?: boolean;
  className?: string;
};

/** One notification: success (role status) or error (role alert), with optional auto-hide and close. */
export function Toast({ variant, message, onClose, autoHideMs, closable = false, className }: ToastProps) {
  const texts = useUiTexts();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(autoHideMs ?? 0);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const paused = hovered || focused;

  useEffect(() => {
    remaining.current = autoHideMs ?? 0;
  }, [autoHideMs]);

  useEffect(() => {
    if (autoHideMs === undefined || paused) return;
    const started = Date.now();
    const timer = setTimeout(() => onCloseRef.current?.(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [autoHideMs, paused]);

  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      aria-atomic="true"
      className={cx(styles.toast, styles[variant], className)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <span className={styles.icon} aria-hidden="true">
        {variant === 'error' ? '!' : '✓'}
      </span>
      <div className={styles.message}>{message}</div>
      {closable && onClose ? (
        <button type="button" className={styles.close} aria-label={texts.dismissNotification} onClick={() => onCloseRef.current?.()}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
