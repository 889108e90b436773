import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  availableVideosReset,
  computeProgress,
  initialVideosState,
  languageSet,
  progressSet,
  totalVideosSet,
  videoSelected,
  videoUnlocked,
  videosStateOf,
  type VideosState,
} from '../../../../src/portal/features/training/videos-slice.ts';

const state = (overrides: Partial<VideosState>): VideosState => ({ ...initialVideosState, ...overrides });

const initial = suite('initialVideosState');

initial("starts with video 0 unlocked, none selected, progress 0, total 0 and language 'English'", () => {
  assert.equal(initialVideosState, {
    availableVideos: [0],
    selectedVideo: null,
    progress: 0,
    totalVideos: 0,
    language: 'English',
  });
});

initial.run();

const compute = suite('computeProgress');

compute('Progress is 0 when total is 0', () => {
  assert.is(computeProgress(1, 0), 0);
  assert.is(computeProgress(5, 0), 0);
});

compute('Progress is (unlocked count minus 1) / total x 100', () => {
  assert.is(computeProgress(1, 4), 0);
  assert.is(computeProgress(2, 4), 25);
  assert.is(computeProgress(3, 4), 50);
  assert.is(computeProgress(4, 3), 100);
  assert.ok(Math.abs(computeProgress(2, 3) - 100 / 3) < 1e-9);
});

compute('Progress is capped at 100', () => {
  assert.is(computeProgress(8, 4), 100);
  assert.is(computeProgress(100, 1), 100);
});

compute.run();

const total = suite('totalVideosSet');

total('Setting the total recomputes progress', () => {
  const after = totalVideosSet(state({ availableVideos: [0, 1, 2] }), 4);
  assert.is(after.totalVideos, 4);
  assert.is(after.progress, 50);
});

total('Setting the total keeps progress when it is already 100', () => {
  const after = totalVideosSet(state({ availableVideos: [0], progress: 100 }), 10);
  assert.is(after.totalVideos, 10);
  assert.is(after.progress, 100);
});

total('Setting the total to 0 makes progress 0', () => {
  assert.is(totalVideosSet(state({ availableVideos: [0, 1], totalVideos: 2, progress: 50 }), 0).progress, 0);
});

total.run();

const reset = suite('availableVideosReset');

reset('Resetting available videos defaults to [0], clears the selected video and recomputes progress', () => {
  const after = availableVideosReset(state({ availableVideos: [0, 1, 2], selectedVideo: 2, totalVideos: 4, progress: 50 }));
  assert.equal(after.availableVideos, [0]);
  assert.is(after.selectedVideo, null);
  assert.is(after.progress, 0);
});

reset('Resetting available videos to a given list recomputes progress from it', () => {
  const after = availableVideosReset(state({ selectedVideo: 1, totalVideos: 4 }), [0, 1, 2, 3]);
  assert.equal(after.availableVideos, [0, 1, 2, 3]);
  assert.is(after.selectedVideo, null);
  assert.is(after.progress, 75);
});

reset.run();

const unlock = suite('videoUnlocked');

unlock('Unlocking adds the index if absent and recomputes progress', () => {
  const after = videoUnlocked(state({ availableVideos: [0], totalVideos: 4 }), 1);
  assert.equal(after.availableVideos, [0, 1]);
  assert.is(after.progress, 25);
});

unlock('Unlocking an index already present does not add it twice', () => {
  const after = videoUnlocked(state({ availableVideos: [0, 1], totalVideos: 4, progress: 25 }), 1);
  assert.equal(after.availableVideos, [0, 1]);
  assert.is(after.progress, 25);
});

unlock('Unlocking keeps progress when it is already 100', () => {
  const after = videoUnlocked(state({ availableVideos: [0], totalVideos: 4, progress: 100 }), 1);
  assert.equal(after.availableVideos, [0, 1]);
  assert.is(after.progress, 100);
});

unlock('Unlocking never leaves the previous state changed', () => {
  const before = state({ availableVideos: [0], totalVideos: 2 });
  videoUnlocked(before, 1);
  assert.equal(before.availableVideos, [0]);
});

unlock.run();

const manual = suite('progressSet');

manual('Progress can be set manually', () => {
  assert.is(progressSet(initialVideosState, 42).progress, 42);
});

manual('Progress set manually is clamped to 0..100', () => {
  assert.is(progressSet(initialVideosState, 150).progress, 100);
  assert.is(progressSet(initialVideosState, -5).progress, 0);
  assert.is(progressSet(initialVideosState, 100).progress, 100);
  assert.is(progressSet(initialVideosState, 0).progress, 0);
});

manual.run();

const language = suite('languageSet');

language('Language can be set', () => {
  assert.is(languageSet(initialVideosState, 'Spanish').language, 'Spanish');
  assert.is(initialVideosState.language, 'English');
});

language.run();

const select = suite('videoSelected');

select('chooses and clears the video being watched', () => {
  assert.is(videoSelected(initialVideosState, 3).selectedVideo, 3);
  assert.is(videoSelected(state({ selectedVideo: 3 }), null).selectedVideo, null);
});

select.run();

const of = suite('videosStateOf');

const listed = (unlocked: number, watched: number) =>
  [0, 1, 2].map((position) => ({ position, unlocked: position < unlocked, watched: position < watched }));

of('the server’s unlocked videos are available, the total set and the progress computed', () => {
  const after = videosStateOf(listed(2, 1), 'Español', null);
  assert.equal(after.availableVideos, [0, 1]);
  assert.is(after.totalVideos, 3);
  assert.is(after.progress, ((2 - 1) / 3) * 100);
  assert.is(after.language, 'Español');
});

of('selects the first available video not yet watched until the reader chooses one', () => {
  assert.is(videosStateOf(listed(2, 1), 'English', null).selectedVideo, 1);
  assert.is(videosStateOf(listed(2, 1), 'English', 0).selectedVideo, 0);
});

of('every video watched takes the progress to 100', () => {
  assert.is(videosStateOf(listed(3, 3), 'English', null).progress, 100);
});

of.run();
