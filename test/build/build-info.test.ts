import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
// @ts-expect-error a build script in plain JavaScript
import { buildInfo } from '../../build/build-info.mjs';

const root = new URL('../..', import.meta.url).pathname;
const info = suite('the build date comes from the commit, not the clock');

info('the package version and the date of the last commit, in UTC', () => {
  const seconds = Number(execFileSync('git', ['log', '-1', '--format=%ct'], { cwd: root }).toString());
  const day = new Date(seconds * 1000).toISOString().slice(0, 10);
  assert.equal(buildInfo(root, {}), { version: '0.1.0', date: day });
});

info('SOURCE_DATE_EPOCH gives the date outside a checkout, and wins inside one', () => {
  assert.is(buildInfo(root, { SOURCE_DATE_EPOCH: '1782518400' }).date, '2026-06-27');
  const unpacked = mkdtempSync(join(tmpdir(), 'portal-src-'));
  try {
    writeFileSync(join(unpacked, 'package.json'), JSON.stringify({ version: '9.9.9' }));
    assert.equal(buildInfo(unpacked, {}), { version: '9.9.9', date: '' });
  } finally {
    rmSync(unpacked, { recursive: true, force: true });
  }
});

info.run();
