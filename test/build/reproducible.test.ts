// Two releases of the same sources (`npm run release`, which builds first), in two checkouts at
// different paths, run at different times (the second with its clock 1,000 days ahead), in
// different time zones and locales, with different file times, give byte-identical dist/ and
// release/ (archive, SBOM, licences, checksums): no date, absolute path, random id or file order
// leaks into what a hospital deploys, so a reviewer can rebuild a release and compare.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
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

/** Runs `npm run release` in `dir`; resolves to its output, prefixed with a line when it failed. */
function release(dir: string, env: Record<string, string>): Promise<string> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['build/release.mjs'], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', SOURCE_DATE_EPOCH: epoch, ...env },
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve(`${code === 0 ? '' : `release in ${dir} failed:\n`}${output}`));
  });
}

copyProject(first);
copyProject(second);
const old = new Date('2001-02-03T04:05:06Z');
for (const file of sourceFiles()) utimesSync(join(second, file), old, old);
// Side by side: the second's clock is 1,000 days ahead anyway.
const builds = await Promise.all([
  release(first, { TZ: 'UTC', LANG: 'C' }),
  release(second, { TZ: 'Pacific/Kiritimati', LANG: 'es_ES.UTF-8', NODE_OPTIONS: `--import ${laterClock}` }),
]);

const test = suite('reproducible build');

test.after(() => rmSync(scratch, { recursive: true, force: true }));

test('both releases succeed, and say that they are not signed (no RELEASE_SIGNING_KEY)', () => {
  for (const output of builds) {
    assert.match(output, /^building into dist\/\nrelease\//, output);
    assert.match(output, /SHA256SUMS is NOT signed: set RELEASE_SIGNING_KEY/);
  }
});

test('the release records the tools whose versions must match for a rebuild to give the same bytes', () => {
  // Node.js (its zlib if there is no gzip), npm (it writes the SBOM: npm 10 and 11 differ),
  // esbuild (pinned by the lock file) and gzip (it compresses the archive). Both builds here used
  // the same ones, so the records are equal; docs/deploy.md, section 9, says to rebuild with them.
  const info = (dir: string) => {
    const tar = gunzipSync(readFileSync(join(dir, 'release', (listFiles(join(dir, 'release')) as string[]).find((f) => f.endsWith('.tar.gz')) as string)));
    const at = tar.indexOf('/build-info.json\0');
    assert.ok(at > 0, 'build-info.json is in the archive');
    const body = tar.subarray(Math.ceil((at + 1) / 512) * 512).toString('utf8');
    return JSON.parse(body.slice(0, body.indexOf('\n}') + 2)) as Record<string, string>;
  };
  const a = info(first);
  assert.equal(Object.keys(a), ['node', 'npm', 'esbuild', 'gzip']);
  assert.equal(info(second), a);
});

test('two builds from different paths and times write byte-identical dist/ (portal, server, metafile)', () => {
  const a = listFiles(join(first, 'dist')) as string[];
  const b = listFiles(join(second, 'dist')) as string[];
  assert.equal(b, a, 'the same file names');
  const differing = a.filter((file) => !readFileSync(join(first, 'dist', file)).equals(readFileSync(join(second, 'dist', file))));
  assert.equal(differing, [], 'files whose bytes differ');
});

test('two releases from different paths and times are byte-identical (archive, SBOM, licences, SHA256SUMS)', () => {
  const a = listFiles(join(first, 'release')) as string[];
  assert.equal(listFiles(join(second, 'release')), a, 'the same file names');
  assert.ok(a.some((file) => file.endsWith('.tar.gz')), 'an archive');
  const differing = a.filter((file) => !readFileSync(join(first, 'release', file)).equals(readFileSync(join(second, 'release', file))));
  assert.equal(differing, [], 'files whose bytes differ');
});

test('no absolute path of either checkout is in the output', () => {
  for (const [dir, other] of [[first, second], [second, first]] as const) {
    const files = [...(listFiles(join(dir, 'dist')) as string[]).map((f) => `dist/${f}`), ...(listFiles(join(dir, 'release')) as string[]).map((f) => `release/${f}`)];
    const leaking = files.filter((file) => {
      const bytes = readFileSync(join(dir, file));
      const text = (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('latin1');
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
