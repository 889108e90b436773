/**
 * What the signed-in pages read from the session's stored lists: the institutions and the roles
 * of the chosen one (the permissions' reader is beside the caller, domain/access/caller.ts).
 * Apart from session.ts, so the sign-in screen, which writes the session but reads none of
 * these, does not carry them.
 */
import type { InstitutionEntry } from '../../../contract/types.ts';
import { parseJson, sessionStore, type SessionInstitution, type SessionValues } from './session.ts';

/** The user's institutions, as stored at login. */
export function sessionInstitutions(values: SessionValues = sessionStore.getState()): SessionInstitution[] {
  return parseJson<SessionInstitution[]>(values.user_institutions, []);
}

/** The roles held in the chosen institution. */
export function sessionRoles(values: SessionValues = sessionStore.getState()): string[] {
  return parseJson<string[]>(values.user_roles, []);
}

/** Institution list entries as the session keeps them: name and id pairs. */
export function toSessionInstitutions(entries: readonly InstitutionEntry[]): SessionInstitution[] {
  return entries.map((entry) => ({ name: entry.institution_name, id: entry.keyid }));
}

/** The chosen institution's id and name, from the session. */
export function currentInstitution(values: SessionValues): { id: string; name: string } | null {
  const id = values.selected_institution_id;
  if (!id) return null;
  const list = sessionInstitutions(values);
  return { id, name: list.find((entry) => String(entry.id) === id)?.name ?? '' };
}
