/**
 * The subject a medical record belongs to. A new subject is created with its first record and
 * marked as provided by a portal user (spec §1: the PP mark of the subject list); a further record
 * names an existing subject by id. Subject codes are unique within an institution, whatever their
 * letter case.
 *
 * The subject list of the subjects-and-reports area owns the subjects; until its table is part of
 * this server, a subject is identified by the id of its first record and its code and reference
 * are kept on each of its records. This file is the one place that changes when that table lands.
 */
import { serverReason } from '../../../contract/messages.ts';
import { ApiError } from '../../core/api-error.ts';
import { queryOne, type Queryable } from '../../db/db.ts';

const subjectCodeLock = 7007;

export interface RecordSubject {
  /** null until the record is inserted, for a new subject (it takes the record's id). */
  id: number | null;
  code: string;
  institutionReference: string;
  portalProvided: boolean;
}

/** The institution's subject `subjectId`, or 404 as if it did not exist. */
export async function findSubject(tx: Queryable, institutionId: number, subjectId: number): Promise<RecordSubject> {
  const row = await queryOne<{ subject_code: string; institution_reference: string; portal_provided: boolean }>(
    tx,
    `SELECT subject_code, institution_reference, portal_provided FROM medical_records
     WHERE institution_id = $1 AND subject_id = $2 ORDER BY id LIMIT 1`,
    [institutionId, subjectId],
  );
  if (!row) throw new ApiError(404, serverReason.subjectNotFound);
  return { id: subjectId, code: row.subject_code, institutionReference: row.institution_reference, portalProvided: row.portal_provided };
}

/** A new subject provided by a portal user; 409 when the code is taken in the institution. */
export async function newPortalSubject(
  tx: Queryable,
  institutionId: number,
  code: string,
  institutionReference: string,
): Promise<RecordSubject> {
  // Two saves of one new code at once: the second waits for the first and then sees it.
  await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [subjectCodeLock, institutionId]);
  const taken = await queryOne(
    tx,
    'SELECT 1 FROM medical_records WHERE institution_id = $1 AND lower(subject_code) = lower($2) LIMIT 1',
    [institutionId, code],
  );
  if (taken) {
    throw new ApiError(409, serverReason.subjectCodeTaken, { data: { fields: [{ field: 'new_subject.code', code: 'one_of' }] } });
  }
  return { id: null, code, institutionReference, portalProvided: true };
}

/** Gives a new subject its id once its first record exists. */
export async function settleSubject(tx: Queryable, subject: RecordSubject, recordId: number): Promise<number> {
  if (subject.id !== null) return subject.id;
  await tx.query('UPDATE medical_records SET subject_id = $1 WHERE id = $1', [recordId]);
  return recordId;
}
