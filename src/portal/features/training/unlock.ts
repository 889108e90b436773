/** The training videos slice's available indices (spec §3) from the server's answer. */
import type { TrainingVideo } from '../../../contract/types.ts';

type Listed = Pick<TrainingVideo, 'position' | 'unlocked' | 'watched'>;

/**
 * The videos the server says are unlocked: it keeps spec §4's unlock order, so the portal does not
 * work it out again. Once the last video is watched, the index one past the end is available too,
 * as the slice's own unlock on a video's end would make it: that is what takes the spec's
 * progress, (unlocked count - 1) / total x 100, to 100, which opens the exam.
 */
export function availableFrom(videos: readonly Listed[]): number[] {
  const available = videos.filter((video) => video.unlocked).map((video) => video.position);
  const last = videos.reduce<Listed | null>((found, video) => (found && found.position > video.position ? found : video), null);
  if (last?.watched) available.push(last.position + 1);
  return [...new Set(available)].sort((a, b) => a - b);
}
