// What the portal says about its own build on the About page: the package version and the date
// of the commit it was built from. The commit's date, not the clock's, so two builds of one commit
// are the same bytes (a release must be reproducible). Outside a git checkout (an unpacked source
// archive) SOURCE_DATE_EPOCH gives the date, as reproducible-build tooling expects; without
// either, no date is shown rather than a made-up one.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

function commitDate(root) {
  try {
    const out = execFileSync('git', ['log', '-1', '--format=%cI'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] });
    return out.toString().trim().slice(0, 10);
  } catch {
    return '';
  }
}

export function buildInfo(root, env = process.env) {
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const epoch = Number(env.SOURCE_DATE_EPOCH);
  const fromEpoch = Number.isFinite(epoch) && epoch > 0 ? new Date(epoch * 1000).toISOString().slice(0, 10) : '';
  return { version, date: fromEpoch || commitDate(root) };
}
