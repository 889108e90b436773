/** GET portal_users/list_user_roles/0 → data: RoleEntry[], the role catalogue with permissions. */
import { isRoleName, permissionNames } from '../../../contract/roles.ts';
import type { RoleEntry } from '../../../contract/types.ts';
import { userEndpoints } from '../../../contract/endpoints/users.ts';
import { handler } from '../../http/handler.ts';

interface RoleRow {
  keyid: number;
  name: string;
  label: string;
  description: string;
}

export const listUserRoles = handler(userEndpoints.listUserRoles, async ({ db }) => {
  const roles = await db.query<RoleRow>('SELECT keyid, name, label, description FROM roles ORDER BY keyid');
  const grants = await db.query<{ role_id: number; permission: string }>(
    'SELECT role_id, permission FROM role_permissions',
  );
  const entries: RoleEntry[] = [];
  for (const role of roles) {
    if (!isRoleName(role.name)) continue;
    const granted = new Set(grants.filter((grant) => grant.role_id === role.keyid).map((grant) => grant.permission));
    const permissions = permissionNames.filter((name) => granted.has(name));
    entries.push({ keyid: role.keyid, name: role.name, label: role.label, description: role.description, permissions });
  }
  return entries;
});
