/** A fieldset of checkboxes: the roles to give, or the groups to belong to. */
import styles from './users-page.module.css';

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
    <fieldset className={styles.choices}>
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <div key={choice.value}>
          <label className={styles.choice}>
            <input type="checkbox" checked={checked.includes(choice.value)} onChange={(e) => toggle(choice.value, e.target.checked)} />
            <span>{choice.label}</span>
          </label>
        </div>
      ))}
      {error ? (
        <p role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
