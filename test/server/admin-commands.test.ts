// The operator's commands (src/server/admin): a production installation has no demo data, so the
// first institution and its owner come from `create-institution`, and a lost link from
// `password-link`. Each test runs the command on a data folder, then the real server on it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { AuditPage, InstitutionInfo, UserPage } from '../../src/contract/types.ts';
import { runCommand } from '../../src/server/admin/command-line.ts';
import { copySnapshot, ensureSnapshots, removeCopy } from './support/db-snapshot.ts';
import { call, login, signIn, startTestServer, type TestServer } from './support/test-server.ts';

interface Ctx {
  dataDir: string;
}

const test = suite<Ctx>('server commands');

test.before.each(async (ctx) => {
  await ensureSnapshots();
  const dir = copySnapshot('empty');
  if (!dir) throw new Error('no empty database snapshot to copy');
  ctx.dataDir = dir;
});

test.after.each((ctx) => {
  removeCopy(ctx.dataDir);
});

// The server checks links against its own clock, so the commands run on the real one too.
const now = new Date();
const utc = (hours: number) => `${new Date(now.getTime() + hours * 3600_000).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** Runs a command on the test's data folder: its exit status and what it printed. */
async function run(ctx: Ctx, command: string, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const status = await runCommand(command, args, { dataDir: ctx.dataDir }, {
    out: (text) => out.push(text),
    err: (text) => err.push(text),
    now: () => now,
  });
  return { status, out: out.join(''), err: err.join('') };
}

async function withServer<T>(ctx: Ctx, use: (t: TestServer) => Promise<T>): Promise<T> {
  const t = await startTestServer({ database: { dataDir: ctx.dataDir }, production: true, seed: false });
  try {
    return await use(t);
  } finally {
    await t.server.close();
  }
}

/** Chooses a password through a printed link (the key in its fragment), as the reset page does: the key in the body. */
function choosePassword(t: TestServer, printed: string, password: string) {
  const found = /\/portal\/reset_your_password\/(\d+)#key=([\w-]+)/.exec(printed);
  if (!found) throw new Error(`no link in:\n${printed}`);
  return call(t, `auth/password/${found[1]}`, { json: { password, key: found[2] } });
}

const owner = ['--owner-email', 'ana.diaz@hospital.example', '--owner-first-name', 'Ana', '--owner-last-name', 'Díaz'];

test('create-institution makes the institution and a new owner, who chooses a password through the printed link and can manage users', async (ctx) => {
  const made = await run(ctx, 'create-institution', '--name', 'Hospital de Prueba', '--country', 'es', ...owner, '--portal-url', 'https://portal.hospital.example/x');
  assert.is(made.status, 0, made.err);
  assert.match(made.out, /Created institution \d+, "Hospital de Prueba" \(ES\)/);
  assert.match(made.out, /https:\/\/portal\.hospital\.example\/portal\/reset_your_password\/\d+#key=[\w-]{20,}\n/);
  assert.not.match(made.out, /\?key=/, 'the key is never in the query, which access logs record');
  assert.ok(made.out.includes(`until ${utc(24)}`), 'valid 24 hours by default');
  await withServer(ctx, async (t) => {
    assert.is((await login(t, 'ana.diaz@hospital.example', 'anything at all')).status, 401, 'no password works before the link is used');
    assert.is((await choosePassword(t, made.out, 'Granite-Harbour-2026')).status, 200);
    assert.is((await choosePassword(t, made.out, 'Another-Pass-2026')).status, 400, 'the link works once');
    const ana = await signIn(t, 'ana.diaz@hospital.example', 'Granite-Harbour-2026');
    const places = await call<InstitutionInfo[]>(t, 'institution/list_inst_user/0', { headers: ana.headers });
    const place = places.body.data?.find((row) => row.institution_name === 'Hospital de Prueba');
    assert.ok(place, 'the owner sees the institution');
    assert.is((await call(t, `portal_users/set_login_institution/${place.keyid}`, { headers: ana.headers })).status, 200);
    const users = await call<UserPage>(t, 'portal_users/list_inst/0', { headers: ana.headers });
    assert.is(users.status, 200, 'the owner may list the users (user_manager by default)');
    const added = await call(t, 'portal_users/set_inst/0', {
      headers: ana.headers,
      json: { name: 'Luis', lastname: 'Gil', email: 'luis.gil@hospital.example', passwd: 'Clinician-Pass-1', roles: '2' },
    });
    assert.is(added.status, 200, 'and add the first colleague');
    const trail = await call<AuditPage>(t, 'portal_users/list_audit_inst/0', { method: 'GET', headers: ana.headers });
    const first = trail.body.data?.entries.find((row) => row.action === 'institution_created');
    assert.ok(first, 'the audit trail starts with the institution\'s creation');
    assert.is(first.actor_name, '', 'made by the server, not by a person');
    assert.ok(first.changes.some((c) => c.field === 'owner' && c.after === 'ana.diaz@hospital.example'));
  });
});

test('create-institution makes an existing account the owner of another institution and leaves its password alone', async (ctx) => {
  const first = await run(ctx, 'create-institution', '--name', 'Norte', '--country', 'ES', ...owner);
  assert.is(first.status, 0, first.err);
  await withServer(ctx, async (t) => {
    assert.is((await choosePassword(t, first.out, 'Granite-Harbour-2026')).status, 200);
  });
  const second = await run(ctx, 'create-institution', '--name', 'Sur', '--country', 'PT', '--owner-email', 'ANA.DIAZ@hospital.example', '--owner-roles', 'user_manager,institutional_clinician');
  assert.is(second.status, 0, second.err);
  assert.match(second.out, /an existing account, whose password stays as it is/);
  assert.not.match(second.out, /reset_your_password/, 'no link: the account has its password');
  await withServer(ctx, async (t) => {
    const ana = await signIn(t, 'ana.diaz@hospital.example', 'Granite-Harbour-2026');
    const places = await call<InstitutionInfo[]>(t, 'institution/list_inst_user/0', { headers: ana.headers });
    assert.equal(places.body.data?.map((row) => row.institution_name).sort(), ['Norte', 'Sur']);
  });
});

test('create-institution refuses what it cannot do, says why, and changes nothing', async (ctx) => {
  assert.is((await run(ctx, 'create-institution', '--name', 'Norte', '--country', 'ES', ...owner)).status, 0);
  const refusals: [string[], RegExp][] = [
    [['--name', 'NORTE', '--country', 'ES', ...owner], /An institution named "NORTE" already exists/],
    [['--name', 'Otra', '--country', 'España', ...owner], /--country is the two-letter code/],
    [['--name', 'Otra', '--country', 'ES', ...owner, '--owner-roles', 'chief'], /Unknown role chief/],
    [['--name', 'Otra', '--country', 'ES', '--owner-email', 'new.person@hospital.example'], /has no account yet: give the owner's names/],
    [['--name', 'Otra', '--country', 'ES', '--owner-email', 'not-an-email', '--owner-first-name', 'A', '--owner-last-name', 'B'], /is not an email address/],
    [['--name', 'Otra', '--country', 'ES', ...owner, '--link-hours', '0'], /--link-hours must be a whole number of hours from 1 to 72/],
    [['--name', 'Otra', '--country', 'ES', ...owner, '--link-hours', '73'], /--link-hours must be a whole number of hours from 1 to 72/],
    [['--name', 'Otra', '--country', 'ES', ...owner, '--portal-url', 'portal.hospital'], /--portal-url must be an address/],
    [['--name', 'Otra', '--country', 'ES', ...owner, '--portal-url', 'ftp://portal.hospital'], /must start with https:\/\/ \(or http:\/\/ for a test machine\)/],
    [['--country', 'ES', ...owner], /--name is required/],
    [['--nme', 'Otra'], /Unknown option '--nme'/],
  ];
  for (const [args, reason] of refusals) {
    const answer = await run(ctx, 'create-institution', ...args);
    assert.is(answer.status, 2, args.join(' '));
    assert.match(answer.err, reason);
    assert.is(answer.out, '');
  }
  await withServer(ctx, async (t) => {
    const rows = await t.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM institutions');
    assert.is(rows[0]?.n, 1, 'only the first institution exists');
  });
});

test('create-institution refuses an institution or owner name with a line break, a control character or a bidi control', async (ctx) => {
  const newOwner = ['--owner-email', 'new.person@hospital.example', '--owner-first-name', 'Ana', '--owner-last-name', 'Díaz'];
  const refusals: [string[], RegExp][] = [
    [['--name', 'Norte\nVisit https://evil.example', '--country', 'ES', ...newOwner], /--name must be one line/],
    [['--name', 'Norte', '--country', 'ES', ...newOwner.slice(0, 4), '--owner-last-name', 'D\u202eíaz'], /--owner-last-name must be one line/],
    [['--name', 'Norte', '--country', 'ES', ...newOwner.slice(0, 2), '--owner-first-name', 'A\tna', ...newOwner.slice(4)], /--owner-first-name must be one line/],
  ];
  for (const [args, reason] of refusals) {
    const answer = await run(ctx, 'create-institution', ...args);
    assert.is(answer.status, 2, args.join(' '));
    assert.match(answer.err, reason);
  }
  await withServer(ctx, async (t) => {
    const rows = await t.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM institutions');
    assert.is(rows[0]?.n, 0, 'no institution was made');
  });
});

test('password-link gives an existing account a new single-use link, and refuses an unknown email', async (ctx) => {
  assert.is((await run(ctx, 'create-institution', '--name', 'Norte', '--country', 'ES', ...owner)).status, 0);
  const unknown = await run(ctx, 'password-link', '--email', 'nobody@hospital.example');
  assert.is(unknown.status, 2);
  assert.match(unknown.err, /No account has the email nobody@hospital\.example/);
  const link = await run(ctx, 'password-link', '--email', 'ana.diaz@hospital.example', '--link-hours', '1');
  assert.is(link.status, 0, link.err);
  assert.ok(link.out.includes(`until ${utc(1)}`));
  assert.match(link.out, /<the portal's address>\/portal\/reset_your_password\//, 'without --portal-url, a path to complete');
  await withServer(ctx, async (t) => {
    assert.is((await choosePassword(t, link.out, 'Chosen-Later-2026')).status, 200);
    await signIn(t, 'ana.diaz@hospital.example', 'Chosen-Later-2026');
  });
});

test('an existing account that never confirmed its email cannot become owner until a password link confirms it', async (ctx) => {
  await withServer(ctx, async (t) => {
    const registered = await call(t, 'auth/register', {
      json: { name: 'Eve', lastname: 'Early', email: 'ana.diaz@hospital.example', password: 'registered by someone' },
    });
    assert.is(registered.status, 200);
  });
  const refused = await run(ctx, 'create-institution', '--name', 'Norte', '--country', 'ES', ...owner);
  assert.is(refused.status, 2);
  assert.match(refused.err, /has not confirmed its email[\s\S]*password-link/);
  const link = await run(ctx, 'password-link', '--email', 'ana.diaz@hospital.example');
  await withServer(ctx, async (t) => {
    assert.is((await choosePassword(t, link.out, 'Owner-Chosen-2026')).status, 200);
  });
  const made = await run(ctx, 'create-institution', '--name', 'Norte', '--country', 'ES', ...owner);
  assert.is(made.status, 0, made.err);
});

test('a disabled account is refused as owner', async (ctx) => {
  assert.is((await run(ctx, 'create-institution', '--name', 'Norte', '--country', 'ES', ...owner)).status, 0);
  await withServer(ctx, async (t) => {
    await t.server.db.query("UPDATE users SET enabled = false WHERE email = 'ana.diaz@hospital.example'");
  });
  const refused = await run(ctx, 'create-institution', '--name', 'Sur', '--country', 'PT', ...owner);
  assert.is(refused.status, 2);
  assert.match(refused.err, /is disabled/);
});

test('each password link is in the audit trail of the person\'s institutions, and at most three stay live', async (ctx) => {
  assert.is((await run(ctx, 'create-institution', '--name', 'Norte', '--country', 'ES', ...owner)).status, 0);
  for (let i = 0; i < 4; i++) assert.is((await run(ctx, 'password-link', '--email', 'ana.diaz@hospital.example')).status, 0);
  await withServer(ctx, async (t) => {
    const live = await t.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM password_resets WHERE used_at IS NULL AND expires_at > now()');
    assert.is(live[0]?.n, 3);
    const made = await t.server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM audit_log WHERE action = 'password_link_made' AND actor_id IS NULL");
    assert.is(made[0]?.n, 4);
  });
});

test('with the embedded database in use by a running server, a command says to stop it first and changes nothing', async (ctx) => {
  await withServer(ctx, async () => {
    const answer = await run(ctx, 'create-institution', '--name', 'Norte', '--country', 'ES', ...owner);
    assert.is(answer.status, 2);
    assert.match(answer.err, /is in use by another server[\s\S]*stop the server/);
  });
  await withServer(ctx, async (t) => {
    const rows = await t.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM institutions');
    assert.is(rows[0]?.n, 0);
  });
});

test('help lists the commands; an unknown command is refused', async (ctx) => {
  const help = await run(ctx, 'help');
  assert.is(help.status, 0);
  assert.match(help.out, /create-institution --name NAME --country CC --owner-email EMAIL/);
  assert.match(help.out, /password-link --email EMAIL/);
  const unknown = await run(ctx, 'create-instituion');
  assert.is(unknown.status, 2);
  assert.match(unknown.err, /Unknown command "create-instituion"/);
});

const deployDoc = readFileSync(new URL('../../docs/deploy.md', import.meta.url), 'utf8');

/** The first ```sh block of docs/deploy.md after `heading`. */
function docBlock(heading: string): string {
  const at = deployDoc.indexOf(heading);
  assert.ok(at >= 0, `docs/deploy.md has "${heading}"`);
  return /```sh\n([\s\S]*?)```/.exec(deployDoc.slice(at))?.[1] ?? '';
}

/**
 * Runs a block of docs/deploy.md as written on the test's data folder, with the service's folders,
 * user and release replaced by the test's own, and its systemctl lines left to the test. The data
 * folder is renamed to a name with an '&' and named in the environment file: a shell that loads
 * the file (`set -a; . FILE`) cuts it there, and the command would then work on the folder named
 * on its command line (an empty decoy, which must stay absent).
 */
function runDocBlock(ctx: Ctx, block: string) {
  const scratch = mkdtempSync(join(dirname(ctx.dataDir), 'portal-command-')); // beside the copy: a rename stays on one file system
  const real = join(scratch, 'data&copy');
  renameSync(ctx.dataDir, real);
  ctx.dataDir = real;
  const decoy = join(scratch, 'decoy');
  const envFile = join(scratch, 'env');
  writeFileSync(envFile, `# the service's settings\nDATA_DIR=${real}\n`, { mode: 0o600 });
  const script = block
    .split('\n')
    .filter((line) => !/^systemctl /.test(line.trim()))
    .join('\n')
    .split('runuser -u portal-api -- ').join('')
    .split('/var/lib/portal-api/data').join(decoy)
    .split('/var/lib/portal-api').join(scratch)
    .split('/etc/portal-api/env').join(envFile)
    .split('node /opt/portal/current/server/main.js').join(`node --import ${fileURLToPath(new URL('../support/register.mjs', import.meta.url))} ${fileURLToPath(new URL('../../src/server/main.ts', import.meta.url))}`);
  const env: NodeJS.ProcessEnv = { ...process.env, PASSWORD_HASH_COST: 'standard' }; // production refuses the tests' cost; the commands hash no password
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  const ran = spawnSync('sh', ['-e', '-c', script], { encoding: 'utf8', env, timeout: 120_000 });
  assert.is(ran.status, 0, `${script}\n${ran.stdout}${ran.stderr}`);
  assert.not.ok(existsSync(decoy), 'the folder on the command line was not used');
  return ran.stdout;
}

test("docs/deploy.md's create-institution block, run as written, reads the environment file as systemd does: a value with '&' stays whole", async (ctx) => {
  const block = docBlock('8. **The first institution and its owner.**');
  assert.ok(block.includes('create-institution'), 'the block is in docs/deploy.md, section 4, step 8');
  const printed = runDocBlock(ctx, block);
  assert.match(printed, /Created institution \d+, "Hospital Universitario del Norte" \(ES\)/);
  await withServer(ctx, async (t) => {
    assert.is((await choosePassword(t, printed, 'Granite-Harbour-2026')).status, 200, 'the institution and its owner are in the service\'s folder');
  });
});

test("docs/deploy.md's remove-demo-data block, run as written, removes the demo data of the service's folder", (ctx) => {
  removeCopy(ctx.dataDir);
  const seeded = copySnapshot('seeded');
  if (!seeded) throw new Error('no seeded database snapshot to copy');
  ctx.dataDir = seeded;
  const block = docBlock('- **A production server refuses a database with demo accounts.**');
  assert.ok(block.includes('remove-demo-data'), 'the block is in docs/deploy.md, section 8');
  assert.match(runDocBlock(ctx, block), /Removed [1-9]\d* demo accounts and the demo institutions/);
});

test.run();
