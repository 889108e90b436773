/**
 * The signed-in user's institutions, kept in the session as name and id pairs (spec §3). Both
 * login and the Institutions page load them, so the call lives here rather than in a feature.
 */
import { api } from '../../lib/http/api.ts';
import { toSessionInstitutions, writeSession } from '../../lib/session/session.ts';
import { userEndpoints } from '../../../contract/endpoints/users.ts';
import { failure } from '../../../contract/messages.ts';
import type { InstitutionEntry } from '../../../contract/types.ts';

/** Loads the institutions into the session; null (after the central handler ran) on failure. */
export async function loadInstitutions(): Promise<InstitutionEntry[] | null> {
  const result = await api.call<InstitutionEntry[]>(userEndpoints.listUserInstitutions, {
    fallback: failure.institutionsLoad,
  });
  if (!result.ok || !Array.isArray(result.data)) return null;
  writeSession({ user_institutions: JSON.stringify(toSessionInstitutions(result.data)) });
  return result.data;
}
