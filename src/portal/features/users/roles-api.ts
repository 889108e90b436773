/** The roles fetch (spec §4): pending, fulfilled or rejected into the users state. */
import { api, type ApiResult } from '../../lib/http/api.ts';
import { userEndpoints } from '../../../contract/endpoints/users.ts';
import { failed } from '../../domain/messages/catalogue.ts';
import type { RoleEntry } from '../../../contract/types.ts';
import { rolesAbandoned, rolesFulfilled, rolesPending, rolesRejected, usersStore } from './users-slice.ts';

// Only the latest fetch settles the shared state; an older answer arriving late changes nothing.
let latestFetch = 0;

/**
 * Loads the role catalogue (GET portal_users/list_user_roles/0) into the users state, where the
 * user-management pages share it, and answers with it; a failure answers 'Failed to fetch user
 * roles' (spec §4). An aborted fetch leaves the state to the fetch that replaced it, or, with
 * none, ends the wait.
 */
export async function fetchUserRoles(signal?: AbortSignal): Promise<ApiResult<RoleEntry[]>> {
  const fetchId = (latestFetch += 1);
  usersStore.setState(rolesPending);
  const result = await api.call(userEndpoints.listUserRoles, {
    fallback: failed('userRolesLoad'),
    central: false, // the page shows 'Failed to fetch user roles' itself (spec §4)
    signal,
  });
  if (fetchId !== latestFetch) return result;
  if (signal?.aborted) {
    usersStore.setState(rolesAbandoned);
    return result;
  }
  if (result.ok && Array.isArray(result.data)) {
    const roles = result.data;
    usersStore.setState((s) => rolesFulfilled(s, roles));
    return result;
  }
  usersStore.setState(rolesRejected);
  return { ok: false, kind: 'failure', status: result.status, message: failed('userRolesFetch') };
}
