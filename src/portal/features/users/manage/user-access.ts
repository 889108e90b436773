/**
 * What the signed-in user may do with the institution's users, from the permissions, owner flag
 * and roles stored when they chose the institution (spec §3, §6). The server checks every call
 * again; this only decides what is offered.
 */
import type { SessionValues } from '../../../lib/session/session.ts';
import { sessionPermissions, sessionRoles } from '../../../lib/session/session.ts';

export interface UserAccess {
  /** An institution is chosen. */
  institution: boolean;
  list: boolean;
  get: boolean;
  set: boolean;
  setRoles: boolean;
  owner: boolean;
  audit: boolean;
}

/** The user-management rights of a session. */
export function userAccess(values: SessionValues): UserAccess {
  const permissions = sessionPermissions(values).users ?? [];
  const owner = values.is_owner === 'true';
  const manager = sessionRoles(values).includes('user_manager');
  return {
    institution: Boolean(values.selected_institution_id),
    list: permissions.includes('list_inst'),
    get: permissions.includes('get_inst'),
    set: permissions.includes('set_inst'),
    setRoles: permissions.includes('set_user_roles_inst'),
    owner,
    audit: owner || manager,
  };
}

/** The chosen institution's id and name, from the session. */
export function currentInstitution(values: SessionValues): { id: string; name: string } | null {
  const id = values.selected_institution_id;
  if (!id) return null;
  let name = '';
  try {
    const list = JSON.parse(values.user_institutions ?? '[]') as { id: number; name: string }[];
    name = list.find((entry) => String(entry.id) === id)?.name ?? '';
  } catch {
    name = '';
  }
  return { id, name };
}
