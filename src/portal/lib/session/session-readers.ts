/**
 * What the signed-in pages read from the session's stored JSON: the institutions, the chosen
 * institution's permissions and roles. Apart from session.ts, so the sign-in screen, which writes
 * the session but reads none of these, carries neither them nor the table of permissions.
 */
import type { InstitutionEntry, Permissions } from '../../../contract/types.ts';
import { permissionNames, type PermissionName } from '../../../contract/roles.ts';
import { sessionStore, type SessionInstitution, type SessionValues } from './session.ts';

function parseJson<T>(value: string | undefined, fallback: T): T {
  if (value === undefined) return fallback;
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
}

/** The user's institutions, as stored at login. */
export function sessionInstitutions(values: SessionValues = sessionStore.getState()): SessionInstitution[] {
  return parseJson<SessionInstitution[]>(values.user_institutions, []);
}

/** The roles held in the chosen institution. */
export function sessionRoles(values: SessionValues = sessionStore.getState()): string[] {
  return parseJson<string[]>(values.user_roles, []);
}

/** Institution list entries as the session keeps them: name and id pairs. */
export function toSessionInstitutions(entries: readonly InstitutionEntry[]): SessionInstitution[] {
  return entries.map((entry) => ({ name: entry.institution_name, id: entry.keyid }));
}

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
