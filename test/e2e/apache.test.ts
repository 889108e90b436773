// The portal through real Apache httpd with deploy/apache/portal.conf unchanged except for ports
// and paths, the API proxied under /api/: first `apache2 -t`, then a running instance answering
// the same header and cache rules as nginx, and a sign-in in Chromium.
// Skipped with a message when apache2 is not installed; in CI (.ci/run) a missing one fails.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { addDeployChecks, type DeployCheckContext } from './support/deploy-checks.ts';
import { assertNoProblems, demoAccount, openPage, signIn, startHarness, waitForPath, type Harness } from './support/portal.ts';
import { checkApacheConfig, missingWebServer, projectRoot, startApache } from './support/web-server.ts';

type Context = DeployCheckContext & { h: Harness };

const missing = missingWebServer('apache2');
const test = suite<Context>('the portal through Apache httpd, the API proxied under /api/');

if (missing) {
  console.log(`Skipped: ${missing}`);
  test.skip('apache2 is not installed', () => {});
} else {
  test.before(async (ctx) => {
    ctx.h = await startHarness();
    ctx.apiOrigin = null;
    ctx.brotli = existsSync(join(process.env.APACHE_MODULES ?? '/usr/lib/apache2/modules', 'mod_brotli.so'));
    ctx.web = await startApache({ portalSource: join(projectRoot, 'dist/portal'), apiPort: Number(new URL(ctx.h.server.url).port) });
  });
  test.after(async (ctx) => {
    await ctx.web?.stop();
    await ctx.h?.close();
  });

  test('apache2 -t accepts the shipped site', async ({ h }) => {
    const checked = await checkApacheConfig({ portalSource: join(projectRoot, 'dist/portal'), apiPort: Number(new URL(h.server.url).port) });
    assert.ok(checked.ok, checked.output);
    assert.match(checked.output, /Syntax OK/);
  });

  addDeployChecks(test);

  test('in Chromium through Apache: sign-in, an institution and a page from the menu', async ({ h, web }) => {
    const tracked = await openPage(h.browser, undefined, { ignoreHTTPSErrors: true });
    const { page } = tracked;
    const account = demoAccount('clinician');
    await page.goto(`${web.origin}/portal/about`);
    await signIn(page, account.email, account.password);
    await page.getByRole('button', { name: 'Choose Hospital Universitario del Norte' }).click();
    await waitForPath(page, '/about');
    await page.getByRole('heading', { name: 'About', level: 1 }).waitFor();
    assertNoProblems(tracked);
    await tracked.context.close();
  });
}

test.run();
