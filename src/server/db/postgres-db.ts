/** A real PostgreSQL server through the `postgres` client, for hospital deployments. */
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import type { Db, Queryable, Row } from './db.ts';
import { asUnavailable } from './unavailable.ts';
import { postgresUrlOptions } from './postgres-options.ts';

type Sql = postgres.Sql;
type Params = Parameters<Sql['unsafe']>[1];

// A connection that is not up within 1 s fails, so that while the database is out of reach a
// request answers 503 within 2 s (db/unavailable.ts) instead of waiting 10 s or more; a local or
// same-network PostgreSQL connects in milliseconds, so the second left is margin for a busy host.
export const connectTimeoutSeconds = 1;
const settings = { onnotice: () => {}, idle_timeout: 30, connect_timeout: connectTimeoutSeconds };

function wrap(sql: Pick<Sql, 'unsafe'>): Queryable {
  // Prepared once per connection and reused: the server runs a fixed set of statements, and
  // parsing and planning each one again cost more than the query itself. Reads need no path of
  // their own here.
  const query = async <T extends object = Row>(text: string, params: readonly unknown[] = []) => {
    try {
      const rows = await sql.unsafe(text, [...params] as Params, { prepare: true });
      return [...rows] as unknown as T[];
    } catch (error) {
      throw asUnavailable(error);
    }
  };
  return { query, read: query };
}

/**
 * Connects to `url`. With `isolatedSchema`, creates a schema with a random name, points every
 * connection's search_path at it, and drops it on close (used by tests sharing one database).
 */
export async function openPostgresDb(databaseUrl: string, isolatedSchema: boolean): Promise<Db> {
  const { url, max, ssl } = postgresUrlOptions(databaseUrl);
  const quiet = { ...settings, max, ...(ssl ? { ssl } : {}) };
  let schema: string | null = null;
  let sql: Sql;
  if (isolatedSchema) {
    // The name is generated here, never taken from input, so quoting it into SQL is safe.
    schema = `portal_test_${randomBytes(6).toString('hex')}`;
    const admin = postgres(url, { ...quiet, max: 1 });
    await admin.unsafe(`CREATE SCHEMA ${schema}`);
    await admin.end();
    sql = postgres(url, { ...quiet, connection: { search_path: schema } });
  } else {
    sql = postgres(url, quiet);
  }
  const base = wrap(sql);
  return {
    kind: 'postgres',
    query: base.query,
    read: base.read,
    transaction: async (fn) => {
      try {
        const result = await sql.begin((tx) => fn(wrap(tx)));
        return result as Awaited<ReturnType<typeof fn>>;
      } catch (error) {
        throw asUnavailable(error);
      }
    },
    // The client listens on a connection of its own and listens again after a reconnect, calling
    // onListening each time.
    listen: async (channel, onNotice, onListening) => {
      const { unlisten } = await sql.listen(channel, onNotice, onListening);
      return unlisten;
    },
    close: async () => {
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
