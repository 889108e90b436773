// A restart without downtime, as docs/deploy.md describes it: two API processes behind nginx's
// upstream (deploy/nginx/portal-api-upstream.conf), restarted one at a time. Each is first marked
// "down" and nginx reloaded, so no new request reaches it; then it is stopped (it finishes what it
// has), started again, and put back. Under steady traffic of reads and writes not one request
// fails. Skipped with a message without DATABASE_URL or nginx; in CI a missing one fails.
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { LoginData } from '../../src/contract/types.ts';
import { demoAccount } from '../../src/server/seed/demo-data.ts';
import { freshDatabase, missingForSeveralProcesses, startApiProcess, startUpstreamNginx, type ApiProcess, type UpstreamNginx } from './support/api-processes.ts';
import { loginHeaders, sessionHeaders } from './support/test-server.ts';

interface Ctx {
  db: { url: string; drop(): Promise<void> };
  media: string;
  env: Record<string, string>;
  api: ApiProcess[];
  nginx: UpstreamNginx;
  headers: Record<string, string>;
  userId: number;
}

const test = suite<Ctx>('restarting the API processes one at a time behind nginx loses no request');
const missing = missingForSeveralProcesses();

/** One request on a connection of its own (nothing kept alive between requests), through nginx. */
function send(origin: string, method: 'GET' | 'POST', path: string, headers: Record<string, string>, json?: unknown): Promise<{ status: number; body: string }> {
  const body = json === undefined ? undefined : JSON.stringify(json);
  return new Promise((resolve) => {
    const req = request(`${origin}/api/${path}`, {
      method,
      agent: false,
      headers: { ...headers, Connection: 'close', ...(body ? { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) } : {}) },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on('error', () => resolve({ status: 0, body: text }));
    });
    req.on('error', () => resolve({ status: 0, body: '' }));
    req.end(body);
  });
}

/** Steady traffic through nginx in `lanes` lanes, reads and writes in turn, until `stop()`. */
function traffic(origin: string, headers: Record<string, string>, userId: number, lanes = 4) {
  const statuses: number[] = [];
  let running = true;
  const lane = async (n: number) => {
    for (let i = 0; running; i++) {
      const answer =
        i % 2 === 0
          ? await send(origin, 'GET', 'portal_users/get_own_user/0', headers)
          : await send(origin, 'POST', `portal_users/set_own_user/${userId}`, headers, { company: `lane ${n} write ${i}` });
      statuses.push(answer.status);
    }
  };
  const done = Promise.all(Array.from({ length: lanes }, (_, n) => lane(n)));
  return {
    statuses,
    count: () => statuses.length,
    async stop() {
      running = false;
      await done;
      return statuses;
    },
  };
}

const until = async (check: () => boolean, ms: number) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

if (missing) {
  console.log(`Skipped: ${missing}`);
  test.skip('PostgreSQL and nginx are needed', () => {});
} else {
  test.before(async (ctx) => {
    ctx.db = await freshDatabase(process.env.DATABASE_URL as string);
    ctx.media = mkdtempSync(join(tmpdir(), 'portal-shared-media-'));
    ctx.env = { DATABASE_URL: ctx.db.url, MEDIA_DIR: ctx.media, AUTH_CALLS_PER_MINUTE: '0' };
    ctx.api = [await startApiProcess(ctx.env)];
    ctx.api.push(await startApiProcess(ctx.env));
    ctx.nginx = await startUpstreamNginx(ctx.api.map((p) => p.port));
    const account = demoAccount('clinician');
    const login = await send(ctx.nginx.origin, 'POST', 'auth/login', loginHeaders(account.email, account.password));
    const data = (JSON.parse(login.body) as { data: LoginData }).data;
    ctx.headers = sessionHeaders(data.id, data.token);
    ctx.userId = data.id;
  });

  test.after(async (ctx) => {
    await ctx.nginx?.stop();
    await Promise.all((ctx.api ?? []).map((p) => p.stop()));
    await ctx.db?.drop();
    if (ctx.media) rmSync(ctx.media, { recursive: true, force: true });
  });

  test('a rolling restart of both processes under steady reads and writes: every request answers 200', async (ctx) => {
    const load = traffic(ctx.nginx.origin, ctx.headers, ctx.userId);
    await until(() => load.count() >= 20, 10_000);
    for (const [index, old] of ctx.api.entries()) {
      await ctx.nginx.setDown(old.port, true);
      assert.is(await old.stop(), 0, 'it stopped cleanly');
      ctx.api[index] = await startApiProcess(ctx.env, old.port);
      await ctx.nginx.setDown(old.port, false);
    }
    const started = load.count();
    await until(() => load.count() >= Math.max(120, started + 20), 20_000);
    const statuses = await load.stop();
    const failed = statuses.filter((s) => s !== 200);
    console.log(`  rolling restart: ${statuses.length} requests, ${failed.length} not answered 200`);
    assert.ok(statuses.length >= 120, `${statuses.length} requests`);
    assert.equal(failed, [], 'no request failed');
    for (const p of ctx.api) {
      assert.ok(p.logs.some((e) => e.event === 'request' && e.endpoint === 'portal_users/set_own_user/{id}'), `the new process on ${p.port} took requests`);
    }
  });
}

test.run();
