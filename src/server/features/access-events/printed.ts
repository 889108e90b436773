/**
 * POST access_events/report_printed_inst/{id} and access_events/certificate_printed_user/{id}: the
 * portal says a report or a certificate was printed (its print action and `beforeprint`), and the
 * server writes the access event. A report is scoped like the report itself; a certificate must be
 * the caller's own. Anything else answers 404 and writes nothing.
 */
import { accessEventEndpoints } from '../../../contract/endpoints/access-events.ts';
import { serverReason } from '../../../contract/messages.ts';
import { ApiError } from '../../core/api-error.ts';
import { parseId } from '../../core/ids.ts';
import { queryOne } from '../../db/db.ts';
import { handler } from '../../http/handler.ts';
import { findEvaluation } from '../../evaluations/evaluation-rows.ts';
import { widestScope } from '../../access/scope.ts';
import { recordAccess } from '../../access-events/record-access.ts';

export const recordReportPrinted = handler(accessEventEndpoints.recordReportPrinted, async ({ db, member, params, now }) => {
  const id = parseId(params.id);
  const evaluation = id === null ? null : await findEvaluation(db, widestScope(member, 'get_evaluation_report_inst'), id);
  if (!evaluation) throw new ApiError(404, serverReason.evaluationNotFound);
  await recordAccess(db, {
    at: now,
    institutionId: member.institutionId,
    userId: member.userId,
    action: 'printed',
    target: 'report',
    targetId: evaluation.keyid,
    subjectId: evaluation.subject_id,
    subjectCode: evaluation.subject_code,
  });
  return undefined;
});

export const recordCertificatePrinted = handler(accessEventEndpoints.recordCertificatePrinted, async ({ db, session, params, now }) => {
  const id = parseId(params.id);
  const row =
    id === null
      ? null
      : await queryOne<{ id: number; institution_id: number | null }>(db, 'SELECT id, institution_id FROM certificates WHERE id = $1 AND user_id = $2', [
          id,
          session.userId,
        ]);
  if (!row) throw new ApiError(404, serverReason.certificateNotFound);
  await recordAccess(db, {
    at: now,
    institutionId: row.institution_id,
    userId: session.userId,
    action: 'printed',
    target: 'certificate',
    targetId: row.id,
    subjectId: null,
    subjectCode: null,
  });
  return undefined;
});
