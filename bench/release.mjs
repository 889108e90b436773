// The release benchmark: how many packages an install brings in, and how large the release is.
//   - `npm ci` (development: build and test tools too): the packages in node_modules, as npm
//     recorded them (node_modules/.package-lock.json), so nothing is installed again here.
//   - the server's production install: `npm ci --omit=dev` of the release's server/ folder in a
//     temporary folder (from npm's cache when it has the packages), what a hospital runs.
//   - the release archive (npm run release into a temporary folder): its size and file count.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Packages npm installed in `dir`/node_modules, from the record npm keeps there. */
function installedPackages(dir) {
  const record = JSON.parse(readFileSync(join(dir, 'node_modules', '.package-lock.json'), 'utf8'));
  return Object.keys(record.packages).filter((key) => key.startsWith('node_modules/'));
}

/** Bytes on disk under `dir`. */
function diskBytes(dir) {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? diskBytes(path) : statSync(path).size;
  }
  return total;
}

/** The files of a ustar archive whose bytes are `tar`. */
function tarFiles(tar) {
  let count = 0;
  for (let at = 0; at + 512 <= tar.length && tar[at] !== 0; ) {
    const size = parseInt(tar.subarray(at + 124, at + 136).toString('ascii').replace(/\0.*$/, '').trim() || '0', 8);
    if (String.fromCharCode(tar[at + 156]) === '0') count++;
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return count;
}

const mb = (bytes) => `${(bytes / 1_000_000).toFixed(1)} MB`;

export async function benchRelease() {
  const scratch = mkdtempSync(join(tmpdir(), 'portal-bench-release-'));
  try {
    const dev = installedPackages(root);
    const out = join(scratch, 'release');
    const release = spawnSync(process.execPath, ['build/release.mjs', '--out', out, '--dist', join(scratch, 'dist')], { cwd: root, encoding: 'utf8' });
    if (release.status !== 0) throw new Error(`npm run release failed:\n${release.stdout}${release.stderr}`);
    const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    const archive = readFileSync(join(out, `portal-${version}.tar.gz`));
    const tar = gunzipSync(archive);

    const server = join(scratch, 'server');
    const untar = spawnSync('tar', ['-xzf', join(out, `portal-${version}.tar.gz`), '-C', scratch, '--strip-components=1', `portal-${version}/server`]);
    if (untar.status !== 0) throw new Error(`tar could not unpack the archive: ${untar.stderr}`);
    const started = performance.now();
    const install = spawnSync('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: server, encoding: 'utf8' });
    if (install.status !== 0) throw new Error(`npm ci --omit=dev failed in the release's server/:\n${install.stderr}`);
    const installMs = performance.now() - started;
    const production = installedPackages(server);

    const rows = [
      ['Packages installed by npm ci (development)', String(dev.length)],
      ['Packages installed for the server (npm ci --omit=dev)', `${production.length} (${production.map((p) => p.slice('node_modules/'.length)).join(', ')})`],
      ['  their size on disk, install time', `${mb(diskBytes(join(server, 'node_modules')))}, ${(installMs / 1000).toFixed(1)} s`],
      [`Release archive portal-${version}.tar.gz`, `${archive.length.toLocaleString('en-US')} bytes (${mb(archive.length)})`],
      ['  unpacked, files', `${tar.length.toLocaleString('en-US')} bytes of tar, ${tarFiles(tar)} files`],
    ];
    for (const [name, value] of rows) console.log(`  ${name.padEnd(56)}${value}`);
    return { devPackages: dev.length, serverPackages: production.length, archiveBytes: archive.length };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log('== Release ==');
  await benchRelease();
}
