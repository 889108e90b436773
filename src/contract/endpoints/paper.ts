/**
 * Paper anyone can check (issue 25): the verification code, fingerprint and QR code a printed
 * report or certificate carries, and the public check of a code, limited per address like the
 * certificate check.
 */
import { anyone, area, get, patientData, signedIn } from './define.ts';
import type { paperSchemas } from '../schemas/access-events.ts';

export const paperEndpoints = area<typeof paperSchemas>()({
  /** Scoped like the report: the whole institution with get_evaluation_report_inst, else own subjects. */
  getReportPaper: get('paper/report_inst/{id}', patientData('membership')),
  /** One of the caller's own certificates. */
  getCertificatePaper: get('paper/certificate_user/{id}', signedIn),
  /** Public: what the code was printed on and whether it still stands; no clinical value. */
  verifyPaper: get('paper/verify/{id}', anyone),
});
