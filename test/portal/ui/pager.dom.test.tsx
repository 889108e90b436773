import { cleanup, click, getByRole, render } from '../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Pager } from '../../../src/portal/ui/pager.tsx';

const PagerSuite = suite('Pager');
PagerSuite.after.each(cleanup);

function pager(page: number, pages: number, moves: number[] = []) {
  return render(
    <Pager page={page} pages={pages} label="Pages of users" status={`Page ${page} of ${pages}`} previous="Previous" next="Next" onPage={(to) => moves.push(to)} />,
  );
}

PagerSuite('is a named navigation landmark that announces where the reader is', () => {
  const { container } = pager(2, 5);
  const nav = getByRole(container, 'navigation', { name: 'Pages of users' });
  const status = nav.querySelector('[aria-live="polite"]');
  assert.is(status?.textContent, 'Page 2 of 5');
  assert.ok(nav.hasAttribute('data-print-hide'), 'not printed');
});

PagerSuite('moves one page back or forward', () => {
  const moves: number[] = [];
  const { container } = pager(2, 5, moves);
  click(getByRole(container, 'button', { name: 'Previous' }));
  click(getByRole(container, 'button', { name: 'Next' }));
  assert.equal(moves, [1, 3]);
});

PagerSuite('offers no Previous on the first page and no Next on the last', () => {
  const first = pager(1, 2);
  assert.is((getByRole(first.container, 'button', { name: 'Previous' }) as HTMLButtonElement).disabled, true);
  assert.is((getByRole(first.container, 'button', { name: 'Next' }) as HTMLButtonElement).disabled, false);
  cleanup();
  const last = pager(2, 2);
  assert.is((getByRole(last.container, 'button', { name: 'Next' }) as HTMLButtonElement).disabled, true);
});

PagerSuite.run();
