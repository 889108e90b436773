/**
 * Every FHIR export is written twice (issue 25): to the institution's audit trail (who exported,
 * when, which evaluation and version or which subject and how many evaluations) and to the
 * subject's access history as "exported", with the evaluations the Bundle held, like a report
 * read: an export takes a subject's data out of the portal, so user managers must see it beside
 * the reads and prints, and "last opened" counts it. Never a clinical value. Both rows are written
 * concurrently, after the Bundle was made (a refused or missing export writes neither). An export
 * of the demonstration pool is only audited: it is no subject's data.
 */
import type { AuditChange } from '../../../contract/types.ts';
import type { ExportAuditAction } from '../../../contract/audit.ts';
import type { Member } from '../../access/member.ts';
import { recordAccess } from '../../access-events/record-access.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Queryable } from '../../db/db.ts';

const action: ExportAuditAction = 'fhir_exported';

/** What an export was of: one evaluation (and the version asked for, else the latest), or a subject's evaluations. */
export type ExportedWhat =
  | { evaluation: number; version: number | null; latest: number | null; subject: Subject }
  | { subject: Subject; evaluations: readonly number[] };

interface Subject {
  subject_id: number;
  subject_code: string;
}

type Ctx = { db: Queryable; member: Member; now: Date };

/** Writes the audit row of a FHIR export: field names the audit page labels, with ids and counts as values. */
export async function auditFhirExport(ctx: Ctx, fields: readonly (readonly [string, number | null])[]): Promise<void> {
  const changes: AuditChange[] = fields.filter(([, value]) => value !== null).map(([field, value]) => ({ field, before: null, after: String(value) }));
  await recordAudit(ctx.db, { institutionId: ctx.member.institutionId, actorId: ctx.member.userId, userId: null, action, changes, at: ctx.now });
}

/** Writes the audit row and the access event of a FHIR export made by `member` at `now`. */
export async function recordFhirExport(ctx: Ctx, what: ExportedWhat): Promise<void> {
  await Promise.all([
    auditFhirExport(
      ctx,
      'evaluation' in what ? [['evaluation', what.evaluation], ['version', what.version]] : [['subject', what.subject.subject_id], ['evaluations', what.evaluations.length]],
    ),
    recordAccess(ctx.db, {
      at: ctx.now,
      institutionId: ctx.member.institutionId,
      userId: ctx.member.userId,
      action: 'exported',
      target: 'evaluation' in what ? 'report' : 'subject',
      targetId: 'evaluation' in what ? what.evaluation : null,
      subjectId: what.subject.subject_id,
      subjectCode: what.subject.subject_code,
      version: 'evaluation' in what ? (what.version ?? what.latest) : null,
      evaluationIds: 'evaluation' in what ? [what.evaluation] : what.evaluations,
    }),
  ]);
}
