// Two builds of the same sources, in two checkouts at different paths, run at different times
// (the second with its clock 1,000 days ahead), in different time zones and locales, with
// different file times, give byte-identical output: no date, absolute path, random id or file
// order leaks into what a hospital deploys, so a reviewer can rebuild a release and compare.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
// @ts-expect-error a build script in plain JavaScript
import { listFiles } from '../../build/sizes.mjs';
import { commitEpoch, copyProject, sourceFiles } from './support/project-copy.ts';

const scratch = mkdtempSync(join(tmpdir(), 'portal-repro-'));
const first = join(scratch, 'a');
const second = join(scratch, 'elsewhere', 'deeper', 'checkout-b');
const epoch = commitEpoch();
const laterClock = new URL('./support/later-clock.mjs', import.meta.url).pathname;

function build(dir: string, env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['build.mjs', '--quiet'], {
    cwd: dir,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', SOURCE_DATE_EPOCH: epoch, ...env },
  });
  return `${result.status === 0 ? '' : `build in ${dir} failed:\n`}${result.stdout}${result.stderr}`;
}

copyProject(first);
copyProject(second);
const old = new Date('2001-02-03T04:05:06Z');
for (const file of sourceFiles()) utimesSync(join(second, file), old, old);
const builds = [
  build(first, { TZ: 'UTC', LANG: 'C' }),
  build(second, { TZ: 'Pacific/Kiritimati', LANG: 'es_ES.UTF-8', NODE_OPTIONS: `--import ${laterClock}` }),
];

const test = suite('reproducible build');

test.after(() => rmSync(scratch, { recursive: true, force: true }));

test('both builds succeed', () => {
  for (const output of builds) assert.ok(output.startsWith('built '), output);
});

test('two builds from different paths and times write byte-identical dist/ (portal, server, metafile)', () => {
  const a = listFiles(join(first, 'dist')) as string[];
  const b = listFiles(join(second, 'dist')) as string[];
  assert.equal(b, a, 'the same file names');
  const differing = a.filter((file) => !readFileSync(join(first, 'dist', file)).equals(readFileSync(join(second, 'dist', file))));
  assert.equal(differing, [], 'files whose bytes differ');
});

test('no absolute path of either checkout is in the output', () => {
  for (const [dir, other] of [[first, second], [second, first]] as const) {
    const leaking = (listFiles(join(dir, 'dist')) as string[]).filter((file) => {
      const text = readFileSync(join(dir, 'dist', file), 'latin1');
      return text.includes(scratch) || text.includes(dir) || text.includes(other);
    });
    assert.equal(leaking, [], `files naming a path under ${scratch}`);
  }
});

test('the build date the About page shows is the commit\'s date, not the clock\'s', () => {
  const day = new Date(Number(epoch) * 1000).toISOString().slice(0, 10);
  const bundle = (listFiles(join(second, 'dist/portal/assets')) as string[])
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(second, 'dist/portal/assets', file), 'utf8'))
    .join('\n');
  assert.ok(bundle.includes(`"${day}"`), `the bundle holds the commit date ${day}`);
  const later = new Date(Date.now() + 1000 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  assert.not.ok(bundle.includes(`"${later}"`), 'and not the date of the clock it was built with');
});

test.run();
