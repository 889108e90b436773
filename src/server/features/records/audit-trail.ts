/**
 * Record reads and writes in the institution's audit trail (features/audit): who, when, which
 * record and which revision, and for a change the names of the fields it changed. Never a
 * clinical value: the trail is read by user managers, who may not read records. A write is
 * audited inside its own transaction (pass `tx`), so the change and its row land together.
 */
import type { AuditChange } from '../../../contract/types.ts';
import type { Queryable } from '../../db/db.ts';
import { recordAudit } from '../../audit/audit-log.ts';

export interface RecordAuditEntry {
  action: 'record_read' | 'record_created' | 'record_revised' | 'records_listed' | 'std_string_changed';
  userId: number;
  institutionId: number;
  /** The record or standard string concerned, when there is one. */
  targetId?: number;
  revision?: number;
  /** The names of the fields a change touched. */
  fields?: readonly string[];
  /** A change with its values before and after (only where they are not clinical: standard strings). */
  changes?: readonly AuditChange[];
  at: Date;
}

/** Writes one audit row for an access to medical-record data. */
export async function auditRecordAccess(db: Queryable, entry: RecordAuditEntry): Promise<void> {
  const about = [
    ...(entry.targetId === undefined ? [] : [{ field: entry.action === 'std_string_changed' ? 'std_string' : 'record', before: null, after: String(entry.targetId) }]),
    ...(entry.revision === undefined ? [] : [{ field: 'revision', before: null, after: String(entry.revision) }]),
    ...(entry.fields ?? []).map((field) => ({ field, before: null, after: null })),
    ...(entry.changes ?? []),
  ];
  await recordAudit(db, { institutionId: entry.institutionId, actorId: entry.userId, userId: null, action: entry.action, changes: about, at: entry.at });
}
