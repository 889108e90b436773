/**
 * POST portal_users/set_login_institution/{id}: makes `{id}` the session's institution (group 0)
 * and answers what the user is there (spec §3 "Institution choice response"). An institution the
 * user does not belong to answers 404, as if it did not exist (api-contract: institution scope).
 */
import { defaultGroup } from '../../../contract/constants.ts';
import { serverReason } from '../../../contract/messages.ts';
import { userEndpoints } from '../../../contract/endpoints/users.ts';
import { loadMember } from '../../access/member.ts';
import { permissionsFor } from '../../access/permissions.ts';
import { ApiError } from '../../core/api-error.ts';
import { parseId } from '../../core/ids.ts';
import { handler } from '../../http/handler.ts';

/** The wire form of the evaluator status (spec §4: "1", "2" or other, shown as "0"). */
function evaluatorStatusOf(value: number): '0' | '1' | '2' {
  return value === 1 ? '1' : value === 2 ? '2' : '0';
}

export const setLoginInstitution = handler(userEndpoints.setLoginInstitution, async ({ db, session, params }) => {
  const institutionId = parseId(params.id);
  const notFound = () => new ApiError(404, serverReason.institutionNotFound);
  if (institutionId === null) throw notFound();
  const member = await loadMember(db, session.userId, institutionId);
  if (!member) throw notFound();
  await db.query('UPDATE sessions SET institution_id = $2, group_no = $3 WHERE id = $1', [
    session.id,
    institutionId,
    defaultGroup,
  ]);
  return {
    permissions: permissionsFor(member.roles, session.isAdmin),
    is_owner: member.isOwner,
    evaluator_status: evaluatorStatusOf(member.evaluatorStatus),
    roles: [...member.roles],
    agree_tandc: member.termsAccepted,
    ...(member.secondFactorMissing ? { second_factor_missing: true } : {}),
  };
}, { changesSession: true });
