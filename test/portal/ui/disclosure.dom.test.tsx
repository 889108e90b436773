import { act, cleanup, click, render, setViewport } from '../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Disclosure } from '../../../src/portal/ui/disclosure.tsx';

const DisclosureSuite = suite('Disclosure');
DisclosureSuite.after.each(() => {
  cleanup();
  setViewport(1280, 800);
});

const details = (container: HTMLElement) => container.querySelector('details') as HTMLDetailsElement;

DisclosureSuite('open on a wide screen, folded behind its title on a phone', () => {
  setViewport(1280, 800);
  const wide = render(<Disclosure summary="Report options">Choices</Disclosure>);
  assert.is(details(wide.container).open, true);
  assert.is(wide.container.querySelector('summary')?.textContent, 'Report options');
  cleanup();
  setViewport(390, 844);
  const phone = render(<Disclosure summary="Report options">Choices</Disclosure>);
  assert.is(details(phone.container).open, false);
});

DisclosureSuite('keeps what the reader chose, and follows the window across the width', () => {
  setViewport(390, 844);
  const { container } = render(<Disclosure summary="Report options">Choices</Disclosure>);
  click(container.querySelector('summary') as HTMLElement);
  act(() => {
    details(container).open = true;
    details(container).dispatchEvent(new Event('toggle'));
  });
  assert.is(details(container).open, true, 'opened by the reader');
  setViewport(1280, 800);
  assert.is(details(container).open, true, 'open on the wide screen');
  setViewport(390, 844);
  assert.is(details(container).open, false, 'folded again on the phone');
});

DisclosureSuite('hidden on paper unless asked otherwise', () => {
  const { container } = render(
    <>
      <Disclosure summary="Options">A</Disclosure>
      <Disclosure summary="Facts" printHide={false}>B</Disclosure>
    </>,
  );
  const [first, second] = [...container.querySelectorAll('details')];
  assert.ok(first?.hasAttribute('data-print-hide'));
  assert.not.ok(second?.hasAttribute('data-print-hide'));
});

DisclosureSuite.run();
