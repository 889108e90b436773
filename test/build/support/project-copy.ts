/**
 * Copies of the project for build tests that must not depend on where the checkout lives: the
 * files git tracks or would track (so uncommitted edits are tested too), with node_modules as
 * hard links (a real directory inside the copy, as `npm ci` would make, without copying 150 MB).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** The project's source files, relative to its root: tracked and untracked, not ignored. */
export function sourceFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: projectRoot,
  });
  return out
    .toString()
    .split('\0')
    .filter((file) => file && existsSync(join(projectRoot, file)));
}

/** Copies the project's sources and its installed packages to `dest` (created). */
export function copyProject(dest: string): void {
  for (const file of sourceFiles()) {
    mkdirSync(dirname(join(dest, file)), { recursive: true });
    copyFileSync(join(projectRoot, file), join(dest, file));
  }
  const linked = spawnSync('cp', ['-al', join(projectRoot, 'node_modules'), join(dest, 'node_modules')]);
  // Another file system (no hard links across it): a plain copy, slower but the same result.
  if (linked.status !== 0) cpSync(join(projectRoot, 'node_modules'), join(dest, 'node_modules'), { recursive: true });
}

/** The commit's time (seconds since 1970), what a build outside a checkout is given. */
export function commitEpoch(): string {
  return execFileSync('git', ['log', '-1', '--format=%ct'], { cwd: projectRoot }).toString().trim();
}
