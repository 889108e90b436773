// The owner's first password link (create-institution, password-link, the reset mail) in Chromium:
// the key rides in the URL fragment, which a browser never sends, and the portal sends it in the
// request body, so that no URL the browser asks for, and so no web server's access log, holds it
// (docs/security.md). A link of the older form, with ?key= in the query, still works, and the page
// moves the key out of the query at once.
import * as assert from 'uvu/assert';
import { passwordLinkFor } from '../../src/server/admin/password-link.ts';
import { assertNoProblems, browserSuite, demoAccount, openPage, portalUrl, signIn, waitForPath, type Harness } from './support/portal.ts';

const test = browserSuite('a password link in Chromium');

/** Opens `url`, chooses `password` there, and returns every URL the page asked for. */
async function choosePassword(h: Harness, url: string, password: string) {
  const tracked = await openPage(h.browser);
  const { page } = tracked;
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(url);
  await page.getByRole('heading', { name: 'Choose a new password', level: 1 }).waitFor();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Repeat the new password' }).fill(password);
  const answer = page.waitForResponse((response) => response.url().includes('/api/auth/password/'));
  await page.getByRole('button', { name: 'Change password' }).click();
  assert.is((await answer).status(), 200);
  await page.getByRole('status').filter({ hasText: 'Your password has been changed.' }).waitFor();
  return { tracked, requested };
}

test('the key of a link is in no URL the browser asks for: it goes in the body of the call that sets the password', async ({ h }) => {
  const account = demoAccount('clinician');
  const link = await passwordLinkFor(h.server.db, account.email, new Date(), 24);
  const key = /#key=([\w-]+)$/.exec(link.path)?.[1] ?? '';
  assert.ok(key.length >= 20, link.path);
  const { tracked, requested } = await choosePassword(h, `${h.server.url}${link.path}`, 'Chosen-Through-Link-1');
  assert.ok(requested.some((url) => url.includes('/api/auth/password/')), 'the call was seen');
  assert.ok(requested.length > 3, `the page, its scripts and the call: ${requested.length} requests`);
  assert.equal(requested.filter((url) => url.includes(key)), [], 'no request URL holds the key');
  const post = await tracked.page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  assert.equal(post.filter((url) => url.includes(key)), []);
  assertNoProblems(tracked);
  await tracked.context.close();

  const again = await openPage(h.browser);
  await again.page.goto(portalUrl(h.server, '/auth/sign-in'));
  await signIn(again.page, account.email, 'Chosen-Through-Link-1');
  // Signed in: on to its only institution.
  await again.page.waitForURL((url) => !url.pathname.includes('/auth/'));
  await again.context.close();
});

test('an older link with ?key= still works, and the key leaves the address bar for the fragment before anything else is asked', async ({ h }) => {
  const account = demoAccount('user_manager');
  const link = await passwordLinkFor(h.server.db, account.email, new Date(), 24);
  const key = /#key=([\w-]+)$/.exec(link.path)?.[1] ?? '';
  const older = `${h.server.url}${link.path.replace('#key=', '?key=')}`;
  const { tracked, requested } = await choosePassword(h, older, 'Chosen-Through-Link-2');
  assert.is(requested[0], older, 'the page itself was asked for with the key: the reason links no longer carry it so');
  assert.equal(requested.slice(1).filter((url) => url.includes(key)), [], 'nothing after it holds the key');
  const shown = new URL(tracked.page.url());
  assert.is(shown.search, '', 'no key in the query, which a reload would send again');
  assert.is(shown.hash, `#key=${key}`);
  assertNoProblems(tracked);
  await tracked.context.close();
});

test.run();
