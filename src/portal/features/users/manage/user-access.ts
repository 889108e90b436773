/**
 * What the signed-in user may do with the institution's users, from the permissions, owner flag
 * and roles stored when they chose the institution (spec §3, §6). The server checks every call
 * again; this only decides what is offered.
 */
import { accessFacts } from '../../../domain/access/institution-access.ts';
import { sessionInstitutions, type SessionValues } from '../../../lib/session/session.ts';

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
  const facts = accessFacts(values);
  const permissions = facts.otherPermissions;
  const owner = values.is_owner === 'true';
  const manager = facts.roles.includes('user_manager');
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
  const list = sessionInstitutions(values);
  return { id, name: list.find((entry) => String(entry.id) === id)?.name ?? '' };
}

/** A page's path with its list state in the query (empty values left out), for Back and links. */
export function withQuery(path: string, query: Readonly<Record<string, string | number | undefined>>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '' && value !== 0) search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
