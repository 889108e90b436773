// What the portal says about its own build on the About page: the package version and the date
// of the commit it was built from. The commit's date, not the clock's, so two builds of one commit
// are the same bytes (a release must be reproducible). Outside a git checkout (an unpacked source
// archive) SOURCE_DATE_EPOCH gives the date, as reproducible-build tooling expects; without
// either, no date is shown rather than a made-up one.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The commit's time in seconds since 1970 (UTC), or 0 outside a git checkout. */
export function commitEpoch(root) {
  try {
    const out = execFileSync('git', ['log', '-1', '--format=%ct'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] });
    return Number(out.toString().trim()) || 0;
  } catch {
    return 0;
  }
}

/**
 * The time a build is stamped with, in seconds since 1970: SOURCE_DATE_EPOCH when set, else the
 * commit's time, else 0 (unknown). The date is read in UTC, so the same commit gives the same day
 * whichever way it is found and wherever the build runs.
 */
export function sourceEpoch(root, env = process.env) {
  const epoch = Number(env.SOURCE_DATE_EPOCH);
  return Number.isInteger(epoch) && epoch > 0 ? epoch : commitEpoch(root);
}

export function buildInfo(root, env = process.env) {
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const epoch = sourceEpoch(root, env);
  return { version, date: epoch ? new Date(epoch * 1000).toISOString().slice(0, 10) : '' };
}
