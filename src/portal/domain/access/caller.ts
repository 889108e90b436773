/**
 * The signed-in person as the contract's access rules see them (contract/access.ts Caller): the
 * one typed reading of the session's roles, permissions, owner flag, evaluator status and terms
 * flag (spec §3). Pages and the route table ask `canCall(endpoint, caller)` of it instead of
 * keeping role lists of their own, so they offer what the server admits.
 */
import { useMemo } from 'react';
import { canCall, type Access, type Caller } from '../../../contract/access.ts';
import { member } from '../../../contract/endpoints/define.ts';
import type { EndpointName } from '../../../contract/endpoints.ts';
import { recordEndpoints } from '../../../contract/endpoints/records.ts';
import { reportEndpoints } from '../../../contract/endpoints/reports.ts';
import { isRoleName, permissionNames, rolePermissions, type PermissionName } from '../../../contract/roles.ts';
import type { Permissions } from '../../../contract/types.ts';
import { parseJson, sessionStore, type SessionValues } from '../../lib/session/session.ts';

/**
 * The permissions of the chosen institution (spec §3: an object with a reports list), the one
 * reader of the stored JSON: a list that is missing or not a list reads as empty.
 */
export function sessionPermissions(values: SessionValues = sessionStore.getState()): Permissions {
  const stored = parseJson<Partial<Record<keyof Permissions, unknown>> | null>(values.permissions, null);
  const known = new Set<unknown>(permissionNames);
  const list = (value: unknown) => (Array.isArray(value) ? value.filter((name): name is PermissionName => known.has(name)) : []);
  return { reports: list(stored?.reports), users: list(stored?.users) };
}
import { useStore } from '../../lib/store/use-store.ts';

/** The roles held in the chosen institution (spec §3: user_roles), unknown names left out. */
function rolesOf(values: SessionValues) {
  try {
    const list: unknown = JSON.parse(values.user_roles ?? '[]');
    return Array.isArray(list) ? list.filter(isRoleName) : [];
  } catch {
    return [];
  }
}

/**
 * The caller of a signed-in session. The member is null until an institution is chosen (the
 * server then answers 409 to a member call). Its permissions are those its roles grant
 * (contract/roles.ts), derived as the server derives them (server/access/member.ts), and those
 * the institution choice answered (spec §6: the reports list of the permissions picks the
 * institution-wide endpoints); from the reference server the two are the same.
 */
export function callerOf(values: SessionValues): Caller {
  const roles = rolesOf(values);
  const stored = sessionPermissions(values);
  // The admin flag of the user data (spec §3) travels as the admin_dashboard permission.
  const isAdmin = stored.users.includes('admin_dashboard');
  if (!values.selected_institution_id) return { isAdmin, member: null };
  const status = Number(values.evaluator_status);
  return {
    isAdmin,
    member: {
      roles,
      permissions: new Set<PermissionName>([...roles.flatMap((role) => rolePermissions[role]), ...stored.reports, ...stored.users]),
      isOwner: values.is_owner === 'true',
      // spec §4: the values are "1", "2" or other; anything else counts as none.
      evaluatorStatus: Number.isInteger(status) ? status : 0,
      termsAccepted: values.agree_tandc === 'true',
    },
  };
}

/** The caller as React state: recomputed only when one of the keys it reads changes. */
export function useCaller(): Caller {
  const permissions = useStore(sessionStore, (s) => s.permissions);
  const roles = useStore(sessionStore, (s) => s.user_roles);
  const institution = useStore(sessionStore, (s) => s.selected_institution_id);
  const owner = useStore(sessionStore, (s) => s.is_owner);
  const status = useStore(sessionStore, (s) => s.evaluator_status);
  const terms = useStore(sessionStore, (s) => s.agree_tandc);
  return useMemo(
    () =>
      callerOf({ permissions, user_roles: roles, selected_institution_id: institution, is_owner: owner, evaluator_status: status, agree_tandc: terms }),
    [permissions, roles, institution, owner, status, terms],
  );
}

/**
 * Whether the portal offers a page or an action that makes the call `endpoint`: canCall, with the
 * terms counted as accepted. A page of patient data is offered before they are; its first call is
 * answered "terms not accepted" and the central handler opens the terms page (spec §4).
 */
export function mayOffer(endpoint: { readonly access: Access }, caller: Caller): boolean {
  const member = caller.member && { ...caller.member, termsAccepted: true };
  return canCall(endpoint, { ...caller, member });
}

/** What a page needs: an endpoint of the contract, or a portal rule declared in the same terms. */
export type Need = { readonly access: Access };

/** A need as the route table names it: an endpoint of the contract by name, or the portal rule below. */
export type RouteNeed = EndpointName | 'clinicianOwnSubjects';

/**
 * spec §6: a user without the institution-wide permissions uses the `_inst_user` endpoints, which
 * the server opens to any member; the portal offers a person's own subjects to the clinician
 * role, the one that is assigned subjects, and spares the others an empty list.
 */
export const clinicianOwnSubjects: Need = { access: member({ role: 'clinician' }) };

/**
 * Whether the caller reads subjects' reports at all: institution-wide, or a clinician their own
 * subjects. A medical record entry user lists the subjects but reads none of their reports (the
 * server answers 403 or 404): their subjects open on the medical records instead.
 */
export function readsReports(caller: Caller): boolean {
  return mayOffer(reportEndpoints.listReportsInst, caller) || mayOffer(clinicianOwnSubjects, caller);
}

/**
 * Whether the caller lists subjects (the Subjects area's needs in app/routes.ts, spelled out for
 * the page that explains a refusal itself): institution-wide, or as a reader of reports.
 */
export function listsSubjects(caller: Caller): boolean {
  return mayOffer(recordEndpoints.listSubjectsInst, caller) || readsReports(caller);
}
