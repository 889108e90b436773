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

  test('a read made while another transaction is open never sees its uncommitted rows', async ({ db }) => {
    const sql = 'SELECT count(*)::int AS n FROM users WHERE id > $1';
    await db.query(sql, [0]); // prepared by now, where the engine prepares reads
    const before = (await db.query<{ n: number }>(sql, [0]))[0]?.n ?? 0;
    let commit = () => {};
    let inserted = () => {};
    const written = new Promise<void>((resolve) => (inserted = resolve));
    const open = db.transaction(async (tx) => {
      await insertUser(tx, 'uncommitted@hospital.example');
      inserted();
      await new Promise<void>((resolve) => (commit = resolve));
    });
    await written;
    let committed = false;
    let early: number | undefined;
    const read = db.query<{ n: number }>(sql, [0]).then((rows) => {
      if (!committed) early = rows[0]?.n;
    });
    await new Promise((resolve) => setImmediate(resolve));
    committed = true;
    commit();
    await open;
    await read;
    // The embedded engine makes the read wait for the transaction; PostgreSQL answers it from
    // the rows committed before. Either way it never sees the row still being written.
    if (early !== undefined) assert.is(early, before, 'the read answered during the transaction');
    assert.is((await db.query<{ n: number }>(sql, [0]))[0]?.n, before + 1, 'the row is seen once committed');
  });

  test('reads issued while another is under way all answer, each with its own rows', async ({ db }) => {
    const byEmail = 'SELECT email FROM users WHERE email = $1';
    const byId = 'SELECT id FROM users WHERE id = $1';
    const [first] = await db.query<{ id: number; email: string }>('SELECT id, email FROM users ORDER BY id LIMIT 1');
    if (!first) throw new Error('a user expected');
    await db.query(byId, [first.id]);
    // A read by id at every step of a read by email, which the embedded engine runs as several
    // protocol messages with waits between them.
    let settled = false;
    const slow = db.query<{ email: string }>(byEmail, [first.email]).finally(() => (settled = true));
    const quick: Promise<{ id: number }[]>[] = [];
    while (!settled && quick.length < 1000) {
      quick.push(db.query<{ id: number }>(byId, [first.id]));
      await Promise.resolve();
    }
    assert.equal(await slow, [{ email: first.email }]);
    for (const rows of await Promise.all(quick)) assert.equal(rows, [{ id: first.id }]);
  });

  test('a read that fails gives the database error, however it ran', async ({ db }) => {
    const sql = 'SELECT 1 / (id - id) AS never FROM users WHERE id > $1 LIMIT 1';
    for (let i = 0; i < 3; i++) {
      const error = await db.query(sql, [0]).then(
        () => null,
        (reason: unknown) => reason,
      );
      assert.is((error as { code?: string } | null)?.code, '22012', `division by zero, time ${i + 1}`);
    }
  });

  test('a read that fails runs once: nothing it did outside its transaction happens twice', async ({ db }) => {
    await db.query('CREATE SEQUENCE IF NOT EXISTS portal_test_runs');
    const sql = `SELECT nextval('portal_test_runs') AS run, 1 / (id - id) AS never FROM users WHERE id > $1 LIMIT 1`;
    const [start] = await db.query<{ n: string }>(`SELECT nextval('portal_test_runs')::text AS n`);
    for (let i = 0; i < 3; i++) {
      const error = await db.query(sql, [0]).then(
        () => null,
        (reason: unknown) => reason,
      );
      assert.is((error as { code?: string } | null)?.code, '22012');
    }
    const [end] = await db.query<{ n: string }>(`SELECT nextval('portal_test_runs')::text AS n`);
    assert.is(Number(end?.n) - Number(start?.n), 4, 'three reads, one number each, and the last look');
  });

  test('a notice sent from a read reaches its listener once', async ({ db }) => {
    const heard: string[] = [];
    const stop = await db.listen('portal_test_channel', (payload) => heard.push(payload));
    try {
      for (const n of [1, 2, 3]) await db.query(`SELECT pg_notify('portal_test_channel', $1::int::text) AS sent`, [n]);
      const deadline = Date.now() + 5000;
      while (heard.length < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      await db.query('SELECT 1 AS settled WHERE 1 = $1', [1]);
      assert.equal(heard, ['1', '2', '3']);
    } finally {
      await stop();
    }
  });

  return test;
}

let dataDir = '';
const disk = adapterSuite('PGlite on disk', async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portal-db-'));
  return { dataDir, cleanup: () => rm(dataDir, { recursive: true, force: true }) };
});

disk('a channel named in capitals hears the notices of a read, as PostgreSQL folds its name', async ({ db }) => {
  const heard: string[] = [];
  const stop = await db.listen('Portal_Capital_Channel', (payload) => heard.push(payload));
  try {
    for (const n of [1, 2, 3]) await db.query(`SELECT pg_notify('portal_capital_channel', $1::int::text) AS sent`, [n]);
    await db.query('SELECT 1 AS settled WHERE 1 = $1', [1]);
    assert.equal(heard, ['1', '2', '3']);
  } finally {
    await stop();
  }
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
