/** A fieldset of checkboxes: the roles to give, or the groups to belong to. */
import styles from './choice-list.module.css';

export interface Choice {
  value: number;
  label: string;
}

export interface ChoiceListProps {
  legend: string;
  choices: readonly Choice[];
  checked: readonly number[];
  onChange: (checked: number[]) => void;
  error?: string | undefined;
}

export function ChoiceList({ legend, choices, checked, onChange, error }: ChoiceListProps) {
  const toggle = (value: number, on: boolean) =>
    onChange(on ? [...checked.filter((v) => v !== value), value] : checked.filter((v) => v !== value));
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className={styles.choice}>
          <input type="checkbox" checked={checked.includes(choice.value)} onChange={(e) => toggle(choice.value, e.target.checked)} />
          {choice.label}
        </label>
      ))}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
