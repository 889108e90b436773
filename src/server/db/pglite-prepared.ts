/**
 * Reads on PGlite without planning them again on every call. PGlite runs one database session in
 * this process, so a statement prepared once stays prepared; EXECUTE over the simple protocol then
 * costs about what `select 1` does, where a parameterised query is parsed and planned each time
 * (measured: 1,800 against 5,000 lookups a second).
 *
 * When the database is idle (no statement of this process under way, no transaction open), the
 * EXECUTE runs at once through PGlite's synchronous protocol call rather than its asynchronous
 * wrappers, whose locks, promises and message parser cost more than the statement itself: the
 * signed-in call went from about 4,000 to about 8,700 a second at 10 connections (`npm run bench`,
 * as npm start runs). Otherwise it waits its turn like any other statement, so it never lands
 * inside another request's transaction or between the messages of another query.
 *
 * Only for the statements callers name as reads (`db.read`, db.ts: a statement run at once does
 * not sync PGlite's files, so a write must never come here), outside transactions, whose
 * parameters are all safe integers: an integer written out in decimal is the one value that cannot
 * change the meaning of the SQL around it, so nothing a client sends is ever spliced into a
 * statement as text. Everything else takes the ordinary parameterised path. The number of
 * statements prepared is capped, so SQL built at run time cannot grow the session without bound.
 * It leans on PGlite 0.5.16's behaviour, checked when the database opens (pglite-fast-path.ts).
 */
import type { PGlite } from '@electric-sql/pglite';
import { readReply, simpleQueryMessage, type Notification } from './pglite-wire.ts';

const maxPrepared = 256;

export interface PreparedReads {
  /**
   * The rows of `sql`, a read, run as a prepared statement, or null when this call does not qualify. It
   * rejects with the database's error, or with `NotRun` when the statement never ran (its PREPARE
   * failed, or its plan went stale), for the caller to run it the ordinary way.
   */
  tryRead<T>(sql: string, params: readonly unknown[]): Promise<T[]> | null;
}

/** The read did not run at all: running it the ordinary way does nothing twice. */
export class NotRun extends Error {
  constructor() {
    super('the prepared read did not run');
  }
}

export interface PreparedReadsOptions {
  /** Whether no statement of this process is under way on `pg` (pglite-db.ts keeps count). */
  readonly idle: () => boolean;
  /** Counts `work` as under way until it settles. */
  readonly track: <T>(work: () => Promise<T>) => Promise<T>;
  /** Receives the LISTEN notices that come with a reply read here, which PGlite never sees. */
  readonly onNotification: (notification: Notification) => void;
}

/**
 * A prepared statement that fails before it runs: it no longer exists (26000), or a table it
 * reads has changed shape since it was prepared (0A000, "cached plan must not change result type").
 */
const isStale = (error: unknown) => {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '26000' || (code === '0A000' && typeof message === 'string' && message.includes('cached plan must not change result type'));
};

type Session = Pick<PGlite, 'exec' | 'execProtocolRawStream' | 'isInTransaction' | 'parsers'>;

export function preparedReads(pg: Session, options: PreparedReadsOptions): PreparedReads {
  // SQL → its prepared name; null for a statement that could not be prepared.
  const names = new Map<string, Promise<string> | null>();
  // SQL → its prepared name, once the PREPARE has succeeded.
  const prepared = new Map<string, string>();
  let made = 0;
  const prepare = (sql: string): Promise<string> | null => {
    let name = names.get(sql);
    if (name === null) return null;
    if (!name) {
      if (names.size >= maxPrepared) return null;
      const id = `portal_read_${++made}`;
      // Parameter types are inferred from the statement, as for a parameterised query.
      name = options.track(() => pg.exec(`PREPARE ${id} AS ${sql}`)).then(() => {
        prepared.set(sql, id);
        return id;
      });
      // A statement that cannot be prepared (it may still run as a plain query) is not retried.
      name.catch(() => names.set(sql, null));
      names.set(sql, name);
    }
    return name;
  };
  /**
   * What a failed EXECUTE rejects with: `NotRun` when the statement is stale (then prepared again
   * on its next call, the stale one, if it still exists, let go), else the database's error.
   */
  const failure = (sql: string, id: string, error: unknown): unknown => {
    if (!isStale(error)) return error;
    names.delete(sql);
    prepared.delete(sql);
    options.track(() => pg.exec(`DEALLOCATE ${id}`)).catch(() => {});
    return new NotRun();
  };
  const execute = (id: string, params: readonly unknown[]) =>
    `EXECUTE ${id}${params.length ? `(${params.map((p) => String(p)).join(', ')})` : ''}`;
  /**
   * Runs prepared statement `id` at once, its reply read here (PGlite neither parses it nor hands
   * out its notices, so the listeners get them here, after the read, as PGlite would call them).
   */
  const runNow = async <T>(sql: string, id: string, params: readonly unknown[]): Promise<T[]> => {
    const chunks: Uint8Array[] = [];
    // The statement runs within this call, before its promise is returned; the chunks are views
    // of PGlite's memory, so each is copied.
    await pg.execProtocolRawStream(simpleQueryMessage(execute(id, params)), { syncToFs: false, onRawData: (chunk) => chunks.push(chunk.slice()) });
    const reply = readReply(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks), pg.parsers);
    for (const notification of reply.notifications) queueMicrotask(() => options.onNotification(notification));
    if (reply.error) throw failure(sql, id, reply.error);
    return reply.rows as T[];
  };
  return {
    tryRead<T>(sql: string, params: readonly unknown[]) {
      if (!params.every((p) => typeof p === 'number' && Number.isSafeInteger(p))) return null;
      const id = prepared.get(sql);
      if (id && options.idle() && !pg.isInTransaction()) return runNow<T>(sql, id, params);
      const name = prepare(sql);
      if (!name) return null;
      return options.track(async () => {
        const id = await name.catch(() => Promise.reject(new NotRun()));
        try {
          const [result] = await pg.exec(execute(id, params));
          return (result?.rows ?? []) as T[];
        } catch (error) {
          throw failure(sql, id, error);
        }
      });
    },
  };
}
