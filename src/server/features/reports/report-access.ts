/**
 * The access events of report reads (issue 25): a report or a longitudinal view of one subject,
 * opened by a member of the institution. Ids and the subject code only.
 */
import type { LongitudinalReport } from '../../../contract/types.ts';
import type { Member } from '../../access/member.ts';
import { recordAccess } from '../../access-events/record-access.ts';
import type { Queryable } from '../../db/db.ts';
import type { EvaluationRow } from '../../evaluations/evaluation-rows.ts';

/** One report read. */
export function recordReportRead(db: Queryable, member: Member, evaluation: EvaluationRow, at: Date): Promise<void> {
  return recordAccess(db, {
    at,
    institutionId: member.institutionId,
    userId: member.userId,
    action: 'report_read',
    target: 'report',
    targetId: evaluation.keyid,
    subjectId: evaluation.subject_id,
    subjectCode: evaluation.subject_code,
  });
}

/** One longitudinal view (its subject; the evaluations compared are not named). */
export function recordLongitudinalRead(db: Queryable, member: Member, report: LongitudinalReport, at: Date): Promise<void> {
  return recordAccess(db, {
    at,
    institutionId: member.institutionId,
    userId: member.userId,
    action: 'longitudinal_read',
    target: 'longitudinal',
    targetId: null,
    subjectId: report.subject.keyid,
    subjectCode: report.subject.subject_code,
  });
}
