/** The permissions a user has inside an institution, from the roles held there (spec §6). */
import { permissionNames, reportPermissions, rolePermissions, type PermissionName, type RoleName } from '../../contract/roles.ts';
import type { Permissions } from '../../contract/types.ts';

/**
 * Splits the permissions of `roles` into the institution-wide report names (`reports`, which
 * decide between the `_inst` and `_inst_user` report paths) and the rest (`users`). An admin
 * also gets `admin_dashboard`. Names come in the catalogue's order, each once.
 */
export function permissionsFor(roles: readonly RoleName[], isAdmin: boolean): Permissions {
  const held = new Set<PermissionName>(roles.flatMap((role) => rolePermissions[role]));
  if (isAdmin) held.add('admin_dashboard');
  const ordered = permissionNames.filter((name) => held.has(name));
  return {
    reports: ordered.filter((name) => reportPermissions.includes(name)),
    users: ordered.filter((name) => !reportPermissions.includes(name)),
  };
}
