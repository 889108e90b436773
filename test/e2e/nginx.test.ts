// The portal through real nginx with deploy/nginx/ unchanged except for ports and paths, the API
// proxied under /api/ to the reference server: what a hospital gets by following docs/deploy.md.
// Skipped with a message when nginx is not installed; in CI (.ci/run) a missing nginx fails.
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { addDeployChecks, type DeployCheckContext } from './support/deploy-checks.ts';
import { assertNoProblems, demoAccount, openPage, signIn, startHarness, waitForPath, type Harness, enterInstitution } from './support/portal.ts';
import { deployDir, fetchRaw, missingWebServer, nginxHasBrotli, projectRoot, startNginx } from './support/web-server.ts';
import { copyProject } from '../build/support/project-copy.ts';

type Context = DeployCheckContext & { h: Harness };

/** The chunk file of the About page in a build's metafile. */
function aboutChunk(metafile: string): string {
  const meta = JSON.parse(readFileSync(metafile, 'utf8')) as { outputs: Record<string, { entryPoint?: string }> };
  const chunk = Object.keys(meta.outputs).find((file) => meta.outputs[file]?.entryPoint === 'src/portal/features/pages/about-page.tsx');
  if (!chunk) throw new Error('the About page has no chunk of its own');
  return basename(chunk);
}

/** Runs deploy/publish-portal.sh, as docs/deploy.md says for an install and an upgrade. */
function publish(args: string[]): string {
  const result = spawnSync('sh', [join(deployDir, 'publish-portal.sh'), ...args], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`publish-portal.sh failed: ${result.stderr}`);
  return result.stdout;
}

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

  test('the Brotli check of docs/deploy.md, section 4, step 7, names the one script the page runs, and it comes as Brotli', async ({ web }) => {
    const doc = readFileSync(join(projectRoot, 'docs/deploy.md'), 'utf8');
    const line = doc.split('\n').find((text) => text.includes("curl -sI -H 'Accept-Encoding: gzip, br'"));
    const pick = /"https:\/\/portal\.hospital\.example\/portal\/\$\((.+)\)"$/.exec(line ?? '')?.[1];
    assert.ok(pick, 'the check is in the doc');
    const command = pick.replace('/var/www/portal/index.html', join(web.portalDir, 'index.html'));
    assert.is.not(command, pick, 'it reads the published index.html');
    const named = spawnSync('sh', ['-c', command], { encoding: 'utf8' });
    assert.is(named.status, 0, named.stderr);
    const paths = named.stdout.split('\n').filter(Boolean);
    assert.is(paths.length, 1, `one path: ${named.stdout}`);
    const script = `/portal/${paths[0]}`;
    assert.match(readFileSync(join(web.portalDir, 'index.html'), 'utf8'), `<script type="module" src="${script}"`);
    const answer = await fetchRaw(`${web.origin}${script}`, { ca: web.ca, headers: { 'Accept-Encoding': 'gzip, br' } });
    assert.is(answer.status, 200);
    assert.is(answer.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.is(answer.headers['content-encoding'], nginxHasBrotli() ? 'br' : 'gzip');
  });

  test('in Chromium through nginx: a deep link, sign-in, an institution, a page from the menu, and a reload', async ({ h, web }) => {
    const tracked = await openPage(h.browser, undefined, { ignoreHTTPSErrors: true });
    const { page } = tracked;
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    const account = demoAccount('clinician');
    // A deep link to a page that works in an institution: sign in, choose one, and arrive.
    await page.goto(`${web.origin}/portal/patients?q=NOR`);
    await waitForPath(page, '/auth/sign-in?redirect=%2Fpatients%3Fq%3DNOR');
    await signIn(page, account.email, account.password);
    await enterInstitution(page, 'Hospital Universitario del Norte');
    await waitForPath(page, '/patients?q=NOR');
    await page.getByRole('heading', { name: 'Subjects', level: 1 }).waitFor();
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
    const chunk = aboutChunk(join(projectRoot, 'dist/meta.json'));
    const file = join(web.portalDir, 'assets', chunk);
    const tracked = await openPage(h.browser, undefined, { ignoreHTTPSErrors: true });
    const { page } = tracked;
    const account = demoAccount('clinician');
    await page.goto(`${web.origin}/portal/auth/sign-in`);
    await signIn(page, account.email, account.password);
    await enterInstitution(page, 'Hospital Universitario del Norte');
    await waitForPath(page, '/');
    // An open tab of the previous release whose chunks an upgrade deleted (docs/deploy.md says not to).
    renameSync(file, `${file}.away`);
    try {
      const answer = page.waitForResponse((response) => response.url().endsWith(`/${chunk}`));
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

  test('an upgrade with deploy/publish-portal.sh keeps an open tab working: new assets beside the old, index.html last', async ({ h, web }) => {
    // The next release: the same portal with one line more in its entry, so every chunk that
    // imports from the entry, the About page's among them, gets a new name.
    const next = mkdtempSync(join(tmpdir(), 'portal-next-release-'));
    try {
      copyProject(next);
      appendFileSync(join(next, 'src/portal/main.tsx'), "\ndocument.documentElement.dataset.release = 'next';\n");
      const built = spawnSync(process.execPath, ['build.mjs', '--quiet'], { cwd: next, encoding: 'utf8' });
      assert.is(built.status, 0, `${built.stdout}${built.stderr}`);
      const oldChunk = aboutChunk(join(projectRoot, 'dist/meta.json'));
      assert.not.ok(readdirSync(join(next, 'dist/portal/assets')).includes(oldChunk), 'the next release renamed the About chunk');

      publish([join(projectRoot, 'dist/portal'), web.portalDir]);
      const tracked = await openPage(h.browser, undefined, { ignoreHTTPSErrors: true });
      const { page } = tracked;
      const account = demoAccount('clinician');
      await page.goto(`${web.origin}/portal/auth/sign-in`);
      await signIn(page, account.email, account.password);
      await enterInstitution(page, 'Hospital Universitario del Norte');
      await waitForPath(page, '/');

      publish([join(next, 'dist/portal'), web.portalDir]);
      const answer = page.waitForResponse((response) => response.url().endsWith(`/${oldChunk}`));
      await page.getByRole('button', { name: new RegExp(account.firstName) }).click();
      await page.getByRole('menuitem', { name: 'About' }).click();
      assert.is((await answer).status(), 200, 'the open tab still gets its release\'s chunk');
      await page.getByRole('heading', { name: 'About', level: 1 }).waitFor();
      assert.is(await page.evaluate(() => document.documentElement.dataset.release), undefined, 'the open tab runs the release it started with');
      assertNoProblems(tracked);

      const fresh = await openPage(h.browser, undefined, { ignoreHTTPSErrors: true });
      await fresh.page.goto(`${web.origin}/portal/auth/sign-in`);
      await fresh.page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
      assert.is(await fresh.page.evaluate(() => document.documentElement.dataset.release), 'next', 'a new tab runs the new release');
      assertNoProblems(fresh);

      // --prune keeps this release's and the previous one's files, and removes older ones.
      writeFileSync(join(web.portalDir, 'assets', 'chunk-OLDER000.js'), '');
      assert.match(publish(['--prune', join(next, 'dist/portal'), web.portalDir]), /removed 1 asset file/);
      const kept = readdirSync(join(web.portalDir, 'assets'));
      assert.ok(kept.includes(oldChunk) && !kept.includes('chunk-OLDER000.js'));
      await tracked.context.close();
      await fresh.context.close();
    } finally {
      rmSync(next, { recursive: true, force: true });
    }
  });
}

test.run();
