import { advance, cleanup, render } from '../../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { pollDelay, searchDelayMs } from '../../../../src/portal/lib/timing/delays.ts';
import { useDebouncedValue } from '../../../../src/portal/lib/timing/use-debounced-value.ts';

const Debounced = suite('useDebouncedValue');
Debounced.after.each(cleanup);

function Shown({ value }: { value: string }) {
  return <output>{useDebouncedValue(value)}</output>;
}

Debounced('gives the value once it has stayed the same for the search delay', async () => {
  const { container, rerender } = render(<Shown value="" />);
  const shown = () => container.querySelector('output')?.textContent;
  rerender(<Shown value="a" />);
  await advance(searchDelayMs - 50);
  rerender(<Shown value="an" />);
  await advance(searchDelayMs - 50);
  assert.is(shown(), '', 'still typing');
  await advance(50);
  assert.is(shown(), 'an');
});

Debounced.run();

const Poll = suite('pollDelay');

Poll('starts at the first wait, doubles, and stops growing at the most', () => {
  assert.equal([0, 1, 2, 3, 4, 5].map((attempt) => pollDelay(attempt, 1000, 10_000)), [1000, 2000, 4000, 8000, 10_000, 10_000]);
  assert.is(pollDelay(-1, 2000, 30_000), 2000);
});

Poll.run();
