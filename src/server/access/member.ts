/**
 * What a user is in one institution, read in one query: every place that needs it (the request
 * pipeline, choosing an institution, the permissions call) reads it here. A user may belong to
 * several groups of one institution; what counts is the union: the roles of every group, owner in
 * any, the highest evaluator status, terms accepted in any (spec §6: roles per institution and
 * optionally per group).
 */
import type { CallerMember } from '../../contract/access.ts';
import { roleNames, rolePermissions, type PermissionName, type RoleName } from '../../contract/roles.ts';
import { readOne, type Queryable } from '../db/db.ts';

/** The caller as a member of the session's institution, as handlers receive it. */
export interface Member extends CallerMember {
  readonly userId: number;
  readonly institutionId: number;
  /** The group the session works in (0 by default). */
  readonly groupNo: number;
  readonly roles: readonly RoleName[];
  readonly permissions: ReadonlySet<PermissionName>;
}

interface MemberRow {
  memberships: number;
  is_owner: boolean | null;
  evaluator_status: number | null;
  agree_tandc: boolean | null;
  roles: string[] | null;
  second_factor_missing: boolean | null;
}

const memberSql = `
  SELECT count(*)::int AS memberships, bool_or(m.is_owner) AS is_owner,
         max(m.evaluator_status)::int AS evaluator_status, bool_or(m.agree_tandc) AS agree_tandc,
         (SELECT array_agg(DISTINCT r.name) FROM memberships m2
            JOIN membership_roles mr ON mr.membership_id = m2.id
            JOIN roles r ON r.keyid = mr.role_id
          WHERE m2.user_id = $1 AND m2.institution_id = $2) AS roles,
         (SELECT i.second_factor_required FROM institutions i WHERE i.id = $2)
           AND NOT EXISTS (SELECT 1 FROM user_factors f WHERE f.user_id = $1 AND f.confirmed_at IS NOT NULL) AS second_factor_missing
  FROM memberships m WHERE m.user_id = $1 AND m.institution_id = $2`;

/** The permissions `roles` give (spec §6; contract/roles.ts). */
export function permissionsOf(roles: readonly RoleName[]): Set<PermissionName> {
  return new Set(roles.flatMap((role) => rolePermissions[role]));
}

/** The user in the institution, or null when they do not belong to it. */
export async function loadMember(db: Queryable, userId: number, institutionId: number, groupNo = 0): Promise<Member | null> {
  // Read for every member call: it takes the database's fast path for reads.
  const row = await readOne<MemberRow>(db, memberSql, [userId, institutionId]);
  if (!row || row.memberships === 0) return null;
  const held = new Set(row.roles ?? []);
  const roles = roleNames.filter((role) => held.has(role));
  return {
    userId,
    institutionId,
    groupNo,
    roles,
    permissions: permissionsOf(roles),
    isOwner: row.is_owner === true,
    evaluatorStatus: row.evaluator_status ?? 0,
    termsAccepted: row.agree_tandc === true,
    secondFactorMissing: row.second_factor_missing === true,
  };
}
