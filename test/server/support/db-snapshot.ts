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
 * On the PostgreSQL of DATABASE_URL the same idea takes the form of template databases
 * (`portal_tpl_<key>_empty` and `_seeded`, built once per key like the snapshots): each test
 * server gets a database of its own cloned from one (`cloneTemplate`), dropped when it closes. A
 * clone and its drop take about 0.06 s of the database server's processor time, where migrating
 * and seeding a fresh schema took about 0.3 s; the wall time is about the same (0.2 s). The suite
 * starts over a hundred test servers, on a machine whose cores the run keeps busy.
 */
import { createHash, randomBytes } from 'node:crypto';
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { passwordHashCostName } from '../../../src/server/auth/passwords.ts';
import { openDb, type Db } from '../../../src/server/db/db.ts';
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
    await fill(db, kind);
  } finally {
    await db.close();
  }
}

/** Brings a new database to `kind` through the server's own start-up steps. */
async function fill(db: Db, kind: 'empty' | 'seeded'): Promise<void> {
  const now = new Date();
  await migrate(db, now);
  await syncRoleCatalogue(db);
  if (kind === 'seeded') await seedDemo(db, now);
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

/** What a template database holds: migrated, or migrated and seeded with the demo data. */
export type TemplateKind = 'empty' | 'seeded';

/** `url` with its database name replaced by `name`. */
function onDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.href;
}

const templateName = (kind: TemplateKind, key: string) => `portal_tpl_${key}_${kind}`;

// One connection per process for creating and dropping databases; it closes after a second idle,
// so a process that is done exits at most a second later. Database names are generated here,
// never taken from input.
let admin: postgres.Sql | null = null;
const adminSql = (url: string) => (admin ??= postgres(url, { max: 1, idle_timeout: 1, onnotice: () => {} }));

let templatesReady: Promise<void> | null = null;

/**
 * Makes sure the template databases of the current sources exist on the server of `url`, building
 * them when missing and dropping those of older sources. Safe when several processes call it at
 * once: they take turns under an advisory lock, and a template appears under its name (a rename)
 * only once it is complete.
 */
export function ensureTemplates(url: string): Promise<void> {
  templatesReady ??= (async () => {
    const key = snapshotKey();
    const sql = adminSql(url);
    const present = async () => (await sql`SELECT datname FROM pg_database WHERE datname LIKE 'portal_tpl_%'`).map((row) => row.datname as string);
    const wanted = (['empty', 'seeded'] as const).map((kind) => templateName(kind, key));
    if ((await present()).filter((name) => wanted.includes(name)).length === wanted.length) return;
    // A second client holds the lock in a transaction while the first creates databases, which
    // cannot be done inside one.
    const locker = postgres(url, { max: 1, onnotice: () => {} });
    try {
      await locker.begin(async (tx) => {
        await tx`SELECT pg_advisory_xact_lock(7355608)`;
        const names = await present();
        for (const kind of ['empty', 'seeded'] as const) {
          const name = templateName(kind, key);
          if (names.includes(name)) continue;
          const building = `portal_tpl_building_${randomBytes(4).toString('hex')}`;
          await sql.unsafe(`CREATE DATABASE ${building}`);
          try {
            const db = await openDb({ url: onDatabase(url, building) });
            try {
              await fill(db, kind);
            } finally {
              await db.close();
            }
            await sql.unsafe(`ALTER DATABASE ${building} RENAME TO ${name}`);
          } catch (error) {
            await sql.unsafe(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
            throw error;
          }
        }
        // Templates of older sources, unless a run of those sources is cloning one right now.
        for (const name of names.filter((n) => !wanted.includes(n))) await sql.unsafe(`DROP DATABASE IF EXISTS ${name}`).catch(() => {});
      });
    } finally {
      await locker.end();
    }
  })();
  return templatesReady;
}

/**
 * A database of its own for one test server on the PostgreSQL of `url`, cloned from the template
 * of `kind`; `drop` removes it (after the server has closed its connections).
 */
export async function cloneTemplate(url: string, kind: TemplateKind): Promise<{ url: string; drop: () => Promise<void> }> {
  await ensureTemplates(url);
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const sql = adminSql(url);
  await sql.unsafe(`CREATE DATABASE ${name} TEMPLATE ${templateName(kind, snapshotKey())}`);
  return { url: onDatabase(url, name), drop: async () => void (await sql.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)) };
}

/**
 * Drops the test databases a stopped run left behind: those nobody is connected to. (A database
 * another run has just cloned and not yet opened could go too; that run's server then fails to
 * start, loudly. Runs on one database server are not expected to overlap.)
 */
async function dropLeftovers(url: string): Promise<number> {
  const sql = adminSql(url);
  const left = (
    await sql`SELECT datname FROM pg_database d WHERE datname LIKE 'portal_test_%' AND NOT EXISTS (SELECT 1 FROM pg_stat_activity a WHERE a.datname = d.datname)`
  ).map((row) => row.datname as string);
  for (const name of left) await sql.unsafe(`DROP DATABASE IF EXISTS ${name}`).catch(() => {});
  return left.length;
}

// `node --import ./test/support/register.mjs test/server/support/db-snapshot.ts` builds them
// (and, with DATABASE_URL, the templates, after dropping what an interrupted run left behind).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = performance.now();
  await ensureSnapshots();
  const url = process.env.DATABASE_URL;
  if (url) {
    await dropLeftovers(url);
    await ensureTemplates(url);
    await adminSql(url).end();
  }
  process.stdout.write(`test database snapshots ${snapshotKey()} ready in ${Math.round(performance.now() - started)} ms\n`);
}
