// The systemd unit of the reference server (deploy/systemd/portal-api.service): valid for systemd,
// and hardened as docs/deploy.md promises, checked by systemd's own tools where they are installed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { projectRoot } from './support/project-copy.ts';

const unitFile = join(projectRoot, 'deploy/systemd/portal-api.service');
const unit = readFileSync(unitFile, 'utf8');
const settings = (key: string) => [...unit.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((m) => m[1]);
const analyze = ['/usr/bin/systemd-analyze', '/bin/systemd-analyze'].find((path) => existsSync(path));

const test = suite('the systemd unit of the API server');

test('runs as its own user, can gain no privileges and write nothing but its data folder, restarts on failure', () => {
  assert.equal(settings('User'), ['portal-api']);
  assert.equal(settings('Group'), ['portal-api']);
  assert.equal(settings('NoNewPrivileges'), ['yes']);
  assert.equal(settings('ProtectSystem'), ['strict']);
  assert.equal(settings('ReadWritePaths'), ['/var/lib/portal-api']);
  assert.equal(settings('StateDirectory'), ['portal-api']);
  assert.ok(settings('Environment').includes('DATA_DIR=/var/lib/portal-api/data'), 'the database lives in the writable folder');
  assert.equal(settings('CapabilityBoundingSet'), ['']);
  assert.equal(settings('Restart'), ['on-failure']);
  assert.ok(settings('Environment').includes('NODE_ENV=production'), 'production: no demo data');
  assert.ok(settings('Environment').includes('HOST=127.0.0.1'), 'only behind the web server');
});

if (!analyze) {
  console.log('Skipped: systemd-analyze was not found (Debian package systemd), so the unit was not checked by systemd.');
  test.skip('systemd-analyze verify and security', () => {});
} else {
  test('systemd-analyze verify accepts it without a warning', () => {
    const result = spawnSync(analyze, ['verify', unitFile], { encoding: 'utf8' });
    assert.is(result.status, 0, result.stderr);
    assert.is(`${result.stdout}${result.stderr}`.trim(), '');
  });

  test('node is found on systemd\'s search path, as docs/deploy.md installs it, and verify says so when it is missing', () => {
    assert.equal(settings('ExecStart'), ['node /opt/portal/current/server/main.js'], 'no fixed folder: /usr/local/bin or /usr/bin');
    const scratch = mkdtempSync(join(tmpdir(), 'portal-unit-'));
    try {
      const broken = join(scratch, 'portal-api.service');
      writeFileSync(broken, unit.replace('ExecStart=node ', 'ExecStart=node-that-is-not-installed '));
      const result = spawnSync(analyze, ['verify', broken], { encoding: 'utf8' });
      assert.match(`${result.stdout}${result.stderr}`, /node-that-is-not-installed is not executable/);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  test('systemd-analyze security rates its exposure 2.0 or lower (OK)', () => {
    const result = spawnSync(analyze, ['security', '--offline=yes', '--threshold=20', unitFile], { encoding: 'utf8' });
    const score = /Overall exposure level for \S+: ([\d.]+)/.exec(result.stdout)?.[1];
    assert.ok(score, `${result.stdout}${result.stderr}`);
    assert.ok(Number(score) <= 2.0, `exposure ${score}`);
    assert.is(result.status, 0, result.stdout);
  });
}

test.run();
