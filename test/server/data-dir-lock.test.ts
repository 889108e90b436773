/**
 * One server per data directory: a second server on a directory in use refuses to start with a
 * clear message and the first keeps serving with nothing lost; the lock goes with the process,
 * however it ends, and a stale lock of a dead process is recovered.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from '../../src/server/app.ts';
import { lockFileName } from '../../src/server/db/data-dir-lock.ts';
import { openDb } from '../../src/server/db/db.ts';
import { copySnapshot, ensureSnapshots, removeCopy } from './support/db-snapshot.ts';
import { call, type TestServer } from './support/test-server.ts';

const test = suite<{ dir: string }>('one server per data directory');

// Each test on a copy of a new database (creating one would take seconds).
test.before.each(async (ctx) => {
  await ensureSnapshots();
  const dir = copySnapshot('blank');
  if (!dir) throw new Error('no blank database snapshot to copy');
  ctx.dir = dir;
});

test.after.each(({ dir }) => {
  removeCopy(dir);
});

const quiet = () => undefined;

async function refusal(start: Promise<unknown>): Promise<Error> {
  const outcome = await start.then(
    () => null,
    (error: unknown) => error,
  );
  assert.instance(outcome, Error, 'the second start must fail');
  return outcome as Error;
}

test('a second server on a data directory in use refuses to start; the first keeps serving and loses nothing', async ({ dir }) => {
  const first = await startServer({ port: 0, database: { dataDir: dir }, logger: quiet, seed: false });
  const client = { url: first.url } as TestServer;
  let firstOpen = true;
  try {
    const register = (email: string) =>
      call(client, 'auth/register', {
        json: { name: 'Ana', lastname: 'Ruiz', email, password: 'a long enough password' },
      });
    assert.is((await register('before@clinic.example')).status, 200);
    const error = await refusal(startServer({ port: 0, database: { dataDir: dir }, logger: quiet, seed: false }));
    assert.match(error.message, `The data directory ${dir} is in use by another server (process ${process.pid}`);
    assert.match(error.message, 'Stop that server first, or set DATA_DIR to another directory.');
    // The first server still answers and still writes.
    assert.is((await register('after@clinic.example')).status, 200);
    await first.close();
    firstOpen = false;
    assert.not.ok(existsSync(join(dir, lockFileName)), 'closing releases the lock');
    const reopened = await openDb({ dataDir: dir });
    try {
      const rows = await reopened.query<{ email: string }>('SELECT email FROM users ORDER BY id');
      assert.equal(rows.map((row) => row.email), ['before@clinic.example', 'after@clinic.example']);
      const ids = await reopened.query<{ n: number }>('SELECT count(DISTINCT id)::int AS n FROM users');
      assert.is(ids[0]?.n, 2);
    } finally {
      await reopened.close();
    }
  } finally {
    if (firstOpen) await first.close();
  }
});

/** A separate process that takes the lock of `dir` and waits; resolves once it holds it. */
function holder(dir: string): Promise<ChildProcess> {
  const script = `
    import { lockDataDir } from './src/server/db/data-dir-lock.ts';
    lockDataDir(${JSON.stringify(dir)});
    process.stdout.write('held\\n');
    setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', './test/support/register.mjs', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.once('data', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`lock holder exited with ${code}`)));
  });
}

test('a lock held by another live process refuses the start; after that process is killed (-9) the start succeeds', async ({ dir }) => {
  const child = await holder(dir);
  try {
    const error = await refusal(openDb({ dataDir: dir }));
    assert.match(error.message, `in use by another server (process ${child.pid}`);
  } finally {
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await gone;
  }
  assert.ok(existsSync(join(dir, lockFileName)), 'kill -9 leaves the lock file behind');
  const db = await openDb({ dataDir: dir });
  try {
    const owner = JSON.parse(readFileSync(join(dir, lockFileName), 'utf8')) as { pid: number };
    assert.is(owner.pid, process.pid, 'the stale lock was taken over');
  } finally {
    await db.close();
  }
});

test('a half-written lock file counts as stale', async ({ dir }) => {
  writeFileSync(join(dir, lockFileName), '{"pid":');
  const db = await openDb({ dataDir: dir });
  await db.close();
});

test('a process that exits without closing releases the lock', async ({ dir }) => {
  const child = await holder(dir);
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await gone;
  // SIGTERM without a handler ends the process without 'exit'; the lock is stale, not blocking.
  const db = await openDb({ dataDir: dir });
  await db.close();
});

test.run();
