/**
 * Who may read and write medical records and standard strings, from the roles the signed-in
 * user holds in the session's institution (spec §6): reading needs the subject-list permission
 * (list_subject_inst), writing a record the medical_record_entry role, managing the standard
 * strings the user_manager role. The institution is the session's, never a request's.
 */
import { serverReason } from '../../../contract/messages.ts';
import { recordAccessAllowed, type RecordAccess } from '../../../contract/record-access.ts';
import type { Session } from '../../auth/session.ts';
import { ApiError } from '../../core/api-error.ts';
import type { Queryable } from '../../db/db.ts';

const heldRoles = `
  SELECT DISTINCT r.name FROM memberships m
  JOIN membership_roles mr ON mr.membership_id = m.id
  JOIN roles r ON r.keyid = mr.role_id
  WHERE m.user_id = $1 AND m.institution_id = $2`;

/**
 * The session's institution when its user may do `access` there; 409 without a chosen
 * institution, 403 'Bad permissions' without the role or permission.
 */
export async function institutionFor(db: Queryable, session: Session, access: RecordAccess): Promise<number> {
  const institutionId = session.institutionId;
  if (institutionId === null) throw new ApiError(409, serverReason.institutionNotChosen);
  const rows = await db.query<{ name: string }>(heldRoles, [session.userId, institutionId]);
  if (!recordAccessAllowed(rows.map((row) => row.name), access)) throw new ApiError(403, serverReason.badPermissions);
  return institutionId;
}
