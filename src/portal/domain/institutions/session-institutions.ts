/**
 * The signed-in user's institutions, kept in the session as name and id pairs (spec §3). Both
 * login and the Institutions page load them, so the call lives here rather than in a feature.
 */
import { api, type ApiResult } from '../../lib/http/api.ts';
import { writeSession } from '../../lib/session/session.ts';
import { toSessionInstitutions } from '../../lib/session/session-readers.ts';
import { userEndpoints } from '../../../contract/endpoints/users.ts';
import { failed } from '../messages/catalogue.ts';
import type { InstitutionEntry } from '../../../contract/types.ts';

/**
 * Loads the institutions into the session. A failure has been through the central handler; an
 * answer that is not a list counts as the same failure.
 */
export async function loadInstitutions(signal?: AbortSignal): Promise<ApiResult<InstitutionEntry[]>> {
  const result = await api.call(userEndpoints.listUserInstitutions, {
    fallback: failed('institutionsLoad'),
    signal,
  });
  if (!result.ok) return result;
  if (!Array.isArray(result.data)) {
    return { ok: false, kind: 'failure', status: result.status, message: failed('institutionsLoad') };
  }
  writeSession({ user_institutions: JSON.stringify(toSessionInstitutions(result.data)) });
  return result;
}
