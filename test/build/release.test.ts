// `npm run release` as a security reviewer and a hospital's IT team use it: the checksums verify,
// the archive unpacks on a clean path with every file matching the checksums inside, the SBOM
// lists the portal bundle's packages apart, every licence is on the allow-list, and the unpacked
// archive serves: the server's production install, the server started as the systemd unit says,
// and nginx with the archive's own deploy/ files in front of it (docs/deploy.md, section 4, steps 1 to 6).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
// @ts-expect-error a build script in plain JavaScript
import { listFiles } from '../../build/sizes.mjs';
// @ts-expect-error a build script in plain JavaScript
import { allowedLicences, checkLicences, licenceAllowed } from '../../build/release-packages.mjs';
import { fetchRaw, freePort, missingWebServer, startNginx } from '../e2e/support/web-server.ts';
import { commitEpoch, projectRoot } from './support/project-copy.ts';

const scratch = mkdtempSync(join(tmpdir(), 'portal-release-'));
chmodSync(scratch, 0o755);
const out = join(scratch, 'release');
const dist = join(scratch, 'dist');
const version = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')).version as string;
const name = `portal-${version}`;
const made = spawnSync(process.execPath, ['build/release.mjs', '--out', out, '--dist', dist], { cwd: projectRoot, encoding: 'utf8' });
const unpacked = join(scratch, 'clean', 'opt');
const top = join(unpacked, name);

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** The files a SHA256SUMS names whose bytes do not match, or are missing. */
function mismatches(dir: string): string[] {
  return readFileSync(join(dir, 'SHA256SUMS'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => /^([0-9a-f]{64}) {2}(.+)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .filter(([, sum, file]) => !existsSync(join(dir, file as string)) || sha256(readFileSync(join(dir, file as string))) !== sum)
    .map(([, , file]) => file as string);
}

interface Component { name: string; version: string; licenses?: { license: { id: string } }[]; properties?: { name: string; value: string }[] }

const test = suite('the release archive');

test.after(() => rmSync(scratch, { recursive: true, force: true }));

test('npm run release writes the archive, the SBOM, the licences and SHA256SUMS', () => {
  assert.is(made.status, 0, `${made.stdout}${made.stderr}`);
  assert.equal(listFiles(out), ['SHA256SUMS', `${name}.cdx.json`, `${name}.licenses.txt`, `${name}.tar.gz`]);
});

test('SHA256SUMS verifies the release files, and a changed byte fails it', () => {
  assert.equal(mismatches(out), []);
  const check = spawnSync('sha256sum', ['-c', 'SHA256SUMS'], { cwd: out, encoding: 'utf8' });
  if (!check.error) assert.is(check.status, 0, `sha256sum -c: ${check.stdout}${check.stderr}`);
  const copy = join(scratch, 'tampered');
  mkdirSync(copy);
  for (const file of listFiles(out) as string[]) writeFileSync(join(copy, file), readFileSync(join(out, file)));
  const sbom = readFileSync(join(copy, `${name}.cdx.json`));
  sbom[10] = sbom[10] === 0x20 ? 0x0a : 0x20;
  writeFileSync(join(copy, `${name}.cdx.json`), sbom);
  assert.equal(mismatches(copy), [`${name}.cdx.json`]);
});

test('unpacked on a clean path with tar, every file matches the SHA256SUMS inside', () => {
  mkdirSync(unpacked, { recursive: true });
  const untar = spawnSync('tar', ['-xzf', join(out, `${name}.tar.gz`), '-C', unpacked], { encoding: 'utf8' });
  assert.is(untar.status, 0, untar.stderr);
  assert.equal(listFiles(unpacked).filter((file: string) => !file.startsWith(`${name}/`)), [], `one folder ${name}/`);
  const listed = readFileSync(join(top, 'SHA256SUMS'), 'utf8').trim().split('\n').map((line) => line.slice(66));
  assert.equal(listed, (listFiles(top) as string[]).filter((file) => file !== 'SHA256SUMS'), 'every file is listed');
  assert.equal(mismatches(top), []);
  for (const file of ['portal/index.html', 'portal/config.json', 'server/main.js', 'server/package.json', 'server/package-lock.json',
    'deploy/nginx/portal.conf', 'deploy/nginx/portal-headers.conf', 'deploy/apache/portal.conf', 'deploy/systemd/portal-api.service',
    'docs/deploy.md', 'docs/security.md', 'docs/dependencies.md', 'README.md', 'THIRD-PARTY-LICENSES.txt', 'sbom.cdx.json']) {
    assert.ok(existsSync(join(top, file)), `${file} is in the archive`);
  }
});

test('the archive\'s portal is the build, byte for byte, source maps included', () => {
  const built = listFiles(join(dist, 'portal')) as string[];
  assert.equal(listFiles(join(top, 'portal')), built);
  assert.ok(built.some((file) => file.endsWith('.map')));
  assert.equal(built.filter((file) => !readFileSync(join(dist, 'portal', file)).equals(readFileSync(join(top, 'portal', file)))), []);
});

test('every entry is owned by root, dated at the commit, 0644 (0755 for folders and scripts), in sorted order', () => {
  const listing = spawnSync('tar', ['--numeric-owner', '--full-time', '-tvzf', join(out, `${name}.tar.gz`)], { encoding: 'utf8', env: { ...process.env, TZ: 'UTC' } });
  assert.is(listing.status, 0, listing.stderr);
  const when = new Date(Number(commitEpoch()) * 1000).toISOString().slice(0, 19).replace('T', ' ');
  const lines = listing.stdout.trim().split('\n');
  for (const line of lines) {
    const mode = line.endsWith('.sh') ? '-rwxr-xr-x' : '(-rw-r--r--|drwxr-xr-x)';
    assert.match(line, new RegExp(`^${mode} 0/0 +\\d+ ${when} ${name}/`), line);
  }
  const paths = lines.map((line) => line.slice(line.indexOf(`${name}/`)));
  const files = paths.filter((path) => !path.endsWith('/'));
  const sorted = [...files].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  // SHA256SUMS is written last, after the files it lists.
  assert.equal(files.slice(0, -1), sorted.filter((path) => path !== `${name}/SHA256SUMS`));
});

test('the SBOM is CycloneDX and lists the portal bundle\'s packages apart: react, react-dom, scheduler', () => {
  const sbom = JSON.parse(readFileSync(join(out, `${name}.cdx.json`), 'utf8'));
  assert.is(sbom.bomFormat, 'CycloneDX');
  assert.is(sbom.metadata.component.name, 'evaluation-report-portal');
  assert.equal(sbom, JSON.parse(readFileSync(join(top, 'sbom.cdx.json'), 'utf8')), 'the same SBOM inside the archive');
  const shipsIn = (c: Component) => c.properties?.find((p) => p.name === 'evaluation-report-portal:ships-in')?.value ?? '';
  const components = sbom.components as Component[];
  const bundle = components.filter((c) => shipsIn(c).startsWith('portal bundle')).map((c) => c.name).sort();
  const server = components.filter((c) => shipsIn(c).startsWith('server')).map((c) => c.name).sort();
  assert.equal(bundle, ['react', 'react-dom', 'scheduler']);
  assert.equal(server, ['@electric-sql/pglite', 'postgres', 'qrcode-generator']);
  assert.is(components.length, bundle.length + server.length, 'every component says where it ships');
  const lock = JSON.parse(readFileSync(join(top, 'server/package-lock.json'), 'utf8'));
  assert.equal(Object.keys(lock.packages).filter(Boolean).map((key) => key.replace('node_modules/', '')).sort(), server, 'the server installs what the SBOM says');
});

test('every package bundled or shipped is in the licence list, each licence on the allow-list', () => {
  const sbom = JSON.parse(readFileSync(join(out, `${name}.cdx.json`), 'utf8'));
  const licences = readFileSync(join(out, `${name}.licenses.txt`), 'utf8');
  assert.equal(licences, readFileSync(join(top, 'THIRD-PARTY-LICENSES.txt'), 'utf8'));
  for (const component of sbom.components as Component[]) {
    const id = component.licenses?.[0]?.license.id ?? '';
    assert.ok(licenceAllowed(id), `${component.name}: ${id}`);
    assert.ok(licences.includes(`${component.name} ${component.version}\nLicence: ${id}\n`), `${component.name} listed with ${id}`);
  }
  assert.match(licences, /Permission is hereby granted, free of charge/, 'the MIT licence text of React');
});

test('a licence outside the allow-list fails the check', () => {
  const pkg = (licence: string) => ({ name: 'some-package', version: '1.0.0', licence });
  assert.equal(checkLicences([pkg('MIT'), pkg('(MIT OR GPL-3.0-only)'), pkg('Apache-2.0 AND BSD-3-Clause')]), []);
  for (const licence of ['GPL-3.0-only', 'AGPL-3.0', 'SSPL-1.0', 'MIT AND GPL-2.0', 'UNLICENSED', 'none given', '']) {
    const problems = checkLicences([pkg(licence)]);
    assert.is(problems.length, 1, licence);
    assert.match(problems[0], /some-package@1\.0\.0/);
  }
  assert.ok(allowedLicences.includes('MIT') && allowedLicences.length <= 8, 'a short list');
});

/** The systemd unit's Environment= and ExecStart=, with its paths and port replaced by the test's. */
function unitCommand(replace: [string, string][]) {
  let unit = readFileSync(join(top, 'deploy/systemd/portal-api.service'), 'utf8');
  for (const [from, to] of replace) {
    assert.ok(unit.includes(from), `the unit holds ${from}`);
    unit = unit.split(from).join(to);
  }
  const env = Object.fromEntries(
    [...unit.matchAll(/^Environment=([A-Z_]+)=(.*)$/gm)].map((m) => [m[1] as string, m[2] as string]),
  );
  const exec = /^ExecStart=(.+)$/m.exec(unit)?.[1]?.split(' ') ?? [];
  return { env, exec };
}

test('the unpacked archive serves: production install, the server as the systemd unit runs it, nginx with its deploy/ files', async () => {
  const install = spawnSync('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: join(top, 'server'), encoding: 'utf8' });
  assert.is(install.status, 0, install.stderr);
  const port = await freePort();
  const state = join(scratch, 'state');
  mkdirSync(state);
  const { env, exec } = unitCommand([
    ['/opt/portal/current', top],
    ['/var/lib/portal-api', state],
    ['PORT=3000', `PORT=${port}`],
    ['/usr/bin/node', process.execPath],
  ]);
  assert.is(env.NODE_ENV, 'production');
  // systemd starts the service with the unit's environment only.
  const server = spawn(exec[0] as string, exec.slice(1), { cwd: state, env: { ...env, PATH: process.env.PATH ?? '' } });
  let log = '';
  server.stdout.on('data', (d) => (log += d));
  server.stderr.on('data', (d) => (log += d));
  const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
  let web: Awaited<ReturnType<typeof startNginx>> | null = null;
  try {
    const api = `http://127.0.0.1:${port}/api/portal_users/get_own_user/0`;
    for (let tries = 0; ; tries++) {
      const answer = await fetchRaw(api).catch(() => null);
      if (answer) break;
      assert.ok(tries < 600 && server.exitCode === null, `the server did not start:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const missing = missingWebServer('nginx');
    if (missing) {
      console.log(`nginx part skipped: ${missing}`);
      return;
    }
    const published = join(scratch, 'www-portal');
    const publish = spawnSync('sh', [join(top, 'deploy/publish-portal.sh'), join(top, 'portal'), published], { encoding: 'utf8' });
    assert.is(publish.status, 0, publish.stderr);
    web = await startNginx({ portalSource: published, apiPort: port, deployDir: join(top, 'deploy') });
    const page = await fetchRaw(`${web.origin}/portal/institutions`, { ca: web.ca });
    assert.is(page.status, 200);
    assert.ok(page.body.equals(readFileSync(join(top, 'portal/index.html'))), 'index.html of the archive');
    const call = await fetchRaw(`${web.origin}/api/portal_users/get_own_user/0`, { ca: web.ca });
    assert.is(call.status, 401, 'the API through nginx');
    assert.equal(JSON.parse(call.body.toString('utf8')), { message: 'Failed in authentication' });
  } finally {
    await web?.stop();
    server.kill('SIGTERM');
    assert.is(await exited, 0, `the server stops cleanly on SIGTERM, as systemd stops it:\n${log}`);
  }
});

test.run();
