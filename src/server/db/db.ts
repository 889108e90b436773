import { openPgliteDb } from './pglite-db.ts';
import { openPostgresDb } from './postgres-db.ts';
import type { Logger } from '../core/log.ts';
import type { ClientFaults } from './client-fault.ts';

/**
 * The one database interface the server uses. Two implementations sit behind it: embedded PGlite
 * (a data directory, or in memory) and a real PostgreSQL through the `postgres` client. Both take
 * the same SQL with `$1..` parameters, so there is one set of statements.
 */

/** A result row; callers describe the columns they selected through the type parameter. */
export type Row = Record<string, unknown>;

/** Something that runs one statement: the database itself or an open transaction. */
export interface Queryable {
  query<T extends object = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /**
   * `query` for a statement its caller knows only reads: a SELECT with no data-modifying WITH and
   * no function that writes or notifies. The embedded database may run it as a statement prepared
   * once, at once and without syncing its files (pglite-prepared.ts), which a write must never be;
   * so the hot reads say so here, and everything else goes through `query`.
   */
  read<T extends object = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. Inside,
   * use only `tx`; the embedded database serialises work, so a query on `db` would wait forever.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotice` with the payload of every notice on `channel` (sent by any connection, at
   * commit). `onListening` runs each time listening (re)starts: notices sent while the listening
   * connection was down are lost, so a listener drops what it derived from them. Resolves a stop
   * function.
   */
  listen(channel: string, onNotice: (payload: string) => void, onListening?: () => void): Promise<() => Promise<void>>;
  /**
   * Why the database cannot serve just now, in a sentence fit for `/api/ready` (nothing about the
   * installation in it), or null when it can: PostgreSQL out of reach, the embedded database's
   * disk full.
   */
  unavailableReason?(): string | null;
  close(): Promise<void>;
}

/** The first row of `sql`, or null when it returned none. */
export async function queryOne<T extends object = Row>(db: Queryable, sql: string, params: readonly unknown[] = []): Promise<T | null> {
  const rows = await db.query<T>(sql, params);
  return rows[0] ?? null;
}

/** The first row of `sql`, a statement that only reads (`Queryable.read`), or null when it returned none. */
export async function readOne<T extends object = Row>(db: Queryable, sql: string, params: readonly unknown[] = []): Promise<T | null> {
  const rows = await db.read<T>(sql, params);
  return rows[0] ?? null;
}

/**
 * Runs an `INSERT ... RETURNING id` and resolves the new row's id; throws when no row came back
 * (a statement without RETURNING id, or an INSERT ... SELECT that matched nothing).
 */
export async function insertReturningId(db: Queryable, sql: string, params: readonly unknown[] = []): Promise<number> {
  const row = await queryOne<{ id: number }>(db, sql, params);
  if (!row || typeof row.id !== 'number') throw new Error('The insert returned no id');
  return row.id;
}

/** Where the data lives. With neither a URL nor a directory the database is in memory. */
export interface DatabaseOptions {
  /** A PostgreSQL connection URL; when set, PGlite is not used. */
  url?: string;
  /** A PGlite data directory on disk. */
  dataDir?: string;
  /**
   * PostgreSQL only: run inside a fresh schema with a random name that is dropped on close, so
   * test runs sharing one database never see each other's rows.
   */
  isolatedSchema?: boolean;
  /** PostgreSQL only: where the process reports the client's known uncaught fault (db/client-fault.ts). */
  clientFaults?: ClientFaults;
}

/** Opens the database the options describe; `log` hears what the server's own log should say of it. */
export async function openDb(options: DatabaseOptions = {}, log?: Logger): Promise<Db> {
  if (options.url) return openPostgresDb(options.url, { isolatedSchema: options.isolatedSchema === true, log, clientFaults: options.clientFaults });
  return openPgliteDb(options.dataDir, log);
}

/** Whether `error` is a database error with SQLSTATE `code`, the same from both drivers. */
export function hasSqlState(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

/** The SQLSTATE of a unique-constraint violation, the same from both drivers. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
