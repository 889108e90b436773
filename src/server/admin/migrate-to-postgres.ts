/**
 * `migrate-to-postgres`: moves an installation from the embedded database (a data folder) to
 * PostgreSQL. Every table of the embedded database is copied into an empty PostgreSQL database
 * that this release has migrated, parents before the tables that refer to them, in one
 * transaction: a failure half-way leaves PostgreSQL as it was. The counters of the generated ids
 * continue after the copied ones, and the rows are counted table by table in both databases
 * before the transaction commits. The embedded database is only read.
 */
import type { Db, Queryable } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { CommandError } from './command-error.ts';

export interface CopiedTable {
  table: string;
  rows: number;
}

/** Rows read and written per round: a few megabytes at most with the server's rows (no table holds files). */
const batchRows = 1000;

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The ordinary tables of the connection's current schema (where the server's tables are). */
async function tablesOf(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c
     WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p') AND NOT c.relispartition
     ORDER BY c.relname`,
  );
  return rows.map((row) => row.name);
}

async function appliedVersions(db: Queryable): Promise<number[]> {
  const [found] = await db.query<{ present: boolean }>(`SELECT to_regclass('schema_migrations') IS NOT NULL AS present`);
  if (!found?.present) return [];
  const rows = await db.query<{ version: number }>('SELECT version::int AS version FROM schema_migrations ORDER BY version');
  return rows.map((row) => row.version);
}

/**
 * The tables in an order where each comes after every table it refers to (its foreign keys);
 * a cycle, which the server's schema does not have, is refused.
 */
async function dependencyOrder(db: Queryable, tables: readonly string[]): Promise<string[]> {
  const edges = await db.query<{ child: string; parent: string }>(
    `SELECT ch.relname AS child, pa.relname AS parent FROM pg_constraint k
     JOIN pg_class ch ON ch.oid = k.conrelid JOIN pg_class pa ON pa.oid = k.confrelid
     WHERE k.contype = 'f' AND ch.relnamespace = current_schema()::regnamespace AND ch.oid <> pa.oid`,
  );
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of edges) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((table) => !placed.has(table) && [...(parents.get(table) ?? [])].every((p) => placed.has(p) || !parents.has(p)));
    if (!ready.length) throw new Error(`the foreign keys between ${tables.filter((t) => !placed.has(t)).join(', ')} form a cycle`);
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}

/** The columns a row can be written with: not generated ones (identity columns are written, with OVERRIDING). */
async function writableColumns(db: Queryable, table: string): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `SELECT a.attname AS name FROM pg_attribute a
     WHERE a.attrelid = (current_schema() || '.' || quote_ident($1))::regclass AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
     ORDER BY a.attnum`,
    [table],
  );
  return rows.map((row) => row.name);
}

async function countRows(db: Queryable, table: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${quoted(table)}`);
  return row?.n ?? 0;
}

/** Why `target` is not an empty database to copy into, or null when it is one. */
async function notEmpty(target: Queryable): Promise<string | null> {
  // Everything the portal holds belongs to an account or an institution; a migrated database
  // that has neither holds only what the migrations and the role catalogue wrote.
  for (const table of ['users', 'institutions']) {
    const [found] = await target.query<{ present: boolean }>(`SELECT to_regclass($1) IS NOT NULL AS present`, [table]);
    if (found?.present && (await countRows(target, table)) > 0) return `its table ${table} has rows`;
  }
  return null;
}

/**
 * Copies every table of `source` (the embedded database) into `target` (PostgreSQL), which must
 * hold no account and no institution; `target` is migrated first. Resolves the tables copied, with
 * their rows, in the order copied.
 */
export async function migrateToPostgres(source: Db, target: Db, now: Date): Promise<CopiedTable[]> {
  const sourceVersions = await appliedVersions(source);
  if (!sourceVersions.length) throw new CommandError('The data folder holds no portal database (no migration was ever applied to it): check --data-dir.');
  const full = await notEmpty(target);
  if (full) {
    throw new CommandError(
      `The PostgreSQL database of DATABASE_URL is not empty (${full}): the copy goes only into a database that holds no account and no institution. ` +
        'Create a new database (docs/deploy.md, section 10) and point DATABASE_URL at it.',
    );
  }
  await migrate(target, now);
  const targetVersions = await appliedVersions(target);
  if (sourceVersions.join(',') !== targetVersions.join(',')) {
    const last = (versions: number[]) => versions[versions.length - 1] ?? 'none';
    throw new CommandError(
      `The embedded database and PostgreSQL are at different versions of the schema (the last migration applied: ${last(sourceVersions)} in the data folder, ${last(targetVersions)} in PostgreSQL, which this release brought up to date). ` +
        'Start the server of this release once on the embedded database (it brings the data folder up to date), stop it, and run the command again.',
    );
  }
  const sourceTables = (await tablesOf(source)).filter((table) => table !== 'schema_migrations');
  const targetTables = (await tablesOf(target)).filter((table) => table !== 'schema_migrations');
  if (sourceTables.join(',') !== targetTables.join(',')) {
    const missing = sourceTables.filter((t) => !targetTables.includes(t));
    const extra = targetTables.filter((t) => !sourceTables.includes(t));
    throw new CommandError(
      `The two databases do not have the same tables (${[missing.length ? `only in the data folder: ${missing.join(', ')}` : '', extra.length ? `only in PostgreSQL: ${extra.join(', ')}` : ''].filter(Boolean).join('; ')}). Nothing was copied.`,
    );
  }
  const order = await dependencyOrder(target, targetTables);

  return source.transaction((from) =>
    target.transaction(async (to) => {
      // What the migrations and the role catalogue wrote into PostgreSQL gives way to the copy.
      await to.query(`TRUNCATE ${order.map(quoted).join(', ')}`);
      const copied: CopiedTable[] = [];
      for (const table of order) {
        const columns = (await writableColumns(to, table)).map(quoted).join(', ');
        await from.query(`DECLARE portal_copy NO SCROLL CURSOR FOR SELECT to_json(t)::text AS row FROM ${quoted(table)} t`);
        for (;;) {
          const batch = await from.query<{ row: string }>(`FETCH ${batchRows} FROM portal_copy`);
          if (!batch.length) break;
          await to.query(
            `INSERT INTO ${quoted(table)} (${columns}) OVERRIDING SYSTEM VALUE
             SELECT ${columns} FROM json_populate_recordset(NULL::${quoted(table)}, $1::text::json)`,
            [`[${batch.map((b) => b.row).join(',')}]`],
          );
        }
        await from.query('CLOSE portal_copy');
        // Generated ids go on after the copied ones.
        const sequenced = await to.query<{ column: string; seq: string }>(
          `SELECT a.attname AS column, pg_get_serial_sequence(quote_ident($1), a.attname) AS seq
           FROM pg_attribute a WHERE a.attrelid = quote_ident($1)::regclass AND a.attnum > 0 AND NOT a.attisdropped
             AND pg_get_serial_sequence(quote_ident($1), a.attname) IS NOT NULL`,
          [table],
        );
        for (const { column, seq } of sequenced) {
          await to.query(`SELECT setval($1::regclass, coalesce((SELECT max(${quoted(column)}) FROM ${quoted(table)}), 0) + 1, false)`, [seq]);
        }
        const [written, read] = [await countRows(to, table), await countRows(from, table)];
        if (written !== read) throw new Error(`${table}: ${read} rows in the data folder, ${written} written to PostgreSQL; nothing was copied`);
        copied.push({ table, rows: written });
      }
      return copied;
    }),
  );
}
