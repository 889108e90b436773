/**
 * The medical records pages' own links: the list with its query (search, sort, order, page and the
 * open record), built on the route patterns of domain/paths.ts, and a subject's reports page.
 */
import { paths } from '../../domain/paths.ts';
import { pathBuilder } from '../../lib/router/path-builder.ts';

export const recordsListPath = pathBuilder(paths.medicalRecordsList.pattern, {
  search: 'text',
  sort: 'text',
  order: 'text',
  page: 'text',
  record: 'text',
});

/** A subject's reports page, from its medical record (PP marks a subject provided by a portal user). */
export function subjectReportsPath(subjectCode: string, portalProvided: boolean): string {
  return paths.patientReports({ subject: subjectCode, PP: portalProvided ? '1' : undefined });
}
