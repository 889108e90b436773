import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createStore } from '../../../../src/portal/lib/store/create-store.ts';

const store = suite('createStore');

store('holds the initial state and reports it as the initial state', () => {
  const s = createStore({ a: 1, b: 'x' });
  assert.equal(s.getState(), { a: 1, b: 'x' });
  assert.is(s.getInitialState(), s.getState());
});

store('shallow-merges a partial update into a new object', () => {
  const s = createStore({ a: 1, b: 'x' });
  const before = s.getState();
  s.setState({ a: 2 });
  assert.equal(s.getState(), { a: 2, b: 'x' });
  assert.is.not(s.getState(), before);
  assert.equal(before, { a: 1, b: 'x' });
  assert.equal(s.getInitialState(), { a: 1, b: 'x' });
});

store('applies an updater function to the current state', () => {
  const s = createStore({ count: 1 });
  s.setState((state) => ({ count: state.count + 1 }));
  s.setState((state) => ({ count: state.count * 10 }));
  assert.is(s.getState().count, 20);
});

store('notifies listeners with the new and previous state', () => {
  const s = createStore({ a: 1 });
  const seen: [number, number][] = [];
  s.subscribe((state, previous) => seen.push([state.a, previous.a]));
  s.setState({ a: 2 });
  s.setState({ a: 3 });
  assert.equal(seen, [
    [2, 1],
    [3, 2],
  ]);
});

store('does nothing and notifies nobody when no value changed', () => {
  const list = [1];
  const s = createStore({ a: 1, list });
  let calls = 0;
  s.subscribe(() => calls++);
  const before = s.getState();
  s.setState({ a: 1, list });
  s.setState({});
  assert.is(calls, 0);
  assert.is(s.getState(), before);
});

store('treats NaN as unchanged and +0/-0 as changed (Object.is)', () => {
  const s = createStore({ n: Number.NaN, z: 0 });
  let calls = 0;
  s.subscribe(() => calls++);
  s.setState({ n: Number.NaN });
  assert.is(calls, 0);
  s.setState({ z: -0 });
  assert.is(calls, 1);
});

store('an unsubscribed listener is not called again', () => {
  const s = createStore({ a: 1 });
  let calls = 0;
  const off = s.subscribe(() => calls++);
  s.setState({ a: 2 });
  off();
  s.setState({ a: 3 });
  assert.is(calls, 1);
});

store.run();
