/**
 * Several real API processes (`src/server/main.ts`, as `node main.js` runs in production) on one
 * PostgreSQL database, behind a real nginx with deploy/nginx/portal-api-upstream.conf and
 * portal-api-proxy.conf unchanged except for the ports: what docs/deploy.md's "Several API
 * processes" section sets up. For the tests of test/server/several-api-processes.test.ts and
 * rolling-restart.test.ts.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import type { LogEntry } from '../../../src/server/core/log.ts';
import { deployDir, freePort, missingWebServer, nginxBinary, projectRoot, substitute, webServersRequired } from '../../e2e/support/web-server.ts';

/** Why these tests cannot run here (no PostgreSQL, no nginx), or null; throws in CI. */
export function missingForSeveralProcesses(): string | null {
  if (!process.env.DATABASE_URL) {
    const message = 'DATABASE_URL is not set, so the tests of several API processes on one PostgreSQL cannot run.';
    if (webServersRequired) throw new Error(`${message} PORTAL_REQUIRE_WEB_SERVERS=1 makes this a failure.`);
    return message;
  }
  return missingWebServer('nginx');
}

/** A new, empty database beside the one of `baseUrl` (the role needs CREATEDB); `drop()` removes it. */
export async function freshDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `portal_multi_${randomBytes(5).toString('hex')}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = postgres(baseUrl, { max: 1, onnotice: () => {} });
      await again.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

export interface ApiProcess {
  readonly port: number;
  readonly url: string;
  /** Every JSON log line so far. */
  readonly logs: LogEntry[];
  output(): string;
  readonly exited: boolean;
  /** SIGTERM: requests in flight finish, then it exits. Resolves its exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL: gone at once, as a crash or a power cut would leave it. */
  kill(): Promise<void>;
}

/**
 * Starts `node src/server/main.ts` with `env` on `port`; resolves once it logs `until` (by default
 * `listening`; `waiting_for_database` for one started while its database is away), or at once with
 * `until` null (as `systemctl start` returns for the unit's Type=simple).
 */
export async function startApiProcess(env: Record<string, string>, port?: number, until: string | null = 'listening'): Promise<ApiProcess> {
  const listenPort = port ?? (await freePort());
  const child: ChildProcess = spawn(process.execPath, ['--import', './test/support/register.mjs', 'src/server/main.ts'], {
    cwd: projectRoot,
    // The tests sign in with the demo accounts, which a server creates only when asked (DEMO_SEED),
    // and see which process served what from the per-request log lines (LOG_REQUESTS).
    env: { ...process.env, HOST: '127.0.0.1', DEMO_SEED: '1', LOG_REQUESTS: '1', ...env, PORT: String(listenPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: LogEntry[] = [];
  let output = '';
  let pending = '';
  let exitCode: number | null | undefined;
  const exitedPromise = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve((exitCode = code))));
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk;
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith('{')) continue;
      try {
        logs.push(JSON.parse(line) as LogEntry);
      } catch {
        // a plain-text line
      }
    }
  });
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
  const deadline = Date.now() + 30_000;
  while (until !== null && !logs.some((entry) => entry.event === until)) {
    if (exitCode !== undefined) throw new Error(`the API process stopped (${exitCode}) before logging ${until}:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the API process did not log ${until} within 30 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    port: listenPort,
    url: `http://127.0.0.1:${listenPort}`,
    logs,
    output: () => output,
    get exited() {
      return exitCode !== undefined;
    },
    async stop() {
      if (exitCode !== undefined) return exitCode;
      child.kill('SIGTERM');
      return exitedPromise;
    },
    async kill() {
      if (exitCode !== undefined) return;
      child.kill('SIGKILL');
      await exitedPromise;
    },
  };
}

export interface UpstreamNginx {
  /** http://127.0.0.1:PORT: nginx, with the API under /api/. */
  readonly origin: string;
  /** Marks the process on `port` down (or up again), reloads, and waits until the old worker is gone. */
  setDown(port: number, down: boolean): Promise<void>;
  /** Where the doc's /etc/nginx/... files and commands are for this nginx (docs/deploy.md, section 11). */
  readonly files: { upstream: string; pid: string; command: string };
  log(): string;
  stop(): Promise<void>;
}

/**
 * The `location /api/` block that docs/deploy.md, section 11, puts in the site in place of the
 * single-process one: the site's `add_header` and the include of the proxy snippet.
 */
export function docApiLocation(): string {
  const doc = readFileSync(join(projectRoot, 'docs', 'deploy.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## 11. '));
  const block = /```nginx\n( *location \/api\/ \{\n[\s\S]*?\n *\}\n)```/.exec(section)?.[1];
  if (!block) throw new Error('docs/deploy.md, section 11, no longer has the location /api/ block');
  return block;
}

const shippedServers = '    server 127.0.0.1:3000 max_fails=1 fail_timeout=5s;\n    server 127.0.0.1:3001 max_fails=1 fail_timeout=5s;\n';

/** Starts nginx in front of the API processes on `ports`, with the shipped upstream files. */
export async function startUpstreamNginx(ports: readonly number[]): Promise<UpstreamNginx> {
  const binary = nginxBinary();
  if (!binary) throw new Error('nginx was not found');
  const dir = mkdtempSync(join(tmpdir(), 'portal-upstream-'));
  chmodSync(dir, 0o755);
  for (const sub of ['conf.d', 'snippets', 'temp']) mkdirSync(join(dir, sub), { recursive: true });
  const read = (file: string) => readFileSync(join(deployDir, 'nginx', file), 'utf8');
  const upstream = read('portal-api-upstream.conf');
  const down = new Set<number>();
  const writeUpstream = () => {
    const lines = ports.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s${down.has(port) ? ' down' : ''};\n`).join('');
    writeFileSync(join(dir, 'conf.d', 'portal-api-upstream.conf'), substitute(upstream, [[shippedServers, lines]], 'deploy/nginx/portal-api-upstream.conf'));
  };
  writeUpstream();
  writeFileSync(join(dir, 'snippets', 'portal-api-proxy.conf'), read('portal-api-proxy.conf'));
  const port = await freePort();
  const errorLog = join(dir, 'error.log');
  const user = process.getuid?.() === 0 ? (/^www-data:/m.test(readFileSync('/etc/passwd', 'utf8')) ? 'www-data' : 'nobody') : null;
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      ...(user ? [`user ${user};`] : []),
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      // notice: the log says when a reload's old worker has finished (setDown waits for it).
      `error_log ${errorLog} notice;`,
      'events { worker_connections 512; }',
      'http {',
      `  access_log ${join(dir, 'access.log')};`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${join(dir, 'temp', kind)};`),
      '  include conf.d/*.conf;',
      '  server {',
      `    listen 127.0.0.1:${port};`,
      docApiLocation(),
      '  }',
      '}',
      '',
    ].join('\n'),
  );
  const args = ['-p', `${dir}/`, '-c', join(dir, 'nginx.conf'), '-e', errorLog];
  const checked = spawnSync(binary, [...args, '-t'], { encoding: 'utf8' });
  if (checked.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`nginx -t refused the configuration:\n${checked.stderr}`);
  }
  const child = spawn(binary, [...args, '-g', 'daemon off;'], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const log = () => (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '');
  const workersExited = () => (log().match(/worker process \d+ exited/g) ?? []).length;
  const deadline = Date.now() + 10_000;
  while (!(await fetch(`http://127.0.0.1:${port}/api/`).then(() => true, () => false))) {
    if (Date.now() > deadline) throw new Error(`nginx did not answer:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const quote = (text: string) => `'${text.split("'").join("'\\''")}'`;
  return {
    origin: `http://127.0.0.1:${port}`,
    files: { upstream: join(dir, 'conf.d', 'portal-api-upstream.conf'), pid: join(dir, 'nginx.pid'), command: [binary, ...args].map(quote).join(' ') },
    async setDown(apiPort, isDown) {
      if (isDown) down.add(apiPort);
      else down.delete(apiPort);
      writeUpstream();
      const before = workersExited();
      const reloaded = spawnSync(binary, [...args, '-s', 'reload'], { encoding: 'utf8' });
      if (reloaded.status !== 0) throw new Error(`nginx -s reload failed: ${reloaded.stderr}`);
      // The old worker finishes its requests in flight, then exits: from then on every request
      // follows the new list.
      const until = Date.now() + 15_000;
      while (workersExited() <= before) {
        if (Date.now() > until) throw new Error(`the old nginx worker did not finish:\n${log()}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    log,
    async stop() {
      child.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
