/**
 * A real PostgreSQL server through the `postgres` client, for hospital deployments.
 *
 * While the server is out of reach (stopped, restarting, network cut) every statement fails at
 * once with the 503 of db/unavailable.ts, without waiting on a connection: the first statement
 * that finds it gone marks it down, and from then on one probe a moment asks it for `SELECT 1`
 * until it answers, when statements go to it again (docs/deploy.md, "Health checks").
 *
 * Transactions are this module's own BEGIN / COMMIT on a reserved connection rather than the
 * client's `begin()`: when a connection closes in the middle of one, `begin()` sends its ROLLBACK
 * on the closed connection, and the client throws outside any promise (postgres.js issue 1066),
 * which ends a process. Here a transaction whose connection was lost sends nothing more on it.
 * Should the client throw that fault anyway, `clientFaults` (db/client-fault.ts) lets the process
 * carry on: the pool, one connection of which that fault leaves unable to send, is replaced.
 */
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import type { Logger } from '../core/log.ts';
import type { ClientFaults } from './client-fault.ts';
import type { Db, Queryable, Row } from './db.ts';
import { databaseUnavailable, isDatabaseAway, isDatabaseUnreachable } from './unavailable.ts';
import { postgresUrlOptions } from './postgres-options.ts';

type Sql = postgres.Sql;
type Params = Parameters<Sql['unsafe']>[1];

// A connection that is not up within 1 s fails, so that a probe of a database gone from the
// network gives up quickly; a local or same-network PostgreSQL connects in milliseconds.
export const connectTimeoutSeconds = 1;
/** How long the probe of a database that went away waits between two tries. */
export const probeIntervalMs = 500;
// A connection that closed with an error is opened again after half a second, whatever the number
// of failures before (the client's own pause grows to 20 s, which kept a returned database unused).
const settings = { onnotice: () => {}, idle_timeout: 30, connect_timeout: connectTimeoutSeconds, backoff: () => 0.5 };

export interface PostgresDbOptions {
  /** Creates a schema with a random name for this Db, dropped on close (tests sharing one database). */
  isolatedSchema?: boolean;
  /** Hears when the database goes out of reach and comes back. */
  log?: Logger;
  /** Where the process reports the client's uncaught fault; this Db then replaces its pool. */
  clientFaults?: ClientFaults;
}

/** Connects to `url`. */
export async function openPostgresDb(databaseUrl: string, options: PostgresDbOptions = {}): Promise<Db> {
  const { url, max, ssl } = postgresUrlOptions(databaseUrl);
  const quiet = { ...settings, max, ...(ssl ? { ssl } : {}) };
  const log = options.log;
  let schema: string | null = null;
  let connection: Record<string, string> = {};
  if (options.isolatedSchema) {
    // The name is generated here, never taken from input, so quoting it into SQL is safe.
    schema = `portal_test_${randomBytes(6).toString('hex')}`;
    const admin = postgres(url, { ...quiet, max: 1 });
    try {
      await admin.unsafe(`CREATE SCHEMA ${schema}`);
    } finally {
      await admin.end();
    }
    connection = { search_path: schema };
  }
  const connect = () => postgres(url, { ...quiet, connection });
  let sql: Sql = connect();
  let closed = false;

  // Out of reach: statements fail at once while a probe waits for the database to answer.
  let down = false;
  let probeTimer: NodeJS.Timeout | null = null;
  const probe = () => {
    probeTimer = null;
    if (closed) return;
    sql.unsafe('SELECT 1').then(
      () => {
        down = false;
        log?.info('database_reachable', { note: 'The database answers again: requests are served.' });
      },
      () => {
        if (!closed) probeTimer = setTimeout(probe, probeIntervalMs);
      },
    );
  };
  const wentAway = (error: unknown) => {
    if (down || closed) return;
    down = true;
    log?.error('database_unreachable', {
      ...describeCode(error),
      note: `The database does not answer. Requests get 503 at once; the server tries it again every ${probeIntervalMs} ms and serves as soon as it answers.`,
    });
    probeTimer = setTimeout(probe, 0);
  };
  /** `error` as what a request should throw: the 503 when the database is out of reach. */
  const failure = (error: unknown): unknown => {
    if (!isDatabaseUnreachable(error)) return error;
    wentAway(error);
    return databaseUnavailable();
  };

  // Prepared once per connection and reused: the server runs a fixed set of statements, and
  // parsing and planning each one again cost more than the query itself.
  const send = async <T extends object = Row>(target: Pick<Sql, 'unsafe'>, text: string, params: readonly unknown[]): Promise<T[]> => {
    try {
      const rows = await target.unsafe(text, [...params] as Params, { prepare: true });
      return [...rows] as unknown as T[];
    } catch (error) {
      throw failure(error);
    }
  };
  const query = async <T extends object = Row>(text: string, params: readonly unknown[] = []) => {
    if (down) throw databaseUnavailable();
    return send<T>(sql, text, params);
  };

  const transaction: Db['transaction'] = async (fn) => {
    if (down) throw databaseUnavailable();
    let reserved: postgres.ReservedSql;
    try {
      reserved = await sql.reserve();
    } catch (error) {
      throw failure(error);
    }
    // Once its connection is lost nothing more is sent on it, not even a ROLLBACK (the server rolls
    // back a transaction whose connection ended), and it stays with the client, which opens it
    // again for later statements.
    let lost = false;
    const isLoss = isDatabaseAway;
    const inside = async <T extends object = Row>(text: string, params: readonly unknown[] = []): Promise<T[]> => {
      if (lost || down) throw databaseUnavailable();
      try {
        return await send<T>(reserved, text, params);
      } catch (error) {
        lost ||= isLoss(error);
        throw error;
      }
    };
    try {
      await inside('BEGIN');
      const result = await fn({ query: inside, read: inside });
      await inside('COMMIT');
      reserved.release();
      return result;
    } catch (error) {
      if (!lost) {
        try {
          await send(reserved, 'ROLLBACK', []);
          reserved.release();
        } catch (rollbackError) {
          if (!isLoss(rollbackError)) reserved.release();
        }
      }
      throw error;
    }
  };

  // Listening has a connection of its own, which the client opens again after a loss and then
  // listens again, calling onListening. Kept here to listen again on a replaced pool.
  const listening = new Set<{ channel: string; onNotice: (payload: string) => void; onListening?: () => void; unlisten: () => Promise<void> }>();
  const listen: Db['listen'] = async (channel, onNotice, onListening) => {
    const entry = { channel, onNotice, onListening, unlisten: async () => {} };
    entry.unlisten = (await sql.listen(channel, onNotice, onListening)).unlisten;
    listening.add(entry);
    return async () => {
      listening.delete(entry);
      await entry.unlisten();
    };
  };

  // The client's known fault leaves one of its connections unable to send again: a new pool
  // takes over and the old one is let go (its statements still waiting fail, as 503s).
  const stopHearingFaults = options.clientFaults?.subscribe(() => {
    if (closed) return;
    const old = sql;
    sql = connect();
    log?.warn('database_connections_renewed', { note: 'The database client failed on a closed connection; its connections were opened afresh.' });
    void old.end({ timeout: 2 }).catch(() => {});
    for (const entry of listening) {
      sql.listen(entry.channel, entry.onNotice, entry.onListening).then(
        (listener) => (entry.unlisten = listener.unlisten),
        () => {},
      );
    }
  });

  return {
    kind: 'postgres',
    query,
    read: query,
    transaction,
    listen,
    unavailableReason: () => (down ? 'The database does not answer.' : null),
    close: async () => {
      closed = true;
      stopHearingFaults?.();
      if (probeTimer) clearTimeout(probeTimer);
      // The connections are let go even when the schema cannot be dropped (the server went away).
      // A second try takes a new connection when the first one found its connection dead.
      try {
        const drop = () => sql.unsafe(`DROP SCHEMA ${schema} CASCADE`);
        if (schema) await drop().catch(drop);
      } finally {
        await sql.end({ timeout: 5 });
      }
    },
  };
}

/** The code of a connection error, for the log (its message may name the host). */
function describeCode(error: unknown): Record<string, string> {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? { code } : {};
}
