// docs/deploy.md, section 10, run as written: the PostgreSQL database and its least-privilege role
// (PostgreSQL 15 and later), the server migrating and serving through that role, a pg_dump /
// pg_restore into a fresh database, and the embedded database's copy and restore. Names, password
// and folders are replaced by the test's own; `systemctl` lines are what the test does itself
// (stopping and starting its server). The PostgreSQL part needs the server of DATABASE_URL and
// root on its machine (the doc's `runuser -u postgres`), as in CI (.ci/run); otherwise it is
// skipped with a message saying why.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { postgresUrlOptions } from '../../src/server/db/postgres-options.ts';
import { copySnapshot, ensureSnapshots } from './support/db-snapshot.ts';
import { demoInstitutionIds, signedInAs } from './support/reports-setup.ts';
import { call, startTestServer, type TestServer } from './support/test-server.ts';

const doc = readFileSync(new URL('../../docs/deploy.md', import.meta.url), 'utf8');
const section = doc.slice(doc.indexOf('## 10. PostgreSQL'));
/** The ```sh blocks of section 10, in order. */
const blocks = [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1] as string);
const [createRole, urlLine, dump, restore, copyData, restoreData] = blocks;

/** Runs a block of the doc with `pairs` replaced; its systemctl lines are the test's to do. */
function runBlock(block: string | undefined, pairs: [string | RegExp, string][], env: Record<string, string> = {}): string {
  assert.ok(block, 'the block is in docs/deploy.md, section 10');
  let text = block;
  for (const [from, to] of pairs) text = typeof from === 'string' ? text.split(from).join(to) : text.replace(from, to);
  const script = text.split('\n').filter((line) => !/^systemctl /.test(line.trim())).join('\n');
  const ran = spawnSync('sh', ['-e', '-c', script], { encoding: 'utf8', env: { ...process.env, ...env } });
  assert.is(ran.status, 0, `${script}\n${ran.stdout}${ran.stderr}`);
  return ran.stdout;
}

/** What a clinician of the northern demo institution reads: the report list and one report. */
async function reportsSeen(t: TestServer): Promise<unknown> {
  const inst = await demoInstitutionIds(t);
  const user = await signedInAs(t, 'institutional_clinician', inst.north);
  const list = await call<{ evaluation_list?: { keyid: number }[] }>(t, 'reports/list_reports_inst/0?page_size=100', { headers: user.headers });
  assert.is(list.status, 200);
  return list.body.data;
}

const scratch = mkdtempSync(join(tmpdir(), 'portal-deploy-db-'));
const backups = join(scratch, 'backups');
const today = '$(date +%F)';

const pglite = suite('the embedded database: copied with the server stopped, and restored');
pglite.after(() => rmSync(scratch, { recursive: true, force: true }));

pglite('the tar copy of the data folder restores the same reports for a signed-in user', async () => {
  await ensureSnapshots();
  const seeded = copySnapshot('seeded');
  assert.ok(seeded, 'the seeded snapshot is built');
  const lib = join(scratch, 'lib', 'portal-api');
  mkdirSync(lib, { recursive: true });
  cpSync(seeded, join(lib, 'data'), { recursive: true });
  rmSync(seeded, { recursive: true, force: true });
  const uid = process.getuid?.() ?? 0;
  const gid = process.getgid?.() ?? 0;
  const paths: [string, string][] = [['/var/lib/portal-api', lib], ['/var/backups/portal', backups], ['2026-11-25', today], ['portal-api:portal-api', `${uid}:${gid}`]];

  let t = await startTestServer({ database: { dataDir: join(lib, 'data') }, seed: false });
  const before = await reportsSeen(t);
  await t.server.close(); // systemctl stop portal-api
  runBlock(copyData, paths);
  const copies = spawnSync('sh', ['-c', `ls ${backups}`], { encoding: 'utf8' }).stdout.trim().split('\n');
  assert.equal(copies.length, 1, 'one copy');
  assert.match(copies[0] ?? '', /^portal-data-\d{4}-\d{2}-\d{2}\.tar\.gz$/);

  // Something goes wrong after the backup: the data folder is lost.
  t = await startTestServer({ database: { dataDir: join(lib, 'data') }, seed: false });
  await t.server.db.query('DELETE FROM evaluations');
  assert.is.not(JSON.stringify(await reportsSeen(t)), JSON.stringify(before), 'the loss shows');
  await t.server.close();

  runBlock(restoreData, paths);
  assert.ok(existsSync(join(lib, 'data.before-restore')), 'the folder before the restore is kept aside');
  t = await startTestServer({ database: { dataDir: join(lib, 'data') }, seed: false });
  try {
    assert.equal(await reportsSeen(t), before);
  } finally {
    await t.server.close();
  }
});

pglite.run();

const baseUrl = process.env.DATABASE_URL;
const why = (() => {
  if (!baseUrl) return 'DATABASE_URL is not set';
  if (process.getuid?.() !== 0) return 'the doc\'s commands run as root (runuser -u postgres), and this test does not';
  const port = new URL(baseUrl).port || '5432';
  const probe = spawnSync('runuser', ['-u', 'postgres', '--', 'psql', '-tAc', 'SELECT 1'], { encoding: 'utf8', env: { ...process.env, PGPORT: port } });
  if (probe.error || probe.status !== 0) return `psql as user postgres on port ${port} failed: ${probe.stderr || probe.error}`;
  return null;
})();

const pg = suite('PostgreSQL as docs/deploy.md sets it up');

if (why) {
  console.log(`Skipped: the PostgreSQL part of docs/deploy.md, section 10, since ${why}.`);
  pg.skip('PostgreSQL is not reachable as the doc needs', () => {});
} else {
  const url = new URL(baseUrl as string);
  const env = { PGPORT: url.port || '5432' };
  const suffix = randomBytes(4).toString('hex');
  const role = `portal_api_${suffix}`;
  const database = `portal_${suffix}`;
  const password = randomBytes(18).toString('base64url');
  const names: [string | RegExp, string][] = [
    ['/var/backups/portal', backups],
    ['2026-11-25', today],
    ['change-this-long-random-password', password],
    [/\bportal_api\b/g, role],
    [/\bportal_before_restore\b/g, `${database}_before_restore`],
    [/\bportal\b/g, database],
  ];
  const roleUrl = `postgres://${role}:${password}@${url.hostname}:${env.PGPORT}/${database}?max=3`;
  const superuser = (sql: string) => runBlock(`runuser -u postgres -- psql -v ON_ERROR_STOP=1 -tAc "${sql}"`, [], env);

  pg.after(() => {
    spawnSync('runuser', ['-u', 'postgres', '--', 'dropdb', '--if-exists', database], { env: { ...process.env, ...env } });
    spawnSync('runuser', ['-u', 'postgres', '--', 'dropdb', '--if-exists', `${database}_before_restore`], { env: { ...process.env, ...env } });
    spawnSync('runuser', ['-u', 'postgres', '--', 'dropuser', '--if-exists', role], { env: { ...process.env, ...env } });
  });

  pg('the role made as the doc says can migrate and serve, yet owns neither the database nor public', async () => {
    runBlock(createRole, names, env);
    assert.is(superuser(`SELECT pg_get_userbyid(datdba) FROM pg_database WHERE datname = '${database}'`).trim(), 'postgres');
    assert.is(superuser(`SELECT rolsuper OR rolcreatedb OR rolcreaterole FROM pg_roles WHERE rolname = '${role}'`).trim(), 'f');
    const t = await startTestServer({ database: { url: roleUrl }, seed: true });
    try {
      const before = await reportsSeen(t);
      assert.ok(JSON.stringify(before).includes('keyid'), 'the demo reports are there');
      const refused = await t.server.db.query('CREATE TABLE public.intruder (id int)').then(() => 'created', (e: Error) => e.message);
      assert.match(refused, /permission denied for schema public/, 'public stays closed to it (PostgreSQL 15)');
      const tables = await t.server.db.query<{ schema: string }>("SELECT DISTINCT schemaname AS schema FROM pg_tables WHERE tableowner = current_user");
      assert.equal(tables.map((row) => row.schema), [role], 'its tables are in its own schema');
    } finally {
      await t.server.close();
    }
  });

  pg('the DATABASE_URL line of the doc is read as it says: verify-full with the CA file, and max', () => {
    const line = (urlLine ?? '').trim().replace(/^DATABASE_URL=/, '');
    const read: string[] = [];
    const found = postgresUrlOptions(line, (path) => {
      read.push(path);
      return 'PEM';
    });
    assert.equal(read, ['/etc/portal-api/db-ca.pem']);
    assert.is(found.max, 10);
    assert.is(found.ssl?.rejectUnauthorized, true);
    assert.is(found.url, 'postgres://portal_api:change-this-long-random-password@db.hospital.example:5432/portal?max=10');
  });

  pg('pg_dump, then pg_restore into a fresh database: the server starts on it and a signed-in user reads the same reports', async () => {
    let t = await startTestServer({ database: { url: roleUrl }, seed: false });
    const before = await reportsSeen(t);
    const live = await t.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE usename = current_user');
    assert.ok((live[0]?.n ?? 99) <= 3 + 1, `at most max + 1 connections: ${live[0]?.n}`);
    runBlock(dump, names, env);
    await t.server.db.query('DELETE FROM evaluations');
    await t.server.close(); // systemctl stop portal-api
    runBlock(restore, names, env);
    assert.is(superuser(`SELECT count(*) FROM pg_database WHERE datname = '${database}_before_restore'`).trim(), '1', 'the old database is kept aside');
    t = await startTestServer({ database: { url: roleUrl }, seed: false });
    try {
      assert.equal(await reportsSeen(t), before);
    } finally {
      await t.server.close();
    }
  });
}

pg.run();
