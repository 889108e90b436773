// The component tests' fake clock (test/support/fake-clock.ts): timers and Date follow it, in
// time order, without real time passing.
import { advance, clock, waitFor } from '../../support/dom.ts';
import { realTimers } from '../../support/fake-clock.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

const Clock = suite('fake clock');
Clock.after.each(() => clock.reset());

Clock('timers run in time order, each at its own time, and a 12 s wait takes no real time', async () => {
  const realStart = realTimers.Date.now();
  const start = Date.now();
  const fired: [string, number][] = [];
  setTimeout(() => fired.push(['12 s', Date.now() - start]), 12_000);
  setTimeout(() => fired.push(['250 ms', Date.now() - start]), 250);
  setTimeout(() => fired.push(['5 s', new Date().getTime() - start]), 5_000);
  await advance(11_999);
  assert.equal(fired, [['250 ms', 250], ['5 s', 5_000]]);
  await advance(1);
  assert.equal(fired, [['250 ms', 250], ['5 s', 5_000], ['12 s', 12_000]]);
  assert.ok(realTimers.Date.now() - realStart < 1_000, 'no real waiting');
});

Clock('a cleared timer never runs; an interval repeats until cleared', async () => {
  let ticks = 0;
  let cleared = 0;
  const timer = setTimeout(() => (cleared += 1), 100);
  clearTimeout(timer);
  const interval = setInterval(() => (ticks += 1), 100);
  await advance(350);
  assert.is(ticks, 3);
  clearInterval(interval);
  await advance(1_000);
  assert.is(ticks, 3);
  assert.is(cleared, 0);
  assert.is(clock.pending(), 0);
});

Clock('a timer set by a timer runs in the same advance when it falls due', async () => {
  const start = Date.now();
  let at = -1;
  setTimeout(() => setTimeout(() => (at = Date.now() - start), 50), 100);
  await advance(200);
  assert.is(at, 150);
  assert.is(Date.now() - start, 200);
});

Clock('waitFor moves the clock between tries, up to its timeout', async () => {
  const start = Date.now();
  let done = false;
  setTimeout(() => (done = true), 800);
  await waitFor(() => assert.ok(done));
  assert.ok(Date.now() - start >= 800 && Date.now() - start < 1_000, `${Date.now() - start} ms`);
  setTimeout(() => (done = false), 5_000);
  await waitFor(() => assert.ok(!done), { timeout: 100, realTime: 20 }).then(
    () => assert.unreachable('the 5 s timer fired within a 100 ms wait'),
    (error: unknown) => assert.instance(error, Error),
  );
});

Clock.run();
