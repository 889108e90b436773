/** Spec §4's unlock order in the terms of the training videos slice. */
import type { TrainingVideo } from '../../../contract/types.ts';

/**
 * The slice's available indices from the server's answer: the first video, and each one after a
 * video watched to its end. After the last video that index is one past the end, which is what
 * takes the spec's progress, (unlocked count - 1) / total x 100, to 100.
 */
export function availableFrom(videos: readonly Pick<TrainingVideo, 'position' | 'watched'>[]): number[] {
  const indices = [0, ...videos.filter((video) => video.watched).map((video) => video.position + 1)];
  return [...new Set(indices)].sort((a, b) => a - b);
}
