/**
 * Who may read the access history of subjects (issue 25; contract: access_events/list_inst, a
 * user manager or the owner): the reports page links to it and its page says so. The server
 * decides; this only spares an offer that would be refused.
 */
import type { SessionValues } from '../../lib/session/session.ts';

function roles(values: SessionValues): string[] {
  try {
    const list: unknown = JSON.parse(values.user_roles ?? '[]');
    return Array.isArray(list) ? list.filter((role): role is string => typeof role === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether the session's user manages users in, or owns, the chosen institution. */
export function readsAccessHistory(values: SessionValues): boolean {
  if (!values.selected_institution_id) return false;
  return values.is_owner === 'true' || roles(values).includes('user_manager');
}

/** The chosen institution's name, from the session's institution list. */
export function chosenInstitutionName(values: SessionValues): string {
  try {
    const list: unknown = JSON.parse(values.user_institutions ?? '[]');
    if (!Array.isArray(list)) return '';
    const found: unknown = list.find((entry: { id?: unknown }) => String(entry?.id) === values.selected_institution_id);
    return typeof found === 'object' && found !== null && 'name' in found && typeof found.name === 'string' ? found.name : '';
  } catch {
    return '';
  }
}
