/**
 * A data table that never pushes its controls off screen: a real <table> (caption, th scope and
 * headers stay for screen readers) that becomes stacked rows when its container is narrow. Each
 * row is then a block, each cell shows its column's header beside its value, and sortable headers
 * stay on screen as a wrapping row of buttons; a header row without controls is then hidden by the
 * shared visually-hidden class, for screen readers only. The breakpoint is in the frame's own em,
 * so it follows text zoom as well as the window's width. It is measured here, not written as a
 * container query, so that the stacked layout is written once for every breakpoint and the header
 * row is hidden by the one shared class (a class cannot be applied from inside a query). While
 * stacked the table carries `stackedClassName`, for a page's own touches to its cards (and
 * `data-stacked`, the state as tests and tools read it).
 *
 * A cell's label is its column header's visible text; a header may name it with `data-label`
 * (e.g. when its visible text is a symbol), and `data-label=""` shows no label.
 */
import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject, type TableHTMLAttributes } from 'react';
import { flushSync } from 'react-dom';
import { cx } from './cx.ts';
import { visuallyHidden } from './visually-hidden.tsx';
import styles from './data-table.module.css';

/** At or below which frame width, in em, the rows stack. */
const stackWidths = { narrow: 32, medium: 40, wide: 52 };
export type DataTableStack = keyof typeof stackWidths;

export interface DataTableProps extends TableHTMLAttributes<HTMLTableElement> {
  stackBelow?: DataTableStack;
  /** Class of the frame around the table (width, margins). */
  frameClassName?: string;
  /**
   * Names the frame as a region that takes focus, so that a keyboard can scroll a table wider
   * than its room (above its breakpoint, long values may still be).
   */
  regionLabel?: string;
  /** Class the table carries while stacked into cards, for a page's own touches to them. */
  stackedClassName?: string;
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

/** Whether the frame's content is at most `em` of its own font size wide (0 wide: not laid out). */
function isNarrow(frame: HTMLElement, em: number): boolean {
  const style = getComputedStyle(frame);
  const width = frame.clientWidth - parseFloat(style.paddingLeft || '0') - parseFloat(style.paddingRight || '0');
  return width > 0 && width <= em * parseFloat(style.fontSize);
}

/**
 * Whether the table is stacked: measured before the first paint, then again whenever the frame's
 * width or the table's size changes (the window resized, or the text made larger). Those later
 * updates land on the next frame; making them synchronous would re-size what is being observed
 * inside the observer, which browsers report as an error. On paper the rows never stack: the page
 * is as wide as a desktop column, and no observer runs between the request to print and the
 * printed layout, so a phone's cards would otherwise be printed.
 */
function useStacked(frame: RefObject<HTMLDivElement | null>, table: RefObject<HTMLTableElement | null>, em: number): boolean {
  const [stacked, setStacked] = useState(false);
  useLayoutEffect(() => {
    const f = frame.current;
    if (!f) return;
    const measure = () => setStacked(isNarrow(f, em));
    const print = () => flushSync(() => setStacked(false));
    measure();
    window.addEventListener('beforeprint', print);
    window.addEventListener('afterprint', measure);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(f);
    if (table.current) observer?.observe(table.current);
    return () => {
      observer?.disconnect();
      window.removeEventListener('beforeprint', print);
      window.removeEventListener('afterprint', measure);
    };
  }, [frame, table, em]);
  return stacked;
}

export function DataTable({ stackBelow = 'wide', frameClassName, regionLabel, className, stackedClassName, children, ...rest }: DataTableProps) {
  const frame = useRef<HTMLDivElement>(null);
  const ref = useRef<HTMLTableElement>(null);
  const stacked = useStacked(frame, ref, stackWidths[stackBelow]);
  // After every render: rows and headers (and their language) may have changed.
  useLayoutEffect(() => {
    const table = ref.current;
    if (!table) return;
    labelCells(table);
    // Stacked, a header row of plain names repeats the cells' labels: it stays for screen readers
    // only. A header row with controls (sorting) stays on screen as a wrapping row. The class is
    // set here, after React's render, so a <thead> inside a DataTable carries no className.
    const head = table.tHead;
    if (head) head.classList.toggle(visuallyHidden, stacked && !head.querySelector('button, a[href], input, select'));
  });
  return (
    <div ref={frame} className={cx(styles.frame, frameClassName)} {...(regionLabel && { role: 'region', 'aria-label': regionLabel, tabIndex: 0 })}>
      <table ref={ref} className={cx(styles.table, stacked && styles.stacked, className, stacked && stackedClassName)} data-stacked={stacked ? '' : undefined} {...rest}>
        {children}
      </table>
    </div>
  );
}
