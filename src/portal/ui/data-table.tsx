/**
 * A data table that never pushes its controls off screen: a real <table> (caption, th scope and
 * headers stay for screen readers) that becomes stacked rows when its container is narrow. Each
 * row is then a block, each cell shows its column's header beside its value, and sortable headers
 * stay on screen as a wrapping row of buttons. The breakpoint is a container query in em, so it
 * follows text zoom as well as the window's width.
 *
 * A cell's label is its column header's visible text; a header may name it with `data-label`
 * (e.g. when its visible text is a symbol), and `data-label=""` shows no label.
 */
import { useLayoutEffect, useRef, type ReactNode, type TableHTMLAttributes } from 'react';
import { cx } from './cx.ts';
import styles from './data-table.module.css';

/** Below which container width the rows stack: medium 40 em, wide 52 em. */
export type DataTableStack = 'medium' | 'wide';

export interface DataTableProps extends TableHTMLAttributes<HTMLTableElement> {
  stackBelow?: DataTableStack;
  /** Class of the frame around the table (width, margins). */
  frameClassName?: string;
  children: ReactNode;
}

/** The text a sighted reader sees in a header cell (symbols marked aria-hidden left out). */
function visibleText(node: Node): string {
  if (node.nodeType === 3) return node.textContent ?? '';
  if (node.nodeType === 1 && (node as Element).getAttribute('aria-hidden') === 'true') return '';
  let text = '';
  for (const child of node.childNodes) text += visibleText(child);
  return text;
}

// The table's roles, written out: stacked rows are `display: block`, and some browsers then stop
// exposing the table's structure to screen readers unless its roles are stated.
const roleOf: Record<string, string> = { TABLE: 'table', THEAD: 'rowgroup', TBODY: 'rowgroup', TFOOT: 'rowgroup', TR: 'row', TD: 'cell' };

function stateRoles(table: HTMLTableElement): void {
  for (const el of [table, ...table.querySelectorAll<HTMLElement>(':scope > thead, :scope > tbody, :scope > tfoot, :scope > * > tr, :scope > * > tr > *')]) {
    const inHead = el.parentElement?.parentElement?.tagName === 'THEAD';
    const role = el.tagName === 'TH' ? (inHead || el.getAttribute('scope') === 'col' ? 'columnheader' : 'rowheader') : roleOf[el.tagName];
    if (role && el.getAttribute('role') !== role) el.setAttribute('role', role);
  }
}

/** Gives every body cell the label of its column (data-label), following colspans. */
export function labelCells(table: HTMLTableElement): void {
  stateRoles(table);
  const span = (cell: Element) => Math.max(1, Number(cell.getAttribute('colspan')) || 1);
  const cellsOf = (row: Element) => [...row.children].filter((c) => c.tagName === 'TH' || c.tagName === 'TD') as HTMLElement[];
  const headRows = table.querySelectorAll(':scope > thead > tr');
  const headRow = headRows[headRows.length - 1];
  if (!headRow) return;
  const labels: string[] = [];
  for (const th of cellsOf(headRow)) {
    const label = th.dataset.label ?? visibleText(th).replace(/\s+/g, ' ').trim();
    for (let i = 0; i < span(th); i++) labels.push(label);
  }
  for (const row of table.querySelectorAll(':scope > tbody > tr')) {
    let column = 0;
    for (const cell of cellsOf(row)) {
      const label = span(cell) > 1 ? '' : (labels[column] ?? '');
      if (cell.getAttribute('data-label') !== label) cell.setAttribute('data-label', label);
      column += span(cell);
    }
  }
}

export function DataTable({ stackBelow = 'wide', frameClassName, className, children, ...rest }: DataTableProps) {
  const ref = useRef<HTMLTableElement>(null);
  // After every render: rows and headers (and their language) may have changed.
  useLayoutEffect(() => {
    if (ref.current) labelCells(ref.current);
  });
  return (
    <div className={cx(styles.frame, frameClassName)}>
      <table ref={ref} className={cx(styles.table, styles[stackBelow], className)} {...rest}>
        {children}
      </table>
    </div>
  );
}
