import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { resolve } from 'node:path';
import { isLoopbackHost, startServer } from '../../src/server/app.ts';
import { assertDemoSeedPossible, readEnv } from '../../src/server/env.ts';
import type { LogEntry } from '../../src/server/core/log.ts';
import { testDatabase } from './support/test-server.ts';

const env = suite('readEnv');

env('defaults: port 8080 on 127.0.0.1, PGlite in ./data, development without demo data or request lines', () => {
  const options = readEnv({}, 'dist/portal');
  assert.is(options.port, 8080);
  assert.is(options.host, '127.0.0.1');
  assert.equal(options.database, { dataDir: resolve('data') });
  assert.is(options.portalDir, resolve('dist/portal'));
  assert.equal(options.corsOrigins, []);
  assert.is(options.production, false);
  assert.is(options.seed, false, 'demo data only when asked for (DEMO_SEED=1, as npm start sets)');
  assert.is(options.logRequests, false);
  assert.is(options.portalApiBase, undefined);
});

env('DEMO_SEED=1 asks for the demo data, which production never gets', () => {
  assert.is(readEnv({ DEMO_SEED: '1' }, 'p').seed, true);
  assert.is(readEnv({ DEMO_SEED: '1', NODE_ENV: 'development' }, 'p').seed, true);
  assert.is(readEnv({ DEMO_SEED: 'yes' }, 'p').seed, false);
  assert.is(readEnv({ DEMO_SEED: '1', NODE_ENV: 'production' }, 'p').seed, false);
});

env('an unknown NODE_ENV stops the start with a message naming the allowed values', () => {
  for (const value of ['prod', 'Production', 'staging', 'production ', ' production']) {
    assert.throws(() => readEnv({ NODE_ENV: value }, 'p'), (error: Error) =>
      error.message.includes(`"${value}"`) && error.message.includes('"production", "development", "test"'),
    );
  }
  for (const value of ['production', 'development', 'test', '']) readEnv({ NODE_ENV: value }, 'p');
});

env('LOG_REQUESTS: request lines in production by default, 1 and 0 decide otherwise', () => {
  assert.is(readEnv({ NODE_ENV: 'production' }, 'p').logRequests, true);
  assert.is(readEnv({ LOG_REQUESTS: '1' }, 'p').logRequests, true);
  assert.is(readEnv({ NODE_ENV: 'production', LOG_REQUESTS: '0' }, 'p').logRequests, false);
  assert.throws(() => readEnv({ LOG_REQUESTS: 'yes' }, 'p'), /LOG_REQUESTS must be 1/);
});

env('DATABASE_URL replaces PGlite, and NODE_ENV=production turns the seed off', () => {
  const url = 'postgres://u:p@db:5432/portal?sslmode=verify-full';
  const options = readEnv({ DATABASE_URL: url, NODE_ENV: 'production', DATA_DIR: '/x' }, 'p');
  assert.equal(options.database, { url });
  assert.is(options.production, true);
  assert.is(options.seed, false);
});

env('in production a database on another machine needs its certificate checked: sslmode=require and weaker stop the start', () => {
  for (const url of [
    'postgres://u:p@db.hospital.example:5432/portal?sslmode=require',
    'postgres://u:p@db.hospital.example/portal?sslmode=prefer',
    'postgres://u:p@10.1.2.3/portal?sslmode=disable',
    'postgres://u:p@db.hospital.example/portal',
    'postgres://u:p@db.hospital.example/portal?max=5',
  ]) {
    assert.throws(() => readEnv({ NODE_ENV: 'production', DATABASE_URL: url }, 'p'), (error: Error) =>
      /^DATABASE_URL has (no sslmode|sslmode=\w+) for the database on [\w.]+, which does not check the database server's certificate/.test(error.message) &&
      error.message.includes('sslmode=verify-full') && !error.message.includes(':p@'),
    );
    readEnv({ DATABASE_URL: url }, 'p');
  }
  for (const url of [
    'postgres://u:p@db.hospital.example/portal?sslmode=verify-full',
    'postgres://u:p@10.1.2.3/portal?sslmode=verify-ca',
    'postgres://u:p@127.0.0.1:5432/portal',
    'postgres://u:p@localhost/portal?sslmode=disable',
    'postgres://u:p@[::1]/portal',
    'postgres://u:p@/portal?host=/var/run/postgresql',
  ]) {
    readEnv({ NODE_ENV: 'production', DATABASE_URL: url }, 'p');
  }
});

env('DEMO_SEED=1 where the demo media are missing (a release) stops the start, saying that nothing was written', () => {
  assert.throws(() => assertDemoSeedPossible({ DEMO_SEED: '1' }, () => false), (error: Error) =>
    error.message.startsWith('DEMO_SEED=1 is set, but this server comes from a release, which carries no demo data') &&
    error.message.includes('Nothing was written to the database') && error.message.includes('Remove DEMO_SEED'),
  );
  assert.throws(() => assertDemoSeedPossible({ DEMO_SEED: '1', NODE_ENV: 'production' }, () => false), /DEMO_SEED=1 is set/);
  assertDemoSeedPossible({ DEMO_SEED: '1' }, () => true);
  assertDemoSeedPossible({}, () => false);
  assertDemoSeedPossible({ DEMO_SEED: '0' }, () => false);
  assertDemoSeedPossible({ DEMO_SEED: '1' });
});

env('CORS_ORIGINS is a comma list, PORTAL_API_BASE and HOST are read', () => {
  const options = readEnv(
    { CORS_ORIGINS: 'https://a.example, https://b.example:8443,', PORTAL_API_BASE: 'https://api.example/api/', HOST: '0.0.0.0', PORT: '0' },
    'p',
  );
  assert.equal(options.corsOrigins, ['https://a.example', 'https://b.example:8443']);
  assert.is(options.portalApiBase, 'https://api.example/api/');
  assert.is(options.host, '0.0.0.0');
  assert.is(options.port, 0);
});

env('a malformed PORT or PORTAL_API_BASE stops the start with a clear message', () => {
  assert.throws(() => readEnv({ PORT: '80a' }, 'p'), /PORT must be a whole number/);
  assert.throws(() => readEnv({ PORT: '70000' }, 'p'), /PORT/);
  assert.throws(() => readEnv({ PORTAL_API_BASE: 'https://' }, 'p'), /PORTAL_API_BASE/);
});

env('DEMO_SEED=1 allows the demo seed on a non-loopback HOST; off by default', () => {
  assert.is(readEnv({}, 'p').demoSeedOnNetwork, false);
  assert.is(readEnv({ DEMO_SEED: '1', HOST: '0.0.0.0' }, 'p').demoSeedOnNetwork, true);
  assert.is(readEnv({ DEMO_SEED: 'yes' }, 'p').demoSeedOnNetwork, false);
});

env('AUTH_CALLS_PER_MINUTE and CODE_CHECKS_PER_MINUTE set the per-address limits; a bad value stops the start', () => {
  assert.is(readEnv({}, 'p').authCallsPerMinute, undefined);
  assert.is(readEnv({ AUTH_CALLS_PER_MINUTE: '0' }, 'p').authCallsPerMinute, 0);
  assert.is(readEnv({ AUTH_CALLS_PER_MINUTE: '120' }, 'p').authCallsPerMinute, 120);
  assert.throws(() => readEnv({ AUTH_CALLS_PER_MINUTE: '-1' }, 'p'), /AUTH_CALLS_PER_MINUTE/);
  assert.is(readEnv({ CODE_CHECKS_PER_MINUTE: '5' }, 'p').codeChecksPerMinute, 5);
  assert.throws(() => readEnv({ CODE_CHECKS_PER_MINUTE: 'x' }, 'p'), /CODE_CHECKS_PER_MINUTE/);
});

env('loopback hosts are 127.x, ::1 and localhost; 0.0.0.0 and :: are not', () => {
  for (const host of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost', 'LOCALHOST']) assert.ok(isLoopbackHost(host), host);
  for (const host of ['0.0.0.0', '::', '10.0.0.5', '192.168.1.2', 'portal.example']) assert.not.ok(isLoopbackHost(host), host);
});

env('on a non-loopback host the demo data is not seeded unless allowed, with a warning', async () => {
  for (const allowed of [false, true]) {
    const logs: LogEntry[] = [];
    const server = await startServer({
      port: 0,
      host: '0.0.0.0',
      database: testDatabase(),
      demoSeedOnNetwork: allowed,
      logger: (entry) => logs.push(entry),
    });
    try {
      const users = await server.db.query('SELECT id FROM users');
      assert.is(users.length > 0, allowed, `users seeded: ${users.length}`);
      assert.is(logs.some((entry) => entry.event === 'demo_seed_skipped'), !allowed);
    } finally {
      await server.close();
    }
  }
});

env.run();
