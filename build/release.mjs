// `npm run release`: the release a hospital installs and a security reviewer verifies.
// Writes to release/ (or --out DIR):
//   portal-<version>.tar.gz             the built portal, the server build (with the package.json
//                                       and lock file of its production install), deploy/, the docs,
//                                       the third-party licences, the SBOM, and a SHA256SUMS of
//                                       every file inside
//   portal-<version>.cdx.json           CycloneDX SBOM of what ships (npm sbom), each package
//                                       marked with where it ships: the portal bundle or the server
//   portal-<version>.licenses.txt       the licence of every package bundled or shipped, with its text
//   SHA256SUMS                          checksums of the three files above (`sha256sum -c SHA256SUMS`)
//   SHA256SUMS.sig                      its signature (ssh-keygen -Y sign), when RELEASE_SIGNING_KEY
//                                       names the private key to sign with
// The archive carries the server's packages installed (server/node_modules), so a server without
// access to a package registry runs it as it is. It records the Node.js, npm, esbuild and gzip
// versions that built it (build-info.json).
// The release is reproducible: the same commit gives the same bytes wherever and whenever it is
// built with the same Node.js, npm and gzip (file times are the commit's, owners root, order sorted).
// Usage: [RELEASE_SIGNING_KEY=~/.ssh/release_ed25519] node build/release.mjs [--out DIR] [--dist DIR]
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { sourceEpoch } from './build-info.mjs';
import { serverOptions } from './options.mjs';
import { bundledPackages, checkLicences, embeddedSoftware, sbomProblems, serverPackages } from './release-packages.mjs';
import { listFiles } from './sizes.mjs';
import { gzipTar, tarEntries } from './tar.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const option = (name, fallback) => (argv.includes(name) ? resolve(argv[argv.indexOf(name) + 1] ?? '') : fallback);
const out = option('--out', join(root, 'release'));
const dist = option('--dist', join(root, 'dist'));
const toPosix = (path) => path.split(sep).join('/');

/** What ships besides the builds: the deployment files and the documents a hospital reads. */
const shippedSources = ['README.md', 'docs/deploy.md', 'docs/security.md', 'docs/dependencies.md', 'docs/api.md'];

function fail(message) {
  console.error(`release failed: ${message}`);
  process.exit(1);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
  if (result.status !== 0) fail(`${command} ${args.join(' ')}:\n${result.stdout ?? ''}${result.stderr ?? result.error ?? ''}`);
  return result.stdout;
}

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');
const sumsOf = (files) => files.map(({ path, bytes }) => `${sha256(bytes)}  ${path}\n`).join('');
const json = (value) => `${JSON.stringify(value, null, 2)}\n`;

/** The package.json and lock file of the server's production install: its packages, nothing else. */
function serverManifest(pkg, lock, packages) {
  const dependencies = Object.fromEntries(packages.filter((p) => p.direct).map((p) => [p.name, p.version]));
  const manifest = {
    name: `${pkg.name}-server`,
    version: pkg.version,
    private: true,
    description: 'The reference API server of the Evaluation Report Portal. Its packages are in node_modules/, installed from this lock file.',
    type: 'module',
    main: 'main.js',
    engines: pkg.engines,
    dependencies,
  };
  const entries = Object.fromEntries(packages.map((p) => [p.lockKey, lock.packages[p.lockKey]]));
  const serverLock = {
    name: manifest.name,
    version: manifest.version,
    lockfileVersion: 3,
    requires: true,
    packages: { '': { name: manifest.name, version: manifest.version, dependencies, engines: pkg.engines }, ...entries },
  };
  return { manifest, serverLock };
}

/** A UUID made from `bytes`, so the SBOM's serial number is the same for the same release. */
function uuidFrom(bytes) {
  const hex = sha256(bytes).slice(0, 32).split('');
  hex[12] = '5';
  hex[16] = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * npm's CycloneDX SBOM of the production packages, made reproducible (the commit's time, a serial
 * number derived from the content, the package's name rather than the folder's) and with every
 * component marked with where it ships.
 */
function makeSbom(pkg, epoch, all) {
  const text = run('npm', ['sbom', '--sbom-format', 'cyclonedx', '--omit', 'dev', '--package-lock-only'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const sbom = JSON.parse(text);
  const timestamp = new Date(epoch * 1000).toISOString();
  sbom.metadata.timestamp = timestamp;
  sbom.metadata.component.name = pkg.name;
  const problems = sbomProblems(sbom.components, all);
  if (problems.length) fail(`the SBOM and what ships differ:\n  ${problems.join('\n  ')}`);
  const byName = new Map(all.map((p) => [p.name, p]));
  for (const component of sbom.components) {
    const shipped = byName.get(component.name);
    component.properties = [
      ...(component.properties ?? []).filter((p) => p.name !== 'cdx:npm:package:path' || !p.value.startsWith('/')),
      { name: 'evaluation-report-portal:ships-in', value: shipped.shipsIn },
    ];
    // What the package carries inside it under a licence of its own (PostgreSQL in PGlite).
    const embedded = shipped.embedded ?? [];
    if (embedded.length) {
      component.components = embedded.map((e) => ({
        type: 'library',
        name: e.name,
        version: e.version,
        licenses: [{ license: { id: e.licence } }],
        purl: e.purl,
        properties: [{ name: 'evaluation-report-portal:ships-in', value: `inside ${component.name} (${shipped.shipsIn})` }],
      }));
    }
  }
  sbom.serialNumber = '';
  sbom.serialNumber = `urn:uuid:${uuidFrom(json(sbom))}`;
  return sbom;
}

/** The licence list: per package, its name, version, SPDX id, where it ships and its licence text. */
function licenceText(packages) {
  const parts = packages.map((p) => {
    const file = ['LICENSE', 'LICENSE.md', 'LICENSE.txt', 'LICENCE', 'license', 'COPYING'].map((name) => join(p.dir, name)).find(existsSync);
    const text = file ? readFileSync(file, 'utf8').trim() : `(${p.name} ships no licence file; its package.json names ${p.licence}.)`;
    const inside = (p.embedded ?? []).map(
      (e) => `\n${'-'.repeat(78)}\n${e.name} ${e.version}, inside ${p.name}\nLicence: ${e.licence}\n${'-'.repeat(78)}\n\n${e.text.trim()}\n`,
    );
    return `${'='.repeat(78)}\n${p.name} ${p.version}\nLicence: ${p.licence}\nShips in: ${p.shipsIn}\n${'='.repeat(78)}\n\n${text}\n${inside.join('')}`;
  });
  const header =
    'Third-party software in this release of the Evaluation Report Portal, with its licences.\n' +
    'Every package below is bundled into the portal (dist/portal) or installed for the server in\n' +
    'server/node_modules. Nothing else from outside this project ships.\n\n';
  return header + parts.join('\n');
}

/**
 * The tools whose versions shape the bytes of a release, recorded in it (build-info.json): a
 * rebuild that is to give the same bytes needs the same ones (docs/deploy.md, section 9).
 */
function buildTools() {
  const gzip = spawnSync('gzip', ['--version'], { encoding: 'utf8' });
  return {
    node: process.version,
    npm: run('npm', ['--version']).trim(),
    esbuild: esbuild.version,
    gzip: gzip.status === 0 ? gzip.stdout.split('\n')[0].trim() : `none: Node's zlib ${process.versions.zlib}`,
  };
}

/**
 * Signs SHA256SUMS with `ssh-keygen -Y sign` (namespace portal-release) when RELEASE_SIGNING_KEY
 * names a private key; an Ed25519 signature has no time or random part, so it is reproducible too.
 */
function sign(sumsFile) {
  const key = process.env.RELEASE_SIGNING_KEY;
  if (!key) {
    console.log('  SHA256SUMS is NOT signed: set RELEASE_SIGNING_KEY to the release key\'s private key file to sign it.');
    return;
  }
  run('ssh-keygen', ['-q', '-Y', 'sign', '-f', resolve(key), '-n', signatureNamespace, sumsFile]);
  const fingerprint = run('ssh-keygen', ['-l', '-f', resolve(key)]).trim();
  console.log(`  SHA256SUMS.sig  signed with ${fingerprint}`);
}

/** The namespace of the release signature: a signature made for anything else does not verify. */
const signatureNamespace = 'portal-release';

async function main() {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  const epoch = sourceEpoch(root);
  const name = `portal-${pkg.version}`;
  const tools = buildTools();
  // The version is package.json's. A release is published under its version, so a second one of
  // the same version would replace files a hospital may already have checked and installed.
  if (existsSync(join(out, `${name}.tar.gz`))) {
    fail(
      `${out} already holds ${name}.tar.gz. A release is never overwritten: raise "version" in package.json for a new ` +
        `release, or move the folder away first if this one was never published.`,
    );
  }

  console.log(`building into ${toPosix(relative(root, dist)) || '.'}/`);
  run(process.execPath, ['build.mjs', '--quiet', '--dist', dist], { env: { ...process.env, SOURCE_DATE_EPOCH: String(epoch) } });
  const portalMeta = JSON.parse(readFileSync(join(dist, 'meta.json'), 'utf8'));
  const server = await esbuild.build({ ...serverOptions({ root, logLevel: 'silent', outdir: join(dist, 'server') }), write: false, metafile: true });

  const bundled = bundledPackages(portalMeta, root);
  const shipped = serverPackages(server.metafile, lock, root);
  const all = [
    ...bundled.map((p) => ({ ...p, shipsIn: 'portal bundle (portal/assets)' })),
    ...shipped.map((p) => ({ ...p, shipsIn: 'server (server/node_modules)' })),
  ]
    .map((p) => ({ ...p, embedded: embeddedSoftware(p) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const problems = checkLicences([...all, ...all.flatMap((p) => p.embedded)]);
  if (problems.length) fail(`licences outside the allow-list:\n  ${problems.join('\n  ')}`);

  const sbom = makeSbom(pkg, epoch, all);
  const licences = licenceText(all);
  const { manifest, serverLock } = serverManifest(pkg, lock, shipped);

  // The archive's files, as posix paths under portal-<version>/.
  const files = [];
  const add = (path, bytes) => files.push({ path, bytes: Buffer.from(bytes), mode: path.endsWith('.sh') ? 0o755 : 0o644 });
  for (const file of listFiles(join(dist, 'portal'))) add(`portal/${file}`, readFileSync(join(dist, 'portal', file)));
  for (const file of listFiles(join(dist, 'server'))) add(`server/${file}`, readFileSync(join(dist, 'server', file)));
  add('server/package.json', json(manifest));
  add('server/package-lock.json', json(serverLock));
  // The server's packages, installed: exactly the files `npm ci` put in this checkout for the lock
  // file's entries, so the server runs without a registry (docs/deploy.md, section 4, step 3).
  // A package's own node_modules/ (another version of a package it needs) has a lock entry of its
  // own, added in its turn.
  for (const p of shipped) {
    for (const file of listFiles(join(root, p.lockKey))) {
      if (!file.startsWith('node_modules/')) add(`server/${p.lockKey}/${file}`, readFileSync(join(root, p.lockKey, file)));
    }
  }
  add('build-info.json', json(tools));
  for (const file of listFiles(join(root, 'deploy'))) add(`deploy/${file}`, readFileSync(join(root, 'deploy', file)));
  for (const file of shippedSources) add(file, readFileSync(join(root, file)));
  add('THIRD-PARTY-LICENSES.txt', licences);
  add('sbom.cdx.json', json(sbom));
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  add('SHA256SUMS', sumsOf(files));

  const tar = tarEntries(files.map((f) => ({ ...f, path: `${name}/${f.path}` })), epoch);
  const archive = gzipTar(tar);

  // The output folder is emptied first, so it may hold nothing but an earlier release (of another
  // version: the same version stopped the release above).
  const isReleaseFile = (file) => file === 'SHA256SUMS' || file === 'SHA256SUMS.sig' || /^portal-.+\.(tar\.gz|cdx\.json|licenses\.txt)$/.test(file);
  const strangers = existsSync(out) ? listFiles(out).filter((file) => !isReleaseFile(file)) : [];
  if (strangers.length) fail(`${out} holds other files than a release (${strangers.slice(0, 3).join(', ')}); choose another --out`);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const outputs = [
    { path: `${name}.tar.gz`, bytes: archive },
    { path: `${name}.cdx.json`, bytes: Buffer.from(json(sbom)) },
    { path: `${name}.licenses.txt`, bytes: Buffer.from(licences) },
  ];
  for (const { path, bytes } of outputs) writeFileSync(join(out, path), bytes);
  writeFileSync(join(out, 'SHA256SUMS'), sumsOf(outputs));

  const kb = (n) => `${(n / 1000).toLocaleString('en-US', { maximumFractionDigits: 0 })} KB`;
  console.log(`${toPosix(relative(root, out)) || '.'}/ (check with: sha256sum -c SHA256SUMS)`);
  for (const { path, bytes } of outputs) console.log(`  ${path.padEnd(34)} ${kb(bytes.length).padStart(10)}`);
  console.log(`  SHA256SUMS`);
  sign(join(out, 'SHA256SUMS'));
  console.log(`${files.length} files in the archive; build date ${epoch ? new Date(epoch * 1000).toISOString().slice(0, 10) : 'unknown'}`);
  console.log(`built with Node.js ${tools.node}, npm ${tools.npm}, esbuild ${tools.esbuild}, ${tools.gzip}`);
  console.log(`portal bundle: ${bundled.map((p) => `${p.name}@${p.version}`).join(', ')}`);
  console.log(`server:        ${shipped.map((p) => `${p.name}@${p.version}`).join(', ')}`);
}

await main();
