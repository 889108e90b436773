import { advance, cleanup, getByRole, queryByRole, render } from '../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { PageSpinner, Spinner } from '../../../src/portal/ui/spinner.tsx';
import { lazyLoadDelayMs } from '../../../src/contract/constants.ts';

const SpinnerSuite = suite('Spinner');
SpinnerSuite.after.each(cleanup);

SpinnerSuite('without a delay shows a status named "Loading" at once', () => {
  const { container } = render(<Spinner />);
  const status = getByRole(container, 'status', { name: 'Loading' });
  assert.is(status.textContent, 'Loading');
});

SpinnerSuite('renders nothing before its delay and the status after it', async () => {
  const { container } = render(<Spinner delayMs={80} />);
  assert.is(container.innerHTML, '');
  await advance(30);
  assert.is(queryByRole(container, 'status'), null);
  await advance(80);
  assert.ok(getByRole(container, 'status', { name: 'Loading' }));
});

SpinnerSuite('takes another accessible name from label', () => {
  const { container } = render(<Spinner label="Sending request" />);
  assert.ok(getByRole(container, 'status', { name: 'Sending request' }));
});

SpinnerSuite('unmounting before the delay cancels the timer', async () => {
  const errors: unknown[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => errors.push(args);
  try {
    const { unmount } = render(<Spinner delayMs={20} />);
    unmount();
    await advance(40);
  } finally {
    console.error = original;
  }
  assert.equal(errors, []);
});

const PageSpinnerSuite = suite('PageSpinner');
PageSpinnerSuite.after.each(cleanup);

PageSpinnerSuite('waits the spec page-loading delay of 250 ms before showing', async () => {
  assert.is(lazyLoadDelayMs, 250);
  const { container } = render(<PageSpinner />);
  await advance(lazyLoadDelayMs - 100);
  assert.is(queryByRole(container, 'status'), null);
  await advance(150);
  assert.ok(getByRole(container, 'status', { name: 'Loading' }));
});

SpinnerSuite.run();
PageSpinnerSuite.run();
