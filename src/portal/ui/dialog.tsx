// A modal dialog on the native <dialog>: showModal() makes the rest of the page inert in real
// browsers. The focus trap, Escape and focus return are done here as well, because jsdom has no
// showModal() and happy-dom's does not manage focus, and because Escape must go through onClose
// so the parent stays the one owner of `open`.
import { useId, useLayoutEffect, useRef } from 'react';
import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import { cx } from './cx.ts';
import { useUiTexts } from './ui-texts.tsx';
import { focusInitial, tabbableIn } from './focus.ts';
import styles from './dialog.module.css';

export type DialogSize = 'small' | 'medium' | 'large';

export type DialogProps = {
  open: boolean;
  /** Heading of the dialog; it names the dialog through aria-labelledby. */
  title: ReactNode;
  /** Called on Escape, the header close control, or a native close; the parent sets open=false. */
  onClose: () => void;
  children?: ReactNode;
  /** Footer buttons, right-aligned. */
  actions?: ReactNode;
  /** Maximum width; all sizes take the full width on small screens (spec §9). Small by default. */
  size?: DialogSize;
  /** Accessible name of the header close control. */
  closeLabel?: string;
  /** When set, body and footer form one <form>: Enter and submit buttons in the footer submit it. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  className?: string;
};

/** A modal dialog: titled, Escape and a header button close it, focus is trapped and returned. */
export function Dialog({ open, ...props }: DialogProps) {
  return open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({
  title, onClose, children, actions, size = 'small', closeLabel, onSubmit, className,
}: Omit<DialogProps, 'open'>) {
  const texts = useUiTexts();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const supportsModal = typeof dialog.showModal === 'function';
    if (supportsModal) dialog.showModal();
    else dialog.setAttribute('open', '');
    focusInitial(dialog, [bodyRef.current, actionsRef.current], closeRef.current ?? dialog);
    // Browsers turn Escape into `cancel`, and a form with method="dialog" closes it natively.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    // A close event is queued, not immediate, in browsers: one from a previous mount (React's
    // StrictMode re-runs this effect) arrives after showModal() has opened the dialog again.
    const onNativeClose = () => {
      if (!dialog.open) onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      // Close before restoring focus: while modal, everything outside the dialog is inert.
      if (supportsModal && dialog.open && typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const dialog = dialogRef.current;
    if (!dialog || event.defaultPrevented) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCloseRef.current();
    } else if (event.key === 'Tab') {
      trapTab(event, dialog);
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit?.(event);
  };

  const content = (
    <>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button ref={closeRef} type="button" className={styles.close} aria-label={closeLabel ?? texts.closeDialog} onClick={() => onCloseRef.current()}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div ref={bodyRef} className={styles.body}>
        {children}
      </div>
      {actions ? (
        <div ref={actionsRef} className={styles.actions}>
          {actions}
        </div>
      ) : null}
    </>
  );

  return (
    <dialog ref={dialogRef} className={cx(styles.dialog, styles[size], className)} aria-labelledby={titleId} aria-modal="true" onKeyDown={onKeyDown}>
      {onSubmit ? (
        <form className={styles.frame} onSubmit={handleSubmit}>
          {content}
        </form>
      ) : (
        <div className={styles.frame}>{content}</div>
      )}
    </dialog>
  );
}

/** Keeps Tab and Shift+Tab inside the dialog, wrapping at either end. */
function trapTab(event: KeyboardEvent<HTMLDialogElement>, dialog: HTMLDialogElement): void {
  const items = tabbableIn(dialog);
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
    return;
  }
  const outside = !(active instanceof HTMLElement) || !items.includes(active);
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}
