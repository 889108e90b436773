/**
 * What the signed-in user may do with the institution's users: the calls the contract lets their
 * caller make (spec §3, §6). The server checks every call again; this only decides what is offered.
 */
import { userEndpoints } from '../../../../contract/endpoints/users.ts';
import { callerOf, mayOffer } from '../../../domain/access/caller.ts';
import type { SessionValues } from '../../../lib/session/session.ts';
import { sessionInstitutions } from '../../../lib/session/session-readers.ts';

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
  const caller = callerOf(values);
  const may = (endpoint: (typeof userEndpoints)[keyof typeof userEndpoints]) => mayOffer(endpoint, caller);
  return {
    institution: caller.member !== null,
    list: may(userEndpoints.listInstitutionUsers),
    get: may(userEndpoints.getUser),
    set: may(userEndpoints.setUser),
    setRoles: may(userEndpoints.setUserRoles),
    owner: may(userEndpoints.transferOwnership),
    audit: may(userEndpoints.listAudit),
  };
}

export { currentInstitution } from '../../../lib/session/session-readers.ts';

/** A page's path with its list state in the query (empty values left out), for Back and links. */
export function withQuery(path: string, query: Readonly<Record<string, string | number | undefined>>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '' && value !== 0) search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
