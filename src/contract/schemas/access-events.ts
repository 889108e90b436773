/**
 * Schemas of access events and verifiable paper (issue 25; this project's paths, not the spec's).
 * Endpoints: ../endpoints/access-events.ts and ../endpoints/paper.ts. Nothing here carries a
 * clinical value: who, when, where, what and which subject code; for paper, what was issued.
 */
import { array, int, nullable, object, oneOf, text, type Infer } from '../schema.ts';
import { queryInt, queryOneOfList, queryText } from '../query-schema.ts';
import { reportQuery } from './reports.ts';
import { rateLimitedErrors } from './errors.ts';

export const accessActions = ['report_read', 'longitudinal_read', 'record_read', 'records_listed', 'printed', 'exported'] as const;
export type AccessActionName = (typeof accessActions)[number];
export const accessTargets = ['report', 'longitudinal', 'record', 'records', 'certificate', 'subject'] as const;

const when = text({ max: 40 });
const personName = text({ min: 0, max: 201 });

export const accessEvent = object({
  id: int(1),
  /** ISO 8601, UTC. */
  at: when,
  institution_id: nullable(int(1)),
  institution_name: text({ min: 0, max: 200 }),
  user_id: int(1),
  user_name: personName,
  action: oneOf(accessActions),
  target_kind: oneOf(accessTargets),
  /** The evaluation, record or certificate concerned. */
  target_id: nullable(int(1)),
  subject_id: nullable(int(1)),
  subject_code: nullable(text({ max: 100 })),
  /** The report version printed or exported (null: the event is of no one version). */
  version: nullable(int(1)),
  /** The evaluations an export held (a subject's export holds all those the caller could see). */
  evaluation_ids: array(int(1), 100_000),
  /** A print: how many times the person printed it within a few minutes (one event for them all). */
  copies: int(1),
  /**
   * What the event was about, in words a reader knows, read when the history is (never stored):
   * the evaluation date of the report it concerns (null: not one report, or no longer there).
   */
  evaluated_at: nullable(when),
  /** The evaluation dates of the reports an export held, oldest first (those still there). */
  evaluation_dates: array(when, 100_000),
  /** A printed certificate: the name it carries. */
  certificate_holder: nullable(personName),
});

export const accessEventPage = object({ entries: array(accessEvent, 100), total_rows: int(0) });

/** When a subject's reports were last opened in the institution, and by whom (null: never). */
export const lastOpened = object({
  last: nullable(object({ at: when, user_name: personName, action: oneOf(accessActions) })),
});

/** A report's paper: the code and fingerprint printed on it and the QR code of its address. */
export const reportPaper = object({
  verification_code: text({ max: 40 }),
  /** SHA-256 of the report as printed, in hexadecimal. */
  fingerprint: text({ min: 64, max: 64 }),
  /** The address the QR code holds: the portal's verify page for the code. */
  verify_url: text({ max: 2100 }),
  /** The QR code as an SVG image in a `data:` URL (img-src allows data:). */
  qr_image: text({ max: 200_000 }),
});

export const certificatePaper = object({
  verification_code: text({ max: 40 }),
  verify_url: text({ max: 2100 }),
  qr_image: text({ max: 200_000 }),
});

/** What the public check of a code answers: what was issued and whether it still stands. */
export const paperCheck = object({
  kind: oneOf(['report', 'certificate'] as const),
  institution_name: text({ min: 0, max: 200 }),
  issued_at: when,
  /** A certificate: its holder; null for a report. */
  holder_name: nullable(text({ max: 300 })),
  /** A certificate: 'valid' (no certificate is withdrawn today). A report: 'current' or 'superseded'. */
  status: oneOf(['valid', 'current', 'superseded'] as const),
  /** A report: the evaluation date, the version printed, the newest version, the fingerprint. */
  evaluated_at: nullable(when),
  version: nullable(int(1)),
  latest_version: nullable(int(1)),
  fingerprint: nullable(text({ min: 64, max: 64 })),
});

/** Longest `portal_url` accepted: a longer one only makes a larger QR code. */
export const maxPortalUrlLength = 512;

/**
 * `portal_url`: the portal's own address (origin and base path, ending in `/`) as the browser
 * sees it; the QR code holds `{portal_url}verify/{code}`, shown in words beside the code too. A
 * server with `PUBLIC_URL` prints its own address instead; one without accepts only the origin
 * the request came from (its Origin, else its Host), so no QR code points elsewhere.
 */
const portalUrl = { portal_url: queryText(maxPortalUrlLength) };

export const accessEventSchemas = {
  listAccessEvents: {
    query: {
      subject: queryInt(0, 2_147_483_647, 0),
      /** Part of a subject code, in any case (absent: every subject's events). */
      subject_code: queryText(100),
      /** One person's events (0 or absent: everyone's). */
      user: queryInt(0, 2_147_483_647, 0),
      /** Only these actions (absent: every action). */
      action: queryOneOfList(accessActions),
      page: queryInt(1, 100_000, 1),
      per_page: queryInt(1, 100, 25),
    },
    data: accessEventPage,
  },
  getLastOpened: { data: lastOpened },
  /** `version`: the version printed (absent: the latest). Limited per person (429). */
  recordReportPrinted: { query: { version: reportQuery.version }, data: null, errors: rateLimitedErrors },
  recordCertificatePrinted: { data: null, errors: rateLimitedErrors },
} as const;

export const paperSchemas = {
  getReportPaper: { query: { ...reportQuery, ...portalUrl }, data: reportPaper },
  getCertificatePaper: { query: portalUrl, data: certificatePaper },
  verifyPaper: { data: paperCheck, errors: rateLimitedErrors },
} as const;


export type AccessEventEntry = Infer<typeof accessEvent>;
export type AccessEventPage = Infer<typeof accessEventPage>;
export type PaperCheck = Infer<typeof paperCheck>;
export type ReportPaper = Infer<typeof reportPaper>;
export type CertificatePaper = Infer<typeof certificatePaper>;
