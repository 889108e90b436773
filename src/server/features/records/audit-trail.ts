/**
 * Record reads and writes in the institution's audit trail (features/audit): who, when, which
 * record and which revision, and for a change the names of the fields it changed. Never a
 * clinical value: the trail is read by user managers, who may not read records. A write is
 * audited inside its own transaction (pass `tx`), so the change and its row land together.
 */
import type { AuditChange } from '../../../contract/types.ts';
import type { Db, Queryable } from '../../db/db.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { recordAccess, type AccessEvent } from '../../access-events/record-access.ts';

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
  /** A read's subject, for its access event (issue 25). */
  subject?: { readonly id: number | null; readonly code: string };
}

/**
 * A person browsing the records list opens it again and again (each search, page and visit to
 * Medical Records): one row per person and half hour says who looked, without burying the changes.
 */
export const listedOncePerMs = 30 * 60_000;

const insertListedUnlessLately = `
  INSERT INTO audit_log (institution_id, at, actor_id, actor_name, user_id, user_name, action, changes)
  SELECT $1, $2, u.id, u.name || ' ' || u.lastname, NULL, '', 'records_listed', '[]'::jsonb FROM users u
  WHERE u.id = $3 AND NOT EXISTS (
    SELECT 1 FROM audit_log
    WHERE institution_id = $1 AND actor_id = $3 AND action = 'records_listed' AND at > $4)`;

/** The advisory lock that takes one person's list views in turn (see auditRecordsListed). */
const listedLock = 7_007_130;

/**
 * A view of the records list: one trail row per person and half hour, and an access event every
 * time. Two list calls at once (a page and its neighbour) would both find no recent row and both
 * write one on PostgreSQL; a lock per person in a short transaction takes them in turn.
 */
export async function auditRecordsListed(db: Db, entry: Omit<RecordAuditEntry, 'action'>): Promise<void> {
  const listed = { ...entry, action: 'records_listed' as const };
  const since = new Date(entry.at.getTime() - listedOncePerMs);
  await Promise.all([
    db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [listedLock, entry.userId]);
      await tx.query(insertListedUnlessLately, [entry.institutionId, entry.at, entry.userId, since]);
    }),
    recordAccess(db, accessEventOf(listed)),
  ]);
}

/** Writes one audit row for a read or a change of medical-record data. */
export async function auditRecordAccess(
  db: Queryable,
  entry: RecordAuditEntry & { action: Exclude<RecordAuditEntry['action'], 'records_listed'> },
): Promise<void> {
  const about = [
    ...(entry.targetId === undefined ? [] : [{ field: entry.action === 'std_string_changed' ? 'std_string' : 'record', before: null, after: String(entry.targetId) }]),
    ...(entry.revision === undefined ? [] : [{ field: 'revision', before: null, after: String(entry.revision) }]),
    ...(entry.fields ?? []).map((field) => ({ field, before: null, after: null })),
    ...(entry.changes ?? []),
  ];
  const audited = recordAudit(db, { institutionId: entry.institutionId, actorId: entry.userId, userId: null, action: entry.action, changes: about, at: entry.at });
  // A read is also an access event ("Who looked at this subject"), kept apart from the trail.
  await Promise.all([audited, entry.action === 'record_read' && recordAccess(db, accessEventOf(entry))]);
}

function accessEventOf(entry: RecordAuditEntry): AccessEvent {
  const one = entry.action === 'record_read';
  return {
    at: entry.at,
    institutionId: entry.institutionId,
    userId: entry.userId,
    action: one ? 'record_read' : 'records_listed',
    target: one ? 'record' : 'records',
    targetId: entry.targetId ?? null,
    subjectId: entry.subject?.id ?? null,
    subjectCode: entry.subject?.code ?? null,
  };
}
