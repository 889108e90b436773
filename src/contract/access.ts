/**
 * Who may call an endpoint: declared once per endpoint in its area table (endpoints/*.ts) and
 * decided here, by one pure function the server's request pipeline runs before any handler and
 * the permission matrix of docs/api.md is drawn from. Handlers keep only the rules that depend on
 * the row they touch (the scope of a subject, the last user manager, the owner's own row).
 */
import type { PermissionName, RoleName } from './roles.ts';

/** What a caller must hold in the session's institution. */
export type MemberNeed =
  /** Any membership of the institution, with or without a role. */
  | 'membership'
  /** At least one role there (the demonstration data, spec §2). */
  | 'any-role'
  /** The evaluator role with evaluator status 1 or 2 (spec §4, §6: Training). */
  | 'trainee'
  /** The institution's owner. */
  | 'owner'
  /** A user manager or the owner (the audit trail's readers). */
  | 'user-manager-or-owner'
  | { readonly permission: PermissionName }
  | { readonly role: RoleName };

/** Who may call an endpoint. */
export type Access =
  /** Anyone, without a session (sign-in, registration, password links, certificate checks). */
  | { readonly caller: 'anyone' }
  /** Any signed-in user, with or without a chosen institution. */
  | { readonly caller: 'signed-in' }
  /**
   * Someone whose password was right and who has yet to give their second factor (issue 34): the
   * short-lived session the sign-in answered reads nothing else, and only such a session may call.
   */
  | { readonly caller: 'second-step' }
  /** A platform administrator. */
  | { readonly caller: 'admin' }
  | MemberAccess;

export interface MemberAccess {
  /** A member of the institution chosen for the session. */
  readonly caller: 'member';
  /** What the member must hold there; a list means any one of them. */
  readonly needs: MemberNeed | readonly MemberNeed[];
  /** Patient data: refused until the terms are accepted in that institution (spec §4). */
  readonly terms?: true;
  /**
   * The call changes the user `{id}`: when that user owns the institution, only the owner may
   * make it (a user manager cannot take the owner's roles or rename the owner).
   */
  readonly ownerProtected?: true;
}

/** What the server knows of a caller when it decides. */
export interface Caller {
  readonly isAdmin: boolean;
  /** The caller in the session's institution; null when none is chosen. */
  readonly member: CallerMember | null;
}

export interface CallerMember {
  readonly roles: readonly RoleName[];
  readonly permissions: ReadonlySet<PermissionName>;
  readonly isOwner: boolean;
  /** 0: none, 1: in training, 2: certified. */
  readonly evaluatorStatus: number;
  readonly termsAccepted: boolean;
}

/**
 * Why a signed-in caller is refused, or null when `access` admits them. ('anyone' and
 * 'signed-in' admit every caller who got this far: the session was checked before, and its stage,
 * second step or full, by the pipeline.)
 */
export type Refusal = 'bad-permissions' | 'institution-not-chosen' | 'terms-not-accepted';

function meets(member: CallerMember, need: MemberNeed): boolean {
  if (typeof need === 'object') {
    return 'permission' in need ? member.permissions.has(need.permission) : member.roles.includes(need.role);
  }
  switch (need) {
    case 'membership':
      return true;
    case 'any-role':
      return member.roles.length > 0;
    case 'trainee':
      return member.roles.includes('evaluator') && (member.evaluatorStatus === 1 || member.evaluatorStatus === 2);
    case 'owner':
      return member.isOwner;
    case 'user-manager-or-owner':
      return member.isOwner || member.roles.includes('user_manager');
  }
}

/** The decision for a signed-in caller. */
export function refusalOf(access: Access, caller: Caller): Refusal | null {
  if (access.caller === 'anyone' || access.caller === 'signed-in' || access.caller === 'second-step') return null;
  if (access.caller === 'admin') return caller.isAdmin ? null : 'bad-permissions';
  if (!caller.member) return 'institution-not-chosen';
  const needs: readonly MemberNeed[] = Array.isArray(access.needs) ? access.needs : [access.needs as MemberNeed];
  if (!needs.some((need) => meets(caller.member as CallerMember, need))) return 'bad-permissions';
  if (access.terms && !caller.member.termsAccepted) return 'terms-not-accepted';
  return null;
}

/** Whether a call of `access` needs a session. */
export function needsSession(access: Access): boolean {
  return access.caller !== 'anyone';
}

/**
 * Whether `caller` (null: no session) may call `endpoint`: what the server's pipeline answers
 * before the handler runs (admit.ts asks refusalOf, as this does), so the portal's offer and the
 * server's decision read one declaration. Rules that depend on the row (a subject's scope, the
 * owner's own account) are the handler's and are not decided here.
 */
export function canCall(endpoint: { readonly access: Access }, caller: Caller | null): boolean {
  if (!caller) return !needsSession(endpoint.access);
  return refusalOf(endpoint.access, caller) === null;
}
