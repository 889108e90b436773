/**
 * The spec's confirmation ('Are you sure?' with Ok and Cancel, spec §9) shown in place, inside the
 * panel or list item it concerns: focus moves to Cancel, the harmless choice; Escape cancels. The
 * words come from the UI kit's texts, translated by the app like every confirmation's; a page may
 * name the confirm button after its action instead of Ok.
 */
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Button } from './button.tsx';
import { useUiTexts } from './ui-texts.tsx';

export interface InlineConfirmProps {
  /** What will happen to whom. */
  text: string;
  danger: boolean;
  busy: boolean;
  /** The confirm button's label; Ok by default. */
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function InlineConfirm({ text, danger, busy, confirmLabel, onConfirm, onCancel }: InlineConfirmProps) {
  const texts = useUiTexts();
  const titleId = useId();
  const textId = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.querySelector('button')?.focus(), []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !busy) {
      event.stopPropagation();
      onCancel();
    }
  };
  return (
    <div ref={box} role="alertdialog" aria-labelledby={titleId} aria-describedby={textId} onKeyDown={onKeyDown}>
      <h3 id={titleId}>{texts.confirmTitle}</h3>
      <p id={textId}>{text}</p>
      <p>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {texts.cancel}
        </Button>{' '}
        <Button variant={danger ? 'danger' : 'primary'} busy={busy} onClick={onConfirm}>
          {confirmLabel ?? texts.confirm}
        </Button>
      </p>
    </div>
  );
}
