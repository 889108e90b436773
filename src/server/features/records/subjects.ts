/**
 * The subject a medical record belongs to, in the subject list's table (migration 5). A new
 * subject is created with its first record and marked as provided by a portal user (spec §1: the
 * PP mark of the subject list); a further record names an existing subject of the institution by
 * id. Subject codes are unique within an institution, whatever their letter case. The subject's
 * birth date and sex follow its records: each save writes them to the subject too.
 */
import { serverReason } from '../../../contract/messages.ts';
import type { RecordFields } from '../../../contract/types.ts';
import { ApiError, fieldsRefused } from '../../core/api-error.ts';
import { insertReturningId, isUniqueViolation, queryOne, type Queryable } from '../../db/db.ts';

const subjectCodeLock = 7007;

export interface RecordSubject {
  id: number;
  code: string;
  institutionReference: string;
  portalProvided: boolean;
}

const taken = () => fieldsRefused([{ field: 'new_subject.code', code: 'one_of' }], { status: 409, message: serverReason.subjectCodeTaken });

/** The institution's subject `subjectId`, or 404 as if it did not exist. */
export async function findSubject(tx: Queryable, institutionId: number, subjectId: number): Promise<RecordSubject> {
  const row = await queryOne<{ subject_code: string; reference: string | null; portal_provided: boolean }>(
    tx,
    'SELECT subject_code, reference, portal_provided FROM subjects WHERE id = $1 AND institution_id = $2',
    [subjectId, institutionId],
  );
  if (!row) throw new ApiError(404, serverReason.subjectNotFound);
  return { id: subjectId, code: row.subject_code, institutionReference: row.reference ?? '', portalProvided: row.portal_provided };
}

/** Creates a subject provided by a portal user; 409 when the code is taken in the institution. */
export async function createPortalSubject(
  tx: Queryable,
  institutionId: number,
  subject: { code: string; institution_reference: string },
  fields: RecordFields,
  userId: number,
  now: Date,
): Promise<RecordSubject> {
  // Two saves of one new code at once: the second waits for the first and then sees it.
  await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [subjectCodeLock, institutionId]);
  const existing = await queryOne(tx, 'SELECT 1 FROM subjects WHERE institution_id = $1 AND lower(subject_code) = lower($2) LIMIT 1', [
    institutionId,
    subject.code,
  ]);
  if (existing) throw taken();
  try {
    const id = await insertReturningId(
      tx,
      `INSERT INTO subjects (institution_id, subject_code, reference, birth_date, sex, portal_provided, registered_by, registered_at)
       VALUES ($1, $2, $3, $4, $5, true, $6, $7) RETURNING id`,
      [institutionId, subject.code, subject.institution_reference || null, fields.birth_date, fields.sex, userId, now],
    );
    return { id, code: subject.code, institutionReference: subject.institution_reference, portalProvided: true };
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/** Writes a record's birth date and sex to its subject. */
export async function updateSubjectFromRecord(tx: Queryable, subjectId: number, fields: RecordFields): Promise<void> {
  await tx.query('UPDATE subjects SET birth_date = $2, sex = $3 WHERE id = $1 AND (birth_date <> $2 OR sex <> $3)', [
    subjectId,
    fields.birth_date,
    fields.sex,
  ]);
}
