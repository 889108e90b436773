// The frame every form field shares: a real <label for>, an optional hint and an error message,
// both linked to the control by aria-describedby, and aria-invalid while the error shows.
import { useId } from 'react';
import type { ReactNode } from 'react';
import { cx } from './cx.ts';
import styles from './field.module.css';

export type FieldFrameProps = {
  /** Visible label text; it names the control. */
  label: ReactNode;
  /** Help under the label, linked by aria-describedby. */
  hint?: ReactNode;
  /** Error under the control; sets aria-invalid and is linked by aria-describedby. */
  error?: ReactNode;
  /** Marks the label of a required field with an asterisk (the control carries `required`). */
  required?: boolean;
  className?: string;
};

/** Props a field passes to its control for the ids and ARIA links of useField. */
export type FieldControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
};

/** Ids and ARIA attributes linking a control to its label, hint and error. */
export function useField(id: string | undefined, hint: ReactNode, error: ReactNode, describedBy?: string) {
  const generated = useId();
  const controlId = id ?? `field${generated}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const ids = [describedBy, hint ? hintId : undefined, hasError ? errorId : undefined].filter(Boolean);
  const control: FieldControlProps = { id: controlId };
  if (ids.length) control['aria-describedby'] = ids.join(' ');
  if (hasError) control['aria-invalid'] = true;
  return { control, hintId, errorId, hasError };
}

type FieldFrameInternal = FieldFrameProps & {
  ids: ReturnType<typeof useField>;
  children: ReactNode;
};

/** Lays out label, hint, control and error; used by TextField, TextArea and SelectField. */
export function FieldFrame({ label, hint, error, required, className, ids, children }: FieldFrameInternal) {
  return (
    <div className={cx(styles.field, ids.hasError && styles.invalid, className)}>
      <label htmlFor={ids.control.id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      {/* The live region stays mounted so an error that appears is announced. */}
      <div aria-live="polite" className={styles.errorSlot}>
        {ids.hasError ? (
          <p id={ids.errorId} className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
