import { act, cleanup, getByRole, render } from '../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DataTable } from '../../../src/portal/ui/data-table.tsx';
import { visuallyHidden } from '../../../src/portal/ui/visually-hidden.tsx';

const DataTableSuite = suite('DataTable');
DataTableSuite.after.each(cleanup);

function Users({ nameLabel = 'Name' }: { nameLabel?: string }) {
  return (
    <DataTable>
      <caption>Users of the institution</caption>
      <thead>
        <tr>
          <th scope="col">{nameLabel}</th>
          <th scope="col">
            <button type="button">
              Age<span aria-hidden="true">↕</span>
            </button>
          </th>
          <th scope="col" data-label="">Actions</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">Ana Ruiz</th>
          <td>42</td>
          <td><button type="button">Manage</button></td>
        </tr>
        <tr>
          <td colSpan={3}>Two more users are hidden by the filter.</td>
        </tr>
      </tbody>
    </DataTable>
  );
}

DataTableSuite('stays a real table for screen readers: caption, column and row headers', () => {
  const { container } = render(<Users />);
  const table = getByRole(container, 'table', { name: 'Users of the institution' });
  assert.is(table.tagName, 'TABLE');
  assert.is(table.querySelectorAll('th[scope="col"]').length, 3);
  assert.is(table.querySelectorAll('th[scope="row"]').length, 1);
});

DataTableSuite('states its table roles, which stacked rows (display: block) would otherwise lose in some browsers', () => {
  const { container } = render(<Users />);
  const table = container.querySelector('table')!;
  assert.is(table.getAttribute('role'), 'table');
  assert.equal([...table.querySelectorAll('thead th')].map((th) => th.getAttribute('role')), ['columnheader', 'columnheader', 'columnheader']);
  const row = table.querySelector('tbody tr')!;
  assert.is(row.getAttribute('role'), 'row');
  assert.equal([...row.children].map((cell) => cell.getAttribute('role')), ['rowheader', 'cell', 'cell']);
  assert.is(table.querySelector('tbody')?.getAttribute('role'), 'rowgroup');
});

DataTableSuite('each body cell is labelled with its column header as seen (symbols hidden from readers left out)', () => {
  const { container } = render(<Users />);
  const cells = [...container.querySelectorAll('tbody tr:first-child > *')].map((cell) => cell.getAttribute('data-label'));
  assert.equal(cells, ['Name', 'Age', '']);
});

DataTableSuite('a cell spanning several columns gets no label', () => {
  const { container } = render(<Users />);
  assert.is(container.querySelector('td[colspan="3"]')?.getAttribute('data-label'), '');
});

DataTableSuite('the labels follow the headers when they change (a language change)', () => {
  const { container, rerender } = render(<Users />);
  rerender(<Users nameLabel="Nombre" />);
  assert.is(container.querySelector('tbody th')?.getAttribute('data-label'), 'Nombre');
});

DataTableSuite('the table sits in a frame of its own, whose width decides when it stacks', () => {
  const { container } = render(<Users />);
  const table = getByRole(container, 'table');
  assert.is(table.parentElement?.tagName, 'DIV');
  assert.is(table.parentElement?.parentElement, container);
});

/**
 * Lays the DOM out as a browser would for these tests: an element inside `data-width` is that many
 * pixels wide, in 16 px text (neither test DOM lays anything out: every width is 0 there).
 */
function withLayout(run: () => void) {
  const width = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
  const computed = globalThis.getComputedStyle;
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return Number(this.closest('[data-width]')?.getAttribute('data-width') ?? 0);
    },
  });
  globalThis.getComputedStyle = (() => ({ fontSize: '16px', paddingLeft: '0px', paddingRight: '0px' })) as unknown as typeof getComputedStyle;
  try {
    run();
  } finally {
    if (width) Object.defineProperty(HTMLElement.prototype, 'clientWidth', width);
    else delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
    globalThis.getComputedStyle = computed;
  }
}

DataTableSuite('not laid out (no width), the rows do not stack and the header row shows', () => {
  const { container } = render(<Users />);
  assert.is(container.querySelector('table')?.hasAttribute('data-stacked'), false);
  assert.not.ok(container.querySelector('thead')?.classList.contains(visuallyHidden));
});

DataTableSuite('at its breakpoint or narrower the rows stack; wider, they stay rows', () => {
  withLayout(() => {
    const { container } = render(
      <>
        <div data-width={52 * 16}><Users /></div>
        <div data-width={52 * 16 + 1}><Users /></div>
        <div data-width={40 * 16 + 1}><DataTable stackBelow="medium"><tbody><tr><td>1</td></tr></tbody></DataTable></div>
      </>,
    );
    assert.equal([...container.querySelectorAll('table')].map((table) => table.hasAttribute('data-stacked')), [true, false, false]);
  });
});

DataTableSuite('stacked, a header row of plain names is kept for screen readers only (the shared class); one with controls stays on screen', () => {
  withLayout(() => {
    const { container } = render(
      <div data-width="320">
        <Users />
        <DataTable>
          <thead><tr><th scope="col">Name</th><th scope="col">Role</th></tr></thead>
          <tbody><tr><td>Ana</td><td>Clinician</td></tr></tbody>
        </DataTable>
      </div>,
    );
    const [withButtons, plain] = [...container.querySelectorAll('thead')];
    assert.not.ok(withButtons?.classList.contains(visuallyHidden), 'the sort button stays on screen');
    assert.ok(plain?.classList.contains(visuallyHidden), 'plain names hidden from sight');
    assert.is(plain?.querySelectorAll('th').length, 2, 'and still in the table');
  });
});

DataTableSuite('on paper the rows are never stacked: a phone prints a table, and the cards come back after printing', () => {
  withLayout(() => {
    const { container } = render(<div data-width="320"><Users /></div>);
    const table = container.querySelector('table')!;
    assert.ok(table.hasAttribute('data-stacked'), 'cards on the phone');
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    assert.not.ok(table.hasAttribute('data-stacked'), 'a table on paper');
    assert.not.ok(container.querySelector('thead')?.classList.contains(visuallyHidden), 'its header row printed');
    act(() => void window.dispatchEvent(new Event('afterprint')));
    assert.ok(table.hasAttribute('data-stacked'), 'cards again');
  });
});

DataTableSuite.run();
