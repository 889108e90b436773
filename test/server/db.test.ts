import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isUniqueViolation, openDb, type DatabaseOptions, type Db } from '../../src/server/db/db.ts';
import { migrate, migrations } from '../../src/server/db/migrate.ts';

const latest = migrations.map((migration) => migration.version);
const now = new Date('2025-06-27T10:00:00Z');

async function insertUser(db: Pick<Db, 'query'>, email: string): Promise<void> {
  await db.query(
    `INSERT INTO users (email, name, lastname, password_hash, password_salt, created_at)
     VALUES ($1, 'A', 'B', 'h', 's', $2)`,
    [email, now],
  );
}

/** The same checks for each database the server can run on. */
function adapterSuite(name: string, options: () => Promise<DatabaseOptions & { cleanup?: () => Promise<void> }>) {
  const test = suite<{ db: Db; options: DatabaseOptions & { cleanup?: () => Promise<void> } }>(`the ${name} database`);

  test.before(async (ctx) => {
    ctx.options = await options();
    ctx.db = await openDb(ctx.options);
  });

  test.after(async (ctx) => {
    await ctx.db.close();
    await ctx.options.cleanup?.();
  });

  test('migrations apply once, in a recorded version order', async ({ db }) => {
    assert.equal(await migrate(db, now), latest);
    assert.equal(await migrate(db, now), []);
    const rows = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    assert.equal(rows.map((row) => row.version), latest);
  });

  test('a transaction that throws leaves nothing written', async ({ db }) => {
    const failing = db.transaction(async (tx) => {
      await insertUser(tx, 'half@written.example');
      throw new Error('stop half-way');
    });
    const error = await failing.then(
      () => null,
      (reason: unknown) => reason,
    );
    assert.instance(error, Error);
    const rows = await db.query('SELECT id FROM users WHERE email = $1', ['half@written.example']);
    assert.is(rows.length, 0);
  });

  test('emails are unique whatever their case, reported as a unique violation', async ({ db }) => {
    await insertUser(db, 'Case@Hospital.example');
    const error = await insertUser(db, 'case@hospital.EXAMPLE').then(
      () => null,
      (reason: unknown) => reason,
    );
    assert.ok(isUniqueViolation(error));
  });

  test('ids, booleans and times come back as numbers, booleans and Dates', async ({ db }) => {
    const rows = await db.query<{ id: number; enabled: boolean; created_at: Date }>(
      'SELECT id, enabled, created_at FROM users ORDER BY id LIMIT 1',
    );
    assert.type(rows[0]?.id, 'number');
    assert.is(rows[0]?.enabled, true);
    assert.instance(rows[0]?.created_at, Date);
    assert.is(rows[0]?.created_at.getTime(), now.getTime());
  });

  return test;
}

let dataDir = '';
const disk = adapterSuite('PGlite on disk', async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portal-db-'));
  return { dataDir, cleanup: () => rm(dataDir, { recursive: true, force: true }) };
});

disk('data and migrations survive closing and reopening the data directory', async (ctx) => {
  await insertUser(ctx.db, 'kept@hospital.example');
  await ctx.db.close();
  // The suite's `after` closes whichever database the context holds.
  ctx.db = await openDb({ dataDir });
  assert.equal(await migrate(ctx.db, now), []);
  const rows = await ctx.db.query('SELECT id FROM users WHERE email = $1', ['kept@hospital.example']);
  assert.is(rows.length, 1);
});

disk.run();

const numbering = suite('migration numbering');

numbering('a list that repeats a version is refused before the database is touched: the second would pass for applied', async () => {
  const [first, second] = migrations;
  if (!first || !second) throw new Error('two migrations expected');
  let touched = false;
  const untouched: Pick<Db, 'transaction'> = {
    transaction: async () => {
      touched = true;
      throw new Error('the database was used');
    },
  };
  const refused = await migrate(untouched as Db, now, [first, { ...second, version: first.version }]).then(
    () => null,
    (reason: unknown) => reason,
  );
  assert.instance(refused, Error);
  assert.match((refused as Error).message, `repeated: ${first.version}`);
  assert.not.ok(touched);
});

numbering.run();

const url = process.env.DATABASE_URL;
if (url) {
  const postgres = adapterSuite('PostgreSQL', async () => ({ url, isolatedSchema: true }));

  postgres('an isolated schema is used for every query and dropped on close', async () => {
    const isolated = await openDb({ url, isolatedSchema: true });
    const rows = await isolated.query<{ schema: string }>('SELECT current_schema() AS schema');
    const schema = rows[0]?.schema ?? '';
    assert.match(schema, /^portal_test_[0-9a-f]{12}$/);
    await isolated.close();
    const other = await openDb({ url });
    try {
      const left = await other.query('SELECT 1 FROM information_schema.schemata WHERE schema_name = $1', [schema]);
      assert.is(left.length, 0);
    } finally {
      await other.close();
    }
  });

  postgres.run();
}
