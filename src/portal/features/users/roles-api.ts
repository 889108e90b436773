/** The roles fetch (spec §4): pending, fulfilled or rejected into the users state. */
import { api } from '../../lib/http/api.ts';
import { userEndpoints } from '../../../contract/endpoints/users.ts';
import { failure } from '../../../contract/messages.ts';
import type { RoleEntry } from '../../../contract/types.ts';
import { rolesFulfilled, rolesPending, rolesRejected, usersStore } from './users-slice.ts';

/** Loads the role catalogue (GET portal_users/list_user_roles/0) into the users state. */
export async function fetchUserRoles(): Promise<void> {
  usersStore.setState(rolesPending);
  const result = await api.call(userEndpoints.listUserRoles, {
    fallback: failure.userRolesLoad,
    central: false, // the page shows 'Failed to fetch user roles' itself (spec §4)
  });
  if (result.ok && Array.isArray(result.data)) {
    const roles = result.data;
    usersStore.setState((s) => rolesFulfilled(s, roles));
  } else {
    usersStore.setState(rolesRejected);
  }
}
