import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  idleResourceState, initialResourceState, isEmptyData, loadSettled, loadStarted, type ResourceState,
} from '../../../../src/portal/lib/resource/resource-state.ts';

const ready: ResourceState<string[]> = { status: 'ready', data: ['North'], message: null, reloading: false };

const started = suite('loadStarted');

started('a first load, a retry or a new dependency starts from loading with no data', () => {
  assert.is(loadStarted(initialResourceState, false), initialResourceState);
  assert.equal(loadStarted(ready, false), { status: 'loading', data: undefined, message: null, reloading: false });
  const failed: ResourceState<string[]> = { status: 'failed', data: undefined, message: 'x', reloading: false };
  assert.equal(loadStarted(failed, true), initialResourceState, 'nothing to keep after a failure');
});

started('a reload after a change keeps the data on screen and marks it reloading', () => {
  assert.equal(loadStarted(ready, true), { ...ready, reloading: true });
});

started('a resource turned on from idle starts loading, with nothing to keep', () => {
  assert.is(idleResourceState.status, 'idle');
  assert.is(idleResourceState.data, undefined);
  assert.equal(loadStarted(idleResourceState, true), initialResourceState);
});

started.run();

const settled = suite('loadSettled');

settled('data makes it ready, none or an empty list empty, a failure failed with its message', () => {
  assert.equal(loadSettled({ ok: true, status: 200, data: ['North'] }), ready);
  assert.is(loadSettled({ ok: true, status: 200, data: [] }).status, 'empty');
  assert.is(loadSettled({ ok: true, status: 200, data: null }).status, 'empty');
  assert.equal(loadSettled({ ok: false, kind: 'network', status: 0, message: 'Institutions could not be loaded' }), {
    status: 'failed', data: undefined, message: 'Institutions could not be loaded', reloading: false,
  });
});

settled('a page may say what counts as empty', () => {
  const result = { ok: true as const, status: 200, data: { rows: [] as number[] } };
  assert.is(loadSettled(result).status, 'ready');
  assert.is(loadSettled(result, (d) => d.rows.length === 0).status, 'empty');
});

settled.run();

const empty = suite('isEmptyData');

empty('only nothing and an empty list are empty', () => {
  assert.equal([null, undefined, [], [0], {}, 0, ''].map(isEmptyData), [true, true, true, false, false, false, false]);
});

empty.run();
