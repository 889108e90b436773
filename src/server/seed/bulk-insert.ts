/**
 * Many rows in one statement: the rows travel as one JSON parameter and are unpacked by
 * `jsonb_to_recordset`, which both drivers take the same way and which costs one round trip per
 * few thousand rows instead of one per row. Used by the demo seed and the benchmark loader.
 */
import type { Queryable } from '../db/db.ts';

/** Column name → SQL type, in insert order. Names and types are the caller's constants, never input. */
export type Columns = Readonly<Record<string, string>>;

const chunkSize = 4000;

/**
 * Inserts `rows` into `table`. With `explicitIds` the rows carry their own `id` (an identity column:
 * inserted with OVERRIDING SYSTEM VALUE, and the sequence moved past the highest one after).
 */
export async function bulkInsert(
  tx: Queryable,
  table: string,
  columns: Columns,
  rows: readonly Record<string, unknown>[],
  explicitIds = false,
): Promise<void> {
  if (rows.length === 0) return;
  const names = Object.keys(columns);
  const list = names.join(', ');
  const types = names.map((name) => `${name} ${columns[name]}`).join(', ');
  const overriding = explicitIds ? ' OVERRIDING SYSTEM VALUE' : '';
  const sql = `INSERT INTO ${table} (${list})${overriding} SELECT ${list} FROM jsonb_to_recordset($1::text::jsonb) AS r(${types})`;
  for (let start = 0; start < rows.length; start += chunkSize) {
    await tx.query(sql, [JSON.stringify(rows.slice(start, start + chunkSize))]);
  }
  if (explicitIds) {
    await tx.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
  }
}

/** The next free id of `table` (its highest id plus one). */
export async function nextId(tx: Queryable, table: string): Promise<number> {
  const rows = await tx.query<{ next: number }>(`SELECT (coalesce(max(id), 0) + 1)::int AS next FROM ${table}`);
  return rows[0]?.next ?? 1;
}
