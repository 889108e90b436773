/** The embedded database: PGlite (PostgreSQL compiled to WebAssembly), on disk or in memory. */
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir, type DataDirLock } from './data-dir-lock.ts';
import type { Db, Queryable, Row } from './db.ts';
import { preparedReads } from './pglite-prepared.ts';

/**
 * Opens PGlite in `dataDir` (created when missing), or in memory when no directory is given. A
 * directory is locked for as long as it is open: a second server on it refuses to start.
 */
export async function openPgliteDb(dataDir?: string): Promise<Db> {
  let lock: DataDirLock | null = null;
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    lock = lockDataDir(dataDir);
  }
  let pg: PGlite;
  try {
    pg = await PGlite.create(dataDir);
  } catch (error) {
    lock?.release();
    throw error;
  }
  const wrap = (target: Pick<PGlite, 'query'>): Queryable => ({
    async query<T extends object = Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
  });
  const base = wrap(pg);
  const prepared = preparedReads(pg);
  return {
    kind: 'pglite',
    // Reads outside transactions go through statements prepared once (pglite-prepared.ts says when).
    query: <T extends object = Row>(sql: string, params: readonly unknown[] = []) =>
      prepared.tryQuery<T>(sql, params)?.catch(() => base.query<T>(sql, params)) ?? base.query<T>(sql, params),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    // One process holds the database, so its notices arrive before the statement that sent them
    // (or its transaction's commit) resolves, and listening never drops.
    listen: async (channel, onNotice, onListening) => {
      const stop = await pg.listen(channel, onNotice);
      onListening?.();
      return stop;
    },
    close: async () => {
      try {
        await pg.close();
      } finally {
        lock?.release();
      }
    },
  };
}
