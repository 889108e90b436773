// The portal through real nginx with deploy/nginx/ unchanged except for ports and paths, the API
// proxied under /api/ to the reference server: what a hospital gets by following docs/deploy.md.
// Skipped with a message when nginx is not installed; in CI (.ci/run) a missing nginx fails.
import { readFileSync, renameSync } from 'node:fs';
import { basename, join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { addDeployChecks, type DeployCheckContext } from './support/deploy-checks.ts';
import { assertNoProblems, demoAccount, openPage, signIn, startHarness, waitForPath, type Harness } from './support/portal.ts';
import { missingWebServer, nginxHasBrotli, projectRoot, startNginx } from './support/web-server.ts';

type Context = DeployCheckContext & { h: Harness };

const name = 'the portal through nginx, the API proxied under /api/';
const missing = missingWebServer('nginx');
const test = suite<Context>(name);

if (missing) {
  console.log(`Skipped: ${missing}`);
  test.skip('nginx is not installed', () => {});
} else {
  test.before(async (ctx) => {
    ctx.h = await startHarness();
    ctx.apiOrigin = null;
    ctx.brotli = nginxHasBrotli();
    ctx.web = await startNginx({ portalSource: join(projectRoot, 'dist/portal'), apiPort: Number(new URL(ctx.h.server.url).port) });
  });
  test.after(async (ctx) => {
    await ctx.web?.stop();
    await ctx.h?.close();
  });

  addDeployChecks(test);

  test('in Chromium through nginx: a deep link, sign-in, an institution, a page from the menu, and a reload', async ({ h, web }) => {
    const tracked = await openPage(h.browser, undefined, { ignoreHTTPSErrors: true });
    const { page } = tracked;
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    const account = demoAccount('clinician');
    await page.goto(`${web.origin}/portal/user_roles?tab=1`);
    await waitForPath(page, '/auth/sign-in?redirect=%2Fuser_roles%3Ftab%3D1');
    await signIn(page, account.email, account.password);
    await page.getByRole('button', { name: 'Choose Hospital Universitario del Norte' }).click();
    await waitForPath(page, '/user_roles?tab=1');
    await page.getByRole('heading', { name: 'User Roles', level: 1 }).waitFor();
    await page.getByRole('button', { name: new RegExp(account.firstName) }).click();
    await page.getByRole('menuitem', { name: 'About' }).click();
    await waitForPath(page, '/about');
    await page.getByRole('heading', { name: 'About', level: 1 }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'About', level: 1 }).waitFor();
    assert.equal(failed, [], 'no answer was an error');
    assert.ok(web.log().split('\n').every((line) => !/\[(error|crit|alert|emerg)\]/.test(line)), `nginx logged errors:\n${web.log()}`);
    assertNoProblems(tracked);
    await tracked.context.close();
  });

  test('in Chromium through nginx: a page chunk missing on the server is a 404, and the portal says so and offers a retry', async ({ h, web }) => {
    const meta = JSON.parse(readFileSync(join(projectRoot, 'dist/meta.json'), 'utf8')) as { outputs: Record<string, { entryPoint?: string }> };
    const chunk = Object.keys(meta.outputs).find((file) => meta.outputs[file]?.entryPoint === 'src/portal/features/pages/about-page.tsx');
    assert.ok(chunk, 'the About page has a chunk of its own');
    const file = join(web.portalDir, 'assets', basename(chunk));
    const tracked = await openPage(h.browser, undefined, { ignoreHTTPSErrors: true });
    const { page } = tracked;
    const account = demoAccount('clinician');
    await page.goto(`${web.origin}/portal/auth/sign-in`);
    await signIn(page, account.email, account.password);
    await page.getByRole('button', { name: 'Choose Hospital Universitario del Norte' }).click();
    await waitForPath(page, '/');
    // An open tab of the previous release whose chunks an upgrade deleted (docs/deploy.md says not to).
    renameSync(file, `${file}.away`);
    try {
      const answer = page.waitForResponse((response) => response.url().endsWith(`/${basename(chunk)}`));
      await page.getByRole('button', { name: new RegExp(account.firstName) }).click();
      await page.getByRole('menuitem', { name: 'About' }).click();
      const response = await answer;
      assert.is(response.status(), 404, 'the missing chunk is a 404');
      assert.not.ok((await response.text()).includes('<div id="root">'), 'not the app\'s index.html');
      await page.getByRole('alert').filter({ hasText: 'Loading chunk failed' }).waitFor();
      await page.getByRole('button', { name: 'Try again' }).waitFor();
    } finally {
      renameSync(`${file}.away`, file);
    }
    await tracked.context.close();
  });
}

test.run();
