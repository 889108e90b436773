import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer } from 'node:net';
import { startServer } from '../../src/server/app.ts';
import { ownDatabase, type OwnDatabase } from '../server/support/test-server.ts';
import {
  assertNoProblems,
  demoAccounts,
  openPage,
  portalUrl,
  signIn,
  startHarness,
  waitForPath,
  type Harness,
  type Running,
} from './support/portal.ts';

// The portal on one origin, the API on another (another port is another origin): what a hospital gets
// when its web server hosts dist/portal and the API lives elsewhere.
/** A loopback port that is free now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const test = suite<{ api: Running; apiDatabase?: OwnDatabase; h: Harness }>('portal and API on different origins');

test.before(async (ctx) => {
  const apiPort = await freePort();
  ctx.h = await startHarness({ portalApiBase: `http://127.0.0.1:${apiPort}/api/` });
  ctx.api = await startServer({
    port: apiPort,
    host: '127.0.0.1',
    seed: true,
    database: (ctx.apiDatabase = await ownDatabase('seeded')).database,
    portalDir: 'dist/portal',
    corsOrigins: [ctx.h.server.url],
    logger: () => {},
  });
});

test.after(async (ctx) => {
  await ctx.h.close();
  await ctx.api.close();
  await ctx.apiDatabase?.release();
});

test('signing in works when the API is on another origin that allows the portal', async ({ h, api }) => {
  const tracked = await openPage(h.browser);
  const { page } = tracked;
  // An account with two institutions: signing in stops at the choice.
  const account = demoAccounts.find((entry) => entry.memberships.length > 1);
  if (!account) throw new Error('no demo account');
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) apiCalls.push(new URL(request.url()).host);
  });
  await page.goto(portalUrl(h.server, '/auth/sign-in'));
  await signIn(page, account.email, account.password);
  await waitForPath(page, '/institutions?from=/auth/sign-in');
  await page.getByRole('heading', { name: 'Institutions', level: 1 }).waitFor();
  assert.ok(apiCalls.length > 0, 'the portal called the API');
  const apiHost = new URL(api.url).host;
  assert.ok(apiCalls.every((host) => host === apiHost), 'every call went to the API origin');
  assertNoProblems(tracked);
  await tracked.context.close();
});

test.run();
