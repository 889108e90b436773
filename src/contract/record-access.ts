/**
 * Who may do what with medical records and standard strings inside an institution (issue 11,
 * spec §6): reading needs the subject-list permission (list_subject_inst), writing a record the
 * medical record entry role, managing the standard strings the user manager role. The server
 * enforces it; the portal offers only what it allows.
 */
import { rolePermissions, roleNames } from './roles.ts';

export type RecordAccess = 'read' | 'write' | 'manage-strings';

/** The roles whose permissions include list_subject_inst. */
export const recordReaderRoles: readonly string[] = roleNames.filter((role) => rolePermissions[role].includes('list_subject_inst'));

/** Whether the roles held in an institution allow `access`. */
export function recordAccessAllowed(roles: readonly string[], access: RecordAccess): boolean {
  if (access === 'write') return roles.includes('medical_record_entry');
  if (access === 'manage-strings') return roles.includes('user_manager');
  return roles.some((role) => recordReaderRoles.includes(role));
}
