import { cleanup, render, setViewport } from '../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { visuallyHidden, VisuallyHidden } from '../../../src/portal/ui/visually-hidden.tsx';
import { useHiddenOnPhone } from '../../../src/portal/ui/hidden-on-phone.ts';

const hidden = suite('visually hidden words');
hidden.after.each(cleanup);

function TopBarName() {
  return <span className={useHiddenOnPhone()}>Evaluation portal</span>;
}

hidden('VisuallyHidden puts the one shared class on a span, beside a class of its own', () => {
  const { container } = render(<VisuallyHidden className="extra">Opens in a new tab</VisuallyHidden>);
  const span = container.querySelector('span')!;
  assert.ok(visuallyHidden.length > 0);
  assert.equal(span.className.split(' ').sort(), [visuallyHidden, 'extra'].sort());
  assert.is(span.textContent, 'Opens in a new tab');
});

hidden('words hidden on a phone take the shared class below 600 px only, and follow the window as it changes', () => {
  const { container } = render(<TopBarName />);
  const span = container.querySelector('span')!;
  assert.is(span.className, '', 'shown on a wide window');
  setViewport(599);
  assert.is(span.className, visuallyHidden, 'hidden from sight at 599 px');
  assert.is(span.textContent, 'Evaluation portal', 'still there for screen readers');
  setViewport(600);
  assert.is(span.className, '', 'shown again at 600 px');
});

hidden('words hidden on a phone start hidden when the page opens on a phone', () => {
  setViewport(390);
  const { container } = render(<TopBarName />);
  assert.is(container.querySelector('span')!.className, visuallyHidden);
});

hidden.run();
