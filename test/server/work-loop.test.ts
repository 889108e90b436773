// The queue workers' loop (core/work-loop.ts): a pass at start, one more when kicked during a
// pass, none after stop, and stop waits for the pass under way.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startWorkLoop } from '../../src/server/core/work-loop.ts';

const loop = suite('startWorkLoop');

/** A pass that waits until released, counting how many began. */
function heldPasses() {
  let began = 0;
  let release: () => void = () => {};
  const pass = async () => {
    began += 1;
    await new Promise<void>((resolve) => (release = resolve));
  };
  return { pass, began: () => began, release: () => release() };
}

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
};

loop('runs a pass at start, and a kick during a pass asks for exactly one more after it', async () => {
  const held = heldPasses();
  const work = startWorkLoop(held.pass, 60_000);
  await until(() => held.began() === 1);
  work.kick();
  work.kick();
  held.release();
  await until(() => held.began() === 2);
  held.release();
  const stopped = work.stop();
  await stopped;
  assert.is(held.began(), 2, 'two kicks during one pass make one more pass');
});

loop('a kick after a pass starts the next one at once, without waiting for the poll', async () => {
  const held = heldPasses();
  const work = startWorkLoop(held.pass, 60_000);
  await until(() => held.began() === 1);
  held.release();
  await new Promise((resolve) => setImmediate(resolve));
  work.kick();
  await until(() => held.began() === 2);
  held.release();
  await work.stop();
});

loop('stop waits for the pass under way and no pass starts after it', async () => {
  const held = heldPasses();
  let ended = false;
  const work = startWorkLoop(async (stopped) => {
    await held.pass();
    ended = stopped();
  }, 1);
  await until(() => held.began() === 1);
  const stopping = work.stop();
  work.kick();
  held.release();
  await stopping;
  assert.ok(ended, 'the pass saw that the loop stopped');
  assert.is(held.began(), 1, 'the kick after stop started no pass');
});

loop.run();
