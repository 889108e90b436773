// The systemd unit of the reference server (deploy/systemd/portal-api.service): valid for systemd,
// and hardened as docs/deploy.md promises, checked by systemd's own tools where they are installed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

test('Node.js from nodejs.org\'s archive, as section 4, step 3 installs it on Debian 12: checked against SHASUMS256.txt, then unpacked', () => {
  const doc = readFileSync(join(projectRoot, 'docs/deploy.md'), 'utf8');
  const block = [...doc.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => (m[1] as string).replace(/^ +/gm, '')).find((text) => text.includes('SHASUMS256.txt | sha256sum -c -'));
  assert.ok(block, 'the block is in docs/deploy.md, section 4, step 3');
  const scratch = mkdtempSync(join(tmpdir(), 'portal-node-archive-'));
  try {
    // An archive shaped like nodejs.org's: one folder, bin/node inside (here a script saying its version).
    const top = join(scratch, 'node-v22.99.1-linux-x64');
    mkdirSync(join(top, 'bin'), { recursive: true });
    writeFileSync(join(top, 'bin', 'node'), '#!/bin/sh\necho v22.99.1\n', { mode: 0o755 });
    const archive = 'node-v22.99.1-linux-x64.tar.xz';
    assert.is(spawnSync('tar', ['-cJf', archive, 'node-v22.99.1-linux-x64'], { cwd: scratch }).status, 0);
    const sum = spawnSync('sha256sum', [archive], { cwd: scratch, encoding: 'utf8' }).stdout;
    // The published list holds every archive of the release; the grep picks this one.
    writeFileSync(join(scratch, 'SHASUMS256.txt'), `${'0'.repeat(64)}  node-v22.99.1-linux-arm64.tar.xz\n${sum}${'1'.repeat(64)}  node-v22.99.1-linux-x64.tar.gz\n`);
    const prefix = join(scratch, 'usr-local');
    mkdirSync(prefix);
    const script = block.split('/usr/local').join(prefix);
    const run = () => spawnSync('sh', ['-e', '-c', script], { cwd: scratch, encoding: 'utf8' });
    const good = run();
    assert.is(good.status, 0, `${script}\n${good.stdout}${good.stderr}`);
    assert.match(good.stdout, new RegExp(`^${archive}: OK\nv22\\.99\\.1\n$`));
    // A changed archive is refused before anything is unpacked.
    rmSync(join(prefix, 'bin'), { recursive: true });
    writeFileSync(join(scratch, archive), Buffer.concat([readFileSync(join(scratch, archive)), Buffer.from('x')]));
    const bad = run();
    assert.is.not(bad.status, 0);
    assert.match(bad.stdout, /FAILED/);
    assert.not.ok(existsSync(join(prefix, 'bin')), 'nothing unpacked');
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
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

  test('the template of docs/deploy.md, section 11, made as written, gives each instance its port, and verify accepts it', () => {
    const doc = readFileSync(join(projectRoot, 'docs/deploy.md'), 'utf8');
    const block = [...doc.slice(doc.indexOf('## 11. ')).matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1] as string).find((text) => text.includes('portal-api@.service'));
    assert.ok(block, 'the block is in docs/deploy.md, section 11');
    const scratch = mkdtempSync(join(tmpdir(), 'portal-template-'));
    try {
      const script = block
        .split('/etc/systemd/system/portal-api.service').join(unitFile)
        .split('/etc/systemd/system/portal-api@.service').join(join(scratch, 'portal-api@.service'))
        .split('\n').filter((line) => !/^systemctl /.test(line)).join('\n');
      const made = spawnSync('sh', ['-e', '-c', script], { encoding: 'utf8' });
      assert.is(made.status, 0, made.stderr);
      const template = readFileSync(join(scratch, 'portal-api@.service'), 'utf8');
      assert.equal([...template.matchAll(/^Environment=PORT=(.*)$/gm)].map((m) => m[1]), ['%i']);
      assert.is(template.replace('Environment=PORT=%i', 'Environment=PORT=3000'), unit, 'nothing else changed');
      // An instance, as systemctl enable portal-api@3001 makes it.
      writeFileSync(join(scratch, 'portal-api@3001.service'), template);
      const result = spawnSync(analyze, ['verify', join(scratch, 'portal-api@3001.service')], { encoding: 'utf8' });
      assert.is(result.status, 0, result.stderr);
      assert.is(`${result.stdout}${result.stderr}`.trim(), '');
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
