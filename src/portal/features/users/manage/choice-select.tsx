/**
 * A labelled dropdown for the list filters and the group of a new user: the UI kit's field frame
 * around a native <select>, built from the pieces the first screen already carries (the kit's
 * SelectField would be split out of the signed-in shell into a chunk of its own).
 */
import type { ChangeEvent } from 'react';
import { FieldFrame, useField } from '../../../ui/field.tsx';
import styles from '../../../ui/field.module.css';

export interface ChoiceSelectProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  /** The first option, with the value "" (such as 'All groups'). */
  placeholder?: string;
  error?: string | undefined;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}

export function ChoiceSelect({ label, value, options, placeholder, error, onChange }: ChoiceSelectProps) {
  const ids = useField(undefined, undefined, error);
  return (
    <FieldFrame label={label} error={error} ids={ids}>
      <select {...ids.control} className={`${styles.control} ${styles.select}`} value={value} onChange={onChange}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
