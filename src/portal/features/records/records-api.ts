/** The medical-record, standard-string and user-manual calls (issue 11; docs/api.md). */
import { api } from '../../lib/http/api.ts';
import { recordEndpoints } from '../../../contract/endpoints/records.ts';
import { failed } from '../../domain/messages/catalogue.ts';
import type { SetRecordBody, SetStdStringBody } from '../../../contract/types.ts';
import type { Language } from '../../lib/i18n/languages.ts';

export interface ListQuery {
  search?: string;
  sort?: string;
  order?: string;
  page?: number;
  page_size?: number;
}

/** POST medical_record/list_inst/0 with search, sort and page. */
export function listRecords(query: ListQuery, signal?: AbortSignal) {
  return api.call(recordEndpoints.listMedicalRecords, { query: { ...query }, fallback: failed('recordsLoad'), signal });
}

/** POST medical_record/get_inst/{id}: the record and its revisions. */
export function getRecord(id: number, signal?: AbortSignal) {
  return api.call(recordEndpoints.getMedicalRecord, { params: { id }, fallback: failed('recordsLoad'), signal });
}

/**
 * POST medical_record/set_inst/{id or 0}. The form shows a refusal itself (at its fields, or the
 * conflict view on 409); an authentication failure still goes to the central handler, which ends
 * the session and keeps the form's draft.
 */
export function saveRecord(id: number, body: SetRecordBody, signal?: AbortSignal) {
  return api.call(recordEndpoints.setMedicalRecord, { params: { id }, body, fallback: failed('recordSave'), central: false, signal });
}

/** POST subjects/list_inst/0?search=: the institution's subjects whose code or reference matches. */
export function searchSubjects(search: string, signal?: AbortSignal) {
  return api.call(recordEndpoints.listSubjectsInst, { query: { search, page_size: 20 }, fallback: failed('recordsLoad'), central: false, signal });
}

/** POST extras/get_all_std_string/0. */
export function listStdStrings(includeRetired: boolean, signal?: AbortSignal) {
  return api.call(recordEndpoints.listStdStrings, {
    query: { include_retired: includeRetired || undefined },
    fallback: failed('recordsLoad'),
    signal,
  });
}

/** POST extras/set_std_string/{id or 0}. */
export function saveStdString(id: number, body: SetStdStringBody) {
  return api.call(recordEndpoints.setStdString, { params: { id }, body, fallback: failed('recordSave'), central: false });
}

/** POST extras/doc/0?lang=: the user manual in `language`. */
export function getManual(language: Language, signal?: AbortSignal) {
  return api.call(recordEndpoints.getDocumentation, { query: { lang: language }, fallback: failed('documentationLoad'), signal });
}
