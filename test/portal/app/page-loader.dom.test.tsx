import {
  advance, cleanup, click, getByRole, queryByRole, queryByText, render, waitFor,
} from '../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { PageLoader } from '../../../src/portal/app/page-loader.tsx';
import type { PageModule, PageProps } from '../../../src/portal/app/routes.ts';

function Page({ title, params }: PageProps) {
  return <h1>{`${title} ${params.id ?? ''}`.trim()}</h1>;
}

/**
 * Loads that stay pending until the test ends. Each is settled afterwards, so the loader's
 * timeout timer is cleared and does not keep the test process alive for 120 s.
 */
const unsettled: (() => void)[] = [];
const pending = () =>
  new Promise<PageModule>((resolve) => {
    unsettled.push(() => resolve({ default: Page }));
  });
/** A fresh load function (the loader caches modules per load function). */
const neverLoad = () => () => pending();

const Loader = suite('PageLoader');
Loader.after.each(() => {
  cleanup();
  for (const settle of unsettled.splice(0)) settle();
});

Loader('page loading: the spinner does not appear before 250 ms', async () => {
  const started = Date.now();
  const { container } = render(<PageLoader load={neverLoad()} params={{}} title="Reports" />);
  assert.is(queryByRole(container, 'status'), null, 'no spinner at first');
  await advance(150);
  const spinner = queryByRole(container, 'status');
  // Real timers: on a loaded machine 150 ms of waiting can overrun; only judge what time allows.
  if (Date.now() - started < 240) assert.is(spinner, null, 'no spinner before 250 ms');
  await advance(150);
  assert.ok(getByRole(container, 'status', { name: 'Loading' }), 'and one after');
});

Loader('page loading: the spinner appears after 250 ms', async () => {
  const { container } = render(<PageLoader load={neverLoad()} params={{}} title="Reports" />);
  await advance(300);
  assert.ok(getByRole(container, 'status', { name: 'Loading' }));
});

Loader('a chunk that arrives renders the page with its params and title, and no spinner', async () => {
  const load = async (): Promise<PageModule> => ({ default: Page });
  const { container } = render(<PageLoader load={load} params={{ id: '42' }} title="Report" />);
  await waitFor(() => getByRole(container, 'heading', { name: 'Report 42' }));
  assert.is(queryByRole(container, 'status'), null);
});

Loader('a chunk already loaded renders at once on the next visit', async () => {
  const load = async (): Promise<PageModule> => ({ default: Page });
  const first = render(<PageLoader load={load} params={{}} title="About" />);
  await waitFor(() => getByRole(first.container, 'heading', { name: 'About' }));
  first.unmount();
  const { container } = render(<PageLoader load={load} params={{}} title="About" />);
  assert.ok(getByRole(container, 'heading', { name: 'About' }), 'rendered in the first commit');
});

Loader("Loading chunk failed: a loader that rejects shows the message and a Try again button that loads again", async () => {
  let attempts = 0;
  const load = async (): Promise<PageModule> => {
    attempts += 1;
    if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
    return { default: Page };
  };
  const { container } = render(<PageLoader load={load} params={{}} title="Subjects" />);
  const alert = await waitFor(() => getByRole(container, 'alert'));
  assert.ok(queryByText(alert, 'Loading chunk failed'));
  assert.is(queryByRole(container, 'heading', { name: 'Subjects' }), null);
  click(getByRole(alert, 'button', { name: 'Try again' }));
  await waitFor(() => getByRole(container, 'heading', { name: 'Subjects' }));
  assert.is(attempts, 2);
  assert.is(queryByRole(container, 'alert'), null);
});

Loader('Loading chunk failed: a loader that rejects with a non-Error value fails the same way', async () => {
  const load = () => Promise.reject('network down') as Promise<PageModule>;
  const { container } = render(<PageLoader load={load} params={{}} title="Subjects" />);
  const alert = await waitFor(() => getByRole(container, 'alert'));
  assert.ok(queryByText(alert, 'Loading chunk failed'));
});

Loader('Loading chunk failed: a chunk slower than the timeout shows the failure, not an endless spinner', async () => {
  let attempts = 0;
  const load = (): Promise<PageModule> => {
    attempts += 1;
    return attempts === 1 ? pending() : Promise.resolve({ default: Page });
  };
  const { container } = render(<PageLoader load={load} params={{}} title="Reports" timeoutMs={400} />);
  await advance(20);
  assert.is(queryByRole(container, 'alert'), null, 'not failed before the timeout');
  const alert = await waitFor(() => getByRole(container, 'alert'), { timeout: 3000 });
  assert.ok(queryByText(alert, 'Loading chunk failed'));
  assert.is(queryByRole(container, 'status'), null, 'the spinner is gone');
  click(getByRole(alert, 'button', { name: 'Try again' }));
  await waitFor(() => getByRole(container, 'heading', { name: 'Reports' }));
});

Loader('the default timeout is the 120 s of the error catalogue', async () => {
  const { chunkTimeoutMs } = await import('../../../src/contract/constants.ts');
  assert.is(chunkTimeoutMs, 120_000);
  const { container } = render(<PageLoader load={neverLoad()} params={{}} title="Reports" />);
  await advance(300);
  assert.is(queryByRole(container, 'alert'), null);
  assert.ok(getByRole(container, 'status'));
});

Loader.run();
