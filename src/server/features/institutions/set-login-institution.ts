/**
 * POST portal_users/set_login_institution/{id}: makes `{id}` the session's institution (group 0)
 * and answers what the user is there (spec §3 "Institution choice response"). An institution the
 * user does not belong to answers 404, as if it did not exist (api-contract: institution scope).
 */
import { queryOne } from '../../db/db.ts';
import { defaultGroup } from '../../../contract/constants.ts';
import { serverReason } from '../../../contract/messages.ts';
import { isRoleName } from '../../../contract/roles.ts';
import { ApiError } from '../../core/api-error.ts';
import { userEndpoints } from '../../../contract/endpoints/users.ts';
import { parseId } from '../../core/ids.ts';
import { handler } from '../../http/handler.ts';
import { permissionsFor } from './permissions.ts';

interface MembershipSummary {
  memberships: number;
  is_owner: boolean | null;
  evaluator_status: number | null;
  agree_tandc: boolean | null;
}

// A user may belong to several groups of one institution; what they are in the institution is
// the union: owner in any, the highest evaluator status, terms accepted in any.
const summary = `
  SELECT count(*)::int AS memberships, bool_or(is_owner) AS is_owner,
         max(evaluator_status)::int AS evaluator_status, bool_or(agree_tandc) AS agree_tandc
  FROM memberships WHERE user_id = $1 AND institution_id = $2`;

const heldRoles = `
  SELECT DISTINCT r.keyid, r.name FROM memberships m
  JOIN membership_roles mr ON mr.membership_id = m.id
  JOIN roles r ON r.keyid = mr.role_id
  WHERE m.user_id = $1 AND m.institution_id = $2
  ORDER BY r.keyid`;

/** The wire form of the evaluator status (spec §4: "1", "2" or other, shown as "0"). */
function evaluatorStatusOf(value: number | null): '0' | '1' | '2' {
  return value === 1 ? '1' : value === 2 ? '2' : '0';
}

export const setLoginInstitution = handler(userEndpoints.setLoginInstitution, async ({ db, session, params }) => {
  const institutionId = parseId(params.id);
  const notFound = () => new ApiError(404, serverReason.institutionNotFound);
  if (institutionId === null) throw notFound();
  const member = await queryOne<MembershipSummary>(db, summary, [session.userId, institutionId]);
  if (!member || member.memberships === 0) throw notFound();
  const roleRows = await db.query<{ name: string }>(heldRoles, [session.userId, institutionId]);
  const roles = roleRows.map((row) => row.name).filter(isRoleName);
  await db.query('UPDATE sessions SET institution_id = $2, group_no = $3 WHERE id = $1', [
    session.id,
    institutionId,
    defaultGroup,
  ]);
  return {
    permissions: permissionsFor(roles, session.isAdmin),
    is_owner: member.is_owner === true,
    evaluator_status: evaluatorStatusOf(member.evaluator_status),
    roles,
    agree_tandc: member.agree_tandc === true,
  };
}, { changesSession: true });
