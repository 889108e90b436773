// withTimeout, read without rendering PageLoader (the component is covered by the component tests).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { withTimeout } from '../../../src/portal/app/page-loader.tsx';

const timeout = suite('withTimeout');

timeout('Loading chunk failed: a chunk that has not arrived within the timeout is rejected', async () => {
  const never = new Promise<never>(() => {});
  const started = Date.now();
  let error: unknown;
  try {
    await withTimeout(never, 20);
  } catch (e) {
    error = e;
  }
  assert.instance(error, Error);
  assert.is((error as Error).message, 'timeout');
  assert.ok(Date.now() - started >= 15);
});

timeout('a chunk that arrives in time resolves with its module', async () => {
  const module = { default: () => null };
  const late = new Promise((resolve) => setTimeout(() => resolve(module), 5));
  assert.is(await withTimeout(late, 1000), module);
});

timeout('a failed chunk is rejected with an Error even when the loader rejects with something else', async () => {
  let error: unknown;
  try {
    await withTimeout(Promise.reject('chunk 404'), 1000);
  } catch (e) {
    error = e;
  }
  assert.instance(error, Error);
  assert.is((error as Error).message, 'chunk 404');
});

timeout.run();
