// The portal through real Apache httpd with deploy/apache/portal.conf unchanged except for ports
// and paths, the API proxied under /api/: first `apache2 -t`, then a running instance answering
// the same header and cache rules as nginx, and a sign-in in Chromium.
// Skipped with a message when apache2 is not installed; in CI (.ci/run) a missing one fails.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants as zlib } from 'node:zlib';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { addDeployChecks, assetsNamedBy, type DeployCheckContext } from './support/deploy-checks.ts';
import { assertNoProblems, demoAccount, openPage, signIn, startHarness, waitForPath, type Harness, enterInstitution } from './support/portal.ts';
import { checkApacheConfig, fetchRaw, missingWebServer, projectRoot, startApache } from './support/web-server.ts';

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

  // What Chromium sends; Debian's own gzip for every site (mods-enabled/deflate.conf) is in the
  // test's main configuration, so this fails if gzip is chosen before Brotli.
  const chromium = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };

  test('a browser that accepts Brotli gets Brotli: the copy beside an asset as it is, other files compressed on the fly', async ({ web }) => {
    assert.ok(existsSync(join(process.env.APACHE_MODULES ?? '/usr/lib/apache2/modules', 'mod_brotli.so')), 'mod_brotli is installed (Debian\'s apache2 has it)');
    const index = readFileSync(join(web.portalDir, 'index.html'), 'utf8');
    const script = assetsNamedBy(index).find((path) => path.endsWith('.js'));
    assert.ok(script);
    const file = join(web.portalDir, script.slice('/portal/'.length));
    const original = readFileSync(file);
    // The build may write the copies itself; a test copy otherwise, made at the highest level.
    if (!existsSync(`${file}.br`)) writeFileSync(`${file}.br`, brotliCompressSync(original, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
    const copy = readFileSync(`${file}.br`);
    const answer = await fetchRaw(`${web.origin}${script}`, { ca: web.ca, headers: chromium });
    assert.is(answer.status, 200);
    assert.is(answer.headers['content-encoding'], 'br');
    assert.match(String(answer.headers['content-type']), /^text\/javascript/);
    assert.match(String(answer.headers.vary), /Accept-Encoding/i);
    assert.is(answer.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.ok(answer.body.equals(copy), 'the copy, byte for byte');
    assert.ok(brotliDecompressSync(answer.body).equals(original));
    const plain = await fetchRaw(`${web.origin}${script}`, { ca: web.ca, headers: { 'Accept-Encoding': 'gzip' } });
    assert.is(plain.headers['content-encoding'], 'gzip', 'a browser without Brotli gets gzip, not the copy');
    for (const path of ['/portal/', '/portal/config.json']) {
      const page = await fetchRaw(`${web.origin}${path}`, { ca: web.ca, headers: chromium });
      assert.is(page.headers['content-encoding'], 'br', path);
    }
  });

  test('in Chromium through Apache: sign-in, an institution and a page from the menu', async ({ h, web }) => {
    const tracked = await openPage(h.browser, undefined, { ignoreHTTPSErrors: true });
    const { page } = tracked;
    const account = demoAccount('clinician');
    // Subjects works in an institution: after signing in, choosing one leads on to it.
    await page.goto(`${web.origin}/portal/patients`);
    await signIn(page, account.email, account.password);
    await enterInstitution(page, 'Hospital Universitario del Norte');
    await waitForPath(page, '/patients');
    await page.getByRole('heading', { name: 'Subjects', level: 1 }).waitFor();
    await page.getByRole('button', { name: new RegExp(account.firstName) }).click();
    await page.getByRole('menuitem', { name: 'About' }).click();
    await waitForPath(page, '/about');
    await page.getByRole('heading', { name: 'About', level: 1 }).waitFor();
    assertNoProblems(tracked);
    await tracked.context.close();
  });
}

test.run();
