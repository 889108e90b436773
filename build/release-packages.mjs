// Which third-party packages ship, found from the builds themselves rather than from a list: the
// portal bundle's from esbuild's metafile (every input under node_modules/), the server's from the
// packages its build leaves external and what they depend on in package-lock.json. And the licence
// allow-list every one of them must meet.
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';

/**
 * Licences a package may have to ship in a release: permissive ones that ask for no more than
 * keeping the notice (THIRD-PARTY-LICENSES.txt does). Anything else needs a decision first.
 */
export const allowedLicences = ['MIT', 'MIT-0', 'ISC', 'Apache-2.0', 'BSD-2-Clause', 'BSD-3-Clause', '0BSD', 'Unlicense', 'PostgreSQL'];

/** The package a metafile input path belongs to (`node_modules/@scope/name/...`), or null. */
export function packageOfPath(path) {
  const at = path.lastIndexOf('node_modules/');
  if (at < 0) return null;
  const parts = path.slice(at + 'node_modules/'.length).split('/');
  const name = parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  return name ? { name, dir: path.slice(0, at) + `node_modules/${name}` } : null;
}

function describe(root, name, dir) {
  const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
  const licence =
    typeof manifest.license === 'string'
      ? manifest.license
      : (manifest.licenses ?? []).map((l) => l.type ?? l).join(' OR ') || 'none given';
  return { name, version: manifest.version, licence, dir: join(root, dir) };
}

/** The packages whose code is in the portal bundle, by name, from its metafile. */
export function bundledPackages(metafile, root) {
  const found = new Map();
  for (const input of Object.keys(metafile.inputs)) {
    const pkg = packageOfPath(input);
    if (pkg && !found.has(pkg.name)) found.set(pkg.name, describe(root, pkg.name, pkg.dir));
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}

const builtins = new Set(builtinModules);
const isBuiltin = (spec) => spec.startsWith('node:') || builtins.has(spec.split('/')[0]);
const nameOfSpecifier = (spec) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);

/**
 * The packages the server needs at run time: those its build imports from outside (esbuild's
 * metafile marks them external) and, through package-lock.json, what they depend on. Each with
 * `direct` (imported by the server itself) and `lockKey` (its entry in the lock file).
 */
export function serverPackages(metafile, lock, root) {
  const direct = new Set();
  for (const input of Object.values(metafile.inputs)) {
    for (const imported of input.imports ?? []) {
      if (imported.external && !isBuiltin(imported.path)) direct.add(nameOfSpecifier(imported.path));
    }
  }
  const found = new Map();
  const visit = (name, parentKey, isDirect) => {
    // npm resolves from the importer's own node_modules outwards; the lock mirrors that layout.
    const candidates = [];
    for (let base = parentKey; base; ) {
      candidates.push(`${base}/node_modules/${name}`);
      const up = base.lastIndexOf('/node_modules/');
      base = up < 0 ? '' : base.slice(0, up);
    }
    candidates.push(`node_modules/${name}`);
    const key = candidates.find((candidate) => lock.packages[candidate]);
    if (!key) throw new Error(`package-lock.json has no entry for ${name}, which the server imports`);
    if (found.has(key)) return;
    const entry = lock.packages[key];
    found.set(key, { ...describe(root, name, key), direct: isDirect, lockKey: key });
    for (const dep of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies })) visit(dep, key, false);
  };
  for (const name of direct) visit(name, '', true);
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Whether an SPDX expression is satisfied by the allow-list (OR: any branch; AND: all parts). */
export function licenceAllowed(expression, allowed = allowedLicences) {
  const text = expression.replace(/[()]/g, ' ').trim();
  if (!text) return false;
  return text.split(/\s+OR\s+/).some((branch) => branch.split(/\s+AND\s+/).every((id) => allowed.includes(id.trim())));
}

/** One sentence per package whose licence is outside the allow-list; empty when all are allowed. */
export function checkLicences(packages, allowed = allowedLicences) {
  return packages
    .filter((p) => !licenceAllowed(p.licence, allowed))
    .map((p) => `${p.name}@${p.version}: "${p.licence}" is not one of ${allowed.join(', ')}`);
}

/**
 * Software a package carries inside it that has a licence of its own: PGlite is PostgreSQL built to
 * WebAssembly, under the PostgreSQL licence. The version is read from the package's own binary,
 * so an update of PGlite updates it; a PGlite in which it cannot be found stops the release.
 */
export function embeddedSoftware(pkg) {
  if (pkg.name !== '@electric-sql/pglite') return [];
  const wasm = join(pkg.dir, 'dist', 'pglite.wasm');
  const version = existsSync(wasm) ? /PostgreSQL (\d+\.\d+)/.exec(readFileSync(wasm, 'latin1'))?.[1] : undefined;
  if (!version) throw new Error(`cannot tell which PostgreSQL ${pkg.name}@${pkg.version} embeds (no "PostgreSQL N.N" in ${wasm})`);
  const text = readFileSync(new URL('./licences/PostgreSQL.txt', import.meta.url), 'utf8');
  return [{ name: 'PostgreSQL', version, licence: 'PostgreSQL', text, purl: `pkg:generic/postgresql@${version}` }];
}

/**
 * The SBOM checked both ways against what ships: every package whose code is in the portal bundle
 * or installed beside the server is a component, at the version that ships (a development-only
 * package bundled into the portal is not in npm's SBOM of production packages), and every component
 * ships somewhere. One sentence per problem; empty when both hold.
 */
export function sbomProblems(components, shipped) {
  const problems = [];
  // A package may ship at two versions (one nested under a package that needs an older one).
  const listed = new Map();
  for (const c of components) listed.set(c.name, [...(listed.get(c.name) ?? []), c.version]);
  for (const p of shipped) {
    if (!listed.has(p.name)) {
      problems.push(`${p.name}@${p.version} ships in the ${p.shipsIn} but is not in the SBOM: a development dependency? Make it a dependency (with its reason in docs/dependencies.md) or stop importing it.`);
    } else if (!listed.get(p.name).includes(p.version)) {
      problems.push(`${p.name}: the SBOM says ${listed.get(p.name).join(' and ')}, but ${p.version} ships in the ${p.shipsIn}.`);
    }
  }
  const shippedNames = new Set(shipped.map((p) => p.name));
  for (const c of components) {
    if (!shippedNames.has(c.name)) {
      problems.push(`${c.name}@${c.version} is a production dependency but ships nowhere (not in the portal bundle, not imported by the server): move it to devDependencies or remove it.`);
    }
  }
  return problems;
}
