// Every answer carries X-Request-Id: the proxy's when well formed, else a new one; and every log
// line written for that request carries the same id, the request line and the handler's own.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { connect } from 'node:net';
import { demoAccount } from '../../src/server/seed/demo-data.ts';
import { call, login, startTestServer, waitUntil, type TestServer } from './support/test-server.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const origin = 'https://portal.hospital.example';

interface Ctx {
  t: TestServer;
}

const test = suite<Ctx>('request id');

test.before(async (ctx) => {
  ctx.t = await startTestServer({ logRequests: true, corsOrigins: [origin] });
  // The start-up's own lines (the first statistics refresh) belong to no request.
  await ctx.t.server.settled;
});

test.after(async ({ t }) => {
  await t?.close();
});

test('a well-formed incoming id is kept: on the answer and on every log line of the request', async ({ t }) => {
  const id = 'nginx-7f3a9c.01_Ab';
  const seen = t.logs.length;
  const answer = await fetch(`${t.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'X-Request-Id': id, AuthType: 'Login', LoginType: '1', Authorization: 'Basic bm9ib2R5QGNsaW5pYy5leGFtcGxlOndyb25n' },
  });
  assert.is(answer.status, 401);
  assert.is(answer.headers.get('x-request-id'), id);
  await waitUntil(() => t.logs.slice(seen).some((entry) => entry.event === 'request' && entry.request_id === id));
  const lines = t.logs.slice(seen).filter((entry) => entry.request_id === id);
  assert.ok(lines.some((entry) => entry.event === 'auth_failure'), 'the handler\'s own line');
  assert.ok(lines.some((entry) => entry.event === 'request'), 'the request line');
  const without = t.logs.slice(seen).filter((entry) => entry.request_id === undefined);
  assert.equal(without, [], 'no line of the request without the id');
});

test('work done after the answer logs under the id of the request that asked for it', async ({ t }) => {
  const id = 'reset-request-1';
  const seen = t.logs.length;
  const answer = await call(t, `auth/password/${encodeURIComponent(demoAccount('evaluator').email)}`, { headers: { 'X-Request-Id': id } });
  assert.is(answer.status, 200);
  await waitUntil(() => t.logs.slice(seen).some((entry) => entry.event === 'password_reset_link'), 10_000);
  assert.is(t.logs.slice(seen).find((entry) => entry.event === 'password_reset_link')?.request_id, id);
});

test('a missing or malformed id is replaced by a new one, different for each request', async ({ t }) => {
  const ids = new Set<string>();
  for (const given of [undefined, '', 'has space', 'a'.repeat(65), 'quote"d', 'é', 'a,b']) {
    const headers: Record<string, string> = given === undefined ? {} : { 'X-Request-Id': given };
    const answer = await fetch(`${t.url}/api/health`, { headers });
    const id = answer.headers.get('x-request-id') ?? '';
    assert.match(id, uuid, `for ${JSON.stringify(given)}`);
    ids.add(id);
  }
  assert.is(ids.size, 7);
  const longest = 'b'.repeat(64);
  assert.is((await fetch(`${t.url}/api/health`, { headers: { 'X-Request-Id': longest } })).headers.get('x-request-id'), longest);
});

test('every kind of answer carries it: static, redirect, not found, the API refusing a body', async ({ t }) => {
  for (const path of ['/portal/', '/', '/nothing-here', '/api/no-such-endpoint']) {
    const answer = await fetch(`${t.url}${path}`, { redirect: 'manual' });
    await answer.arrayBuffer();
    assert.match(answer.headers.get('x-request-id') ?? '', uuid, path);
  }
  const refused = await login(t, 'nobody@clinic.example', 'x');
  assert.match(refused.headers.get('x-request-id') ?? '', uuid);
});

test('a request too malformed to reach the API still gets an id on its bare 400', async ({ t }) => {
  const socket = connect(t.server.port, '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  const closed = new Promise((resolve) => socket.on('close', resolve));
  socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nNot a header line\r\n\r\n');
  await closed;
  const head = Buffer.concat(chunks).toString('latin1');
  assert.match(head, /^HTTP\/1\.1 400 /);
  assert.match(/\r\nX-Request-Id: ([^\r]*)\r\n/.exec(head)?.[1] ?? '', uuid);
});

test('a browser on an allowed origin may read it (CORS exposes it)', async ({ t }) => {
  const api = await fetch(`${t.url}/api/auth/login`, { method: 'POST', headers: { Origin: origin } });
  await api.arrayBuffer();
  assert.match(api.headers.get('access-control-expose-headers') ?? '', /\bX-Request-Id\b/i);
});

test.run();
