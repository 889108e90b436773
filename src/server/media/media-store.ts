/**
 * The media store: a folder on disk (`MEDIA_DIR`, by default `media/` inside the data directory)
 * holding the training videos and captions (`training/<lang>/...`) and the processed videos of
 * evaluations (`processed/...`). Paths inside it are plain relative paths of safe segments, so a
 * path from a link can never leave the folder.
 */
import { mkdir, realpath, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';

export interface MediaStore {
  /** The folder, absolute. */
  readonly dir: string;
  /** The secret that signs media links. */
  readonly secret: Buffer;
}

const segment = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,99}$/;

/** Whether `path` is a relative media path of safe segments (no `..`, no hidden files). */
export function isMediaPath(path: string): boolean {
  const parts = path.split('/');
  return parts.length <= 6 && parts.every((part) => segment.test(part) && !part.includes('..'));
}

/** Where processed videos are written; they are patients' data (Cache-Control: no-store). */
export const processedFolder = 'processed';

/** Whether a media path holds a patient's processed video. */
export function isPatientMedia(path: string): boolean {
  return path.startsWith(`${processedFolder}/`);
}

/** The file of `path` inside the store, following links only if they stay inside; null when absent. */
export async function findMediaFile(store: MediaStore, path: string): Promise<{ file: string; size: number; mtimeMs: number } | null> {
  if (!isMediaPath(path)) return null;
  try {
    const root = await realpath(store.dir);
    const file = await realpath(join(root, ...path.split('/')));
    if (!file.startsWith(root + sep)) return null;
    const info = await stat(file);
    return info.isFile() ? { file, size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

/** Creates the store's folder when missing. */
export async function openMediaStore(dir: string, secret: Buffer): Promise<MediaStore> {
  await mkdir(join(dir, processedFolder), { recursive: true });
  return { dir, secret };
}
