/**
 * The reading calls of institution administration: the institution with its groups
 * (get_inst), its users by group (list_inst), a search (search_inst/{query}), one user (get) and
 * the caller's own permissions (permissions/get). All of them read the session's institution.
 */
import { serverReason } from '../../../contract/messages.ts';
import { supportEndpoints } from '../../../contract/endpoints/support.ts';
import { userEndpoints } from '../../../contract/endpoints/users.ts';
import type { InstitutionGroup } from '../../../contract/types.ts';
import { ApiError } from '../../core/api-error.ts';
import { parseId } from '../../core/ids.ts';
import { queryOne } from '../../db/db.ts';
import { handler } from '../../http/handler.ts';
import { loadMember } from '../../access/member.ts';
import { permissionsFor } from '../../access/permissions.ts';
import { findUser, findUsers } from './user-rows.ts';

export const getInstitution = handler(userEndpoints.getInstitution, async ({ db, member, params, query }) => {
  const { institutionId } = member;
  // Another institution answers as if it did not exist.
  if (parseId(params.id) !== institutionId) throw new ApiError(404, serverReason.institutionNotFound);
  const institution = await queryOne<{ name: string; country: string }>(db, 'SELECT name, country FROM institutions WHERE id = $1', [
    institutionId,
  ]);
  if (!institution) throw new ApiError(404, serverReason.institutionNotFound);
  const groups = await db.query<InstitutionGroup>('SELECT group_no, name FROM groups WHERE institution_id = $1 ORDER BY group_no', [
    institutionId,
  ]);
  const group = groups.find((entry) => entry.group_no === query.group);
  if (!group) throw new ApiError(404, serverReason.groupNotFound);
  const counted = await queryOne<{ n: number }>(
    db,
    'SELECT count(*)::int AS n FROM memberships WHERE institution_id = $1 AND group_no = $2',
    [institutionId, query.group],
  );
  const owner = await queryOne<{ id: number; name: string; lastname: string }>(
    db,
    `SELECT u.id, u.name, u.lastname FROM memberships m JOIN users u ON u.id = m.user_id
     WHERE m.institution_id = $1 AND m.is_owner LIMIT 1`,
    [institutionId],
  );
  return {
    keyid: institutionId,
    institution_name: institution.name,
    country: institution.country,
    groups,
    group,
    users_total: counted?.n ?? 0,
    owner,
  };
});

export const listInstitutionUsers = handler(userEndpoints.listInstitutionUsers, async ({ db, member, query }) => {
  const page = await findUsers(db, member.institutionId, { group: query.group, role: query.role, link: query.link, page: query.page, perPage: query.per_page });
  const rule = await queryOne<{ required: boolean }>(db, 'SELECT second_factor_required AS required FROM institutions WHERE id = $1', [member.institutionId]);
  return { ...page, second_factor_required: rule?.required === true };
});

export const searchUsers = handler(userEndpoints.searchUsers, async ({ db, member, params, query }) => {
  return findUsers(db, member.institutionId, {
    group: query.group,
    role: query.role,
    link: query.link,
    search: params.query,
    page: query.page,
    perPage: query.per_page,
  });
});

export const getUser = handler(userEndpoints.getUser, async ({ db, member, params, query }) => {
  const { institutionId } = member;
  const userId = parseId(params.id);
  if (userId === null) throw new ApiError(404, serverReason.userNotFound);
  return findUser(db, institutionId, userId, query.group);
});

export const getPermissions = handler(supportEndpoints.getPermissions, async ({ db, session }) => {
  if (session.institutionId === null) {
    return { institution_id: null, permissions: { reports: [], users: session.isAdmin ? ['admin_dashboard' as const] : [] }, roles: [], is_owner: false };
  }
  const member = await loadMember(db, session.userId, session.institutionId);
  if (!member) throw new ApiError(409, serverReason.institutionNotChosen);
  return {
    institution_id: member.institutionId,
    permissions: permissionsFor(member.roles, session.isAdmin),
    roles: [...member.roles],
    is_owner: member.isOwner,
  };
});
