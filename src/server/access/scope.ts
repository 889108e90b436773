/**
 * Which subjects and evaluations a call sees (api-contract: "Which report endpoint a user calls",
 * "Institution scope"); who may make the call at all is the endpoint's access rule, decided before
 * (admit.ts). The institution is always the session's, never the request's:
 * - `institution`: an `_inst` path, whose rule asks for the operation's institution-wide permission.
 * - `user`: an `_inst_user` path; only subjects assigned to the caller and their evaluations.
 * - `demo`: the demonstration pool; the caller needs at least one role in the institution.
 * - `admin`: every institution; the caller must be an admin.
 * A row outside the scope answers 404 as if it did not exist.
 */
import type { PermissionName } from '../../contract/roles.ts';
import type { Member } from './member.ts';

export type Scope =
  | { readonly kind: 'institution'; readonly institutionId: number }
  | { readonly kind: 'user'; readonly institutionId: number; readonly userId: number }
  | { readonly kind: 'demo' }
  | { readonly kind: 'admin' };

/** An `_inst` path: the whole institution (the endpoint's access rule checked the permission). */
export function wholeInstitution(member: Member): Scope {
  return { kind: 'institution', institutionId: member.institutionId };
}

/** An `_inst_user` path: the caller's own subjects in the session's institution. */
export function ownSubjects(member: Member): Scope {
  return { kind: 'user', institutionId: member.institutionId, userId: member.userId };
}

/**
 * A path with one form for everyone (the variations call): the whole institution with
 * `permission`, else the caller's own subjects.
 */
export function widestScope(member: Member, permission: PermissionName): Scope {
  return member.permissions.has(permission) ? wholeInstitution(member) : ownSubjects(member);
}

/** A demo path: the demonstration pool (the access rule asks for a role in the institution). */
export const demoPool: Scope = { kind: 'demo' };

/** An admin path: every institution (the access rule asks for an administrator). */
export const everyInstitution: Scope = { kind: 'admin' };

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
