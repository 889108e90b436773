/**
 * POST medical_record/set_inst/{record_id or 0}: a new record (0) for a new or an existing subject,
 * or a new revision of a record. Every save is a new revision; nothing is overwritten. A save
 * carries the revision it was based on: when a newer one exists the save is refused with 409, the
 * record as it stands in `data.current`, so the person can merge both (issue 11).
 */
import { recordEndpoints } from '../../../contract/endpoints/records.ts';
import { serverReason } from '../../../contract/messages.ts';
import type { MedicalRecord, RecordFields, SetRecordBody } from '../../../contract/types.ts';
import { ApiError, fieldsRefused } from '../../core/api-error.ts';
import { parseId } from '../../core/ids.ts';
import { insertReturningId, type Queryable } from '../../db/db.ts';
import { handler } from '../../http/handler.ts';
import { auditRecordAccess } from './audit-trail.ts';
import { changedFields, loadRecord } from './record-store.ts';
import { checkChoices } from './std-strings.ts';
import { createPortalSubject, findSubject, updateSubjectFromRecord, type RecordSubject } from './subjects.ts';

/** A refusal of one field with the server's own sentence for it. */
const refuse = (field: string, code: 'range' | 'one_of' | 'required', message: string) => fieldsRefused([{ field, code }], { message });

/** The birth date may not be after the server's today, nor before 1900. */
function checkBirthDate(birthDate: string, now: Date): void {
  if (birthDate > now.toISOString().slice(0, 10)) {
    throw refuse('fields.birth_date', 'range', serverReason.birthDateInFuture);
  }
  if (birthDate < '1900-01-01' || Number.isNaN(Date.parse(`${birthDate}T00:00:00Z`)) || new Date(`${birthDate}T00:00:00Z`).toISOString().slice(0, 10) !== birthDate) {
    throw refuse('fields.birth_date', 'range', 'The field "fields.birth_date" is out of range (limit 1900)');
  }
}

function checkFields(tx: Queryable, institutionId: number, fields: RecordFields, previous: RecordFields | null): Promise<void> {
  const one = (id: number | null | undefined) => (id === null || id === undefined ? [] : [id]);
  return checkChoices(tx, institutionId, [
    { category: 'diagnosis', field: 'fields.diagnoses', ids: fields.diagnoses, previous: previous?.diagnoses ?? [] },
    { category: 'referral_reason', field: 'fields.referral_reason', ids: one(fields.referral_reason), previous: one(previous?.referral_reason) },
  ]);
}

async function insertRevision(tx: Queryable, recordId: number, revision: number, userId: number, now: Date, fields: RecordFields, previous: RecordFields | null) {
  await tx.query(
    `INSERT INTO medical_record_revisions (record_id, revision, author_id, saved_at, fields, changed)
     VALUES ($1, $2, $3, $4, $5::text::jsonb, $6::text::jsonb)`,
    [recordId, revision, userId, now, JSON.stringify(fields), JSON.stringify(changedFields(previous, fields))],
  );
}

async function createRecord(tx: Queryable, institutionId: number, userId: number, now: Date, body: SetRecordBody): Promise<number> {
  if ((body.subject_id === undefined) === (body.new_subject === undefined)) {
    throw refuse('subject_id', 'required', serverReason.subjectChoiceRequired);
  }
  const subject: RecordSubject = body.new_subject
    ? await createPortalSubject(tx, institutionId, body.new_subject, body.fields, userId, now)
    : await findSubject(tx, institutionId, body.subject_id as number);
  await checkFields(tx, institutionId, body.fields, null);
  const f = body.fields;
  const recordId = await insertReturningId(
    tx,
    `INSERT INTO medical_records (institution_id, subject_id, subject_code, institution_reference, portal_provided, revision,
       birth_date, sex, referral_reason, referring_clinician, created_by, created_at, updated_by, updated_at)
     VALUES ($1, $2, $3, $4, $5, 1, $6, $7, $8, $9, $10, $11, $10, $11) RETURNING id`,
    [institutionId, subject.id, subject.code, subject.institutionReference, subject.portalProvided, f.birth_date, f.sex, f.referral_reason, f.referring_clinician, userId, now],
  );
  await updateSubjectFromRecord(tx, subject.id, f);
  await insertRevision(tx, recordId, 1, userId, now, f, null);
  await auditRecordAccess(tx, { action: 'record_created', userId, institutionId, targetId: recordId, revision: 1, at: now });
  return recordId;
}

async function reviseRecord(tx: Queryable, institutionId: number, recordId: number, userId: number, now: Date, body: SetRecordBody): Promise<MedicalRecord> {
  const current = await loadRecord(tx, institutionId, recordId);
  if (!current) throw new ApiError(404, serverReason.recordNotFound);
  if (body.subject_id !== undefined || body.new_subject !== undefined) {
    throw refuse('subject_id', 'one_of', 'The subject of a record cannot be changed');
  }
  if (body.base_revision !== current.revision) throw conflict(current);
  await checkFields(tx, institutionId, body.fields, current.fields);
  const f = body.fields;
  // The revision in the WHERE makes the check and the write one step: of two saves based on the
  // same revision, one updates the row and the other finds nothing.
  const updated = await tx.query<{ author: string }>(
    `UPDATE medical_records SET revision = revision + 1, birth_date = $3, sex = $4, referral_reason = $5,
       referring_clinician = $6, updated_by = $7, updated_at = $8
     WHERE id = $1 AND revision = $2
     RETURNING (SELECT trim(name || ' ' || lastname) FROM users WHERE id = $7) AS author`,
    [recordId, body.base_revision, f.birth_date, f.sex, f.referral_reason, f.referring_clinician, userId, now],
  );
  const author = updated[0]?.author;
  if (author === undefined) {
    const latest = await loadRecord(tx, institutionId, recordId);
    throw latest ? conflict(latest) : new ApiError(404, serverReason.recordNotFound);
  }
  await insertRevision(tx, recordId, body.base_revision + 1, userId, now, f, current.fields);
  await auditRecordAccess(tx, {
    action: 'record_revised',
    userId,
    institutionId,
    targetId: recordId,
    revision: body.base_revision + 1,
    fields: changedFields(current.fields, f),
    at: now,
  });
  const subjectChanged = current.fields.birth_date !== f.birth_date || current.fields.sex !== f.sex;
  if (subjectChanged && current.subject_id !== null) await updateSubjectFromRecord(tx, current.subject_id, f);
  return {
    ...current,
    fields: f,
    revision: body.base_revision + 1,
    updated_by: { id: userId, name: author },
    updated_at: now.toISOString(),
  };
}

function conflict(current: MedicalRecord): ApiError {
  return new ApiError(409, serverReason.recordConflict, { data: { current } });
}

export const setMedicalRecord = handler(recordEndpoints.setMedicalRecord, async ({ db, log, member, params, body, now }) => {
  const { institutionId, userId } = member;
  const id = params.id === '0' ? 0 : parseId(params.id);
  if (id === null) throw new ApiError(404, serverReason.recordNotFound);
  if (id === 0 && body.base_revision !== 0) {
    throw refuse('base_revision', 'range', 'A new record is based on revision 0');
  }
  checkBirthDate(body.fields.birth_date, now);
  const saved = await db.transaction(async (tx) => {
    const record = id === 0
      ? await loadRecord(tx, institutionId, await createRecord(tx, institutionId, userId, now, body))
      : await reviseRecord(tx, institutionId, id, userId, now, body);
    if (!record) throw new ApiError(404, serverReason.recordNotFound);
    return record;
  });
  log.info('record_saved', { record_id: saved.record_id, revision: saved.revision, user_id: userId });
  return saved;
});
