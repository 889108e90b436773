/** The roles fetch (spec §4), for the roles page's resource; the users slice reads its states. */
import { api, type ApiResult } from '../../lib/http/api.ts';
import { userEndpoints } from '../../../contract/endpoints/users.ts';
import { failed } from '../../domain/messages/catalogue.ts';
import type { RoleEntry } from '../../../contract/types.ts';

/**
 * Loads the role catalogue (GET portal_users/list_user_roles/0). Any failure, and an OK answer
 * that is no list, answers 'Failed to fetch user roles' (spec §4); an aborted fetch answers its
 * own failure, which the resource drops.
 */
export async function fetchUserRoles(signal?: AbortSignal): Promise<ApiResult<RoleEntry[]>> {
  const result = await api.call(userEndpoints.listUserRoles, {
    fallback: failed('userRolesLoad'),
    central: false, // the page shows 'Failed to fetch user roles' itself (spec §4)
    signal,
  });
  if (result.ok && Array.isArray(result.data)) return result;
  if (!result.ok && signal?.aborted) return result;
  return { ok: false, kind: 'failure', status: result.status, message: failed('userRolesFetch') };
}
