// Health checks for load balancers and systemd (docs/deploy.md, "Health checks"): liveness without
// the database, readiness only while the database answers; no authentication; no contract entry.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { serverReason } from '../../src/contract/messages.ts';
import { endpoints } from '../../src/contract/endpoints.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const test = suite<{ t: TestServer }>('health checks');

test.before(async (ctx) => {
  ctx.t = await startTestServer({ seed: false });
});
test.after(async (ctx) => {
  await ctx.t.close();
});

test('GET /api/health and /api/ready answer 200 OK without any header, never cached', async ({ t }) => {
  for (const path of ['health', 'ready']) {
    const answer = await fetch(`${t.url}/api/${path}`);
    assert.is(answer.status, 200, path);
    assert.equal(await answer.json(), { message: serverReason.ok });
    assert.is(answer.headers.get('cache-control'), 'no-store');
  }
  assert.is((await fetch(`${t.url}/api/ready`, { method: 'HEAD' })).status, 200);
});

test('another method is a 405 naming GET and HEAD', async ({ t }) => {
  const answer = await fetch(`${t.url}/api/health`, { method: 'POST' });
  assert.is(answer.status, 405);
  assert.is(answer.headers.get('allow'), 'GET, HEAD');
});

test('the checks are not contract endpoints, so the portal can never call them by mistake', () => {
  const paths: string[] = Object.values(endpoints).map((endpoint) => endpoint.path);
  assert.not.ok(paths.includes('health') || paths.includes('ready'));
});

test('readiness is 503 with the catalogue message when the database does not answer; liveness stays 200', async () => {
  const t = await startTestServer({ seed: false });
  try {
    // The embedded database, closed under the running server: every query fails at once.
    await t.server.db.close();
    const ready = await fetch(`${t.url}/api/ready`);
    assert.is(ready.status, 503);
    assert.equal(await ready.json(), { message: serverReason.databaseUnavailable, data: { reason: 'The database does not answer.' } });
    assert.is(ready.headers.get('retry-after'), '5');
    assert.is((await fetch(`${t.url}/api/health`)).status, 200);
  } finally {
    await t.close().catch(() => {});
  }
});

test.run();
