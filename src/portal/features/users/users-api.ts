/** Portal user calls (spec §3, §7) the user-management pages build on. */
import type { AuditKind } from '../../../contract/audit.ts';
import { api } from '../../lib/http/api.ts';
import { userEndpoints } from '../../../contract/endpoints/users.ts';
import { failed } from '../../domain/messages/catalogue.ts';
import { roleSeparator } from '../../../contract/constants.ts';
import { linkValue, type LinkAction } from './link-state.ts';

export interface NewPortalUser {
  name: string;
  lastname: string;
  email: string;
  password: string;
  company: string;
  institution_id: number;
  user_role: string;
  roles: readonly number[];
}

/** Role ids joined by '-' (spec §3, §9), each once, in ascending order. */
export function joinRoles(ids: readonly number[]): string {
  return [...new Set(ids)].sort((a, b) => a - b).join(roleSeparator);
}

/**
 * The create body (spec §3): password travels as passwd, roles as ids joined by '-', and
 * force_enable is always true (spec §5). No client-side validation of the fields (spec §5).
 */
export function createUserBody(user: NewPortalUser) {
  return {
    name: user.name,
    lastname: user.lastname,
    passwd: user.password,
    email: user.email,
    company: user.company,
    institution_id: user.institution_id,
    user_role: user.user_role,
    force_enable: true,
    roles: joinRoles(user.roles),
  };
}

export interface UserChanges {
  name: string;
  lastname: string;
  company: string;
  user_role: string;
}

/** The update body (spec §3): name, lastname, company, user_role, and nothing else. */
export function updateUserBody(user: UserChanges) {
  return { name: user.name, lastname: user.lastname, company: user.company, user_role: user.user_role };
}

/** Creates a user: POST portal_users/set_inst/0[?group=…]. */
export function createUser(user: NewPortalUser, group?: number) {
  return api.call(userEndpoints.setUser, {
    params: { id: 0 },
    query: { group: group || undefined },
    body: createUserBody(user),
    fallback: failed('userAdd'),
    central: false,
  });
}

/** Updates a user: POST portal_users/set_inst/{id}. */
export function updateUser(id: number, user: UserChanges) {
  return api.call(userEndpoints.setUser, { params: { id }, body: updateUserBody(user), fallback: failed('userModify'), central: false });
}

export interface UserListFilter {
  search: string;
  group: number;
  role: string;
  /** '' for all users, or only the linked or only the unlinked ones. */
  link?: '' | 'linked' | 'unlinked';
  page: number;
}

export const usersPerPage = 25;

/** The list (list_inst) or, with search text, the search (search_inst/{query}). */
export function findUsers(filter: UserListFilter, signal?: AbortSignal) {
  const query = {
    group: filter.group || undefined,
    role: filter.role || undefined,
    link: filter.link || undefined,
    page: filter.page,
    per_page: usersPerPage,
  };
  const search = filter.search.trim();
  if (search) {
    return api.call(userEndpoints.searchUsers, { params: { query: search }, query, signal, fallback: failed('userLoad') });
  }
  return api.call(userEndpoints.listInstitutionUsers, { query, signal, fallback: failed('userLoad') });
}

/** The current institution with its groups. */
export function getInstitution(id: number | string, signal?: AbortSignal) {
  return api.call(userEndpoints.getInstitution, { params: { id }, signal, fallback: failed('institutionLoad') });
}

/** Sets a user's roles in group 0: POST set_user_roles_inst/{id}?roles=1-3&group=0. */
export function setUserRoles(id: number, roles: readonly number[], group = 0) {
  return api.call(userEndpoints.setUserRoles, {
    params: { id },
    query: { roles: joinRoles(roles), group },
    fallback: failed('userRolesModify'),
  });
}

/** Links (1) or unlinks (0) a user to the institution (group 0) or a group. */
export function linkUser(id: number, action: LinkAction, group = 0) {
  return api.call(userEndpoints.linkUser, {
    params: { id },
    query: { link: linkValue(action), group },
    fallback: failed(action === 'link' ? 'userLink' : 'userUnlink'),
  });
}

/** The institution's pending invitations, newest first. */
export function listInvitations(signal?: AbortSignal) {
  return api.call(userEndpoints.listInvitations, { signal, fallback: failed('invitationsLoad') });
}

/** Withdraws the pending invitation of user `id`. */
export function withdrawInvitation(id: number) {
  return api.call(userEndpoints.withdrawInvitation, { params: { id }, fallback: failed('invitationWithdraw') });
}

/** Links (1) or unlinks (0) a user to an instance group. */
export function linkUserToGroup(id: number, action: LinkAction, group: number) {
  return api.call(userEndpoints.linkUserToGroup, {
    params: { id },
    query: { link: linkValue(action), group },
    fallback: failed(action === 'link' ? 'userLink' : 'userUnlink'),
  });
}

/** Enables a user for training: status 1 (spec §4). */
export function enableTraining(id: number, group = 0) {
  return api.call(userEndpoints.setEvaluatorStatus, { params: { id }, query: { status: 1, group }, fallback: failed('trainingEnable') });
}

/** Hands the institution's ownership to the user. */
export function transferOwnership(id: number) {
  return api.call(userEndpoints.transferOwnership, { params: { id }, fallback: failed('ownershipTransfer') });
}

/** Asks the server to send the user a reset mail. */
/** POST portal_users/reset_second_factor_inst/{id}: a member who lost their phone signs in with the password again (issue 34). */
export function resetUserSecondFactor(id: number) {
  return api.call(userEndpoints.resetUserSecondFactor, { params: { id }, fallback: failed('secondFactorReset') });
}

/** POST institution/set_second_factor_rule/0: whether every member must sign in with a second factor. */
export function setSecondFactorRule(required: boolean) {
  return api.call(userEndpoints.setSecondFactorRule, { body: { required }, fallback: failed('secondFactorRule'), central: false });
}

/** POST portal_users/end_sessions_inst/{id}: signs a member out everywhere (issue 34). */
export function endUserSessions(id: number) {
  return api.call(userEndpoints.endUserSessions, { params: { id }, fallback: failed('sessionsEnd') });
}

export function sendResetMail(email: string) {
  return api.call(userEndpoints.requestUserPasswordReset, { params: { email }, fallback: failed('resetEmail') });
}

export interface AuditFilter {
  user: number;
  action: string;
  kind: AuditKind;
  page: number;
}

export const auditPerPage = 25;

/** A page of the audit trail, newest first. */
export function listAudit(filter: AuditFilter, signal?: AbortSignal) {
  return api.call(userEndpoints.listAudit, {
    query: { user: filter.user || undefined, action: filter.action || undefined, kind: filter.kind, page: filter.page, per_page: auditPerPage },
    signal,
    fallback: failed('userLoad'),
  });
}
