import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { availableFrom } from '../../../../src/portal/features/training/unlock.ts';
import { availableVideosReset, initialVideosState, totalVideosSet } from '../../../../src/portal/features/training/videos-slice.ts';

const unlock = suite('unlock order');
const videos = (watched: number[]) => [0, 1, 2].map((position) => ({ position, watched: watched.includes(position) }));
const progressOf = (watched: number[]) => totalVideosSet(availableVideosReset(initialVideosState, availableFrom(videos(watched))), 3).progress;

unlock('nothing watched: only the first video is unlocked, progress 0', () => {
  assert.equal(availableFrom(videos([])), [0]);
  assert.is(progressOf([]), 0);
});

unlock('a video watched to its end unlocks the next one', () => {
  assert.equal(availableFrom(videos([0])), [0, 1]);
  assert.equal(availableFrom(videos([0, 1])), [0, 1, 2]);
  assert.is(progressOf([0]), ((2 - 1) / 3) * 100);
});

unlock('every video watched: progress reaches 100, which opens the exam', () => {
  assert.equal(availableFrom(videos([0, 1, 2])), [0, 1, 2, 3]);
  assert.is(progressOf([0, 1, 2]), 100);
});

unlock('a later video watched out of order unlocks only the one after it', () => {
  assert.equal(availableFrom(videos([1])), [0, 2]);
});

unlock.run();
