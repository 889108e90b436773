/** The embedded database: PGlite (PostgreSQL compiled to WebAssembly), on disk or in memory. */
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from '../core/log.ts';
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
  const wrap = (target: Pick<PGlite, 'query'>): Queryable => {
    const query = async <T extends object = Row>(sql: string, params: readonly unknown[] = []) => (await target.query<T>(sql, [...params])).rows;
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
        throw error;
      }) ?? query<T>(sql, params),
    transaction: (fn) => track(() => pg.transaction((tx) => fn(wrap(tx)))),
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
