// A native <select> with its label, hint and error (see field.tsx) and an optional placeholder,
// drawn in the product's look (select-field.module.css).
import type { ComponentProps } from 'react';
import { FieldFrame, useField } from './field.tsx';
import type { FieldFrameProps } from './field.tsx';
import { cx } from './cx.ts';
import styles from './field.module.css';
import own from './select-field.module.css';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectFieldProps = Omit<ComponentProps<'select'>, 'className' | 'children'> &
  FieldFrameProps & {
    options: readonly SelectOption[];
    /** First option with the empty value, such as 'Choose a reason'. */
    placeholder?: string;
    /** Class for the select itself; className styles the whole field. */
    inputClassName?: string;
  };

/** A labelled dropdown of options; the placeholder option has the value "". */
export function SelectField({
  label,
  hint,
  error,
  className,
  inputClassName,
  id,
  options,
  placeholder,
  'aria-describedby': describedBy,
  ...select
}: SelectFieldProps) {
  const ids = useField(id, hint, error, describedBy);
  return (
    <FieldFrame label={label} hint={hint} error={error} required={select.required} className={className} ids={ids}>
      <span className={own.wrap}>
      <select {...select} {...ids.control} className={cx(styles.control, styles.select, own.select, inputClassName)}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      </span>
    </FieldFrame>
  );
}
