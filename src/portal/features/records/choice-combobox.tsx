// A choice field with type-ahead (the WAI-ARIA combobox pattern with a list box): typing filters
// the institution's standard strings, arrow keys move through them, Enter or a click chooses one.
// Single choice shows the chosen entry in the input; multiple choice shows chips with a remove
// button each. Texts come as props, so the field says everything in the user's language.
import { useId, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { FieldFrame, useField } from '../../ui/field.tsx';
import fieldStyles from '../../ui/field.module.css';
import styles from './records.module.css';
import { visuallyHidden } from '../../ui/visually-hidden.tsx';

export interface ChoiceOption {
  value: number;
  label: string;
  /** Retired entries are never offered, but still shown where a record holds them. */
  retired?: boolean;
}

export interface ChoiceTexts {
  noMatch: string;
  remove: (label: string) => string;
  found: (count: number) => string;
}

export interface ChoiceComboboxProps {
  label: string;
  hint?: string;
  error?: string;
  options: readonly ChoiceOption[];
  value: readonly number[];
  onChange: (value: number[]) => void;
  multiple?: boolean;
  max?: number;
  texts: ChoiceTexts;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
}

/** Letters without accents and case, so "diagnostico" finds "Diagnóstico". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export function ChoiceCombobox({ label, hint, error, options, value, onChange, multiple = false, max = Infinity, texts, inputRef, name }: ChoiceComboboxProps) {
  const ids = useField(undefined, hint, error);
  const listId = useId();
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const chosen = value.map((id) => options.find((o) => o.value === id) ?? { value: id, label: String(id), retired: true });
  const matches = useMemo(() => {
    const wanted = fold(query ?? '');
    return options.filter((o) => !o.retired && !(multiple && value.includes(o.value)) && fold(o.label).includes(wanted));
  }, [options, query, value, multiple]);
  const full = multiple && value.length >= max;
  const shown = open && !full;
  const activeOption = shown ? matches[Math.min(active, matches.length - 1)] : undefined;
  const optionId = (v: number) => `${listId}-${v}`;

  const choose = (option: ChoiceOption) => {
    onChange(multiple ? [...value, option.value] : [option.value]);
    setQuery(multiple ? '' : null);
    setActive(0);
    if (!multiple) setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (matches.length ? (Math.min(i, matches.length - 1) + step + matches.length) % matches.length : 0));
    } else if (event.key === 'Enter' && shown && activeOption) {
      event.preventDefault();
      choose(activeOption);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setQuery(multiple ? '' : null);
    } else if (event.key === 'Backspace' && multiple && !query && value.length) {
      onChange(value.slice(0, -1));
    }
  };

  const single = chosen[0];
  const inputValue = query ?? (multiple ? '' : single ? single.label : '');

  return (
    <FieldFrame label={label} hint={hint} error={error} ids={ids}>
      {multiple && chosen.length ? (
        <ul className={styles.chips}>
          {chosen.map((option) => (
            <li key={option.value} className={styles.chip}>
              <span>{option.label}</span>
              <button type="button" className={styles.chipRemove} aria-label={texts.remove(option.label)} onClick={() => onChange(value.filter((v) => v !== option.value))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.comboWrap}>
        <input
          {...ids.control}
          ref={inputRef}
          name={name}
          className={fieldStyles.control}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={activeOption ? optionId(activeOption.value) : undefined}
          value={inputValue}
          disabled={full}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
            if (!multiple && event.target.value === '') onChange([]);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setQuery(multiple ? '' : null);
          }}
          onKeyDown={onKeyDown}
        />
        <ul id={listId} role="listbox" aria-label={label} className={styles.listbox} hidden={!shown || !matches.length}>
          {matches.map((option) => (
            <li
              key={option.value}
              id={optionId(option.value)}
              role="option"
              aria-selected={option === activeOption}
              className={styles.option}
              // mousedown, not click: the input keeps the focus and does not close the list first.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(option);
              }}
            >
              {option.label}
            </li>
          ))}
        </ul>
        {shown && !matches.length ? <p className={styles.noMatch}>{texts.noMatch}</p> : null}
        <span role="status" className={visuallyHidden}>
          {shown && query ? texts.found(matches.length) : ''}
        </span>
      </div>
    </FieldFrame>
  );
}
