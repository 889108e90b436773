/**
 * Starts the real server for a test file on a loopback port with a fresh database (a copy of a
 * ready-made PGlite snapshot, or a clone of a template database on the PostgreSQL in DATABASE_URL;
 * see db-snapshot.ts), a clock the test can move, and a log sink the test can read. Plus a small
 * HTTP client speaking the API's headers.
 */
import { cloneTemplate, copySnapshot, ensureSnapshots, removeCopy, type SnapshotKind, type TemplateKind } from './db-snapshot.ts';
import { startServer, type RunningServer, type ServerOptions } from '../../../src/server/app.ts';
import { loginAuthorization, sessionAuthorization } from '../../../src/contract/headers.ts';
import type { Envelope, LoginData } from '../../../src/contract/types.ts';
import type { LogEntry } from '../../../src/server/core/log.ts';

export interface TestServer {
  server: RunningServer;
  url: string;
  logs: LogEntry[];
  /** Moves the server clock forward. */
  advance(ms: number): void;
  /** The server clock, in ms. */
  now(): number;
  close(): Promise<void>;
}

/**
 * The database a test server uses: an isolated schema of the PostgreSQL in DATABASE_URL, else a
 * private copy of the PGlite snapshot of `kind` (migrated, and with the demo data when `seeded`;
 * in memory from scratch when the snapshots are not built). The copy goes when the process exits.
 */
export function testDatabase(kind: SnapshotKind = 'empty'): NonNullable<ServerOptions['database']> {
  const url = process.env.DATABASE_URL;
  if (url) return { url, isolatedSchema: true };
  const dataDir = copySnapshot(kind);
  return dataDir ? { dataDir } : {};
}

/** A test server's database and what to do once the server has closed it. */
export interface OwnDatabase {
  database: NonNullable<ServerOptions['database']>;
  release(): Promise<void>;
}

/**
 * A database of its own, migrated (and seeded with the demo data when `kind` is 'seeded'): on the
 * PostgreSQL of DATABASE_URL a clone of the template database (see db-snapshot.ts), else a private
 * copy of the PGlite snapshot. `release` drops the clone or removes the copy.
 */
export async function ownDatabase(kind: TemplateKind): Promise<OwnDatabase> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const clone = await cloneTemplate(url, kind);
    return { database: { url: clone.url }, release: clone.drop };
  }
  await ensureSnapshots();
  const dataDir = copySnapshot(kind);
  return {
    database: dataDir ? { dataDir } : {},
    release: async () => {
      if (dataDir) removeCopy(dataDir);
    },
  };
}

/**
 * A private copy of the seeded PGlite snapshot, for a server restarted on the same data (the
 * medical records' and the video queue's restarts); in memory from scratch when the snapshot
 * cannot be built.
 */
export async function seededPglite(): Promise<{ dataDir?: string }> {
  await ensureSnapshots();
  const dataDir = copySnapshot('seeded');
  return dataDir ? { dataDir } : {};
}

export async function startTestServer(options: ServerOptions = {}): Promise<TestServer> {
  let offset = 0;
  const logs: LogEntry[] = [];
  let database = options.database;
  let release = async () => {};
  if (!database) {
    const own = await ownDatabase(options.production !== true && options.seed !== false ? 'seeded' : 'empty');
    ({ database, release } = own);
  }
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    seed: true,
    now: () => Date.now() + offset,
    logger: (entry) => logs.push(entry),
    ...options,
    database,
  }).catch(async (error: unknown) => {
    await release();
    throw error;
  });
  return {
    server,
    url: server.url,
    logs,
    advance: (ms) => {
      offset += ms;
    },
    now: () => Date.now() + offset,
    close: async () => {
      await server.close();
      await release();
    },
  };
}

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: Envelope<T>;
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'OPTIONS';
  headers?: Record<string, string>;
  /** A value sent as JSON with `Content-Type: application/json`. */
  json?: unknown;
  /** Raw bytes or text sent as they are (set the content type yourself). */
  raw?: string | Uint8Array<ArrayBuffer>;
}

/** Calls `path` (relative to /api/) and parses the envelope. */
export async function call<T = unknown>(t: TestServer, path: string, options: CallOptions = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | Uint8Array<ArrayBuffer> | undefined = options.raw;
  if (options.json !== undefined) {
    headers['Content-Type'] ??= 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await fetch(`${t.url}/api/${path}`, { method: options.method ?? 'POST', headers, body });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as Envelope<T>) : { message: '' } };
}

/** The headers of a signed-in call (spec §7). */
export function sessionHeaders(id: number | string, token: string): Record<string, string> {
  return { AuthType: 'VMPartner', LoginType: '1', Authorization: sessionAuthorization(String(id), token) };
}

/** The headers of the login call (spec §7). */
export function loginHeaders(email: string, password: string): Record<string, string> {
  return { AuthType: 'Login', LoginType: '1', Authorization: loginAuthorization(email, password) };
}

export function login(t: TestServer, email: string, password: string): Promise<Answer<LoginData>> {
  return call<LoginData>(t, 'auth/login', { headers: loginHeaders(email, password) });
}

export interface SignedIn {
  id: number;
  token: string;
  headers: Record<string, string>;
}

/** Signs in and fails loudly when that does not work. */
export async function signIn(t: TestServer, email: string, password: string): Promise<SignedIn> {
  const answer = await login(t, email, password);
  if (answer.status !== 200 || !answer.body.data) {
    throw new Error(`sign-in of ${email} failed: ${answer.status} ${answer.body.message}`);
  }
  const { id, token } = answer.body.data;
  return { id, token, headers: sessionHeaders(id, token) };
}

/** Log entries of one event. */
export function logged(t: TestServer, event: string): LogEntry[] {
  return t.logs.filter((entry) => entry.event === event);
}

/** Waits until `check()` is true (background work after an answer), failing after `ms`. */
export async function waitUntil(check: () => boolean | Promise<boolean>, ms = 3000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting for background work');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
