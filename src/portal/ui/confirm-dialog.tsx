// The portal's confirmation step before a consequential action. Defaults follow spec §9: the
// question 'Are you sure?' with the buttons Ok and Cancel.
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { useUiTexts } from './ui-texts.tsx';
import styles from './confirm-dialog.module.css';

export type ConfirmDialogProps = {
  open: boolean;
  /** Called by the confirm button. */
  onConfirm: () => void;
  /** Called by the cancel button, Escape and the header close control. */
  onCancel: () => void;
  /** Dialog title; 'Are you sure?' by default. */
  title?: ReactNode;
  /** Optional explanation under the title, such as what will be deleted. */
  text?: ReactNode;
  /** Confirm button label; 'Ok' by default. */
  confirmLabel?: string;
  /** Cancel button label; 'Cancel' by default. */
  cancelLabel?: string;
  /** Danger styles the confirm button for destructive actions. */
  variant?: 'primary' | 'danger';
  /** The confirmed action is running: the confirm button shows a spinner. */
  busy?: boolean;
};

/** A small modal asking to confirm; focus starts on Cancel, the harmless choice. */
export function ConfirmDialog({
  open,
  onConfirm,
  onCancel,
  title,
  text,
  confirmLabel,
  cancelLabel,
  variant = 'primary',
  busy = false,
}: ConfirmDialogProps) {
  const texts = useUiTexts();
  return (
    <Dialog
      open={open}
      title={title ?? texts.confirmTitle}
      onClose={onCancel}
      size="small"
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} data-autofocus>
            {cancelLabel ?? texts.cancel}
          </Button>
          <Button variant={variant} busy={busy} onClick={onConfirm}>
            {confirmLabel ?? texts.confirm}
          </Button>
        </>
      }
    >
      {text ? <p className={styles.text}>{text}</p> : null}
    </Dialog>
  );
}
