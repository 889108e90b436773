/**
 * Ready-made PGlite databases for the server tests. Creating a PGlite database takes 1.5 to 3
 * seconds (its initdb runs in WebAssembly), far more than migrating and seeding it; so the test
 * run builds three data directories once: `blank` (a new database, nothing migrated: for the tests
 * of migrations and of the data directory itself), `empty` (migrated, role catalogue written) and
 * `seeded` (plus the demo data). Every test server starts on a copy of one of them in a temporary
 * folder (/dev/shm when the machine has it): opening a copy takes about 0.12 seconds of processor
 * time, with the smaller shared buffers of these snapshots (see `build`).
 *
 * The snapshots live in node_modules/.cache/portal-test-db/<key>/, where the key is a hash of
 * everything that decides their content (migrations, seed, role catalogue, password hashing, the
 * PGlite version, the password-hash cost). A change to any of them builds new ones; old ones are
 * removed when a new one is built.
 *
 * PostgreSQL (DATABASE_URL) needs none of this: there a fresh schema is migrated and seeded in
 * about 0.13 seconds, faster than `CREATE DATABASE ... TEMPLATE` (about 0.22 seconds).
 */
import { createHash, randomBytes } from 'node:crypto';
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { passwordHashCostName } from '../../../src/server/auth/passwords.ts';
import { openDb } from '../../../src/server/db/db.ts';
import { migrate } from '../../../src/server/db/migrate.ts';
import { syncRoleCatalogue } from '../../../src/server/features/roles/role-catalogue.ts';
import { seedDemo } from '../../../src/server/seed/seed-demo.ts';

export type SnapshotKind = 'blank' | 'empty' | 'seeded';

/** In the order they are built: each starts from a copy of the one before. */
const kinds: readonly SnapshotKind[] = ['blank', 'empty', 'seeded'];

const root = fileURLToPath(new URL('../../../', import.meta.url));
const cacheRoot = join(root, 'node_modules/.cache/portal-test-db');

/** The sources whose content decides what a snapshot holds. */
const inputs = [
  'src/server/db',
  'src/server/seed',
  'src/server/features/roles',
  'src/server/auth/passwords.ts',
  'src/contract/roles.ts',
  'node_modules/@electric-sql/pglite/package.json',
  'test/server/support/db-snapshot.ts',
];

function filesUnder(path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesUnder(join(path, name)));
}

/** A hash of the snapshot's inputs: the name of its cache folder. */
export function snapshotKey(): string {
  const hash = createHash('sha256');
  hash.update(`cost:${passwordHashCostName()}\n`);
  for (const file of inputs.flatMap(filesUnder)) {
    hash.update(`${relative(root, join(root, file))}\n`);
    hash.update(readFileSync(join(root, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

function snapshotDir(kind: SnapshotKind, key = snapshotKey()): string {
  return join(cacheRoot, key, kind);
}

/**
 * Builds one snapshot into `dir` through the server's own start-up steps, each from a copy of the
 * one before it, so that only the blank one pays for creating a database.
 */
async function build(kind: SnapshotKind, dir: string, key: string): Promise<void> {
  const before = kinds[kinds.indexOf(kind) - 1];
  if (before) cpSync(snapshotDir(before, key), dir, { recursive: true });
  const db = await openDb({ dataDir: dir });
  try {
    if (kind === 'blank') {
      // A test database holds a few hundred rows: 16 MB of shared buffers instead of PostgreSQL's
      // 128 MB halves the processor time of every start on a copy (0.23 s to 0.12 s), which the
      // suite does over a hundred times. Read at the next start; the others inherit it.
      appendFileSync(join(dir, 'postgresql.conf'), '\n# test snapshot (test/server/support/db-snapshot.ts)\nshared_buffers = 16MB\n');
      return;
    }
    const now = new Date();
    await migrate(db, now);
    await syncRoleCatalogue(db);
    if (kind === 'seeded') await seedDemo(db, now);
  } finally {
    await db.close();
  }
}

/**
 * Makes sure the snapshots of the current sources exist, building them when missing. Safe when
 * several processes call it at once: each builds into a folder of its own and renames it into
 * place; the first rename wins.
 */
export async function ensureSnapshots(): Promise<void> {
  const key = snapshotKey();
  for (const kind of kinds) {
    const dir = snapshotDir(kind, key);
    if (existsSync(dir)) continue;
    mkdirSync(join(cacheRoot, key), { recursive: true });
    const building = join(cacheRoot, key, `${kind}.${randomBytes(4).toString('hex')}.building`);
    await build(kind, building, key);
    try {
      renameSync(building, dir);
    } catch {
      rmSync(building, { recursive: true, force: true });
    }
  }
  // Snapshots of older sources are of no further use.
  for (const name of readdirSync(cacheRoot)) {
    if (name !== key) rmSync(join(cacheRoot, name), { recursive: true, force: true });
  }
}

/** Where copies go: the run's own folder (set by test/run.mjs), else /dev/shm, else the OS temp. */
function copiesRoot(): string {
  const given = process.env.PORTAL_TEST_TMP;
  if (given) return given;
  return existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
}

const copies = new Set<string>();
process.once('exit', () => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

/**
 * A private copy of a snapshot for one database, or null when the snapshot has not been built
 * (call `ensureSnapshots()` first). The copy is removed by `removeCopy` or when the process exits.
 */
export function copySnapshot(kind: SnapshotKind): string | null {
  const source = snapshotDir(kind);
  if (!existsSync(source)) return null;
  const dir = mkdtempSync(join(copiesRoot(), `portal-test-db-${kind}-`));
  cpSync(source, dir, { recursive: true });
  copies.add(dir);
  return dir;
}

/** Removes a copy made by `copySnapshot` (its database must be closed). */
export function removeCopy(dir: string): void {
  copies.delete(dir);
  rmSync(dir, { recursive: true, force: true });
}

// `node --import ./test/support/register.mjs test/server/support/db-snapshot.ts` builds them.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = performance.now();
  await ensureSnapshots();
  process.stdout.write(`test database snapshots ${snapshotKey()} ready in ${Math.round(performance.now() - started)} ms\n`);
}
