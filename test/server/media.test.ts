import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadMediaSecret } from '../../src/server/media/media-secret.ts';
import { parseRange } from '../../src/server/media/range.ts';
import { mediaLinkSeconds, signMediaPath } from '../../src/server/media/signed-url.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const media = suite<{ t: TestServer; video: Buffer }>('media store: ranges and signed links');

const userId = 3;

media.before(async (ctx) => {
  ctx.t = await startTestServer({ seed: false });
  ctx.video = randomBytes(300_000);
  const dir = ctx.t.server.media.dir;
  await mkdir(join(dir, 'training', 'en'), { recursive: true });
  await writeFile(join(dir, 'training', 'en', 'intro.webm'), ctx.video);
  await writeFile(join(dir, 'training', 'en', 'intro.vtt'), 'WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n');
  await writeFile(join(dir, 'processed', 'job-1.webm'), ctx.video.subarray(0, 1000));
});

media.after(async ({ t }) => {
  await t.close();
});

const link = (t: TestServer, path: string, user = userId) => signMediaPath(t.server.media.secret, path, user, new Date(Date.now())).url;
const get = (t: TestServer, url: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(`${t.url}/api/${url}`, { method, headers });

media('a signed link serves the whole file with its type, Accept-Ranges and a private cache', async ({ t, video }) => {
  const res = await get(t, link(t, 'training/en/intro.webm'));
  assert.is(res.status, 200);
  assert.is(res.headers.get('content-type'), 'video/webm');
  assert.is(res.headers.get('accept-ranges'), 'bytes');
  assert.is(res.headers.get('cache-control'), `private, max-age=${mediaLinkSeconds}`);
  assert.is(Number(res.headers.get('content-length')), video.length);
  assert.ok(Buffer.from(await res.arrayBuffer()).equals(video));
});

media('a byte range answers 206 with Content-Range and exactly those bytes', async ({ t, video }) => {
  const res = await get(t, link(t, 'training/en/intro.webm'), { Range: 'bytes=1000-1999' });
  assert.is(res.status, 206);
  assert.is(res.headers.get('content-range'), `bytes 1000-1999/${video.length}`);
  assert.is(res.headers.get('content-length'), '1000');
  assert.ok(Buffer.from(await res.arrayBuffer()).equals(video.subarray(1000, 2000)));
});

media('an open range runs to the end and a suffix range gives the last bytes', async ({ t, video }) => {
  const open = await get(t, link(t, 'training/en/intro.webm'), { Range: 'bytes=299000-' });
  assert.is(open.status, 206);
  assert.is(open.headers.get('content-range'), `bytes 299000-299999/${video.length}`);
  assert.ok(Buffer.from(await open.arrayBuffer()).equals(video.subarray(299_000)));
  const suffix = await get(t, link(t, 'training/en/intro.webm'), { Range: 'bytes=-10' });
  assert.is(suffix.status, 206);
  assert.ok(Buffer.from(await suffix.arrayBuffer()).equals(video.subarray(video.length - 10)));
});

media('a range beyond the file or a malformed range answers 416 with the size', async ({ t, video }) => {
  for (const range of [`bytes=${video.length}-`, 'bytes=abc', 'bytes=500-100', 'bytes=-0']) {
    const res = await get(t, link(t, 'training/en/intro.webm'), { Range: range });
    assert.is(res.status, 416, range);
    assert.is(res.headers.get('content-range'), `bytes */${video.length}`, range);
    await res.arrayBuffer();
  }
});

media('captions are served as text/vtt', async ({ t }) => {
  const res = await get(t, link(t, 'training/en/intro.vtt'));
  assert.is(res.status, 200);
  assert.is(res.headers.get('content-type'), 'text/vtt; charset=utf-8');
  assert.match(await res.text(), /^WEBVTT/);
});

media("a patient's processed video is never cached", async ({ t }) => {
  const res = await get(t, link(t, 'processed/job-1.webm'), { Range: 'bytes=0-9' });
  assert.is(res.status, 206);
  assert.is(res.headers.get('cache-control'), 'no-store');
  await res.arrayBuffer();
});

media('HEAD answers the headers without the body', async ({ t, video }) => {
  const res = await get(t, link(t, 'training/en/intro.webm'), {}, 'HEAD');
  assert.is(res.status, 200);
  assert.is(Number(res.headers.get('content-length')), video.length);
  assert.is((await res.arrayBuffer()).byteLength, 0);
});

media('a link stops working once it expires', async ({ t }) => {
  const url = link(t, 'training/en/intro.webm');
  t.advance((mediaLinkSeconds + 1) * 1000);
  try {
    const res = await get(t, url);
    assert.is(res.status, 403);
    assert.is(res.headers.get('cache-control'), 'no-store');
  } finally {
    t.advance(-(mediaLinkSeconds + 1) * 1000);
  }
});

media('a link whose path, expiry or signature was changed is refused', async ({ t }) => {
  const url = link(t, 'training/en/intro.webm');
  const later = url.replace(/e=(\d+)/, (_, e: string) => `e=${Number(e) + 3600}`);
  const otherFile = url.replace('intro.webm', 'intro.vtt');
  const badSignature = url.replace(/s=([\w-])/, (_, c: string) => `s=${c === 'A' ? 'B' : 'A'}`);
  const noSignature = url.replace(/&s=[\w-]+/, '');
  for (const forged of [later, otherFile, badSignature, noSignature]) {
    const res = await get(t, forged);
    assert.is(res.status, 403, forged);
    await res.arrayBuffer();
  }
});

media("another user's link does not open for a changed user id", async ({ t }) => {
  const url = link(t, 'processed/job-1.webm', userId);
  const res = await get(t, url.replace(`u=${userId}`, `u=${userId + 1}`));
  assert.is(res.status, 403);
  await res.arrayBuffer();
});

media('a signed link to a path outside the store, or to a missing file, answers 404', async ({ t }) => {
  for (const path of ['../secret', 'training/../../x', '.hidden/a.webm', 'training/en/missing.webm']) {
    const res = await get(t, link(t, path));
    assert.is(res.status, 404, path);
    await res.arrayBuffer();
  }
});

media('the link carries no session token: only the user, the expiry and a signature', async ({ t }) => {
  const url = new URL(link(t, 'training/en/intro.webm'), 'http://x/');
  assert.equal([...url.searchParams.keys()], ['u', 'e', 's']);
});

media('processes sharing a database sign with the same secret; a short MEDIA_URL_SECRET is refused', async ({ t }) => {
  const again = await loadMediaSecret(t.server.db, new Date());
  assert.ok(again.equals(t.server.media.secret));
  try {
    await loadMediaSecret(t.server.db, new Date(), 'short');
    assert.unreachable('a short secret was accepted');
  } catch (error) {
    assert.match(String(error), /at least 32/);
  }
});

const ranges = suite('parseRange');
ranges('no header or another unit: the whole file; several ranges: the whole file', () => {
  assert.equal(parseRange(undefined, 10), { kind: 'whole' });
  assert.equal(parseRange('items=0-1', 10), { kind: 'whole' });
  assert.equal(parseRange('bytes=0-1, 4-5', 10), { kind: 'whole' });
});
ranges('an end past the file is cut to the last byte', () => {
  assert.equal(parseRange('bytes=5-99', 10), { kind: 'range', range: { start: 5, end: 9 } });
});
ranges('a suffix longer than the file gives the whole file as a range', () => {
  assert.equal(parseRange('bytes=-50', 10), { kind: 'range', range: { start: 0, end: 9 } });
});

media.run();
ranges.run();
