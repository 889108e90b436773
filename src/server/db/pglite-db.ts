/** The embedded database: PGlite (PostgreSQL compiled to WebAssembly), on disk or in memory. */
import { statfsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from '../core/log.ts';
import { databaseUnavailable } from './unavailable.ts';
import { lockDataDir, type DataDirLock } from './data-dir-lock.ts';
import type { Db, Queryable, Row } from './db.ts';
import { fastPathProblem } from './pglite-fast-path.ts';
import { NotRun, preparedReads } from './pglite-prepared.ts';

/**
 * Opens PGlite in `dataDir` (created when missing), or in memory when no directory is given. A
 * directory is locked for as long as it is open: a second server on it refuses to start. `log`
 * hears when the fast path of reads is off (pglite-fast-path.ts).
 */
export async function openPgliteDb(dataDir?: string, log?: Logger): Promise<Db> {
  let lock: DataDirLock | null = null;
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    lock = lockDataDir(dataDir);
  }
  let pg: PGlite;
  let problem: string | null;
  try {
    // pg_trgm serves the subject search (migration 170); PGlite loads an extension only when asked.
    pg = await PGlite.create(dataDir, { extensions: { pg_trgm } });
    problem = await fastPathProblem(pg);
  } catch (error) {
    lock?.release();
    throw error;
  }
  if (problem) log?.warn('pglite_fast_path_off', { reason: problem, note: 'Reads take the ordinary path: correct, about half as fast.' });
  const resources = resourceWatch(dataDir, log);
  const wrap = (target: Pick<PGlite, 'query'>): Queryable => {
    const query = async <T extends object = Row>(sql: string, params: readonly unknown[] = []) => {
      try {
        return (await target.query<T>(sql, [...params])).rows;
      } catch (error) {
        throw resources.failure(error);
      }
    };
    return { query, read: query };
  };
  const base = wrap(pg);
  // Statements of this process under way on `pg`: a prepared read runs at once only when there
  // are none (pglite-prepared.ts), so it never cuts into another statement or transaction. Every
  // use of `pg` goes through `track`; nothing else holds it.
  let underWay = 0;
  let closed = false;
  const track = <T>(work: () => Promise<T>): Promise<T> => {
    underWay++;
    return work().finally(() => underWay--);
  };
  // Listeners by channel, named as PostgreSQL names it (as PGlite's `listen` does): an unquoted
  // name in lower case, a quoted one as written.
  const listeners = new Map<string, Set<(payload: string) => void>>();
  const channelName = (channel: string) => (/^".*"$/.test(channel) ? channel.slice(1, -1) : channel.toLowerCase());
  const prepared = problem
    ? null
    : preparedReads(pg, {
        idle: () => underWay === 0 && !closed,
        track,
        onNotification: ({ channel, payload }) => listeners.get(channel)?.forEach((onNotice) => onNotice(payload)),
      });
  const query = <T extends object = Row>(sql: string, params: readonly unknown[] = []) => track(() => base.query<T>(sql, params));
  return {
    kind: 'pglite',
    query,
    // The reads their callers name as such may go through statements prepared once (pglite-prepared.ts says when).
    read: <T extends object = Row>(sql: string, params: readonly unknown[] = []) =>
      prepared?.tryRead<T>(sql, params)?.catch(async (error: unknown): Promise<T[]> => {
        if (error instanceof NotRun) return query<T>(sql, params);
        throw resources.failure(error);
      }) ?? query<T>(sql, params),
    transaction: (fn) =>
      track(() => pg.transaction((tx) => fn(wrap(tx)))).catch((error: unknown) => {
        throw resources.failure(error);
      }),
    unavailableReason: resources.reason,
    // One process holds the database, so its notices arrive before the statement that sent them
    // (or its transaction's commit) resolves, and listening never drops.
    listen: (channel, onNotice, onListening) =>
      track(async () => {
        const stop = await pg.listen(channel, onNotice);
        const own = listeners.get(channelName(channel)) ?? new Set();
        own.add(onNotice);
        listeners.set(channelName(channel), own);
        onListening?.();
        return async () => {
          own.delete(onNotice);
          await track(stop);
        };
      }),
    close: async () => {
      closed = true;
      try {
        await pg.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/** Free space under which a disk that filled up still counts as full: two WAL segments. */
export const diskRoomBytes = 32 * 1024 * 1024;

/**
 * SQLSTATE class 53, "insufficient resources": 53100 the disk is full, 53200 out of memory, and
 * the rest of the class. Not a bug of the request, so not a 500: the answer is the 503 of a
 * database that cannot serve just now, and the log says what the operator should look at. After
 * a full disk `/api/ready` says not ready until the file system of the data directory has room
 * again (checked when it is asked), and writes are tried as they come: once space is freed they
 * succeed without a restart.
 */
export function resourceWatch(dataDir: string | undefined, log: Logger | undefined, freeBytes = freeBytesOf) {
  const path = dataDir ? resolve(dataDir) : null;
  let diskFull = false;
  const room = (): boolean => {
    if (!path) return true;
    try {
      return freeBytes(path) >= diskRoomBytes;
    } catch {
      return false;
    }
  };
  return {
    /** `error`, or the 503 when it says the database lacks a resource. */
    failure(error: unknown): unknown {
      const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
      if (typeof code !== 'string' || !/^53[0-9A-Z]{3}$/.test(code)) return error;
      if (code === '53100') {
        if (!diskFull) {
          diskFull = true;
          log?.error('disk_full', {
            code,
            data_dir: path,
            note:
              `The disk holding DATA_DIR (${path ?? 'the embedded database'}) is full: the database cannot write, so changes answer 503 ` +
              'and /api/ready says not ready. Free space on that disk (or move DATA_DIR to a larger one); the server writes again by itself once there is room.',
          });
        }
      } else {
        log?.error('database_out_of_resources', {
          code,
          note: `The embedded database ran out of a resource (SQLSTATE ${code}${code === '53200' ? ', memory' : ''}); the request answered 503.`,
        });
      }
      return databaseUnavailable();
    },
    /** Why the database cannot serve just now, or null. */
    reason(): string | null {
      if (!diskFull) return null;
      if (!room()) return 'The disk holding the database is full.';
      diskFull = false;
      log?.info('disk_space_back', { data_dir: path, note: 'The disk holding DATA_DIR has room again: the database takes writes.' });
      return null;
    },
  };
}

/** The bytes free for this process on the file system holding `path`. */
function freeBytesOf(path: string): number {
  const stats = statfsSync(path);
  return stats.bavail * stats.bsize;
}
