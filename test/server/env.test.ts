import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { resolve } from 'node:path';
import { readEnv } from '../../src/server/env.ts';

const env = suite('readEnv');

env('defaults: port 8080 on 127.0.0.1, PGlite in ./data, development with the demo seed', () => {
  const options = readEnv({}, 'dist/portal');
  assert.is(options.port, 8080);
  assert.is(options.host, '127.0.0.1');
  assert.equal(options.database, { dataDir: resolve('data') });
  assert.is(options.portalDir, resolve('dist/portal'));
  assert.equal(options.corsOrigins, []);
  assert.is(options.production, false);
  assert.is(options.seed, true);
  assert.is(options.portalApiBase, undefined);
});

env('DATABASE_URL replaces PGlite, and NODE_ENV=production turns the seed off', () => {
  const options = readEnv({ DATABASE_URL: 'postgres://u:p@db:5432/portal', NODE_ENV: 'production', DATA_DIR: '/x' }, 'p');
  assert.equal(options.database, { url: 'postgres://u:p@db:5432/portal' });
  assert.is(options.production, true);
  assert.is(options.seed, false);
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

env.run();
