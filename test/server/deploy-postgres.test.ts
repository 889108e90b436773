// docs/deploy.md, section 10, run as written: the PostgreSQL database and its least-privilege role
// (PostgreSQL 15 and later), the server migrating and serving through that role, a pg_dump /
// pg_restore into a fresh database, and the embedded database's copy and restore. Names, password
// and folders are replaced by the test's own; `systemctl` lines are what the test does itself
// (stopping and starting its server). The PostgreSQL part needs the server of DATABASE_URL and
// root on its machine (the doc's `runuser -u postgres`), as in CI (.ci/run); otherwise it is
// skipped with a message saying why.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import postgres from 'postgres';
import { defaultPoolSize, postgresUrlOptions } from '../../src/server/db/postgres-options.ts';
import { freePort } from '../e2e/support/web-server.ts';
import { copySnapshot, ensureSnapshots } from './support/db-snapshot.ts';
import { demoInstitutionIds, signedInAs } from './support/reports-setup.ts';
import { call, startTestServer, type TestServer } from './support/test-server.ts';

const doc = readFileSync(new URL('../../docs/deploy.md', import.meta.url), 'utf8');
const section = doc.slice(doc.indexOf('## 10. PostgreSQL'));
/** The ```sh blocks of section 10, in order. */
const blocks = [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1] as string);
const [createRole, tlsOn, hbaLines, urlLine, dump, restore, copyData, restoreData] = blocks;

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

const figures = suite('the connection figures of section 10');

figures('the role\'s CONNECTION LIMIT holds three processes with the server\'s default pool, as the formula says', () => {
  const limit = Number(/CONNECTION LIMIT (\d+);/.exec(createRole ?? '')?.[1]);
  const needed = 3 * (defaultPoolSize + 1) + (defaultPoolSize + 1) + 1;
  assert.ok(section.includes(`3 processes with the default \`max=${defaultPoolSize}\`: 3 × ${defaultPoolSize + 1} + ${defaultPoolSize + 1} + 1 = ${needed}`), 'the example uses the default pool');
  assert.ok(limit >= needed, `CONNECTION LIMIT ${limit} holds the ${needed} connections`);
  assert.ok(limit <= 100 - 3, 'and fits PostgreSQL\'s default max_connections');
  assert.ok(section.includes(`\`CONNECTION LIMIT ${limit}\` fits three API processes with the default pool of ${defaultPoolSize} connections each\n(${needed} at most`));
});

figures.run();

/** The newest PostgreSQL programs of Debian's packages (initdb, pg_ctl), or null. */
const pgBin = (() => {
  if (!existsSync('/usr/lib/postgresql')) return null;
  const versions = readdirSync('/usr/lib/postgresql').filter((v) => existsSync(join('/usr/lib/postgresql', v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join('/usr/lib/postgresql', versions[0], 'bin') : null;
})();
const tlsWhy = process.getuid?.() !== 0 ? 'the doc\'s commands run as root (install -o postgres, runuser -u postgres)' : !pgBin ? 'PostgreSQL\'s programs (Debian package postgresql) are not installed' : null;

const tls = suite('TLS on a PostgreSQL server of its own, set up as section 10 says: the role is refused without TLS');

if (tlsWhy) {
  console.log(`Skipped: the TLS part of docs/deploy.md, section 10, since ${tlsWhy}.`);
  tls.skip('root and PostgreSQL are needed', () => {});
} else {
  const bin = pgBin as string;
  const dir = mkdtempSync(join(tmpdir(), 'portal-pg-tls-'));
  const data = join(dir, 'main');
  const asPostgres = (command: string, args: string[], env: Record<string, string> = {}) =>
    spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8', env: { ...process.env, ...env } });
  let started = false;

  tls.after(() => {
    if (started) asPostgres(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
    rmSync(dir, { recursive: true, force: true });
  });

  tls('plain connections of the role are refused whatever Debian\'s lines say; the doc\'s DATABASE_URL connects over TLS', async () => {
    chmodSync(dir, 0o755);
    spawnSync('chown', ['postgres:postgres', dir]);
    const made = asPostgres(join(bin, 'initdb'), ['-D', data, '-U', 'postgres']);
    assert.is(made.status, 0, made.stderr);
    const port = await freePort();
    // Debian's cluster as the doc finds it: its conf.d/ read last, its pg_hba.conf lines, no TLS.
    mkdirSync(join(data, 'conf.d'));
    spawnSync('chown', ['postgres:postgres', join(data, 'conf.d')]);
    writeFileSync(join(data, 'postgresql.conf'), `${readFileSync(join(data, 'postgresql.conf'), 'utf8')}\nport = ${port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${dir}'\nssl = off\ninclude_dir = 'conf.d'\n`);
    writeFileSync(
      join(data, 'pg_hba.conf'),
      [
        'local   all             postgres                                peer',
        'local   all             all                                     peer',
        'host    all             all             127.0.0.1/32            scram-sha-256',
        'host    all             all             ::1/128                 scram-sha-256',
        '',
      ].join('\n'),
    );
    const start = asPostgres(join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'log'), '-w', 'start']);
    assert.is(start.status, 0, `${start.stderr}${existsSync(join(dir, 'log')) ? readFileSync(join(dir, 'log'), 'utf8') : ''}`);
    started = true;
    const env = { PGPORT: String(port), PGHOST: dir };
    const reload = () => assert.is(asPostgres(join(bin, 'pg_ctl'), ['-D', data, 'reload']).status, 0);

    const password = randomBytes(18).toString('base64url');
    const names: [string | RegExp, string][] = [
      ['/etc/postgresql/15/main', data],
      ['change-this-long-random-password', password],
      ['db.hospital.example.pem', join(dir, 'server-source.pem')],
      ['db.hospital.example.key', join(dir, 'server-source.key')],
      ['10.1.2.0/24', '127.0.0.1/32'],
    ];
    // A throw-away certificate for 127.0.0.1, its own CA; and another one, for a CA that is not the server's.
    for (const name of ['server-source', 'other-ca']) {
      const cert = spawnSync('openssl', [
        'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '1',
        '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', join(dir, `${name}.key`), '-out', join(dir, `${name}.pem`),
      ], { encoding: 'utf8' });
      assert.is(cert.status, 0, cert.stderr);
    }

    runBlock(createRole, names, env);
    // A password connection without TLS works before the doc's lines: Debian's host line takes it.
    const plainUrl = `postgres://portal_api:${password}@127.0.0.1:${port}/portal?sslmode=disable`;
    const tryConnect = async (url: string, ssl?: object) => {
      const sql = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 10, ...(ssl ? { ssl } : {}) });
      try {
        const [row] = await sql<{ ssl: boolean }[]>`SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()`;
        return row?.ssl ? 'tls' : 'plain';
      } catch (error) {
        return (error as Error).message;
      } finally {
        await sql.end({ timeout: 1 });
      }
    };
    assert.is(await tryConnect(plainUrl), 'plain', 'Debian\'s lines accept it without TLS');

    runBlock(tlsOn, names, env);
    reload();
    for (let tries = 0; asPostgres('psql', ['-tAc', 'SHOW ssl'], env).stdout.trim() !== 'on'; tries++) {
      assert.ok(tries < 500, 'PostgreSQL took the TLS settings on reload');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    assert.match(runBlock('runuser -u postgres -- psql -tAc \'SHOW ssl\'', [], env), /^on$/m, 'the check of the block says on');
    runBlock(hbaLines, names, env);
    reload();
    let refused = '';
    for (let tries = 0; !/no encryption/.test((refused = await tryConnect(plainUrl))); tries++) {
      assert.ok(tries < 200, `the role is refused without TLS once reloaded: ${refused}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    assert.match(refused, /pg_hba\.conf rejects connection for host "127\.0\.0\.1", user "portal_api", database "portal", no encryption/);
    assert.ok(existsSync(join(data, 'pg_hba.conf.before-portal')), 'the file before the change is kept');

    // The DATABASE_URL line of the doc, with this server's address, port, password and CA.
    const line = (urlLine ?? '').trim().replace(/^DATABASE_URL=/, '')
      .replace('change-this-long-random-password', password)
      .replace('db.hospital.example:5432', `127.0.0.1:${port}`)
      .replace('/etc/portal-api/db-ca.pem', join(dir, 'server-source.pem'));
    const options = postgresUrlOptions(line);
    assert.is(await tryConnect(options.url, options.ssl), 'tls', 'the doc\'s URL connects, over TLS, its certificate checked');
    const otherCa = postgresUrlOptions(line.replace(join(dir, 'server-source.pem'), join(dir, 'other-ca.pem')));
    assert.match(await tryConnect(otherCa.url, otherCa.ssl), /self[- ]signed|certificate/i, 'a server whose certificate another CA signed is refused');
  });
}

tls.run();

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
