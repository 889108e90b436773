/**
 * The roles in the contract's order, whose place from 1 is the id the wire uses (`?roles=1-3`).
 */
import { isRoleName, roleNames, type RoleName } from '../../../contract/roles.ts';

export const roleOrder: readonly RoleName[] = roleNames;

/** The wire ids of role names; names that are no role are left out. */
export function roleIdsOf(names: readonly string[]): number[] {
  return names.filter(isRoleName).map((name) => roleOrder.indexOf(name) + 1);
}

/** The role name of a wire id, if any. */
export function roleNameOf(id: number): RoleName | undefined {
  return roleOrder[id - 1];
}
