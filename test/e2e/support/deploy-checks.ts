/**
 * The rules of docs/deploy.md ("What the web server must do"), asserted on the answers of a real
 * web server running a configuration of deploy/: the same tests for nginx and for Apache.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Test } from 'uvu';
import * as assert from 'uvu/assert';
import { portalCsp } from '../../../src/server/http/static/csp.ts';
import { debianDefaultPage, fetchRaw, type Answer, type Deployment } from './web-server.ts';

export interface DeployCheckContext {
  web: Deployment;
  /** The origin of an API elsewhere, or null when the API is under /api/ of the portal's host. */
  apiOrigin: string | null;
  /** Whether this server compresses with Brotli. */
  brotli: boolean;
}

const immutable = 'public, max-age=31536000, immutable';
const securityHeaders = (apiOrigin: string | null): Record<string, string> => ({
  'content-security-policy': portalCsp(apiOrigin),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'strict-transport-security': 'max-age=31536000',
});

/** Each security header present exactly once with its value. */
function assertSecurityHeaders(answer: Answer, apiOrigin: string | null, what: string): void {
  for (const [name, value] of Object.entries(securityHeaders(apiOrigin))) {
    assert.is(answer.headers[name], value, `${name} on ${what}`);
  }
}

/** The asset URLs index.html names (scripts, styles, preloads, the shell). */
export function assetsNamedBy(indexHtml: string): string[] {
  return [...indexHtml.matchAll(/(?:href|src|content|data-css)="(\/portal\/assets\/[^"]+)"/g)].map((m) => m[1] as string);
}

const isApp = (answer: Answer) => answer.body.toString('utf8').includes('<div id="root">');

/** Adds the header and cache tests to `test`; `ctx()` gives the running deployment. */
export function addDeployChecks(test: Test<DeployCheckContext>): void {
  const get = (ctx: DeployCheckContext, path: string, headers: Record<string, string> = {}) =>
    fetchRaw(`${ctx.web.origin}${path}`, { ca: ctx.web.ca, headers });

  test('index.html and a portal route answer the app, never cached, with the CSP and the security headers', async (ctx) => {
    const index = readFileSync(join(ctx.web.portalDir, 'index.html'));
    for (const path of ['/portal/', '/portal/index.html', '/portal/institutions', '/portal/auth/sign-in', '/portal/patients/']) {
      const answer = await get(ctx, path);
      assert.is(answer.status, 200, path);
      assert.match(String(answer.headers['content-type']), /^text\/html/, path);
      assert.ok(answer.body.equals(index), `${path} is index.html`);
      assert.is(answer.headers['cache-control'], 'no-cache', path);
      assertSecurityHeaders(answer, ctx.apiOrigin, path);
    }
  });

  test('config.json is JSON and never cached', async (ctx) => {
    const answer = await get(ctx, '/portal/config.json');
    assert.is(answer.status, 200);
    assert.match(String(answer.headers['content-type']), /^application\/json/);
    assert.is(answer.headers['cache-control'], 'no-cache');
    const config = JSON.parse(answer.body.toString('utf8'));
    assert.is(config.apiBase, ctx.apiOrigin ? `${ctx.apiOrigin}/api/` : '/api/');
    assertSecurityHeaders(answer, ctx.apiOrigin, 'config.json');
  });

  test('every asset index.html names is cached for a year, immutable, with its content type', async (ctx) => {
    const assets = assetsNamedBy(readFileSync(join(ctx.web.portalDir, 'index.html'), 'utf8'));
    assert.ok(assets.length >= 3, `index.html names ${assets.length} assets`);
    for (const path of assets) {
      const answer = await get(ctx, path);
      assert.is(answer.status, 200, path);
      assert.is(answer.headers['cache-control'], immutable, path);
      const type = path.endsWith('.css') ? /^text\/css/ : /^(text|application)\/javascript/;
      assert.match(String(answer.headers['content-type']), type, path);
      assert.ok(answer.body.equals(readFileSync(join(ctx.web.portalDir, path.slice('/portal/'.length)))), `${path} as built`);
      assertSecurityHeaders(answer, ctx.apiOrigin, path);
    }
  });

  test('a missing asset is a plain 404, not the app, and never cached for a year', async (ctx) => {
    for (const path of ['/portal/assets/chunk-MISSING0.js', '/portal/assets/main-MISSING0.css', '/portal/assets/missing', '/portal/assets/']) {
      const answer = await get(ctx, path);
      assert.ok(answer.status === 404 || (path.endsWith('/') && answer.status === 403), `${path}: ${answer.status}`);
      assert.not.ok(isApp(answer), `${path} is not index.html`);
      assert.is.not(answer.headers['cache-control'], immutable, path);
      assertSecurityHeaders(answer, ctx.apiOrigin, `${path} (${answer.status})`);
    }
  });

  test('a missing file with an extension is a 404, and so are source maps and dot files', async (ctx) => {
    const map = readdirSync(join(ctx.web.portalDir, 'assets')).find((file) => file.endsWith('.map'));
    assert.ok(map, 'the build has source maps');
    for (const path of ['/portal/missing.json', '/portal/institutions/missing.png', `/portal/assets/${map}`, '/portal/.env', '/portal/.git/config']) {
      const answer = await get(ctx, path);
      assert.is(answer.status, 404, path);
      assert.not.ok(isApp(answer), `${path} is not index.html`);
    }
  });

  test('hidden files are never served: real .env, .git/config and .htpasswd in the web root, the portal and its assets', async (ctx) => {
    const webRoot = dirname(ctx.web.portalDir);
    const secret = 'SECRET-7f3a9c';
    const placed: string[] = [];
    const paths: string[] = [];
    for (const [dir, url] of [[webRoot, ''], [ctx.web.portalDir, '/portal'], [join(ctx.web.portalDir, 'assets'), '/portal/assets']] as const) {
      for (const file of ['.env', '.git/config', '.htpasswd']) {
        const path = join(dir, file);
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, `${file} ${secret}\n`);
        placed.push(file === '.git/config' ? join(dir, '.git') : path);
        paths.push(`${url}/${file}`);
      }
    }
    // The same files asked for with the dot percent-encoded, and the publish script's own list.
    paths.push('/portal/%2eenv', '/portal/assets/%2Egit/config', '/%2ehtpasswd', '/portal/.assets-current');
    writeFileSync(join(ctx.web.portalDir, '.assets-current'), `main-${secret}.js\n`);
    placed.push(join(ctx.web.portalDir, '.assets-current'));
    try {
      for (const path of paths) {
        const answer = await get(ctx, path);
        assert.ok(answer.status === 404 || answer.status === 403, `${path}: ${answer.status}`);
        assert.not.ok(answer.body.toString('utf8').includes(secret), `${path} is not served`);
        assert.not.ok(isApp(answer), `${path} is not index.html`);
      }
    } finally {
      for (const path of placed) rmSync(path, { recursive: true, force: true });
    }
  });

  test('/ goes to /portal/, /robots.txt is the portal\'s, and nothing else of the web root is served', async (ctx) => {
    const root = await get(ctx, '/');
    assert.is(root.status, 302);
    assert.match(String(root.headers.location), /^(https:\/\/[^/]+)?\/portal\/$/);
    const robots = await get(ctx, '/robots.txt');
    assert.is(robots.status, 200);
    assert.match(String(robots.headers['content-type']), /^text\/plain/);
    assert.ok(robots.body.equals(readFileSync(join(ctx.web.portalDir, 'robots.txt'))), 'the portal\'s robots.txt');
    assert.match(robots.body.toString('utf8'), /^User-agent: \*\nDisallow: \/$/m);
    for (const path of ['/html/', '/html/index.html', '/index.html', '/portalx', '/portal-other/']) {
      const answer = await get(ctx, path);
      assert.is(answer.status, 404, path);
      assert.not.ok(answer.body.equals(Buffer.from(debianDefaultPage)), `${path} is not the default page`);
    }
  });

  test('answers name the server but not its version or system, error pages included', async (ctx) => {
    for (const path of ['/portal/', '/portal/missing.json', '/portal/assets/missing.js']) {
      const answer = await get(ctx, path);
      assert.match(String(answer.headers.server), /^(nginx|Apache)$/, `${path}: ${answer.headers.server}`);
      assert.not.match(answer.body.toString('utf8'), /(nginx|Apache)\/\d|Debian|Server at/, `${path} names no version`);
    }
  });

  test('/portal redirects to /portal/, and plain HTTP to HTTPS', async (ctx) => {
    const bare = await get(ctx, '/portal');
    assert.is(bare.status, 301);
    assert.match(String(bare.headers.location), /\/portal\/$/);
    const plain = await fetchRaw(`${ctx.web.httpOrigin}/portal/institutions?tab=1`);
    assert.is(plain.status, 301);
    assert.match(String(plain.headers.location), /^https:\/\/[^/]+\/portal\/institutions\?tab=1$/);
  });

  test('scripts, styles and index.html are compressed: gzip, and Brotli where the server has it', async (ctx) => {
    const index = readFileSync(join(ctx.web.portalDir, 'index.html'));
    // The largest script index.html names (the first is the theme's few statements, too small to halve).
    const scripts = assetsNamedBy(index.toString('utf8')).filter((path) => path.endsWith('.js'));
    const sizeOf = (path: string) => statSync(join(ctx.web.portalDir, path.slice('/portal/'.length))).size;
    const [script] = scripts.sort((a, b) => sizeOf(b) - sizeOf(a));
    assert.ok(script);
    const original = readFileSync(join(ctx.web.portalDir, script.slice('/portal/'.length)));
    const gzip = await get(ctx, script, { 'Accept-Encoding': 'gzip' });
    assert.is(gzip.headers['content-encoding'], 'gzip');
    assert.match(String(gzip.headers.vary), /Accept-Encoding/i);
    assert.ok(gunzipSync(gzip.body).equals(original), 'gzip gives back the file');
    assert.ok(gzip.body.length < original.length / 2, 'at least halved');
    const page = await get(ctx, '/portal/', { 'Accept-Encoding': 'gzip' });
    assert.is(page.headers['content-encoding'], 'gzip');
    const br = await get(ctx, script, { 'Accept-Encoding': 'br, gzip' });
    if (ctx.brotli) {
      assert.is(br.headers['content-encoding'], 'br');
      assert.ok(brotliDecompressSync(br.body).equals(original), 'Brotli gives back the file');
    } else {
      assert.is(br.headers['content-encoding'], 'gzip');
    }
    const plain = await get(ctx, script);
    assert.is(plain.headers['content-encoding'], undefined, 'no compression unasked');
  });

  test('a script is sent as the compressed copy the build wrote beside it, byte for byte: gzip, and Brotli where the server has it', async (ctx) => {
    const index = readFileSync(join(ctx.web.portalDir, 'index.html'), 'utf8');
    const [script] = assetsNamedBy(index).filter((path) => path.endsWith('.js'));
    assert.ok(script);
    const file = join(ctx.web.portalDir, script.slice('/portal/'.length));
    const encodings: [string, string][] = [['gzip', 'gz'], ...(ctx.brotli ? ([['br', 'br']] as [string, string][]) : [])];
    for (const [encoding, suffix] of encodings) {
      const copy = readFileSync(`${file}.${suffix}`);
      const answer = await get(ctx, script, { 'Accept-Encoding': encoding });
      assert.is(answer.status, 200, encoding);
      assert.is(answer.headers['content-encoding'], encoding);
      assert.match(String(answer.headers['content-type']), /^(text|application)\/javascript/, encoding);
      assert.is(answer.body.length, copy.length, `${encoding}: the bytes sent are the shipped copy's ${copy.length}, not a compression per request`);
      assert.ok(answer.body.equals(copy), `${encoding}: the copy itself`);
    }
  });

  test('the API under /api/ reaches the API server and keeps its own headers, each once', async (ctx) => {
    const answer = await get(ctx, '/api/portal_users/get_own_user/0');
    assert.is(answer.status, 401);
    assert.match(String(answer.headers['content-type']), /^application\/json/);
    assert.is(answer.headers['cache-control'], 'no-store');
    assert.is(answer.headers['x-content-type-options'], 'nosniff', 'once, from the API server');
    assert.is(answer.headers['strict-transport-security'], 'max-age=31536000');
    assert.is(answer.headers['content-security-policy'], undefined, 'the portal\'s CSP is not the API\'s');
    assert.ok(JSON.parse(answer.body.toString('utf8')), 'a JSON answer');
  });
}
