// `migrate-to-postgres` (admin/migrate-to-postgres.ts): an installation on the embedded database
// moves to PostgreSQL with its data. The copy logic is checked between two PGlite databases (it
// uses nothing PGlite lacks); with DATABASE_URL, docs/deploy.md section 10's block runs as written
// (folders and names replaced by the test's) into a new database made with DATABASE_URL's role,
// and the server started on it serves a signed-in user the same reports.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { CommandError } from '../../src/server/admin/command-error.ts';
import { migrateToPostgres } from '../../src/server/admin/migrate-to-postgres.ts';
import { openDb, type Db } from '../../src/server/db/db.ts';
import { copySnapshot, ensureSnapshots, removeCopy } from './support/db-snapshot.ts';
import { demoInstitutionIds, signedInAs } from './support/reports-setup.ts';
import { call, startTestServer, type TestServer } from './support/test-server.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** What a clinician of the northern demo institution reads: the report list and one report. */
async function reportsSeen(t: TestServer): Promise<unknown> {
  const inst = await demoInstitutionIds(t);
  const user = await signedInAs(t, 'institutional_clinician', inst.north);
  const list = await call<{ evaluation_list?: { keyid: number }[] }>(t, 'reports/list_reports_inst/0?page_size=100', { headers: user.headers });
  assert.is(list.status, 200);
  const first = list.body.data?.evaluation_list?.[0]?.keyid;
  assert.ok(first, 'the list has a report');
  const report = await call(t, `reports/get_evaluation_report_inst/${first}?lang=en`, { headers: user.headers });
  assert.is(report.status, 200);
  return { list: list.body.data, report: report.body.data };
}

async function counts(db: Db): Promise<Record<string, number>> {
  const tables = await db.query<{ name: string }>(`SELECT relname AS name FROM pg_class WHERE relnamespace = current_schema()::regnamespace AND relkind = 'r' ORDER BY relname`);
  const found: Record<string, number> = {};
  for (const { name } of tables) found[name] = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${name}"`))[0]?.n ?? -1;
  return found;
}

interface Ctx {
  dirs: string[];
  open: Db[];
}

const copy = suite<Ctx>('migrate-to-postgres: the copy, its checks and its refusals');

copy.before.each(async (ctx) => {
  await ensureSnapshots();
  ctx.dirs = [];
  ctx.open = [];
});

copy.after.each(async (ctx) => {
  for (const db of ctx.open) await db.close().catch(() => {});
  for (const dir of ctx.dirs) removeCopy(dir);
});

async function openCopy(ctx: Ctx, kind: 'empty' | 'seeded'): Promise<Db> {
  const dir = copySnapshot(kind);
  if (!dir) throw new Error(`no ${kind} snapshot`);
  ctx.dirs.push(dir);
  const db = await openDb({ dataDir: dir });
  ctx.open.push(db);
  return db;
}

copy('every table is copied with its rows, parents first, and new ids come after the copied ones', async (ctx) => {
  const source = await openCopy(ctx, 'seeded');
  const target = await openCopy(ctx, 'empty');
  const before = await counts(source);
  const copied = await migrateToPostgres(source, target, new Date());
  assert.equal(await counts(target), before, 'the same rows in every table');
  const order = copied.map((c) => c.table);
  assert.ok(order.indexOf('institutions') < order.indexOf('subjects') && order.indexOf('subjects') < order.indexOf('evaluations'), 'parents first');
  assert.not.ok(order.includes('schema_migrations'), 'the versions are compared, not copied');
  const same = await target.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM evaluations e JOIN subjects s ON s.id = e.subject_id WHERE s.subject_code = (SELECT subject_code FROM subjects ORDER BY id LIMIT 1)`,
  );
  assert.ok((same[0]?.n ?? 0) > 0, 'the rows keep their ids, so they keep their links');
  const [max] = await target.query<{ id: number }>('SELECT max(id)::int AS id FROM subjects');
  const [added] = await target.query<{ id: number }>(
    `INSERT INTO subjects (institution_id, subject_code, birth_date, sex, registered_at) SELECT id, 'NEW-1', date '1980-01-01', 'female', now() FROM institutions ORDER BY id LIMIT 1 RETURNING id`,
  );
  assert.ok((added?.id ?? 0) > (max?.id ?? 0), `a new subject's id (${added?.id}) comes after the copied ones (${max?.id})`);
});

copy('a target that holds accounts is refused, and nothing in it changes', async (ctx) => {
  const source = await openCopy(ctx, 'seeded');
  const target = await openCopy(ctx, 'seeded');
  await target.query(`UPDATE subjects SET reference = 'kept' WHERE id = (SELECT min(id) FROM subjects)`);
  const before = await counts(target);
  const refused = await migrateToPostgres(source, target, new Date()).then(() => null, (error: unknown) => error);
  assert.instance(refused, CommandError);
  assert.match((refused as Error).message, /is not empty \(its table users has rows\)/);
  assert.equal(await counts(target), before);
  assert.is((await target.query<{ n: number }>(`SELECT count(*)::int AS n FROM subjects WHERE reference = 'kept'`))[0]?.n, 1);
});

copy('a data folder at another version of the schema is refused', async (ctx) => {
  const source = await openCopy(ctx, 'seeded');
  const target = await openCopy(ctx, 'empty');
  await source.query('DELETE FROM schema_migrations WHERE version = (SELECT max(version) FROM schema_migrations)');
  const refused = await migrateToPostgres(source, target, new Date()).then(() => null, (error: unknown) => error);
  assert.instance(refused, CommandError);
  assert.match((refused as Error).message, /at different versions of the schema/);
  assert.is((await target.query<{ n: number }>('SELECT count(*)::int AS n FROM users'))[0]?.n, 0, 'nothing copied');
});

copy('a failure half-way leaves the target as it was', async (ctx) => {
  const source = await openCopy(ctx, 'seeded');
  const target = await openCopy(ctx, 'empty');
  const before = await counts(target);
  // A row the target's constraint refuses, in a table copied late: the transaction is undone.
  await target.query(`ALTER TABLE report_texts ADD CONSTRAINT no_bench CHECK (title <> 'refused here')`);
  await source.query(`UPDATE report_texts SET title = 'refused here' WHERE ctid = (SELECT ctid FROM report_texts LIMIT 1)`);
  const failed = await migrateToPostgres(source, target, new Date()).then(() => null, (error: unknown) => error);
  assert.instance(failed, Error);
  assert.equal(await counts(target), before);
});

copy.run();

const baseUrl = process.env.DATABASE_URL;
const doc = suite('migrate-to-postgres: docs/deploy.md, section 10, run as written');

if (!baseUrl) {
  console.log('Skipped: migrate-to-postgres into PostgreSQL as docs/deploy.md says, since DATABASE_URL is not set.');
  doc.skip('PostgreSQL is not configured', () => {});
} else {
  // Named like the test databases, which a later run drops if this one is interrupted (db-snapshot.ts).
  const name = `portal_test_migrate_${randomBytes(6).toString('hex')}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  const scratch = mkdtempSync(join(tmpdir(), 'portal-migrate-'));
  doc.after(async () => {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end({ timeout: 5 });
    rmSync(scratch, { recursive: true, force: true });
  });

  doc('the seeded data folder, copied into a new database, serves a signed-in user the same reports', async () => {
    await ensureSnapshots();
    const seeded = copySnapshot('seeded');
    assert.ok(seeded, 'the seeded snapshot is built');
    let t = await startTestServer({ database: { dataDir: seeded }, seed: false });
    let before: unknown;
    try {
      before = await reportsSeen(t);
    } finally {
      await t.server.close(); // systemctl stop portal-api
    }
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const target = new URL(baseUrl);
    target.pathname = `/${name}`;
    target.search = '';
    // The environment file as section 10 has it: a URL with '&' between its parameters.
    const envFile = join(scratch, 'env');
    writeFileSync(envFile, `# the service's secret settings\nDATABASE_URL=${target.href}?connect_timeout=10&max=3\n`, { mode: 0o600 });

    const section = readFileSync(join(root, 'docs/deploy.md'), 'utf8');
    const block = /### From the embedded database to PostgreSQL[\s\S]*?```sh\n([\s\S]*?)```/.exec(section)?.[1];
    assert.ok(block, 'the block is in docs/deploy.md, section 10');
    const script = block
      .split('\n')
      .filter((line) => !/^systemctl /.test(line.trim()))
      .join('\n')
      .split('runuser -u portal-api -- ').join('')
      .split('/var/lib/portal-api/data').join(seeded)
      .split('/var/lib/portal-api').join(scratch)
      .split('/etc/portal-api/env').join(envFile)
      .split('node /opt/portal/current/server/main.js').join(`node --import ${join(root, 'test/support/register.mjs')} ${join(root, 'src/server/main.ts')}`);
    const env = { ...process.env };
    delete env.DATABASE_URL;
    delete env.DATA_DIR;
    // The tests' quick password-hash cost is refused in production (and register.mjs sets it when unset); the command hashes nothing.
    env.PASSWORD_HASH_COST = 'standard';
    const ran = spawnSync('sh', ['-e', '-c', script], { encoding: 'utf8', env, timeout: 120_000 });
    assert.is(ran.status, 0, `${script}\n${ran.stdout}${ran.stderr}`);
    assert.match(ran.stdout, /Copied \d+ rows in \d+ tables .* the rows of every table were counted in both databases and are the same/);
    assert.match(ran.stdout, /\n {2}evaluations +[1-9]\d*\n/);

    t = await startTestServer({ database: { url: `${target.href}?max=3` }, seed: false });
    try {
      assert.equal(await reportsSeen(t), before, 'the same reports, for the same signed-in user');
    } finally {
      await t.server.close();
      removeCopy(seeded);
    }
  });
}

doc.run();
