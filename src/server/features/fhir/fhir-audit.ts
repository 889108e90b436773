/**
 * Every FHIR export is written to the institution's audit trail (issue 25): who exported, when,
 * which evaluation (and version) or which subject (and how many evaluations). Never a clinical
 * value: user managers read the trail.
 */
import type { AuditChange } from '../../../contract/types.ts';
import type { ExportAuditAction } from '../../../contract/audit.ts';
import type { Member } from '../../access/member.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Queryable } from '../../db/db.ts';

const action: ExportAuditAction = 'fhir_exported';

/** What an export was of: field names the audit page labels, with ids and counts as values. */
export type ExportedWhat = { evaluation: number; version: number | null } | { subject: number; evaluations: number };

/** Writes one audit row for a FHIR export made by `member` at `at`. */
export async function auditFhirExport(ctx: { db: Queryable; member: Member; now: Date }, what: ExportedWhat): Promise<void> {
  const changes: AuditChange[] = Object.entries(what)
    .filter(([, value]) => value !== null)
    .map(([field, value]) => ({ field, before: null, after: String(value) }));
  await recordAudit(ctx.db, { institutionId: ctx.member.institutionId, actorId: ctx.member.userId, userId: null, action, changes, at: ctx.now });
}
