/** The choose-institution rule (spec §4) and its call (spec §7). */
import { api } from '../../lib/http/api.ts';
import { writeSession } from '../../lib/session/session.ts';
import { setEvaluatorStatus } from '../../domain/access/access-slice.ts';
import { userEndpoints } from '../../../contract/endpoints/users.ts';
import { failed } from '../../domain/messages/catalogue.ts';
import type { InstitutionChoice } from '../../../contract/types.ts';
import type { ApiResult } from '../../lib/http/resolve.ts';

/** A full choice, as opposed to the empty answer of a choice that did not take. */
function isChoice(value: InstitutionChoice | Record<string, never> | null | undefined): value is InstitutionChoice {
  return typeof value === 'object' && value !== null && Object.keys(value).length > 0;
}

/**
 * Applies a set-current-institution result. An empty result returns null and stores nothing;
 * otherwise permissions, owner flag, evaluator status, roles and terms flag go to the session,
 * and roles and evaluator status also into the app state: the session store, which the typed
 * caller (domain/access/caller.ts) reads, and the routes state's evaluator status.
 */
export function applyInstitutionChoice(
  institution: { id: number; country?: string | undefined },
  result: InstitutionChoice | Record<string, never> | null | undefined,
): InstitutionChoice | null {
  if (!isChoice(result)) return null;
  writeSession({
    selected_institution_id: String(institution.id),
    institution_country: institution.country ?? null,
    permissions: JSON.stringify(result.permissions),
    is_owner: String(Boolean(result.is_owner)),
    user_roles: JSON.stringify(result.roles),
    agree_tandc: String(Boolean(result.agree_tandc)),
  });
  setEvaluatorStatus(String(result.evaluator_status));
  return result;
}

/** Calls set-current-institution and applies the rule; null when nothing was chosen. */
export async function chooseInstitution(institution: {
  id: number;
  country?: string | undefined;
}): Promise<{ choice: InstitutionChoice | null; result: ApiResult<InstitutionChoice | Record<string, never>> }> {
  const result = await api.call(userEndpoints.setLoginInstitution, {
    params: { id: institution.id },
    fallback: failed('institutionChoose'),
  });
  const choice = result.ok ? applyInstitutionChoice(institution, result.data) : null;
  return { choice, result };
}
