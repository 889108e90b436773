import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { contentTypeFor } from '../../src/server/http/static/content-types.ts';
import { apiOriginOf, portalCsp } from '../../src/server/http/static/csp.ts';
import { isHashedAsset, resolveStaticPath } from '../../src/server/http/static/static-path.ts';

const paths = suite('resolveStaticPath');

paths('files are paths with an extension or under assets/', () => {
  assert.equal(resolveStaticPath('index.html'), { kind: 'file', segments: ['index.html'] });
  assert.equal(resolveStaticPath('assets/main-ABCD1234.js'), { kind: 'file', segments: ['assets', 'main-ABCD1234.js'] });
  assert.equal(resolveStaticPath('assets/noext'), { kind: 'file', segments: ['assets', 'noext'] });
  assert.equal(resolveStaticPath('media/intro%20video.mp4'), { kind: 'file', segments: ['media', 'intro video.mp4'] });
});

paths('paths without an extension are client-side routes', () => {
  for (const rest of ['', 'institutions', 'patient/reports', 'training/', 'reset_your_password/7']) {
    assert.equal(resolveStaticPath(rest), { kind: 'route' }, rest);
  }
});

paths('dot segments, encoded separators, NUL and backslashes are bad requests', () => {
  for (const rest of ['../x.txt', 'a/../../x', '%2e%2e/x', '.%2E/x', '..%2fx', 'a%2Fb.js', '..%5cx', 'a\\b.js', 'x%00.png', '%E0%A4%A', 'a//b.js', './x.js']) {
    assert.equal(resolveStaticPath(rest), { kind: 'bad' }, rest);
  }
});

paths('dot files are hidden', () => {
  assert.equal(resolveStaticPath('.env'), { kind: 'hidden' });
  assert.equal(resolveStaticPath('assets/.git/config'), { kind: 'hidden' });
});

paths.run();

const hashed = suite('isHashedAsset');

hashed('only assets with a hash in their name are hashed', () => {
  assert.ok(isHashedAsset(['assets', 'main-3KX7Q2ZP.js']));
  assert.ok(isHashedAsset(['assets', 'chunk-ABCDEFGH.css']));
  assert.ok(isHashedAsset(['assets', 'main-3KX7Q2ZP.js.map']));
  assert.not.ok(isHashedAsset(['assets', 'logo.svg']));
  assert.not.ok(isHashedAsset(['main-3KX7Q2ZP.js']));
  assert.not.ok(isHashedAsset(['index.html']));
});

hashed.run();

const csp = suite('portalCsp');

csp('same-origin API: connect-src is self only', () => {
  const policy = portalCsp(null);
  assert.ok(policy.includes("connect-src 'self';"));
  assert.not.ok(policy.includes('unsafe-inline'));
  assert.ok(policy.includes("frame-ancestors 'none'"));
});

csp('an API on another origin is added to connect-src and nowhere else', () => {
  const origin = apiOriginOf('https://api.example:8443/api/');
  assert.is(origin, 'https://api.example:8443');
  const policy = portalCsp(origin);
  assert.ok(policy.includes("connect-src 'self' https://api.example:8443;"));
  assert.is(policy.split('https://api.example').length, 2);
  assert.is(apiOriginOf('/api/'), null);
  assert.is(apiOriginOf(undefined), null);
});

csp.run();

const types = suite('contentTypeFor');

types('the build output types are named, the rest is bytes', () => {
  assert.is(contentTypeFor('a.js'), 'text/javascript; charset=utf-8');
  assert.is(contentTypeFor('a.CSS'), 'text/css; charset=utf-8');
  assert.is(contentTypeFor('a.woff2'), 'font/woff2');
  assert.is(contentTypeFor('a.webm'), 'video/webm');
  assert.is(contentTypeFor('a.js.map'), 'application/json; charset=utf-8');
  assert.is(contentTypeFor('a.exe'), 'application/octet-stream');
  assert.is(contentTypeFor('README'), 'application/octet-stream');
});

types.run();
