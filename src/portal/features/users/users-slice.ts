/** Users state (spec §3) and the roles fetch transitions (spec §4). */
import { createStore } from '../../lib/store/create-store.ts';
import { onSessionEnd } from '../../lib/session/session-end.ts';
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

/** Abandoned (the page left before the answer) ends the wait and keeps the roles already known. */
export function rolesAbandoned(state: UsersState): UsersState {
  return { ...state, loadingRoles: false };
}

export const usersStore = createStore<UsersState>(initialUsersState);
onSessionEnd(() => usersStore.setState(initialUsersState));
