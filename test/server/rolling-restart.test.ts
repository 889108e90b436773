// A restart without downtime, as docs/deploy.md, section 11, describes it: two API processes
// behind nginx's upstream (deploy/nginx/portal-api-upstream.conf and portal-api-proxy.conf, in the
// doc's location /api/ block), restarted one at a time by the doc's own script, run as written
// with the test's nginx, ports and processes in place of systemd's: each process is marked "down"
// and nginx reloaded, the old workers are waited for, the process is stopped (it finishes what it
// has) and started again, and put back only once /api/ready answers. The script runs twice back
// to back under steady traffic of reads and writes, and not one request fails. Skipped with a
// message without DATABASE_URL or nginx; in CI a missing one fails.
import { spawn } from 'node:child_process';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { LoginData } from '../../src/contract/types.ts';
import { demoAccount } from '../../src/server/seed/demo-data.ts';
import { docApiLocation, freshDatabase, missingForSeveralProcesses, startApiProcess, startUpstreamNginx, type ApiProcess, type UpstreamNginx } from './support/api-processes.ts';
import { fetchRaw, missingWebServer, projectRoot, startNginx } from '../e2e/support/web-server.ts';
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

/**
 * Steady traffic through nginx in `lanes` lanes, reads and writes in turn, until `stop()`. Each
 * lane pauses `pauseMs` between its requests: a steady stream (a few hundred a second), not a
 * flood that would only burn the processor the other tests share.
 */
function traffic(origin: string, headers: Record<string, string>, userId: number, lanes = 4, pauseMs = 5) {
  const statuses: number[] = [];
  let running = true;
  const lane = async (n: number) => {
    for (let i = 0; running; i++) {
      const answer =
        i % 2 === 0
          ? await send(origin, 'GET', 'portal_users/get_own_user/0', headers)
          : await send(origin, 'POST', `portal_users/set_own_user/${userId}`, headers, { company: `lane ${n} write ${i}` });
      statuses.push(answer.status);
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
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

  test('the rolling restart script of docs/deploy.md, run twice back to back under steady reads and writes: every request answers 200', async (ctx) => {
    const doc = readFileSync(join(projectRoot, 'docs', 'deploy.md'), 'utf8');
    const section = doc.slice(doc.indexOf('## 11. '));
    const written = [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1] as string).find((block) => block.includes('reload_nginx()'));
    assert.ok(written, 'the script is in docs/deploy.md, section 11');

    // systemctl restart portal-api@PORT, for the test's processes: stops the one on PORT (it
    // finishes its requests) and starts it again, returning as soon as it runs (Type=simple).
    const restarts: string[] = [];
    const control = createServer((req, res) => {
      const port = Number(/^\/restart\/(\d+)$/.exec(req.url ?? '')?.[1]);
      const index = ctx.api.findIndex((p) => p.port === port);
      if (req.method !== 'POST' || index < 0) return res.writeHead(404).end();
      void (async () => {
        const code = await (ctx.api[index] as ApiProcess).stop();
        restarts.push(`${port} stopped with ${code}`);
        ctx.api[index] = await startApiProcess(ctx.env, port, null);
        res.writeHead(code === 0 ? 200 : 500).end();
      })();
    });
    await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
    const controlPort = (control.address() as AddressInfo).port;
    const ports = ctx.api.map((p) => p.port);
    let script = written;
    for (const [from, to] of [
      ['/etc/nginx/conf.d/portal-api-upstream.conf', ctx.nginx.files.upstream],
      ['/run/nginx.pid', ctx.nginx.files.pid],
      ['nginx -t -q', `${ctx.nginx.files.command} -t -q`],
      ['systemctl reload nginx', `${ctx.nginx.files.command} -s reload`],
      ['systemctl restart portal-api@$port', `curl -fsS -X POST http://127.0.0.1:${controlPort}/restart/$port`],
      ['for port in 3000 3001', `for port in ${ports.join(' ')}`],
    ] as const) {
      assert.ok(script.includes(from), `the script has "${from}"`);
      script = script.split(from).join(to);
    }
    const runScript = () =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn('sh', ['-c', script], { stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (d: Buffer) => (output += d));
        child.stderr.on('data', (d: Buffer) => (output += d));
        const limit = setTimeout(() => child.kill('SIGKILL'), 240_000);
        child.on('close', (code) => {
          clearTimeout(limit);
          resolve({ code, output });
        });
      });

    const load = traffic(ctx.nginx.origin, ctx.headers, ctx.userId);
    try {
      await until(() => load.count() >= 20, 10_000);
      const started = Date.now();
      const before = load.count();
      const rounds = [await runScript(), await runScript()];
      const seconds = (Date.now() - started) / 1000;
      const during = load.count() - before;
      await until(() => load.count() >= before + during + 20, 20_000);
      const statuses = await load.stop();
      const failed = statuses.filter((status) => status !== 200);
      console.log(
        `  rolling restart, the doc's script twice back to back (4 restarts): ${during} requests during its ${seconds.toFixed(1)} s, ` +
          `${statuses.length} in all, ${failed.length} not answered 200${failed.length ? ` (${[...new Set(failed)].join(', ')})` : ''}`,
      );
      for (const [round, ran] of rounds.entries()) assert.is(ran.code, 0, `round ${round + 1} of the script:\n${ran.output}\n${ctx.nginx.log()}`);
      assert.equal(restarts, [...ports, ...ports].map((port) => `${port} stopped with 0`), 'each process restarted twice, in turn');
      assert.ok(during >= 40, `${during} requests during the restarts`);
      assert.equal(failed, [], `no request failed; nginx said:\n${ctx.nginx.log().split('\n').filter((line) => /\[(warn|error)\]|reconfiguring|exited/.test(line)).join('\n')}`);
      assert.not.match(readFileSync(ctx.nginx.files.upstream, 'utf8'), /^ *server .* down;$/m, 'every process is back in the list');
      for (const p of ctx.api) {
        assert.ok(p.logs.some((e) => e.event === 'request' && e.endpoint === 'portal_users/set_own_user/{id}'), `the new process on ${p.port} took requests`);
      }
    } finally {
      await load.stop();
      await new Promise((resolve) => control.close(resolve));
    }
  });
}

test.run();

const site = suite('the site of deploy/nginx/portal.conf with the location /api/ block of docs/deploy.md, section 11');
const noNginx = missingWebServer('nginx');

if (noNginx) {
  console.log(`Skipped: ${noNginx}`);
  site.skip('nginx is needed', () => {});
} else {
  site('nginx -t accepts the edited site, and /api/ reaches both processes; the lines kept beside the include would fail it', async () => {
    const portal = mkdtempSync(join(tmpdir(), 'portal-site-'));
    writeFileSync(join(portal, 'index.html'), '<!doctype html><div id="root"></div>');
    // Two stand-ins for the API processes, each saying which it is.
    const stubs = await Promise.all(
      [0, 1].map(
        () =>
          new Promise<Server>((resolve) => {
            const server = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ port: (server.address() as AddressInfo).port })));
            server.listen(0, '127.0.0.1', () => resolve(server));
          }),
      ),
    );
    const ports = stubs.map((server) => (server.address() as AddressInfo).port);
    const location = docApiLocation();
    try {
      const web = await startNginx({ portalSource: portal, apiPort: ports[0] as number, severalApi: { location, ports } });
      try {
        const seen = new Set<number>();
        for (let i = 0; i < 4; i++) {
          const answer = await fetchRaw(`${web.origin}/api/portal_users/get_own_user/0`, { ca: web.ca });
          assert.is(answer.status, 200);
          assert.is(answer.headers['strict-transport-security'], 'max-age=31536000');
          seen.add((JSON.parse(answer.body.toString('utf8')) as { port: number }).port);
        }
        assert.equal([...seen].sort(), [...ports].sort(), 'requests go to both processes');
      } finally {
        await web.stop();
      }
      // What the guide used to say: replace the proxy_* lines only, so client_max_body_size stays.
      const withOld = location.replace('include snippets/portal-api-proxy.conf;', 'include snippets/portal-api-proxy.conf;\n        client_max_body_size 1m;');
      const refused = await startNginx({ portalSource: portal, apiPort: ports[0] as number, severalApi: { location: withOld, ports } }).then(
        async (web) => {
          await web.stop();
          return '';
        },
        (error: Error) => error.message,
      );
      assert.match(refused, /"client_max_body_size" directive is duplicate/);
    } finally {
      await Promise.all(stubs.map((server) => new Promise((resolve) => server.close(resolve))));
      rmSync(portal, { recursive: true, force: true });
    }
  });
}

site.run();
