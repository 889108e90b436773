/**
 * Who may do what in the session's institution (spec §6). The institution is always the one the
 * session chose, never one named in a request; a permission the caller's roles there do not give
 * answers 403 `Bad permissions` (api-contract: institution scope).
 */
import type { PermissionName, RoleName } from '../../../contract/roles.ts';
import { isRoleName } from '../../../contract/roles.ts';
import { serverReason } from '../../../contract/messages.ts';
import type { Permissions } from '../../../contract/types.ts';
import type { Session } from '../../auth/session.ts';
import { ApiError } from '../../core/api-error.ts';
import { queryOne, type Queryable } from '../../db/db.ts';
import { permissionsFor } from '../institutions/permissions.ts';

export interface InstitutionAccess {
  institutionId: number;
  roles: RoleName[];
  isOwner: boolean;
  permissions: Permissions;
}

// Roles held in any group of the institution count, as at set-login-institution.
const accessQuery = `
  SELECT bool_or(m.is_owner) AS is_owner, string_agg(DISTINCT r.name, ',') AS roles
  FROM memberships m
  LEFT JOIN membership_roles mr ON mr.membership_id = m.id
  LEFT JOIN roles r ON r.keyid = mr.role_id
  WHERE m.user_id = $1 AND m.institution_id = $2`;

/** The caller's roles, owner flag and permissions in the session's institution. */
export async function institutionAccess(db: Queryable, session: Session): Promise<InstitutionAccess> {
  const institutionId = session.institutionId;
  if (institutionId === null) throw new ApiError(409, serverReason.institutionNotChosen);
  const row = await queryOne<{ is_owner: boolean | null; roles: string | null }>(db, accessQuery, [session.userId, institutionId]);
  const roles = (row?.roles ?? '').split(',').filter(isRoleName).sort();
  return { institutionId, roles, isOwner: row?.is_owner === true, permissions: permissionsFor(roles, session.isAdmin) };
}

/** The session's institution when the caller holds `permission` there; 403 otherwise. */
export async function requirePermission(db: Queryable, session: Session, permission: PermissionName): Promise<InstitutionAccess> {
  const access = await institutionAccess(db, session);
  const held = [...access.permissions.reports, ...access.permissions.users];
  if (!held.includes(permission)) throw new ApiError(403, serverReason.badPermissions);
  return access;
}

/** Owners and user managers: the readers of the audit trail. */
export async function requireOwnerOrManager(db: Queryable, session: Session): Promise<InstitutionAccess> {
  const access = await institutionAccess(db, session);
  if (!access.isOwner && !access.roles.includes('user_manager')) throw new ApiError(403, serverReason.badPermissions);
  return access;
}
