import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { availableFrom } from '../../../../src/portal/features/training/unlock.ts';
import { availableVideosReset, initialVideosState, totalVideosSet } from '../../../../src/portal/features/training/videos-slice.ts';

const unlock = suite('available videos from the server answer');
/** Three videos as the server lists them: which it unlocked, which were watched. */
const videos = (unlocked: number[], watched: number[] = []) =>
  [0, 1, 2].map((position) => ({ position, unlocked: unlocked.includes(position), watched: watched.includes(position) }));
const progressOf = (list: ReturnType<typeof videos>) => totalVideosSet(availableVideosReset(initialVideosState, availableFrom(list)), 3).progress;

unlock('nothing watched: only the first video the server unlocked, progress 0', () => {
  assert.equal(availableFrom(videos([0])), [0]);
  assert.is(progressOf(videos([0])), 0);
});

unlock('the videos the server unlocked are available, and the progress follows them', () => {
  assert.equal(availableFrom(videos([0, 1], [0])), [0, 1]);
  assert.is(progressOf(videos([0, 1], [0])), ((2 - 1) / 3) * 100);
  assert.equal(availableFrom(videos([0, 2], [1])), [0, 2], 'a later video watched out of order');
});

unlock('the server decides, not the portal: what it unlocks or keeps locked is taken as it is', () => {
  assert.equal(availableFrom(videos([0, 1, 2])), [0, 1, 2], 'all unlocked with none watched');
  assert.equal(availableFrom(videos([0], [0])), [0], 'watched, yet the next kept locked');
});

unlock('every video watched: one past the end is available too, so progress reaches 100, which opens the exam', () => {
  assert.equal(availableFrom(videos([0, 1, 2], [0, 1, 2])), [0, 1, 2, 3]);
  assert.is(progressOf(videos([0, 1, 2], [0, 1, 2])), 100);
  assert.ok(progressOf(videos([0, 1, 2], [0, 1])) < 100, 'not before the last is watched');
});

unlock('no videos: nothing is available beyond the slice default', () => {
  assert.equal(availableFrom([]), []);
});

unlock.run();
