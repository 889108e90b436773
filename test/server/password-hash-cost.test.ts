/**
 * The password-hash cost: `standard` unless PASSWORD_HASH_COST=test, which only a test run may
 * use; a production start with it is refused with a message that says what to do.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { hashPassword, passwordHashCostName, verifyPassword } from '../../src/server/auth/passwords.ts';
import { readEnv } from '../../src/server/env.ts';

const cost = suite('password-hash cost');
const saved = process.env.PASSWORD_HASH_COST;
cost.after.each(() => {
  if (saved === undefined) delete process.env.PASSWORD_HASH_COST;
  else process.env.PASSWORD_HASH_COST = saved;
});

cost('without PASSWORD_HASH_COST, passwords are hashed at the standard scrypt cost', async () => {
  delete process.env.PASSWORD_HASH_COST;
  const stored = await hashPassword('correct horse');
  assert.match(stored.hash, /^scrypt:16384:8:1:/);
  assert.ok(await verifyPassword('correct horse', stored));
});

cost('PASSWORD_HASH_COST=test hashes cheaply, and the stored cost still verifies later at any setting', async () => {
  process.env.PASSWORD_HASH_COST = 'test';
  const stored = await hashPassword('correct horse');
  assert.match(stored.hash, /^scrypt:16:1:1:/);
  delete process.env.PASSWORD_HASH_COST;
  assert.ok(await verifyPassword('correct horse', stored));
  assert.not.ok(await verifyPassword('wrong horse', stored));
});

cost('an unknown PASSWORD_HASH_COST is refused by name', () => {
  assert.throws(() => passwordHashCostName({ PASSWORD_HASH_COST: 'cheap' }), /PASSWORD_HASH_COST must be "standard" or "test", not "cheap"/);
  assert.throws(() => readEnv({ PASSWORD_HASH_COST: 'cheap' }, 'p'), /PASSWORD_HASH_COST/);
});

cost('PASSWORD_HASH_COST=test is accepted outside production', () => {
  assert.is(readEnv({ PASSWORD_HASH_COST: 'test' }, 'p').production, false);
  assert.is(readEnv({ PASSWORD_HASH_COST: 'standard', NODE_ENV: 'production' }, 'p').production, true);
});

cost('production refuses PASSWORD_HASH_COST=test at start, with a clear message', async () => {
  assert.throws(() => readEnv({ PASSWORD_HASH_COST: 'test', NODE_ENV: 'production' }, 'p'), /for automated tests only/);
  // The real entry point, as an operator would start it.
  const child = spawn(process.execPath, ['--import', './test/support/register.mjs', 'src/server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'production', PASSWORD_HASH_COST: 'test', PORT: '0', DATABASE_URL: '', DATA_DIR: '/nonexistent/never-created' },
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  assert.is(code, 1);
  assert.match(output, /"event":"start_failed","reason":"PASSWORD_HASH_COST=test is set, but NODE_ENV is production/);
  assert.not.match(output, /\n\s+at /);
});

cost.run();
