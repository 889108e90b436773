import { act, cleanup, flush, render, waitFor } from '../../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { StrictMode } from 'react';
import { useResource, type Resource } from '../../../../src/portal/lib/resource/use-resource.ts';
import { endSession } from '../../../../src/portal/lib/session/session-end.ts';
import type { ApiResult } from '../../../../src/portal/lib/http/resolve.ts';

/** A loader whose calls wait until the test answers them. */
function fakeLoader<T>() {
  const calls: { signal: AbortSignal; answer: (result: ApiResult<T>) => Promise<void>; args: unknown[] }[] = [];
  const make = (...args: unknown[]) => (signal: AbortSignal) =>
    new Promise<ApiResult<T>>((resolve) => {
      calls.push({ signal, args, answer: async (result) => { resolve(result); await flush(); } });
    });
  return { calls, make };
}

const ok = <T,>(data: T): ApiResult<T> => ({ ok: true, status: 200, data });
const failed = (message: string): ApiResult<never> => ({ ok: false, kind: 'failure', status: 500, message });

let seen: Resource<string[]>;

function Probe({ load, dep = 0 }: { load: (signal: AbortSignal) => Promise<ApiResult<string[]>>; dep?: number }) {
  seen = useResource(load, [dep]);
  return <p>{seen.status}</p>;
}

/** A probe with the options under test. */
function OptionsProbe({ load, enabled, poll, delayMs }: {
  load: (signal: AbortSignal) => Promise<ApiResult<string[]>>;
  enabled?: boolean;
  poll?: (data: string[], attempt: number) => number | null;
  delayMs?: number;
}) {
  seen = useResource(load, [], { enabled, poll, delayMs });
  return <p>{seen.status}</p>;
}

const Hook = suite('useResource');
Hook.after.each(cleanup);

Hook('loads on mount: loading, then ready with the data', async () => {
  const loader = fakeLoader<string[]>();
  const load = loader.make();
  const { container } = render(<Probe load={load} />);
  assert.is(container.textContent, 'loading');
  assert.is(loader.calls.length, 1);
  await loader.calls[0]?.answer(ok(['North']));
  assert.is(container.textContent, 'ready');
  assert.equal(seen.data, ['North']);
  assert.is(seen.message, null);
});

Hook('an empty list is the empty state, keeping the (empty) data', async () => {
  const loader = fakeLoader<string[]>();
  render(<Probe load={loader.make()} />);
  await loader.calls[0]?.answer(ok([]));
  assert.is(seen.status, 'empty');
  assert.equal(seen.data, []);
});

Hook('a failure is the failed state with its message; retry loads again from scratch', async () => {
  const loader = fakeLoader<string[]>();
  render(<Probe load={loader.make()} />);
  await loader.calls[0]?.answer(failed('Institutions could not be loaded'));
  assert.is(seen.status, 'failed');
  assert.is(seen.message, 'Institutions could not be loaded');
  assert.is(seen.data, undefined);
  act(() => seen.retry());
  assert.is(seen.status, 'loading');
  assert.is(loader.calls.length, 2);
  await loader.calls[1]?.answer(ok(['North']));
  assert.is(seen.status, 'ready');
});

Hook('reload after a change keeps the old data visible until the new answer', async () => {
  const loader = fakeLoader<string[]>();
  render(<Probe load={loader.make()} />);
  await loader.calls[0]?.answer(ok(['North']));
  act(() => seen.reload());
  assert.is(seen.status, 'ready');
  assert.is(seen.reloading, true);
  assert.equal(seen.data, ['North']);
  await loader.calls[1]?.answer(ok(['North', 'South']));
  assert.is(seen.reloading, false);
  assert.equal(seen.data, ['North', 'South']);
});

Hook('a reload that fails shows the failure with retry, not stale data', async () => {
  const loader = fakeLoader<string[]>();
  render(<Probe load={loader.make()} />);
  await loader.calls[0]?.answer(ok(['North']));
  act(() => seen.reload());
  await loader.calls[1]?.answer(failed('Institutions could not be loaded'));
  assert.is(seen.status, 'failed');
  assert.is(seen.reloading, false);
  assert.is(seen.data, undefined);
});

Hook('a dependency change aborts the load under way and ignores its late answer', async () => {
  const loader = fakeLoader<string[]>();
  const load = loader.make();
  const { rerender } = render(<Probe load={load} dep={1} />);
  rerender(<Probe load={load} dep={2} />);
  assert.is(loader.calls.length, 2);
  assert.is(loader.calls[0]?.signal.aborted, true);
  assert.is(loader.calls[1]?.signal.aborted, false);
  await loader.calls[1]?.answer(ok(['for 2']));
  await loader.calls[0]?.answer(ok(['for 1']));
  assert.equal(seen.data, ['for 2']);
});

Hook('a dependency change starts from loading, not from the other data', async () => {
  const loader = fakeLoader<string[]>();
  const load = loader.make();
  const { rerender } = render(<Probe load={load} dep={1} />);
  await loader.calls[0]?.answer(ok(['for 1']));
  rerender(<Probe load={load} dep={2} />);
  assert.is(seen.status, 'loading');
  assert.is(seen.data, undefined);
});

Hook('unmounting aborts the load, and its answer changes nothing', async () => {
  const loader = fakeLoader<string[]>();
  const errors: unknown[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => errors.push(args);
  try {
    const { unmount } = render(<Probe load={loader.make()} />);
    unmount();
    assert.is(loader.calls[0]?.signal.aborted, true);
    await loader.calls[0]?.answer(ok(['late']));
  } finally {
    console.error = original;
  }
  assert.equal(errors, []);
});

Hook('the end of the session aborts the load and clears loaded data from the screen', async () => {
  const loader = fakeLoader<string[]>();
  const { container } = render(<Probe load={loader.make()} />);
  await loader.calls[0]?.answer(ok(['patient data']));
  act(() => seen.reload());
  act(() => endSession());
  assert.is(loader.calls[1]?.signal.aborted, true);
  assert.is(container.textContent, 'loading');
  assert.is(seen.data, undefined);
  await loader.calls[1]?.answer(ok(['late']));
  assert.is(seen.data, undefined);
});

Hook('retry and reload stay the same functions across renders', async () => {
  const loader = fakeLoader<string[]>();
  render(<Probe load={loader.make()} />);
  const { retry, reload } = seen;
  await loader.calls[0]?.answer(ok(['North']));
  assert.is(seen.retry, retry);
  assert.is(seen.reload, reload);
});

Hook('a loader that throws ends in the failed state instead of waiting for ever', async () => {
  render(<Probe load={() => Promise.reject(new Error('bug'))} />);
  await flush();
  assert.is(seen.status, 'failed');
});

Hook("under StrictMode's double mount only the second load counts", async () => {
  const loader = fakeLoader<string[]>();
  render(
    <StrictMode>
      <Probe load={loader.make()} />
    </StrictMode>,
  );
  assert.is(loader.calls.length, 2);
  assert.is(loader.calls[0]?.signal.aborted, true);
  await loader.calls[1]?.answer(ok(['North']));
  assert.is(seen.status, 'ready');
});

Hook('while not enabled it stays idle and calls nothing; enabling it loads', async () => {
  const loader = fakeLoader<string[]>();
  const load = loader.make();
  const { container, rerender } = render(<OptionsProbe load={load} enabled={false} />);
  assert.is(container.textContent, 'idle');
  assert.is(loader.calls.length, 0);
  act(() => seen.retry());
  assert.is(seen.status, 'idle');
  assert.is(loader.calls.length, 0);
  rerender(<OptionsProbe load={load} enabled />);
  assert.is(seen.status, 'loading');
  await loader.calls[0]?.answer(ok(['North']));
  assert.is(seen.status, 'ready');
});

Hook('turning it off aborts the load under way and drops the data', async () => {
  const loader = fakeLoader<string[]>();
  const load = loader.make();
  const { rerender } = render(<OptionsProbe load={load} enabled />);
  await loader.calls[0]?.answer(ok(['North']));
  act(() => seen.reload());
  rerender(<OptionsProbe load={load} enabled={false} />);
  assert.is(loader.calls[1]?.signal.aborted, true);
  assert.is(seen.status, 'idle');
  assert.is(seen.data, undefined);
  await loader.calls[1]?.answer(ok(['late']));
  assert.is(seen.status, 'idle');
});

Hook('polls while the data says so, keeping the data on screen, with the count of looks', async () => {
  const loader = fakeLoader<string[]>();
  const attempts: number[] = [];
  const poll = (data: string[], attempt: number) => {
    attempts.push(attempt);
    return data.includes('processing') ? 5 : null;
  };
  render(<OptionsProbe load={loader.make()} poll={poll} />);
  await loader.calls[0]?.answer(ok(['processing']));
  await waitFor(() => assert.is(loader.calls.length, 2));
  assert.is(seen.status, 'ready');
  assert.is(seen.reloading, true);
  assert.equal(seen.data, ['processing']);
  await loader.calls[1]?.answer(ok(['processing']));
  await waitFor(() => assert.is(loader.calls.length, 3));
  await loader.calls[2]?.answer(ok(['done']));
  assert.equal(seen.data, ['done']);
  assert.equal(attempts, [0, 1, 2]);
});

Hook('polling stops once the data says it is done', async () => {
  const loader = fakeLoader<string[]>();
  render(<OptionsProbe load={loader.make()} poll={(data) => (data.includes('processing') ? 5 : null)} />);
  await loader.calls[0]?.answer(ok(['done']));
  // Time passes (the clock moves while the check keeps failing) and still no second look.
  await waitFor(() => assert.is(loader.calls.length, 2), { timeout: 100, realTime: 20 }).catch(() => undefined);
  assert.is(loader.calls.length, 1);
});

Hook('a failed look stops polling; retry starts again from the first look', async () => {
  const loader = fakeLoader<string[]>();
  const attempts: number[] = [];
  render(<OptionsProbe load={loader.make()} poll={(_, attempt) => (attempts.push(attempt), 5)} />);
  await loader.calls[0]?.answer(ok(['processing']));
  await waitFor(() => assert.is(loader.calls.length, 2));
  await loader.calls[1]?.answer(failed('Report could not be retrieved'));
  assert.is(seen.status, 'failed');
  await waitFor(() => assert.is(loader.calls.length, 3), { timeout: 100, realTime: 20 }).catch(() => undefined);
  assert.is(loader.calls.length, 2);
  act(() => seen.retry());
  await loader.calls[2]?.answer(ok(['processing']));
  assert.equal(attempts, [0, 0]);
});

Hook('unmounting stops polling', async () => {
  const loader = fakeLoader<string[]>();
  const { unmount } = render(<OptionsProbe load={loader.make()} poll={() => 5} />);
  await loader.calls[0]?.answer(ok(['processing']));
  unmount();
  await waitFor(() => assert.is(loader.calls.length, 2), { timeout: 100, realTime: 20 }).catch(() => undefined);
  assert.is(loader.calls.length, 1);
});

Hook('with a delay, each load the page asks for waits for it, and the polls’ looks do not', async () => {
  const loader = fakeLoader<string[]>();
  const attempts: number[] = [];
  const { container } = render(<OptionsProbe load={loader.make()} delayMs={50} poll={(data, attempt) => (attempts.push(attempt), data.includes('processing') ? 5 : null)} />);
  assert.is(container.textContent, 'loading');
  assert.is(loader.calls.length, 0, 'nothing asked at once');
  await waitFor(() => assert.is(loader.calls.length, 1));
  await loader.calls[0]?.answer(failed('Video request status could not be retrieved'));
  act(() => seen.retry());
  assert.is(loader.calls.length, 1, 'a retry waits too');
  await waitFor(() => assert.is(loader.calls.length, 2));
  await loader.calls[1]?.answer(ok(['processing']));
  await waitFor(() => assert.is(loader.calls.length, 3));
  await loader.calls[2]?.answer(ok(['done']));
  assert.equal(attempts, [0, 1]);
});

Hook('unmounting during the delay asks for nothing', async () => {
  const loader = fakeLoader<string[]>();
  const { unmount } = render(<OptionsProbe load={loader.make()} delayMs={50} />);
  unmount();
  await waitFor(() => assert.is(loader.calls.length, 1), { timeout: 200, realTime: 20 }).catch(() => undefined);
  assert.is(loader.calls.length, 0);
});

/** A parent whose ready data mounts a child that loads something of its own for that data. */
function Parent({ load, child, dep }: { load: (signal: AbortSignal) => Promise<ApiResult<string[]>>; child: (dep: number) => (signal: AbortSignal) => Promise<ApiResult<string[]>>; dep: number }) {
  const parent = useResource(load, [dep]);
  return parent.status === 'ready' ? <Child load={child(dep)} dep={dep} /> : <p>{parent.status}</p>;
}

function Child({ load, dep }: { load: (signal: AbortSignal) => Promise<ApiResult<string[]>>; dep: number }) {
  const child = useResource(load, [dep]);
  return <p>child {child.status}</p>;
}

Hook('in the render where the deps change the state is loading already: no child loads for the old answer only to be aborted', async () => {
  const parent = fakeLoader<string[]>();
  const child = fakeLoader<string[]>();
  const load = parent.make();
  const { rerender, container } = render(<Parent load={load} child={(dep) => child.make(dep)} dep={1} />);
  await parent.calls[0]?.answer(ok(['one']));
  assert.is(child.calls.length, 1);
  rerender(<Parent load={load} child={(dep) => child.make(dep)} dep={2} />);
  assert.is(container.textContent, 'loading');
  assert.is(child.calls.length, 1, 'no call was started for the new deps with the old answer');
  await parent.calls[1]?.answer(ok(['two']));
  assert.is(child.calls.length, 2);
  assert.equal(child.calls[1]?.args, [2]);
  assert.is(child.calls.filter((call) => call.signal.aborted).length, 1, 'only the first child, unmounted, was aborted');
});

Hook.run();
