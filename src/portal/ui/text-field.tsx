// A single-line input with its label, hint and error (see field.tsx); native props pass through.
import type { ComponentProps } from 'react';
import { FieldFrame, useField } from './field.tsx';
import type { FieldFrameProps } from './field.tsx';
import { cx } from './cx.ts';
import styles from './field.module.css';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'className'> &
  FieldFrameProps & {
    /** Class for the input itself; className styles the whole field. */
    inputClassName?: string;
  };

/** A labelled text input: type, autoComplete, required, readOnly and the rest go to the <input>. */
export function TextField({
  label,
  hint,
  error,
  className,
  inputClassName,
  id,
  type = 'text',
  'aria-describedby': describedBy,
  ...input
}: TextFieldProps) {
  const ids = useField(id, hint, error, describedBy);
  return (
    <FieldFrame label={label} hint={hint} error={error} required={input.required} className={className} ids={ids}>
      <input {...input} {...ids.control} type={type} className={cx(styles.control, inputClassName)} />
    </FieldFrame>
  );
}
