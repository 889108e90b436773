/**
 * The roles in the catalogue's order, whose place from 1 is the id the wire uses (`?roles=1-3`).
 * Read from the users messages (keyed by role name in that order; a unit test holds it to the
 * contract's list), so the pages do not pull the contract's role module into the first screen's
 * shared code.
 */
import type { RoleName } from '../../../contract/roles.ts';
import { en } from './messages/en.ts';

export const roleOrder = Object.keys(en.role) as RoleName[];

/** The wire ids of role names. */
export function roleIdsOf(names: readonly string[]): number[] {
  return names.map((name) => roleOrder.indexOf(name as RoleName) + 1).filter((id) => id > 0);
}

/** The role name of a wire id, if any. */
export function roleNameOf(id: number): RoleName | undefined {
  return roleOrder[id - 1];
}
