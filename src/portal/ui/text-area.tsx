// A multi-line text box with its label, hint and error (see field.tsx); native props pass through.
import type { ComponentProps } from 'react';
import { FieldFrame, useField } from './field.tsx';
import type { FieldFrameProps } from './field.tsx';
import { cx } from './cx.ts';
import styles from './field.module.css';

export type TextAreaProps = Omit<ComponentProps<'textarea'>, 'className'> &
  FieldFrameProps & {
    /** Visible lines of text; the support description uses descriptionRows (6, spec §9). */
    rows?: number;
    /** Class for the textarea itself; className styles the whole field. */
    inputClassName?: string;
  };

/** A labelled <textarea> of `rows` lines (4 by default). */
export function TextArea({
  label,
  hint,
  error,
  className,
  inputClassName,
  id,
  rows = 4,
  'aria-describedby': describedBy,
  ...textarea
}: TextAreaProps) {
  const ids = useField(id, hint, error, describedBy);
  return (
    <FieldFrame label={label} hint={hint} error={error} required={textarea.required} className={className} ids={ids}>
      <textarea {...textarea} {...ids.control} rows={rows} className={cx(styles.control, styles.textarea, inputClassName)} />
    </FieldFrame>
  );
}
