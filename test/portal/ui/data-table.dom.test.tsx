import { cleanup, getByRole, render } from '../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DataTable } from '../../../src/portal/ui/data-table.tsx';

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

DataTableSuite('the table sits in a frame that is its own query container, so it stacks by the room it has', () => {
  const { container } = render(<Users />);
  const table = getByRole(container, 'table');
  assert.is(table.parentElement?.tagName, 'DIV');
  assert.ok(table.className.trim().split(/\s+/).length >= 2, 'the table has its own class and its breakpoint class');
});

DataTableSuite.run();
