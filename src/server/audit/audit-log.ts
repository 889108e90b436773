/**
 * The audit trail's writer: one row per change, with who made it, when, what it was, the fields
 * before and after, and the institution it happened in. Any area calls `recordAudit` inside the
 * transaction of its change, so a change and its row are written together or not at all. Names
 * are copied at the time of writing: the row still reads right after a person is renamed.
 */
import type { AuditChange } from '../../contract/types.ts';
import type { Queryable } from '../db/db.ts';

export interface AuditRecord {
  institutionId: number;
  /** Who made the change (null: the server itself). */
  actorId: number | null;
  /** The user the change concerns, if any. */
  userId: number | null;
  /** What happened, a short name such as `roles_changed` (contract: userAuditActions). */
  action: string;
  changes: readonly AuditChange[];
  at: Date;
}

// `::text::jsonb`: the PostgreSQL driver would otherwise send the JSON text as a jsonb string
// (one value, double encoded) rather than the array it spells.
const insert = `
  INSERT INTO audit_log (institution_id, at, actor_id, actor_name, user_id, user_name, action, changes)
  VALUES ($1, $2, $3,
    coalesce((SELECT name || ' ' || lastname FROM users WHERE id = $3), ''),
    $4,
    coalesce((SELECT name || ' ' || lastname FROM users WHERE id = $4), ''),
    $5, $6::text::jsonb)`;

/** Writes one audit row with `db` (pass the change's transaction). */
export async function recordAudit(db: Queryable, record: AuditRecord): Promise<void> {
  await db.query(insert, [
    record.institutionId,
    record.at,
    record.actorId,
    record.userId,
    record.action,
    JSON.stringify(record.changes),
  ]);
}

/** The changes between two flat records, one per field whose value differs. */
export function changesBetween(
  before: Readonly<Record<string, string | null>>,
  after: Readonly<Record<string, string | null>>,
): AuditChange[] {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => (before[field] ?? null) !== (after[field] ?? null))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}
