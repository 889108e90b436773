import { cleanup, click, getByRole, render } from '../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Pager } from '../../../src/portal/ui/pager.tsx';
import { englishUiTexts, UiTextsProvider } from '../../../src/portal/ui/ui-texts.tsx';

const PagerSuite = suite('Pager');
PagerSuite.after.each(cleanup);

function pager(page: number, pages: number, moves: number[] = []) {
  return render(
    <Pager page={page} pages={pages} onPage={(to) => moves.push(to)} />,
  );
}

PagerSuite('is a named navigation landmark that announces where the reader is, in its own words', () => {
  const { container } = pager(2, 5);
  const nav = getByRole(container, 'navigation', { name: 'Pages' });
  const status = nav.querySelector('[aria-live="polite"]');
  assert.is(status?.textContent, 'Page 2 of 5');
  assert.ok(nav.hasAttribute('data-print-hide'), 'not printed');
});

PagerSuite("puts the list's own summary before where the reader is", () => {
  const { container } = render(<Pager page={1} pages={2} summary="Showing 1–25 of 40" onPage={() => {}} />);
  assert.is(container.querySelector('[aria-live="polite"]')?.textContent, 'Showing 1–25 of 40 · Page 1 of 2');
});

PagerSuite('speaks the language the portal provides', () => {
  const pt = { ...englishUiTexts, pager: { label: 'Páginas', previous: 'Página anterior', next: 'Página seguinte', pageOf: 'Página {page} de {pages}' } };
  const { container } = render(
    <UiTextsProvider value={pt}>
      <Pager page={3} pages={4} onPage={() => {}} />
    </UiTextsProvider>,
  );
  const nav = getByRole(container, 'navigation', { name: 'Páginas' });
  assert.is(nav.querySelector('[aria-live="polite"]')?.textContent, 'Página 3 de 4');
  getByRole(nav, 'button', { name: 'Página anterior' });
  getByRole(nav, 'button', { name: 'Página seguinte' });
});

PagerSuite('moves one page back or forward', () => {
  const moves: number[] = [];
  const { container } = pager(2, 5, moves);
  click(getByRole(container, 'button', { name: 'Previous page' }));
  click(getByRole(container, 'button', { name: 'Next page' }));
  assert.equal(moves, [1, 3]);
});

PagerSuite('offers no Previous on the first page and no Next on the last', () => {
  const first = pager(1, 2);
  assert.is((getByRole(first.container, 'button', { name: 'Previous page' }) as HTMLButtonElement).disabled, true);
  assert.is((getByRole(first.container, 'button', { name: 'Next page' }) as HTMLButtonElement).disabled, false);
  cleanup();
  const last = pager(2, 2);
  assert.is((getByRole(last.container, 'button', { name: 'Next page' }) as HTMLButtonElement).disabled, true);
});

PagerSuite.run();
