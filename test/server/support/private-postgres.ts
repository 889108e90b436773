/**
 * A PostgreSQL cluster of the test's own, in a temporary folder on a port of its own, that the test
 * may stop and start (the shared server of DATABASE_URL is never stopped). Its binaries refuse to
 * run as root, so they run as the `postgres` user through `runuser`, as on a Debian server; the
 * cluster trusts connections from this machine (it lives only for the test).
 */
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { freePort, webServersRequired } from '../../e2e/support/web-server.ts';

/** The newest PostgreSQL server's bin folder of Debian's packages, or null. */
function binDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

/** The uid and gid of the `postgres` user, or null. */
function postgresUser(): { uid: number; gid: number } | null {
  const found = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (found.status !== 0 || group.status !== 0) return null;
  return { uid: Number(found.stdout.trim()), gid: Number(group.stdout.trim()) };
}

/**
 * Why a private cluster cannot be made here, or null. Missing binaries throw in CI
 * (PORTAL_REQUIRE_WEB_SERVERS=1, where .ci/run installs them); a run as another user than root
 * is skipped there too, as deploy-postgres.test.ts does.
 */
export function missingForPrivatePostgres(): string | null {
  if (process.getuid?.() !== 0) return 'a private PostgreSQL cluster is made as root (through runuser -u postgres), and this test does not run as root';
  let message: string | null = null;
  if (!binDir()) message = 'the PostgreSQL server binaries were not found (/usr/lib/postgresql/*/bin; `apt-get install postgresql`)';
  else if (!postgresUser()) message = 'there is no postgres user to run the cluster as';
  if (message && webServersRequired) throw new Error(`${message}; PORTAL_REQUIRE_WEB_SERVERS=1 makes this a failure.`);
  return message;
}

export interface PrivatePostgres {
  /** A database of its own on the cluster, for the API (user postgres, trusted). */
  readonly url: string;
  readonly port: number;
  /** Stops the server (fast shutdown: sessions are ended, as a service stop does). */
  stop(): void;
  /** Starts it again; returns once it accepts connections. */
  start(): void;
  /** Stops it and removes its folder. */
  remove(): void;
}

/** Creates, starts and fills a cluster with one empty database, `portal`. */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir() as string;
  const user = postgresUser() as { uid: number; gid: number };
  const dir = mkdtempSync(join(tmpdir(), 'portal-pg-'));
  chownSync(dir, user.uid, user.gid);
  const data = join(dir, 'data');
  const port = await freePort();
  const run = (tool: string, args: string[]) => {
    const done = spawnSync('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { encoding: 'utf8', cwd: dir });
    if (done.status !== 0) throw new Error(`${tool} failed: ${done.stderr || done.stdout || done.error}`);
  };
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    process.off('exit', remove);
    spawnSync('runuser', ['-u', 'postgres', '--', join(bin, 'pg_ctl'), '-D', data, '-m', 'immediate', '-w', 'stop'], { cwd: dir });
    rmSync(dir, { recursive: true, force: true });
  };
  // A test that fails half-way leaves no server running behind it.
  process.on('exit', remove);
  start();
  const admin = postgres(`postgres://postgres@127.0.0.1:${port}/postgres`, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe('CREATE DATABASE portal');
  } finally {
    await admin.end();
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/portal`,
    port,
    stop,
    start,
    remove,
  };
}
