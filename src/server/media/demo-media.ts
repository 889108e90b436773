/**
 * The committed demo media (src/server/seed/media/, made by build/make-demo-videos.ts): where
 * they are, in the sources or beside the bundled server, and the demo processed video that the
 * reference server's video processing yields.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The demo processed video of an evaluation (processing copies it for each job). */
export const demoProcessedVideo = { file: 'processed-demo.webm', durationMs: 4000 } as const;

function candidates(): string[] {
  const here = dirname(fileURLToPath(import.meta.url));
  return [join(here, '..', 'seed', 'media'), join(here, '..', '..', 'src', 'server', 'seed', 'media')];
}

/** The folder of the committed media: in the sources, or in the sources beside dist/server/. */
export function demoMediaDir(): string {
  const found = candidates().find((dir) => existsSync(join(dir, demoProcessedVideo.file)));
  if (!found) throw new Error(`The demo media were not found (looked in ${candidates().join(', ')})`);
  return found;
}

/** Whether the demo media are here: in a checkout of the sources, not in a release. */
export function demoMediaFound(): boolean {
  return candidates().some((dir) => existsSync(join(dir, demoProcessedVideo.file)));
}
