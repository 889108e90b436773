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
import { allowedLicences, checkLicences, licenceAllowed, sbomProblems } from '../../build/release-packages.mjs';
import { fetchRaw, freePort, missingWebServer, startNginx } from '../e2e/support/web-server.ts';
import { commitEpoch, projectRoot } from './support/project-copy.ts';

const scratch = mkdtempSync(join(tmpdir(), 'portal-release-'));
chmodSync(scratch, 0o755);
const out = join(scratch, 'release');
const dist = join(scratch, 'dist');
const version = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')).version as string;
const name = `portal-${version}`;
// A throw-away release key, as the project's own is used (docs/deploy.md, section 9).
const signer = 'evaluation-report-portal-releases';
const key = join(scratch, 'release_ed25519');
const keygen = spawnSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', signer, '-f', key], { encoding: 'utf8' });
if (keygen.status !== 0) throw new Error(`ssh-keygen (Debian package openssh-client) could not make a key: ${keygen.stderr || keygen.error}`);
writeFileSync(join(scratch, 'allowed_signers'), `${signer} namespaces="portal-release" ${readFileSync(`${key}.pub`, 'utf8')}`);
const made = spawnSync(process.execPath, ['build/release.mjs', '--out', out, '--dist', dist], {
  cwd: projectRoot,
  encoding: 'utf8',
  env: { ...process.env, RELEASE_SIGNING_KEY: key },
});
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
  assert.equal(listFiles(out), ['SHA256SUMS', 'SHA256SUMS.sig', `${name}.cdx.json`, `${name}.licenses.txt`, `${name}.tar.gz`]);
  assert.match(made.stdout, /SHA256SUMS\.sig {2}signed with 256 SHA256:/);
});

test('a second release of the same version is refused, and the first one is left as it was', () => {
  const before = listFiles(out).map((file: string) => sha256(readFileSync(join(out, file))));
  const again = spawnSync(process.execPath, ['build/release.mjs', '--out', out, '--dist', join(scratch, 'dist-again')], {
    cwd: projectRoot,
    encoding: 'utf8',
    env: { ...process.env, RELEASE_SIGNING_KEY: key },
  });
  assert.is(again.status, 1, `${again.stdout}${again.stderr}`);
  assert.match(again.stderr, new RegExp(`already holds ${name}\\.tar\\.gz\\. A release is never overwritten: raise "version" in package\\.json`));
  assert.ok(!existsSync(join(scratch, 'dist-again')), 'refused before building anything');
  assert.equal(listFiles(out).map((file: string) => sha256(readFileSync(join(out, file)))), before, 'the release is untouched');
});

/** The verification command of docs/deploy.md, section 4, step 1, run in `dir`. */
function verifySignature(dir: string) {
  const command = `ssh-keygen -Y verify -f allowed_signers -I ${signer} -n portal-release -s SHA256SUMS.sig < SHA256SUMS`;
  assert.ok(readFileSync(join(projectRoot, 'docs/deploy.md'), 'utf8').includes(command), 'the command is the doc\'s');
  return spawnSync('sh', ['-c', command], { cwd: dir, encoding: 'utf8' });
}

test('the fingerprint command of the doc prints the release key\'s fingerprint from allowed_signers', () => {
  const command = "cut -d' ' -f3- allowed_signers | ssh-keygen -lf -";
  assert.ok(readFileSync(join(projectRoot, 'docs/deploy.md'), 'utf8').includes(`\n${command}\n`), 'the command is the doc\'s');
  const printed = spawnSync('sh', ['-c', command], { cwd: scratch, encoding: 'utf8' });
  assert.is(printed.status, 0, printed.stderr);
  const expected = spawnSync('ssh-keygen', ['-lf', `${key}.pub`], { encoding: 'utf8' }).stdout.split(' ')[1] as string;
  assert.match(expected, /^SHA256:/);
  assert.is(printed.stdout.split(' ')[1], expected);
  assert.match(printed.stdout, /^256 SHA256:\S+ .*\(ED25519\)\n$/);
});

test('SHA256SUMS.sig verifies with the doc\'s command and the project\'s allowed_signers, and a changed SHA256SUMS fails it', () => {
  const copy = join(scratch, 'signed');
  mkdirSync(copy);
  for (const file of ['SHA256SUMS', 'SHA256SUMS.sig']) writeFileSync(join(copy, file), readFileSync(join(out, file)));
  writeFileSync(join(copy, 'allowed_signers'), readFileSync(join(scratch, 'allowed_signers')));
  const good = verifySignature(copy);
  assert.is(good.status, 0, `${good.stdout}${good.stderr}`);
  assert.match(`${good.stdout}${good.stderr}`, new RegExp(`Good "portal-release" signature for ${signer}`));
  const sums = readFileSync(join(copy, 'SHA256SUMS'), 'utf8');
  writeFileSync(join(copy, 'SHA256SUMS'), sums.replace(/^[0-9a-f]/, (c) => (c === '0' ? '1' : '0')));
  assert.is.not(verifySignature(copy).status, 0, 'a changed checksum is refused');
  writeFileSync(join(copy, 'SHA256SUMS'), sums);
  writeFileSync(join(copy, 'allowed_signers'), `someone-else namespaces="portal-release" ${readFileSync(`${key}.pub`, 'utf8')}`);
  assert.is.not(verifySignature(copy).status, 0, 'a key not allowed for this signer is refused');
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
  const runtime = Object.keys(JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')).dependencies as Record<string, string>)
    .filter((dep) => !bundle.includes(dep))
    .sort();
  assert.ok(runtime.every((dep) => server.includes(dep)), `every runtime dependency outside the bundle ships with the server: ${runtime.join(', ')}`);
  assert.equal(server, [
    '@electric-sql/pglite', '@hexagon/base64', '@levischuck/tiny-cbor', '@opentelemetry/api',
    '@peculiar/asn1-android', '@peculiar/asn1-asym-key', '@peculiar/asn1-cms', '@peculiar/asn1-csr', '@peculiar/asn1-ecc',
    '@peculiar/asn1-pfx', '@peculiar/asn1-pkcs8', '@peculiar/asn1-pkcs9', '@peculiar/asn1-rsa', '@peculiar/asn1-schema',
    '@peculiar/asn1-x509', '@peculiar/asn1-x509-attr', '@peculiar/asn1-x509-post-quantum', '@peculiar/utils', '@peculiar/x509',
    '@simplewebauthn/server', '@zxcvbn-ts/dictionary-compression', '@zxcvbn-ts/language-common', 'asn1js', 'bintrees',
    'nodemailer', 'postgres', 'prom-client', 'pvtsutils', 'pvutils', 'qrcode-generator', 'reflect-metadata', 'tdigest',
    'tslib', 'tslib', 'tsyringe',
  ]);
  assert.is(components.length, bundle.length + server.length, 'every component says where it ships');
  const pglite = components.find((c) => c.name === '@electric-sql/pglite') as Component & { components?: Component[] };
  const postgresql = pglite.components?.find((c) => c.name === 'PostgreSQL');
  assert.ok(postgresql, 'PGlite\'s SBOM entry names the PostgreSQL inside it');
  assert.match(postgresql.version, /^\d+\.\d+$/);
  assert.is(postgresql.licenses?.[0]?.license.id, 'PostgreSQL');
  const lock = JSON.parse(readFileSync(join(top, 'server/package-lock.json'), 'utf8'));
  // A lock key names its package after its last node_modules/ (tsyringe keeps its own older tslib).
  const installed = Object.keys(lock.packages).filter(Boolean).map((key) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length));
  assert.equal(installed.sort(), server, 'the server installs what the SBOM says');
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
  assert.match(licences, /PostgreSQL \d+\.\d+, inside @electric-sql\/pglite\nLicence: PostgreSQL\n/);
  assert.match(licences, /Portions Copyright \(c\) 1996-\d{4}, PostgreSQL Global Development Group/, 'the PostgreSQL licence text');
});

test('the SBOM check works both ways: a development package bundled into the portal, a production one that ships nowhere, a version that differs', () => {
  const shipped = [
    { name: 'react', version: '19.3.1', shipsIn: 'portal bundle (portal/assets)' },
    { name: 'left-pad', version: '1.3.0', shipsIn: 'portal bundle (portal/assets)' },
    { name: 'postgres', version: '3.4.9', shipsIn: 'server (server/node_modules)' },
  ];
  const components = [
    { name: 'react', version: '19.3.1' },
    { name: 'postgres', version: '3.4.8' },
    { name: 'unused-lib', version: '2.0.0' },
  ];
  const problems = sbomProblems(components, shipped) as string[];
  assert.is(problems.length, 3, problems.join('\n'));
  assert.match(problems[0] ?? '', /left-pad@1\.3\.0 ships in the portal bundle .* but is not in the SBOM/);
  assert.match(problems[1] ?? '', /postgres: the SBOM says 3\.4\.8, but 3\.4\.9 ships/);
  assert.match(problems[2] ?? '', /unused-lib@2\.0\.0 is a production dependency but ships nowhere/);
  assert.equal(sbomProblems(components.slice(0, 1), shipped.slice(0, 1)), []);
});

test('build-info.json records the Node.js, npm, esbuild and gzip that built the release', () => {
  const info = JSON.parse(readFileSync(join(top, 'build-info.json'), 'utf8'));
  assert.is(info.node, process.version);
  assert.match(info.npm, /^\d+\.\d+\.\d+$/);
  assert.is(info.esbuild, JSON.parse(readFileSync(join(projectRoot, 'node_modules/esbuild/package.json'), 'utf8')).version);
  assert.match(info.gzip, /^gzip \d|^none: Node's zlib/);
});

test('a licence outside the allow-list fails the check', () => {
  const pkg = (licence: string) => ({ name: 'some-package', version: '1.0.0', licence });
  assert.equal(checkLicences([pkg('MIT'), pkg('(MIT OR GPL-3.0-only)'), pkg('Apache-2.0 AND BSD-3-Clause')]), []);
  for (const licence of ['GPL-3.0-only', 'AGPL-3.0', 'SSPL-1.0', 'MIT AND GPL-2.0', 'UNLICENSED', 'none given', '']) {
    const problems = checkLicences([pkg(licence)]);
    assert.is(problems.length, 1, licence);
    assert.match(problems[0], /some-package@1\.0\.0/);
  }
  assert.ok(allowedLicences.includes('MIT') && allowedLicences.length <= 9, 'a short list, each one a decision (docs/dependencies.md)');
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

test('the unpacked archive serves with no registry: its own server packages, the server as the systemd unit runs it, nginx with its deploy/ files', async () => {
  // No registry can be reached: the archive's server/node_modules is all the server has.
  const noRegistry = { ...process.env, npm_config_registry: 'http://127.0.0.1:9/', npm_config_offline: 'true' };
  const listed = spawnSync('npm', ['ls', '--omit=dev', '--all'], { cwd: join(top, 'server'), encoding: 'utf8', env: noRegistry });
  assert.is(listed.status, 0, `npm ls: the installed packages match the lock file\n${listed.stdout}${listed.stderr}`);
  assert.match(listed.stdout, /@electric-sql\/pglite@\d/);
  assert.match(listed.stdout, /postgres@\d/);
  const port = await freePort();
  const state = join(scratch, 'state');
  mkdirSync(state);
  const { env, exec } = unitCommand([
    ['/opt/portal/current', top],
    ['/var/lib/portal-api', state],
    ['PORT=3000', `PORT=${port}`],
    // systemd finds `node` on its fixed search path (/usr/local/bin, /usr/bin, ...); here, this one.
    ['ExecStart=node ', `ExecStart=${process.execPath} `],
  ]);
  assert.is(env.NODE_ENV, 'production');
  // systemd starts the service with the unit's environment only.
  const server = spawn(exec[0] as string, exec.slice(1), {
    cwd: state,
    env: { ...env, PATH: process.env.PATH ?? '', npm_config_registry: noRegistry.npm_config_registry },
  });
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

test('the unpacked archive started with DEMO_SEED=1 refuses before opening its database, and says why', () => {
  const state = join(scratch, 'state-demo');
  mkdirSync(state);
  const { env, exec } = unitCommand([
    ['/opt/portal/current', top],
    ['/var/lib/portal-api', state],
    ['ExecStart=node ', `ExecStart=${process.execPath} `],
  ]);
  for (const nodeEnv of [undefined, 'production']) {
    const started = spawnSync(exec[0] as string, exec.slice(1), {
      cwd: state,
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...env, PATH: process.env.PATH ?? '', DEMO_SEED: '1', ...(nodeEnv ? { NODE_ENV: nodeEnv } : { NODE_ENV: '' }) },
    });
    const output = `${started.stdout}${started.stderr}`;
    assert.is(started.status, 1, output);
    const failed = started.stdout.split('\n').filter(Boolean).map((line) => JSON.parse(line) as { event: string; reason?: string }).find((entry) => entry.event === 'start_failed');
    assert.ok(failed, output);
    assert.match(failed.reason ?? '', /^DEMO_SEED=1 is set, but this server comes from a release, which carries no demo data.* Nothing was written to the database\. Remove DEMO_SEED/);
    assert.not.ok(existsSync(join(state, 'data')), 'the database folder was never made');
  }
});

test.run();
