/**
 * Training videos state (spec §3) and its rules (spec §4). The videos have one home, the videos
 * page's resource: the server says which are unlocked and watched. The spec's state is what these
 * rules make of that answer and of the reader's choice (videosStateOf), so no store copies it.
 */
import { defaultTrainingLanguage } from '../../../contract/training-constants.ts';
import type { TrainingVideo } from '../../../contract/types.ts';
import { availableFrom } from './unlock.ts';

export interface VideosState {
  availableVideos: number[];
  selectedVideo: number | null;
  progress: number;
  totalVideos: number;
  language: string;
}

export const initialVideosState: VideosState = {
  availableVideos: [0],
  selectedVideo: null,
  progress: 0,
  totalVideos: 0,
  language: defaultTrainingLanguage,
};

/** 0 when total is 0, otherwise (unlocked count - 1) / total x 100, capped at 100. */
export function computeProgress(unlockedCount: number, total: number): number {
  if (total === 0) return 0;
  return Math.min(100, ((unlockedCount - 1) / total) * 100);
}

function recomputed(state: VideosState): VideosState {
  if (state.progress === 100) return state;
  return { ...state, progress: computeProgress(state.availableVideos.length, state.totalVideos) };
}

/** Setting the total recomputes progress unless progress is already 100. */
export function totalVideosSet(state: VideosState, totalVideos: number): VideosState {
  return recomputed({ ...state, totalVideos });
}

/** Resetting available videos (default [0]) clears the selection and recomputes progress. */
export function availableVideosReset(state: VideosState, available: number[] = [0]): VideosState {
  const next = { ...state, availableVideos: available, selectedVideo: null };
  return { ...next, progress: computeProgress(next.availableVideos.length, next.totalVideos) };
}

/** Unlocking adds the index if absent and recomputes progress unless at 100. */
export function videoUnlocked(state: VideosState, index: number): VideosState {
  if (state.availableVideos.includes(index)) return recomputed(state);
  return recomputed({ ...state, availableVideos: [...state.availableVideos, index] });
}

/** Progress can be set manually, clamped 0..100. */
export function progressSet(state: VideosState, progress: number): VideosState {
  return { ...state, progress: Math.min(100, Math.max(0, progress)) };
}

/** Chooses the video being watched. */
export function videoSelected(state: VideosState, selectedVideo: number | null): VideosState {
  return { ...state, selectedVideo };
}

/** Language can be set. */
export function languageSet(state: VideosState, language: string): VideosState {
  return { ...state, language };
}

/**
 * The state of the server's list in `language`: its unlocked videos available, its total set, and
 * the video `chosen` by the reader selected, or else the first available one not yet watched.
 */
export function videosStateOf(
  videos: readonly Pick<TrainingVideo, 'position' | 'unlocked' | 'watched'>[],
  language: string,
  chosen: number | null,
): VideosState {
  const listed = totalVideosSet(availableVideosReset(languageSet(initialVideosState, language), availableFrom(videos)), videos.length);
  const first = videos.find((video) => listed.availableVideos.includes(video.position) && !video.watched);
  return videoSelected(listed, chosen ?? first?.position ?? null);
}
