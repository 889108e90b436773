/**
 * Users state (spec §3) and the roles fetch transitions (spec §4). The role catalogue has one home,
 * the roles page's resource; the spec's state is what these transitions make of it (rolesStateOf).
 */
import type { ResourceState } from '../../lib/resource/resource-state.ts';
import { failed } from '../../domain/messages/catalogue.ts';
import type { RoleEntry } from '../../../contract/types.ts';
import type { Message } from '../../lib/i18n/message.ts';

export interface UsersState {
  roles: RoleEntry[];
  assignedRoles: RoleEntry[];
  loadingRoles: boolean;
  loadingPermissions: boolean;
  error: Message | null;
}

export const initialUsersState: UsersState = {
  roles: [],
  assignedRoles: [],
  loadingRoles: false,
  loadingPermissions: false,
  error: null,
};

/** Pending sets loadingRoles and clears the error. */
export function rolesPending(state: UsersState): UsersState {
  return { ...state, loadingRoles: true, error: null };
}

/** Fulfilled stores the roles. */
export function rolesFulfilled(state: UsersState, roles: RoleEntry[]): UsersState {
  return { ...state, loadingRoles: false, roles };
}

/** Rejected stores 'Failed to fetch user roles'. */
export function rolesRejected(state: UsersState): UsersState {
  return { ...state, loadingRoles: false, error: failed('userRolesFetch') };
}

/**
 * The users state of the roles resource, by the fetch transitions: a load is pending (a reload
 * keeps the roles it had), an answer fulfilled, a failure rejected; idle is the initial state.
 */
export function rolesStateOf(roles: ResourceState<RoleEntry[]>): UsersState {
  switch (roles.status) {
    case 'idle':
      return initialUsersState;
    case 'loading':
      return rolesPending(initialUsersState);
    case 'failed':
      return rolesRejected(rolesPending(initialUsersState));
    case 'empty':
    case 'ready': {
      const fulfilled = rolesFulfilled(rolesPending(initialUsersState), roles.data ?? []);
      return roles.reloading ? rolesPending(fulfilled) : fulfilled;
    }
  }
}
