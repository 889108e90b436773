/**
 * The medical records pages' own links: the list with its query (search, sort, order, page and the
 * open record), built on the route patterns of domain/paths.ts, and a subject's reports page.
 */
import { paths, views } from '../../domain/paths.ts';

export interface ListQuery {
  search?: string | undefined;
  sort?: string | undefined;
  order?: string | undefined;
  page?: number | undefined;
  record?: number | undefined;
}

/** The list with its query, empty values left out, in a fixed order. */
export function recordsListPath(query: ListQuery = {}): string {
  const search = new URLSearchParams();
  for (const key of ['search', 'sort', 'order', 'page', 'record'] as const) {
    const value = query[key];
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${paths.medicalRecordsList.pattern}?${text}` : paths.medicalRecordsList.pattern;
}

/**
 * A subject's reports page, from its medical record (PP marks a subject provided by a portal
 * user). The page asks for the subject by its id, not its code; a record of a subject not yet
 * registered (no id) has no reports page.
 */
export function subjectReportsPath(subjectId: number | null, portalProvided: boolean): string | null {
  if (subjectId === null) return null;
  return paths.patientReports({ subject: String(subjectId), PP: portalProvided ? '1' : undefined });
}

/** The standard strings management, a view of the area's start page (user managers). */
export const standardStringsPath = `${paths.medicalRecords.pattern}?view=${views.standardStrings}`;
