/** POST medical_record/get_inst/{record_id}: a record as it stands and every revision, newest first. */
import { recordEndpoints } from '../../../contract/endpoints/records.ts';
import { serverReason } from '../../../contract/messages.ts';
import { ApiError } from '../../core/api-error.ts';
import { parseId } from '../../core/ids.ts';
import { handler } from '../../http/handler.ts';
import { auditRecordAccess } from './audit-trail.ts';
import { loadRecord, loadRevisions } from './record-store.ts';

export const getMedicalRecord = handler(recordEndpoints.getMedicalRecord, async ({ db, member, params, now }) => {
  const { institutionId } = member;
  const id = parseId(params.id);
  // Another institution's record answers as if it did not exist (api-contract: institution scope).
  const record = id === null ? null : await loadRecord(db, institutionId, id);
  if (!record) throw new ApiError(404, serverReason.recordNotFound);
  const revisions = await loadRevisions(db, record.record_id);
  await auditRecordAccess(db, { action: 'record_read', userId: member.userId, institutionId, targetId: record.record_id, revision: record.revision, at: now, subject: { id: record.subject_id, code: record.subject_code } });
  return { record, revisions };
});
