/**
 * Access events (issue 25, "Who looked at this subject"): reads, prints and exports of a subject's
 * data. The full history is read by user managers and the owner; the line "last opened" by anyone
 * who may read the subject's reports (the handler scopes it to the subjects the caller sees).
 * There is no call that changes or deletes an event.
 */
import { area, get, member, patientData, post, signedIn } from './define.ts';
import type { accessEventSchemas } from '../schemas/access-events.ts';

export const accessEventEndpoints = area<typeof accessEventSchemas>()({
  listAccessEvents: get('access_events/list_inst/0', member('user-manager-or-owner')),
  getLastOpened: get('access_events/last_opened_inst/{id}', patientData('membership')),
  /** The portal says a report was printed; the handler scopes the evaluation like the report. */
  recordReportPrinted: post('access_events/report_printed_inst/{id}', patientData('membership')),
  /** The portal says one of the caller's own certificates was printed. */
  recordCertificatePrinted: post('access_events/certificate_printed_user/{id}', signedIn),
});
