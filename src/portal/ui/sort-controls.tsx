/**
 * How every sorted list is sorted: its column headers are buttons (aria-sort on the sorted one, an
 * arrow that says which way, the same header again reversing it), and where the table has become
 * cards, on a phone or at large text, one "Sort by" menu of every column both ways takes the
 * header row's place. Both live inside SortArea, which measures its own width in text units (a
 * container query), so a phone and 200 % text alike get the menu. The words are the page's own
 * (this kit is loaded with the lists, not with the sign-in page).
 */
import type { ReactNode } from 'react';
import { SelectField } from './select-field.tsx';
import { cx } from './cx.ts';
import styles from './sort-controls.module.css';

export type SortDirection = 'asc' | 'desc';

export interface SortedBy<C extends string> {
  sort: C;
  order: SortDirection;
}

/** Choosing the sorted column again reverses it; another column starts in its first order. */
export function nextSort<C extends string>(now: SortedBy<C>, column: C, firstOrder: (column: C) => SortDirection): SortedBy<C> {
  return { sort: column, order: now.sort === column ? (now.order === 'asc' ? 'desc' : 'asc') : firstOrder(column) };
}

export interface SortHeaderProps<C extends string> {
  column: C;
  /** The column's name, as the header shows it. */
  label: string;
  /** The button's name ("Sort by Age"), in the page's language. */
  buttonLabel: string;
  sorted: SortedBy<C>;
  onSort: (column: C) => void;
  className?: string;
}

/** A sortable column's header cell. */
export function SortHeader<C extends string>({ column, label, buttonLabel, sorted, onSort, className }: SortHeaderProps<C>) {
  const on = sorted.sort === column;
  return (
    <th scope="col" className={className} aria-sort={on ? (sorted.order === 'asc' ? 'ascending' : 'descending') : undefined}>
      <button type="button" className={styles.sort} onClick={() => onSort(column)} aria-label={buttonLabel}>
        {label}
        <span aria-hidden="true" className={styles.arrow}>
          {on ? (sorted.order === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

export interface SortMenuProps<C extends string> {
  /** The sortable columns with their names, in the table's order. */
  columns: readonly { column: C; label: string }[];
  sorted: SortedBy<C>;
  /** "Sort by", and the two orders' words ("ascending", "descending"). */
  label: string;
  ascending: string;
  descending: string;
  onSort: (sorted: SortedBy<C>) => void;
}

/** The cards' sort: every column both ways, shown only where the header row is not. */
export function SortMenu<C extends string>({ columns, sorted, label, ascending, descending, onSort }: SortMenuProps<C>) {
  return (
    <SelectField
      className={styles.menu}
      label={label}
      value={`${sorted.sort}:${sorted.order}`}
      options={columns.flatMap(({ column, label: name }) =>
        (['asc', 'desc'] as const).map((order) => ({ value: `${column}:${order}`, label: `${name} (${order === 'asc' ? ascending : descending})` })),
      )}
      onChange={(event) => {
        const [sort, order] = event.currentTarget.value.split(':');
        const found = columns.find(({ column }) => column === sort);
        if (found) onSort({ sort: found.column, order: order === 'asc' ? 'asc' : 'desc' });
      }}
    />
  );
}

/**
 * The sorted table's area: it holds the menu and the table, sizes them by its own width, and is
 * marked busy while the rows of another page, sort or search are on their way (they stay on
 * screen meanwhile, so the control used keeps focus).
 */
export function SortArea({ busy = false, className, children }: { busy?: boolean; className?: string; children: ReactNode }) {
  return (
    <div className={cx(styles.area, className)} aria-busy={busy || undefined}>
      {children}
    </div>
  );
}
