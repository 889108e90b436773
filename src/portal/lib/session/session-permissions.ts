/**
 * The permissions of the chosen institution as the session keeps them. Apart from session.ts, so
 * the sign-in screen, which reads the session but no permissions, carries no table of them.
 */
import type { Permissions } from '../../../contract/types.ts';
import { permissionNames, type PermissionName } from '../../../contract/roles.ts';
import { parseJson, sessionStore, type SessionValues } from './session.ts';

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
