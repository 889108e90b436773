/**
 * Who may see which subjects and evaluations (api-contract: "Which report endpoint a user calls",
 * "Institution scope"). The institution is always the session's, never the request's:
 * - `institution`: an `_inst` path; the caller's roles there must give the operation's
 *   institution-wide permission, else 403 `Bad permissions`.
 * - `user`: an `_inst_user` path; only subjects assigned to the caller and their evaluations.
 * - `demo`: the demonstration pool; the caller needs at least one role in the institution.
 * - `admin`: every institution; the caller must be an admin.
 * A row outside the scope answers 404 as if it did not exist.
 */
import { serverReason } from '../../../contract/messages.ts';
import { isRoleName, rolePermissions, type PermissionName } from '../../../contract/roles.ts';
import type { Session } from '../../auth/session.ts';
import { ApiError } from '../../core/api-error.ts';
import { queryOne, type Queryable } from '../../db/db.ts';

export type Scope =
  | { readonly kind: 'institution'; readonly institutionId: number }
  | { readonly kind: 'user'; readonly institutionId: number; readonly userId: number }
  | { readonly kind: 'demo' }
  | { readonly kind: 'admin' };

interface Standing {
  memberships: number;
  roles: string[] | null;
}

// Every membership row of the user in the institution (one per group) and the roles they hold.
const standingSql = `
  SELECT count(DISTINCT m.id)::int AS memberships, array_agg(DISTINCT r.name) FILTER (WHERE r.name IS NOT NULL) AS roles
  FROM memberships m
  LEFT JOIN membership_roles mr ON mr.membership_id = m.id
  LEFT JOIN roles r ON r.keyid = mr.role_id
  WHERE m.user_id = $1 AND m.institution_id = $2`;

/** The roles the session's user holds in the session's institution; 409/404 when there is none. */
async function rolesInInstitution(db: Queryable, session: Session): Promise<{ institutionId: number; roles: string[] }> {
  const institutionId = session.institutionId;
  if (institutionId === null) throw new ApiError(409, serverReason.institutionNotChosen);
  const standing = await queryOne<Standing>(db, standingSql, [session.userId, institutionId]);
  // The membership can have been removed since the institution was chosen.
  if (!standing || standing.memberships === 0) throw new ApiError(404, serverReason.institutionNotFound);
  return { institutionId, roles: standing.roles ?? [] };
}

const badPermissions = () => new ApiError(403, serverReason.badPermissions);

/** The permissions the roles give (spec §6; contract/roles.ts). */
export function permissionsOf(roles: readonly string[]): Set<PermissionName> {
  return new Set(roles.filter(isRoleName).flatMap((role) => rolePermissions[role]));
}

/** An `_inst` path: the whole institution, if the caller's roles there give `permission`. */
export async function institutionScope(db: Queryable, session: Session, permission: PermissionName): Promise<Scope> {
  const { institutionId, roles } = await rolesInInstitution(db, session);
  if (!permissionsOf(roles).has(permission)) throw badPermissions();
  return { kind: 'institution', institutionId };
}

/** An `_inst_user` path: the caller's own subjects in the session's institution. */
export async function userScope(db: Queryable, session: Session): Promise<Scope> {
  const { institutionId } = await rolesInInstitution(db, session);
  return { kind: 'user', institutionId, userId: session.userId };
}

/**
 * A path with one form for everyone (the variations call): the whole institution with
 * `permission`, else the caller's own subjects.
 */
export async function widestScope(db: Queryable, session: Session, permission: PermissionName): Promise<Scope> {
  const { institutionId, roles } = await rolesInInstitution(db, session);
  return permissionsOf(roles).has(permission)
    ? { kind: 'institution', institutionId }
    : { kind: 'user', institutionId, userId: session.userId };
}

/** A demo path: anyone with at least one role in the session's institution (spec §2). */
export async function demoScope(db: Queryable, session: Session): Promise<Scope> {
  const { roles } = await rolesInInstitution(db, session);
  if (!roles.some(isRoleName)) throw badPermissions();
  return { kind: 'demo' };
}

/** An admin path (`is_admin`): every institution. */
export function adminScope(session: Session): Scope {
  if (!session.isAdmin) throw badPermissions();
  return { kind: 'admin' };
}

/**
 * The SQL condition that keeps evaluations (alias `e`) inside `scope`, with its parameters numbered
 * from `$${first}`. The admin scope leaves out the demonstration pool.
 */
export function evaluationScopeSql(scope: Scope, first: number): { sql: string; params: unknown[] } {
  switch (scope.kind) {
    case 'institution':
      return { sql: `e.institution_id = $${first}`, params: [scope.institutionId] };
    case 'user':
      return {
        sql: `e.institution_id = $${first} AND EXISTS (SELECT 1 FROM subject_assignments a WHERE a.subject_id = e.subject_id AND a.user_id = $${first + 1})`,
        params: [scope.institutionId, scope.userId],
      };
    case 'demo':
      return { sql: 'e.is_demo', params: [] };
    case 'admin':
      return { sql: 'NOT e.is_demo', params: [] };
  }
}

/** The same for subjects (alias `s`). */
export function subjectScopeSql(scope: Scope, first: number): { sql: string; params: unknown[] } {
  switch (scope.kind) {
    case 'institution':
      return { sql: `s.institution_id = $${first}`, params: [scope.institutionId] };
    case 'user':
      return {
        sql: `s.institution_id = $${first} AND EXISTS (SELECT 1 FROM subject_assignments a WHERE a.subject_id = s.id AND a.user_id = $${first + 1})`,
        params: [scope.institutionId, scope.userId],
      };
    case 'demo':
      return { sql: 's.is_demo', params: [] };
    case 'admin':
      return { sql: 'NOT s.is_demo', params: [] };
  }
}
