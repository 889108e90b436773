/**
 * POST portal_users/set_user_roles_inst/{id}?roles=&group= (roles per institution and group,
 * spec §6) and POST portal_users/set_evaluator_status_inst/{id}?status=1&group= (enable for
 * training, spec §4). Both change one membership of the session's institution and write an
 * audit row; the roles change never leaves the institution without a user manager.
 */
import { serverReason } from '../../../contract/messages.ts';
import { userEndpoints } from '../../../contract/endpoints/users.ts';
import { ApiError } from '../../core/api-error.ts';
import { parseId } from '../../core/ids.ts';
import { queryOne } from '../../db/db.ts';
import { handler } from '../../http/handler.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { keepingAManager, lockInstitution, membershipId, membershipRoles, parseRoleIds, setMembershipRoles } from './membership.ts';
import { findUser } from './user-rows.ts';

function targetId(id: string): number {
  const userId = parseId(id);
  if (userId === null) throw new ApiError(404, serverReason.userNotFound);
  return userId;
}

export const setUserRoles = handler(userEndpoints.setUserRoles, async ({ db, session, member, params, query, now }) => {
  const { institutionId } = member;
  const userId = targetId(params.id);
  const roles = parseRoleIds(query.roles, 'roles');
  await db.transaction(async (tx) => {
    await lockInstitution(tx, institutionId);
    const id = await membershipId(tx, institutionId, userId, query.group);
    const before = await membershipRoles(tx, id);
    if (before.join() === roles.join()) return;
    await keepingAManager(tx, institutionId, () => setMembershipRoles(tx, id, roles));
    await recordAudit(tx, {
      institutionId,
      actorId: session.userId,
      userId,
      action: 'roles_changed',
      changes: [{ field: query.group === 0 ? 'roles' : `roles (group ${query.group})`, before: before.join(', '), after: roles.join(', ') }],
      at: now,
    });
  });
  return findUser(db, institutionId, userId, query.group);
});

export const setEvaluatorStatus = handler(userEndpoints.setEvaluatorStatus, async ({ db, session, member, params, query, now }) => {
  const { institutionId } = member;
  const userId = targetId(params.id);
  await db.transaction(async (tx) => {
    await lockInstitution(tx, institutionId);
    const id = await membershipId(tx, institutionId, userId, query.group);
    const row = await queryOne<{ status: number }>(tx, 'SELECT evaluator_status::int AS status FROM memberships WHERE id = $1', [id]);
    const before = row?.status ?? 0;
    // Enabling never lowers a certified evaluator (2) back to training (1).
    if (before >= query.status) return;
    // The name the institution knows today is the one its certificate will carry (issue 20,
    // finding 5): a name the person types in later does not reach a certificate.
    await tx.query(
      `UPDATE memberships m SET evaluator_status = $2, holder_name = u.name || ' ' || u.lastname
       FROM users u WHERE m.id = $1 AND u.id = m.user_id`,
      [id, query.status],
    );
    await recordAudit(tx, {
      institutionId,
      actorId: session.userId,
      userId,
      action: 'training_enabled',
      changes: [{ field: 'evaluator_status', before: String(before), after: String(query.status) }],
      at: now,
    });
  });
  return findUser(db, institutionId, userId, query.group);
});
