/**
 * The FHIR export from the portal (issue 25): which endpoint a user calls (the report's own rule:
 * the institution-wide permission to read reports means the `_inst` path, anything else the
 * `_inst_user` path; the demo pool its demo path), the file's name, and saving the Bundle.
 */
import { fhirEndpoints } from '../../../contract/endpoints/fhir.ts';
import { fhirMediaType, type FhirBundle } from '../../../contract/fhir-types.ts';
import type { Language } from '../../../contract/report-types.ts';
import { api, type ApiResult } from '../../lib/http/api.ts';
import { failed } from '../../domain/messages/catalogue.ts';
import type { Caller } from '../../../contract/access.ts';
import { mayOffer } from '../../domain/access/caller.ts';

const e = fhirEndpoints;

export type ReportFhirEndpoint = typeof e.exportReportFhirInst | typeof e.exportReportFhirInstUser | typeof e.exportReportFhirDemo;
export type SubjectFhirEndpoint = typeof e.exportSubjectFhirInst | typeof e.exportSubjectFhirInstUser;

/**
 * The export endpoints for this user, for the demonstration pool or the institution's evaluations
 * (current and legacy alike); the pool has no subject export.
 */
export function fhirEndpointsFor(caller: Caller, demo: boolean): { report: ReportFhirEndpoint; subject: SubjectFhirEndpoint | null } {
  if (demo) return { report: e.exportReportFhirDemo, subject: null };
  const wide = mayOffer(e.exportReportFhirInst, caller);
  return { report: wide ? e.exportReportFhirInst : e.exportReportFhirInstUser, subject: wide ? e.exportSubjectFhirInst : e.exportSubjectFhirInstUser };
}

/** `YYYY-MM-DD` of a moment on the reader's calendar. */
export function localDate(at: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
}

/** The file's name: subject code and date (`NOR-1155_2026-03-02.fhir.json`), safe on every system. */
export function fhirFileName(subjectCode: string, date: string): string {
  const code = subjectCode.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[.]+/, '') || 'subject';
  return `${code}_${date}.fhir.json`;
}

/** What to export: one evaluation's report (at a version, null: the latest), or every evaluation of a subject. */
export type FhirTarget =
  | { kind: 'report'; demo: boolean; id: number; version: number | null }
  | { kind: 'subject'; demo: false; id: number };

/** Asks the server for the Bundle; failures come back resolved against the catalogue. */
export function fetchFhir(target: FhirTarget, caller: Caller, lang: Language): Promise<ApiResult<FhirBundle>> {
  // An export that fails says what a failed report says: it is the report, in another format.
  const common = { fallback: failed('reportLoad'), central: false } as const;
  const choice = fhirEndpointsFor(caller, target.demo);
  if (target.kind === 'subject') {
    const endpoint = choice.subject ?? fhirEndpoints.exportSubjectFhirInstUser;
    return api.call(endpoint, { ...common, params: { id: target.id }, query: { lang } });
  }
  return api.call(choice.report, {
    ...common,
    params: { id: target.id },
    query: target.version === null ? { lang } : { lang, version: target.version },
  });
}

/** Hands a file to the browser's downloads. Replaceable in tests, where no download happens. */
export const fileSaver = {
  save(name: string, text: string): void {
    const url = URL.createObjectURL(new Blob([text], { type: fhirMediaType }));
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked later, not at once: some browsers read the blob after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  },
};
