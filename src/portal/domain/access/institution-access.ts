/**
 * What the user's roles and permissions in the chosen institution open (spec §6). The sidebar,
 * Home and the pages themselves ask here, so nothing is offered that the server would refuse.
 */
import { sessionRoles, type SessionValues } from '../../lib/session/session.ts';

export interface AccessFacts {
  institutionChosen: boolean;
  roles: readonly string[];
  /** Institution-wide report permissions (permissions.reports). */
  reportPermissions: readonly string[];
  /** Every other permission (permissions.users), `admin_dashboard` among them for an admin. */
  otherPermissions: readonly string[];
}

/** No institution, no roles, no permissions: what a signed-out or new user has. */
export const noAccess: AccessFacts = { institutionChosen: false, roles: [], reportPermissions: [], otherPermissions: [] };

/** The stored permissions object (spec §3: a reports list, and the rest); nothing when unreadable. */
function storedPermissions(text: string | undefined): { reports?: string[]; users?: string[] } {
  try {
    const parsed: unknown = text ? JSON.parse(text) : null;
    return parsed && typeof parsed === 'object' ? (parsed as { reports?: string[]; users?: string[] }) : {};
  } catch {
    return {};
  }
}

/** The facts of the session's chosen institution. */
export function accessFacts(values: SessionValues): AccessFacts {
  // Read here rather than through lib/session's sessionPermissions, which trusts the stored JSON to
  // be an object.
  const permissions = storedPermissions(values.permissions);
  return {
    institutionChosen: Boolean(values.selected_institution_id),
    roles: sessionRoles(values),
    reportPermissions: permissions.reports ?? [],
    otherPermissions: permissions.users ?? [],
  };
}

/** Whether the user holds a permission, in either list. */
export function holds(facts: AccessFacts, permission: string): boolean {
  return facts.reportPermissions.includes(permission) || facts.otherPermissions.includes(permission);
}

/** Whether the reports are read institution-wide (the `_inst` paths) rather than one's own only. */
export function readsInstitutionReports(facts: AccessFacts): boolean {
  return facts.reportPermissions.includes('list_reports_inst');
}

/**
 * Subjects open for whoever may list them: institution-wide (list_subject_inst or the report
 * permissions) or a clinician, who sees their own subjects (the `_inst_user` paths).
 */
export function canSeeSubjects(facts: AccessFacts): boolean {
  if (!facts.institutionChosen) return false;
  return holds(facts, 'list_subject_inst') || readsInstitutionReports(facts) || facts.roles.includes('clinician');
}

/**
 * Whether the user may read subjects' reports: institution-wide (list_reports_inst) or a clinician
 * their own subjects. A medical record entry user lists the subjects but reads none of their
 * reports (the server answers 403 or 404): their subjects open on the medical records instead.
 */
export function canReadReports(facts: AccessFacts): boolean {
  if (!facts.institutionChosen) return false;
  return readsInstitutionReports(facts) || facts.roles.includes('clinician');
}

/** The admin flag of the user data (spec §3), carried by the admin_dashboard permission. */
export function isAdmin(facts: AccessFacts): boolean {
  return holds(facts, 'admin_dashboard');
}
