// Safe by default (issue 21): a production server refuses a database holding the demo accounts
// and names the command that removes them, which the operator can run; it warns when it listens
// on a network address over plain HTTP; and the request lines follow `logRequests`.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { runCommand } from '../../src/server/admin/command-line.ts';
import { demoAccount, demoInstitutions } from '../../src/server/seed/demo-data.ts';
import { copySnapshot, ensureSnapshots, removeCopy } from './support/db-snapshot.ts';
import { call, login, logged, startTestServer } from './support/test-server.ts';

const test = suite('production safety');

async function withCopy<T>(kind: 'empty' | 'seeded', use: (dataDir: string) => Promise<T>): Promise<T> {
  await ensureSnapshots();
  const dataDir = copySnapshot(kind);
  if (!dataDir) throw new Error(`no ${kind} database snapshot to copy`);
  try {
    return await use(dataDir);
  } finally {
    removeCopy(dataDir);
  }
}

async function removeDemo(dataDir: string) {
  const out: string[] = [];
  const err: string[] = [];
  const status = await runCommand('remove-demo-data', [], { dataDir }, { out: (t) => out.push(t), err: (t) => err.push(t), now: () => new Date() });
  return { status, out: out.join(''), err: err.join('') };
}

test('a production server refuses a database with demo accounts, naming them and the command that removes them', async () => {
  await withCopy('seeded', async (dataDir) => {
    const refused = await startTestServer({ database: { dataDir }, production: true, seed: false }).then(
      async (t) => {
        await t.server.close();
        return null;
      },
      (error: Error) => error,
    );
    assert.ok(refused, 'the server must not start');
    assert.match(refused.message, /demo account/);
    assert.ok(refused.message.includes(demoAccount('admin').email), refused.message);
    assert.ok(refused.message.includes('node dist/server/main.js remove-demo-data'), refused.message);
  });
});

test('remove-demo-data removes the demo accounts and institutions; the production server then starts and the demo password no longer works', async () => {
  await withCopy('seeded', async (dataDir) => {
    const removed = await removeDemo(dataDir);
    assert.is(removed.status, 0, removed.err);
    assert.match(removed.out, /Removed \d+ demo accounts and the demo institutions/);
    assert.ok(removed.out.includes(demoInstitutions.north.name));
    const t = await startTestServer({ database: { dataDir }, production: true, seed: false });
    try {
      const admin = demoAccount('admin');
      assert.is((await login(t, admin.email, admin.password)).status, 401);
      const left = await t.server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE email LIKE '%@portal.example'");
      assert.is(left[0]?.n, 0);
      const places = await t.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM institutions');
      assert.is(places[0]?.n, 0, 'the demo institutions went with their subjects and records');
    } finally {
      await t.close();
    }
    const again = await removeDemo(dataDir);
    assert.is(again.status, 0);
    assert.match(again.out, /no demo data/);
  });
});

test('remove-demo-data keeps a demo institution that has members of its own, refusing while a demo account wrote records kept there', async () => {
  await ensureSnapshots();
  const dataDir = copySnapshot('seeded');
  if (!dataDir) throw new Error('no seeded snapshot');
  try {
    const dev = await startTestServer({ database: { dataDir } });
    await dev.server.db.query(
      `INSERT INTO users (email, email_key, name, lastname, company, password_hash, password_salt, is_admin, created_at, email_confirmed_at)
       VALUES ('real@hospital.example', 'real@hospital.example', 'Real', 'Person', '', 'x', 'x', false, now(), now())`,
    );
    await dev.server.db.query(
      `INSERT INTO memberships (user_id, institution_id, group_no, is_owner, evaluator_status, agree_tandc, created_at)
       SELECT u.id, i.id, 0, false, 0, true, now() FROM users u, institutions i WHERE u.email = 'real@hospital.example' AND i.name = $1`,
      [demoInstitutions.south.name],
    );
    await dev.server.close();
    // Sul's medical records were written by a demo account: it cannot go while Sul stays.
    const refused = await removeDemo(dataDir);
    assert.is(refused.status, 2);
    assert.match(refused.err, /author of medical records .* Nothing was changed/);
    const moved = await startTestServer({ database: { dataDir } });
    await moved.server.db.query('UPDATE memberships SET institution_id = (SELECT id FROM institutions WHERE name = $1) WHERE user_id = (SELECT id FROM users WHERE email = $2)', [
      demoInstitutions.north.name,
      'real@hospital.example',
    ]);
    // The north's demo records were written by a demo account too: deleted first, as the refusal says.
    await moved.server.db.query('DELETE FROM medical_records WHERE institution_id = (SELECT id FROM institutions WHERE name = $1)', [demoInstitutions.north.name]);
    await moved.server.close();
    const removed = await removeDemo(dataDir);
    assert.is(removed.status, 0, removed.err);
    assert.ok(removed.out.includes(`Kept "${demoInstitutions.north.name}"`), removed.out);
    const t = await startTestServer({ database: { dataDir }, production: true, seed: false });
    try {
      const kept = await t.server.db.query<{ name: string }>('SELECT name FROM institutions');
      assert.equal(kept.map((row) => row.name), [demoInstitutions.north.name]);
    } finally {
      await t.server.close();
    }
  } finally {
    removeCopy(dataDir);
  }
});

test('in production on a network address the server warns that it speaks plain HTTP and names the TLS proxy; not on loopback', async () => {
  for (const host of ['0.0.0.0', '127.0.0.1']) {
    const t = await startTestServer({ production: true, seed: false, host });
    try {
      const warned = logged(t, 'plain_http_on_network');
      assert.is(warned.length, host === '0.0.0.0' ? 1 : 0, host);
      if (warned[0]) assert.match(String(warned[0].note), /TLS-terminating reverse proxy/);
    } finally {
      await t.close();
    }
  }
});

test('request lines are written only when logRequests is on', async () => {
  for (const logRequests of [true, false]) {
    const t = await startTestServer({ seed: false, logRequests });
    await call(t, 'portal_users/get_own_user/0', { method: 'GET' });
    await fetch(`${t.url}/portal/`).then((r) => r.arrayBuffer());
    // A line is written when its response closes; after close() every response has.
    await t.close();
    assert.is(logged(t, 'request').length, logRequests ? 2 : 0, `logRequests ${logRequests}`);
    assert.is(logged(t, 'auth_failure').length, 1, 'other lines are written either way');
  }
});

test.run();
