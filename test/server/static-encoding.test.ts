// Compressed static files (issue 21, "Static files as fast as the budget promises"): the build
// writes X.br and X.gz beside every text file X (build/compress.mjs), and the reference server
// sends the best copy the browser accepts, with Vary, the copy's length and an ETag per encoding.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
// @ts-expect-error a build script in plain JavaScript
import { writeCompressedCopies } from '../../build/compress.mjs';
import { acceptedEncodings } from '../../src/server/http/static/encoding.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i % 37}`))};\n`;
const config = JSON.stringify({ apiBase: '/api/', productName: 'Portal', supportEmail: 'help@hospital.example' }, null, 2);

interface Ctx {
  t: TestServer;
  dir: string;
}

const statics = suite<Ctx>('compressed static files');

statics.before(async (ctx) => {
  ctx.dir = await mkdtemp(join(tmpdir(), 'portal-encoding-'));
  await mkdir(join(ctx.dir, 'assets'));
  await writeFile(join(ctx.dir, 'assets/main-ABCD1234.js'), script);
  await writeFile(join(ctx.dir, 'assets/main-ABCD1234.js.map'), '{"version":3,"mappings":"' + 'A'.repeat(500) + '"}');
  await writeFile(join(ctx.dir, 'index.html'), `<!doctype html><title>Portal</title>${'<p>text</p>'.repeat(100)}`);
  await writeFile(join(ctx.dir, 'config.json'), config);
  await writeFile(join(ctx.dir, 'favicon.ico'), Buffer.alloc(600, 1));
  writeCompressedCopies(ctx.dir);
  ctx.t = await startTestServer({ portalDir: ctx.dir, seed: false });
});

statics.after(async ({ t, dir }) => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET with exactly the headers given (fetch would add and undo Accept-Encoding itself). */
function get(t: TestServer, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(t.url);
    const req = request({ hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

function decode(answer: Raw): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  return answer.body.toString('utf8');
}

statics('the build writes X.br and X.gz beside the text files, the same bytes every time, none for config.json or source maps', async ({ dir }) => {
  const files = (await readdir(dir, { recursive: true })).map(String).sort();
  for (const file of ['assets/main-ABCD1234.js.br', 'assets/main-ABCD1234.js.gz', 'index.html.br', 'index.html.gz']) assert.ok(files.includes(file), file);
  for (const file of ['config.json.br', 'config.json.gz', 'assets/main-ABCD1234.js.map.br', 'favicon.ico.gz']) assert.not.ok(files.includes(file), file);
  const first = await readFile(join(dir, 'assets/main-ABCD1234.js.gz'));
  const again = await mkdtemp(join(tmpdir(), 'portal-encoding-again-'));
  try {
    await writeFile(join(again, 'main-ABCD1234.js'), script);
    writeCompressedCopies(again);
    assert.ok(first.equals(await readFile(join(again, 'main-ABCD1234.js.gz'))), 'gzip copy identical');
    assert.ok((await readFile(join(dir, 'assets/main-ABCD1234.js.br'))).equals(await readFile(join(again, 'main-ABCD1234.js.br'))), 'Brotli copy identical');
  } finally {
    await rm(again, { recursive: true, force: true });
  }
});

statics('Accept-Encoding decides: Brotli first, then gzip, by q-value, none when none is accepted', () => {
  assert.equal(acceptedEncodings('gzip, deflate, br, zstd'), ['br', 'gzip']);
  assert.equal(acceptedEncodings('gzip, deflate'), ['gzip']);
  assert.equal(acceptedEncodings('br;q=0, gzip'), ['gzip']);
  assert.equal(acceptedEncodings('gzip;q=0.8, br;q=0.2'), ['gzip', 'br']);
  assert.equal(acceptedEncodings('*'), ['br', 'gzip']);
  assert.equal(acceptedEncodings('*;q=0, identity'), []);
  assert.equal(acceptedEncodings(undefined), []);
});

statics('a browser accepting Brotli gets the Brotli copy with its own length, Vary and the same content', async ({ t }) => {
  const answer = await get(t, '/portal/assets/main-ABCD1234.js', { 'Accept-Encoding': 'gzip, deflate, br' });
  assert.is(answer.status, 200);
  assert.is(answer.headers['content-encoding'], 'br');
  assert.is(answer.headers.vary, 'Accept-Encoding');
  assert.is(Number(answer.headers['content-length']), answer.body.length);
  assert.ok(answer.body.length < script.length / 3, `${answer.body.length} bytes`);
  assert.match(String(answer.headers['content-type']), /^text\/javascript/);
  assert.is(answer.headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.is(decode(answer), script);
});

statics('gzip when only gzip is accepted, the file itself when nothing is, and each encoding has its own ETag', async ({ t }) => {
  const gzip = await get(t, '/portal/assets/main-ABCD1234.js', { 'Accept-Encoding': 'gzip' });
  const plain = await get(t, '/portal/assets/main-ABCD1234.js');
  const br = await get(t, '/portal/assets/main-ABCD1234.js', { 'Accept-Encoding': 'br' });
  assert.is(gzip.headers['content-encoding'], 'gzip');
  assert.is(decode(gzip), script);
  assert.is(plain.headers['content-encoding'], undefined);
  assert.is(plain.headers.vary, 'Accept-Encoding', 'a cache must not hand this answer to a browser accepting Brotli');
  assert.is(plain.body.toString('utf8'), script);
  assert.is(Number(plain.headers['content-length']), Buffer.byteLength(script));
  const tags = new Set([gzip.headers.etag, plain.headers.etag, br.headers.etag]);
  assert.is(tags.size, 3, [...tags].join(' '));
});

statics('If-None-Match revalidates the representation the browser would get', async ({ t }) => {
  const first = await get(t, '/portal/index.html', { 'Accept-Encoding': 'br' });
  const etag = String(first.headers.etag);
  const same = await get(t, '/portal/index.html', { 'Accept-Encoding': 'br', 'If-None-Match': etag });
  assert.is(same.status, 304);
  assert.is(same.body.length, 0);
  const other = await get(t, '/portal/index.html', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag });
  assert.is(other.status, 200, 'a Brotli ETag does not validate the gzip copy');
  assert.is(other.headers['content-encoding'], 'gzip');
});

statics('client-side routes get index.html compressed too; HEAD sends the same headers without a body; a Range gets the whole file', async ({ t }) => {
  const route = await get(t, '/portal/subjects/12', { 'Accept-Encoding': 'br' });
  assert.is(route.headers['content-encoding'], 'br');
  assert.match(decode(route), /<title>Portal<\/title>/);
  const head = await get(t, '/portal/assets/main-ABCD1234.js', { 'Accept-Encoding': 'br' }, 'HEAD');
  const full = await get(t, '/portal/assets/main-ABCD1234.js', { 'Accept-Encoding': 'br' });
  assert.is(head.body.length, 0);
  assert.is(head.headers['content-length'], full.headers['content-length']);
  assert.is(head.headers['content-encoding'], 'br');
  const ranged = await get(t, '/portal/assets/main-ABCD1234.js', { 'Accept-Encoding': 'br', Range: 'bytes=0-9' });
  assert.is(ranged.status, 200);
  assert.is(decode(ranged), script);
});

statics('config.json, which hospitals edit, and binary files are sent as they are', async ({ t }) => {
  const settings = await get(t, '/portal/config.json', { 'Accept-Encoding': 'gzip, br' });
  assert.is(settings.headers['content-encoding'], undefined);
  assert.is(settings.body.toString('utf8'), config);
  const icon = await get(t, '/portal/favicon.ico', { 'Accept-Encoding': 'gzip, br' });
  assert.is(icon.headers['content-encoding'], undefined);
  assert.is(icon.headers.vary, undefined);
  assert.is(icon.body.length, 600);
});

statics.run();
