/**
 * The writer of access events (issue 25, "Who looked at this subject"): one row per read, print or
 * export of a subject's data, with who, when, from which institution, what and which subject.
 * Ids, codes and names only, never a clinical value. One INSERT whose names are read by
 * subqueries of the same statement: a single round trip that a handler runs beside its read
 * (Promise.all), so the read waits for no extra step. Any area may call it (it sits below the
 * features, like audit/).
 */
import type { Queryable } from '../db/db.ts';

export type AccessAction = 'report_read' | 'longitudinal_read' | 'record_read' | 'records_listed' | 'printed' | 'exported';
export type AccessTarget = 'report' | 'longitudinal' | 'record' | 'records' | 'certificate' | 'subject';

export interface AccessEvent {
  at: Date;
  /** The institution the caller worked in (null: a person's own certificate with no institution). */
  institutionId: number | null;
  userId: number;
  action: AccessAction;
  target: AccessTarget;
  /** The evaluation, record or certificate concerned, when there is one. */
  targetId: number | null;
  subjectId: number | null;
  subjectCode: string | null;
  /** The report version printed or exported, when the event is of one. */
  version?: number | null;
  /** The evaluations an export held. */
  evaluationIds?: readonly number[] | null;
}

const insert = `
  INSERT INTO access_events (at, institution_id, institution_name, user_id, user_name, action, target_kind, target_id, subject_id, subject_code,
    version, evaluation_ids)
  VALUES ($1, $2, coalesce((SELECT name FROM institutions WHERE id = $2), ''), $3,
    coalesce((SELECT name || ' ' || lastname FROM users WHERE id = $3), ''), $4, $5, $6, $7, $8, $9, $10::int[])`;

/** Writes one access event. */
export async function recordAccess(db: Queryable, event: AccessEvent): Promise<void> {
  await db.query(insert, [
    event.at,
    event.institutionId,
    event.userId,
    event.action,
    event.target,
    event.targetId,
    event.subjectId,
    event.subjectCode,
    event.version ?? null,
    event.evaluationIds ? [...event.evaluationIds] : null,
  ]);
}
