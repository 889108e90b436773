// How the portal's files reach Chromium from the reference server (issue 21): config.json is
// requested once, by the preload in index.html, and that response is the one main.tsx uses (a
// fetch that did not match the preload would request it a second time); the scripts and styles
// arrive compressed.
import * as assert from 'uvu/assert';
import { assertNoProblems, browserSuite, openPage, portalUrl } from './support/portal.ts';

const test = browserSuite('static delivery in Chromium');

test('config.json is fetched once, through the preload, and the sign-in form shows', async ({ h }) => {
  const tracked = await openPage(h.browser);
  const { page } = tracked;
  const configRequests: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/portal/config.json') configRequests.push(request.resourceType());
  });
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) warnings.push(message.text());
  });
  await page.goto(portalUrl(h.server, '/auth/sign-in'));
  await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
  // A fetch that does not match the preload shows as a second request ("other", then "fetch").
  assert.equal(configRequests.length, 1, `config.json requests: ${configRequests.join(', ')}`);
  assert.equal(warnings, [], 'no "preloaded but not used" or credentials-mismatch warning');
  assertNoProblems(tracked);
  await tracked.context.close();
});

test('on a slow link the page is never empty: a loading ring shows until the portal starts, then the portal replaces it', async ({ h }) => {
  const tracked = await openPage(h.browser);
  const { page } = tracked;
  // The portal's entry script is held back, as a slow link would, until the ring has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/portal\/assets\/main-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  void page.goto(portalUrl(h.server, '/patient/reports?subject=1')).catch(() => {});
  const ring = page.locator('#root > .boot .boot-ring');
  await ring.waitFor({ state: 'visible' });
  const box = await ring.boundingBox();
  assert.ok(box && box.width > 20 && box.height > 20, 'the ring is drawn');
  release();
  await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
  assert.is(await page.locator('.boot').count(), 0, 'the portal took its place');
  await page.unroute(/\/portal\/assets\/main-[^/]*\.js$/);
  assertNoProblems(tracked);
  await tracked.context.close();
});

test('the scripts and stylesheets arrive compressed, in an encoding Chromium asked for', async ({ h }) => {
  const tracked = await openPage(h.browser);
  const { page } = tracked;
  // Each response's headers are read asynchronously: the checks wait for every reading to end.
  const readings: Promise<{ url: string; encoding: string | undefined; accepted: string }>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    readings.push(
      Promise.all([response.allHeaders(), response.request().allHeaders()]).then(([headers, sent]) => ({
        url: response.url(),
        encoding: headers['content-encoding'],
        accepted: sent['accept-encoding'] ?? '',
      })),
    );
  });
  await page.goto(portalUrl(h.server, '/auth/sign-in'));
  await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
  const seen = await Promise.all(readings);
  assert.ok(seen.length >= 2, `${seen.length} scripts and stylesheets`);
  for (const file of seen) {
    assert.ok(file.encoding === 'br' || file.encoding === 'gzip', `${file.url}: ${file.encoding ?? 'not compressed'}`);
    assert.ok(file.accepted.includes(file.encoding ?? '?'), `${file.url}: ${file.encoding} not in "${file.accepted}"`);
  }
  await tracked.context.close();
});

test.run();
