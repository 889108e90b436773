import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { createPortalFixture, fixtureFiles, type PortalFixture } from './support/portal-fixture.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const apiBase = 'https://api.hospital.example:8443/api/';

const statics = suite<{ t: TestServer; portal: PortalFixture }>('the portal static files');

statics.before(async (ctx) => {
  ctx.portal = await createPortalFixture();
  ctx.t = await startTestServer({ portalDir: ctx.portal.portalDir, portalApiBase: apiBase, seed: false });
});

statics.after(async ({ t, portal }) => {
  await t.close();
  await portal.remove();
});

/** A raw GET, so paths reach the server exactly as written (fetch would normalise `..`). */
function rawGet(t: TestServer, path: string, method = 'GET'): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(t.url);
    const req = request({ hostname, port, path, method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

statics('index.html is served with the CSP, DENY framing, nosniff and no-cache', async ({ t }) => {
  const page = await rawGet(t, '/portal/');
  assert.is(page.status, 200);
  assert.is(page.body, fixtureFiles.index);
  assert.match(String(page.headers['content-type']), /^text\/html/);
  assert.is(page.headers['cache-control'], 'no-cache');
  assert.is(page.headers['x-frame-options'], 'DENY');
  assert.is(page.headers['x-content-type-options'], 'nosniff');
  assert.is(page.headers['referrer-policy'], 'no-referrer');
  const csp = String(page.headers['content-security-policy']);
  for (const directive of [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "media-src 'self' blob:",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ]) {
    assert.ok(csp.includes(directive), directive);
  }
  assert.ok(csp.includes(`connect-src 'self' https://api.hospital.example:8443`), 'the API origin may be called');
});

statics('a route path without an extension falls back to index.html', async ({ t }) => {
  for (const path of ['/portal/institutions', '/portal/patient/reports?keyid=3', '/portal/reset_your_password/7?key=abc', '/portal/training/']) {
    const page = await rawGet(t, path);
    assert.is(page.status, 200, path);
    assert.is(page.body, fixtureFiles.index, path);
    assert.is(page.headers['cache-control'], 'no-cache');
  }
});

statics('a hashed asset is cached for a year as immutable, with its content type', async ({ t }) => {
  const asset = await rawGet(t, `/portal/assets/${fixtureFiles.assetName}`);
  assert.is(asset.status, 200);
  assert.is(asset.body, fixtureFiles.asset);
  assert.is(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.match(String(asset.headers['content-type']), /^text\/javascript/);
  const icon = await rawGet(t, '/portal/favicon.ico');
  assert.is(icon.headers['content-type'], 'image/x-icon');
  assert.is(icon.headers['cache-control'], 'no-cache');
});

statics('a missing asset is a 404, never index.html', async ({ t }) => {
  for (const path of ['/portal/assets/main-ZZZZ9999.js', '/portal/missing.png', '/portal/assets/whatever', '/portal/media/intro.mp4']) {
    const answer = await rawGet(t, path);
    assert.is(answer.status, 404, path);
    assert.not.ok(answer.body.includes('<title>Portal'), path);
  }
});

statics('path traversal in any spelling is refused and never reaches outside the portal', async ({ t, portal }) => {
  const attempts = [
    '/portal/../secret.txt',
    '/portal/assets/../../secret.txt',
    '/portal/%2e%2e/secret.txt',
    '/portal/%2E%2E%2Fsecret.txt',
    '/portal/..%2fsecret.txt',
    '/portal/..%5csecret.txt',
    '/portal/..\\secret.txt',
    '/portal/index.html%00.png',
    '/portal/%252e%252e/secret.txt',
    '/portal//etc/passwd',
    '/portal/.env',
    '/portal/assets/',
  ];
  for (const path of attempts) {
    const answer = await rawGet(t, path);
    assert.ok([400, 404].includes(answer.status) || answer.body === fixtureFiles.index, `${path} → ${answer.status}`);
    assert.not.ok(answer.body.includes(portal.secret), path);
    assert.not.ok(answer.body.includes('SECRET=1'), path);
  }
  assert.is((await rawGet(t, '/portal/%2e%2e/secret.txt')).status, 400);
  assert.is((await rawGet(t, '/portal/.env')).status, 404);
});

statics('a directory is never listed', async ({ t }) => {
  const answer = await rawGet(t, '/portal/media');
  assert.is(answer.body, fixtureFiles.index, 'a path without extension is a route');
  const assets = await rawGet(t, '/portal/assets');
  assert.is(assets.status, 404);
});

statics('/ and /portal redirect to /portal/', async ({ t }) => {
  const root = await rawGet(t, '/');
  assert.is(root.status, 302);
  assert.is(root.headers.location, '/portal/');
  const portal = await rawGet(t, '/portal?from=x');
  assert.is(portal.status, 302);
  assert.is(portal.headers.location, '/portal/?from=x');
  assert.is((await rawGet(t, '/portalx')).status, 404);
});

statics('only GET and HEAD are allowed', async ({ t }) => {
  const head = await rawGet(t, '/portal/', 'HEAD');
  assert.is(head.status, 200);
  assert.is(head.body, '');
  assert.is(head.headers['content-length'], String(Buffer.byteLength(fixtureFiles.index)));
  const post = await rawGet(t, '/portal/', 'POST');
  assert.is(post.status, 405);
  assert.is(post.headers.allow, 'GET, HEAD');
});

statics('config.json is generated with the configured apiBase and not cached', async ({ t }) => {
  const answer = await rawGet(t, '/portal/config.json');
  assert.is(answer.status, 200);
  assert.equal(JSON.parse(answer.body), { apiBase, title: 'Demo' });
  assert.is(answer.headers['cache-control'], 'no-cache');
});

statics('an unchanged file answers 304 to its ETag', async ({ t }) => {
  const first = await rawGet(t, '/portal/favicon.ico');
  const etag = String(first.headers.etag);
  const second = await new Promise<number>((resolve, reject) => {
    const req = request(`${t.url}/portal/favicon.ico`, { headers: { 'If-None-Match': etag } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
  assert.is(second, 304);
});

statics('source maps are not served to the public: *.map answers 404', async ({ t, portal }) => {
  const mapBody = '{"version":3,"sources":["secret-source.ts"]}';
  await writeFile(join(portal.portalDir, 'assets', `${fixtureFiles.assetName}.map`), mapBody);
  await writeFile(join(portal.portalDir, 'main.js.map'), mapBody);
  for (const path of [`/portal/assets/${fixtureFiles.assetName}.map`, '/portal/main.js.map', '/portal/assets/MAIN.JS.MAP']) {
    const answer = await rawGet(t, path);
    assert.is(answer.status, 404, path);
    assert.not.ok(answer.body.includes('secret-source'), path);
  }
  assert.is((await rawGet(t, `/portal/assets/${fixtureFiles.assetName}`)).status, 200, 'the asset itself is served');
});

statics.run();
