// The portal through real nginx with the API on another origin (docs/deploy.md, section 7):
// deploy/nginx/ unchanged except for ports, paths and the documented connect-src edit,
// config.json pointing at the API, and the reference server answering CORS for nginx's origin.
// Skipped with a message when nginx is not installed; in CI (.ci/run) a missing nginx fails.
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startServer } from '../../src/server/app.ts';
import { ownDatabase, type OwnDatabase } from '../server/support/test-server.ts';
import { addDeployChecks, type DeployCheckContext } from './support/deploy-checks.ts';
import { assertNoProblems, demoAccount, openPage, signIn, startHarness, waitForPath, type Harness, type Running, enterInstitution } from './support/portal.ts';
import { fetchRaw, freePort, missingWebServer, nginxHasBrotli, projectRoot, startNginx } from './support/web-server.ts';

type Context = DeployCheckContext & { h: Harness; api: Running; apiDatabase?: OwnDatabase };

const missing = missingWebServer('nginx');
const test = suite<Context>('the portal through nginx, the API on another origin with CORS');

if (missing) {
  console.log(`Skipped: ${missing}`);
  test.skip('nginx is not installed', () => {});
} else {
  test.before(async (ctx) => {
    const apiPort = await freePort();
    ctx.apiOrigin = `http://127.0.0.1:${apiPort}`;
    ctx.brotli = nginxHasBrotli();
    // The harness's own server is the one nginx proxies under /api/ (unused by the portal here).
    ctx.h = await startHarness();
    ctx.web = await startNginx({
      portalSource: join(projectRoot, 'dist/portal'),
      apiPort: Number(new URL(ctx.h.server.url).port),
      apiOrigin: ctx.apiOrigin,
    });
    ctx.api = await startServer({
      port: apiPort,
      host: '127.0.0.1',
      seed: true,
      database: (ctx.apiDatabase = await ownDatabase('seeded')).database,
      portalDir: 'dist/portal',
      corsOrigins: [ctx.web.origin],
      logger: () => {},
    });
  });
  test.after(async (ctx) => {
    await ctx.web?.stop();
    await ctx.api?.close();
    await ctx.apiDatabase?.release();
    await ctx.h?.close();
  });

  addDeployChecks(test);

  test('the API answers the preflight of nginx\'s origin, and no other', async ({ web, api }) => {
    const preflight = (origin: string) =>
      fetchRaw(`${api.url}/api/auth/login`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,authtype,logintype' },
      });
    const allowed = await preflight(web.origin);
    assert.is(allowed.headers['access-control-allow-origin'], web.origin);
    const other = await preflight('https://elsewhere.example');
    assert.is(other.headers['access-control-allow-origin'], undefined);
  });

  test('in Chromium: signing in through nginx calls the API on its own origin, within the CSP', async ({ h, web, api }) => {
    const tracked = await openPage(h.browser, undefined, { ignoreHTTPSErrors: true });
    const { page } = tracked;
    const apiHosts: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiHosts.push(new URL(request.url()).host);
    });
    const account = demoAccount('clinician');
    await page.goto(`${web.origin}/portal/auth/sign-in`);
    await signIn(page, account.email, account.password);
    await enterInstitution(page, 'Hospital Universitario del Norte');
    await waitForPath(page, '/');
    assert.ok(apiHosts.length > 0, 'the portal called the API');
    assert.equal([...new Set(apiHosts)], [new URL(api.url).host], 'every call went to the API origin');
    assertNoProblems(tracked);
    await tracked.context.close();
  });
}

test.run();
