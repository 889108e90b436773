/**
 * Schemas of the medical-record, standard-string and user-manual calls (issue 11; spec §3 marks
 * their fields "not shown", so these are the project's design). Endpoints: ../endpoints/records.ts.
 *
 * A medical record belongs to one subject of the institution. Each save is a new revision; a save
 * names the revision it was based on (`base_revision`) and is refused with 409 when a newer one
 * exists. Choice fields hold the ids of the institution's standard strings, so each reader sees
 * them in their own language and a retired entry still reads on the records that used it.
 */
import { array, bool, either, int, literal, nameText, nullable, object, oneOf, optional, perLanguage, text } from '../schema.ts';
import { queryFlag, queryInt, queryOneOf, queryText } from '../query-schema.ts';
import { languages, sourceLanguage } from '../languages.ts';
import { fieldIssuesData } from './errors.ts';
import { defaultPageSize, maxPageSize } from '../report-constants.ts';

/** The sexes a record may state (ISO/IEC 5218; the subject list holds the same values). */
export const recordSexes = ['female', 'male', 'unknown'] as const;
export type RecordSex = (typeof recordSexes)[number];

/** The categories of the standard strings: the record's choice fields. */
export const stdStringCategories = ['diagnosis', 'referral_reason'] as const;
export type StdStringCategory = (typeof stdStringCategories)[number];

/** Limits of the record's fields, in characters (the portal shows them as hints). */
export const recordLimits = {
  subjectCode: 40,
  institutionReference: 60,
  medication: 2000,
  clinicalNotes: 5000,
  referringClinician: 120,
  diagnoses: 20,
  stdString: 200,
} as const;

/** Records listed per page by default (the page size of every list), and at most. */
export const recordPageSize = defaultPageSize;
export const maxRecordPageSize = maxPageSize;

/** A calendar date, YYYY-MM-DD. */
export const isoDate = text({ max: 10, pattern: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/ });

/** The fields a referring clinician fills, kept in every revision. */
export const recordFields = object({
  birth_date: isoDate,
  sex: oneOf(recordSexes),
  /** Ids of standard strings of category 'diagnosis', in the order given. */
  diagnoses: array(int(1), recordLimits.diagnoses),
  /** Id of a standard string of category 'referral_reason'. */
  referral_reason: nullable(int(1)),
  medication: text({ min: 0, max: recordLimits.medication }),
  clinical_notes: text({ min: 0, max: recordLimits.clinicalNotes }),
  referring_clinician: text({ min: 0, max: recordLimits.referringClinician }),
});

/** A new subject, created with its first record and marked as provided by a portal user (PP). */
export const newSubject = object({
  code: text({ max: recordLimits.subjectCode, pattern: /^[\p{L}\p{N}][\p{L}\p{N} ._\-/]*$/u }),
  institution_reference: text({ min: 0, max: recordLimits.institutionReference }),
});

/**
 * POST medical_record/set_inst/{record_id or 0}. A new record (id 0) names its subject: an existing
 * one (`subject_id`) or a new one (`new_subject`), and `base_revision` 0. A change of a record
 * (id > 0) carries the revision it was based on and no subject.
 */
export const setRecordBody = object({
  base_revision: int(0),
  subject_id: optional(int(1)),
  new_subject: optional(newSubject),
  fields: recordFields,
});

const person = object({ id: int(1), name: text({ max: 201 }) });
const timestamp = text({ max: 40 });

/** A record as it stands (its latest revision). */
export const medicalRecord = object({
  record_id: int(1),
  subject_id: nullable(int(1)),
  subject_code: text({ max: recordLimits.subjectCode }),
  institution_reference: text({ min: 0, max: recordLimits.institutionReference }),
  /** True when the subject was created from the portal (the PP mark of the subject list). */
  portal_provided: bool(),
  fields: recordFields,
  revision: int(1),
  created_by: person,
  created_at: timestamp,
  updated_by: person,
  updated_at: timestamp,
});

/** One revision: who saved it, when, which fields it changed, and every field as saved. */
export const recordRevision = object({
  revision: int(1),
  author: person,
  saved_at: timestamp,
  changed: array(text({ max: 40 }), 20),
  fields: recordFields,
});

/** One row of the list: enough to find and open a record. */
export const recordSummary = object({
  record_id: int(1),
  subject_id: nullable(int(1)),
  portal_provided: bool(),
  subject_code: text({ max: recordLimits.subjectCode }),
  institution_reference: text({ min: 0, max: recordLimits.institutionReference }),
  birth_date: isoDate,
  sex: oneOf(recordSexes),
  referral_reason: nullable(int(1)),
  referring_clinician: text({ min: 0, max: recordLimits.referringClinician }),
  revision: int(1),
  updated_by: person,
  updated_at: timestamp,
});

export const recordSortKeys = ['updated_at', 'subject_code', 'birth_date', 'referring_clinician'] as const;

/** POST medical_record/list_inst/0: search (subject code, reference or clinician), sort, page. */
export const listRecordsQuery = {
  search: queryText(100),
  sort: queryOneOf(recordSortKeys, 'updated_at'),
  /** Absent: the column's first order (the latest change first, the other columns A to Z). */
  order: queryText(4),
  page: queryInt(1, 100_000, 1),
  page_size: queryInt(1, maxRecordPageSize, recordPageSize),
} as const;

/** The answer of a 409 on a stale save: the record as it stands now. */
export const recordConflictData = object({ current: medicalRecord });

/** A standard string: one entry of an institution's list, in every language. */
export const stdString = object({
  id: int(1),
  category: oneOf(stdStringCategories),
  texts: perLanguage(text({ max: recordLimits.stdString })),
  /** 1-based place in its category's list. */
  position: int(1),
  retired: bool(),
  /** Whether a record uses it (a used entry can be retired, never removed). */
  used: bool(),
});

/**
 * POST extras/set_std_string/{id or 0}: add (0) or change an entry. `position` moves it within its
 * category; `retired` takes it out of the choice lists (records keep it).
 */
export const setStdStringBody = object({
  category: oneOf(stdStringCategories),
  texts: perLanguage(nameText({ max: recordLimits.stdString })),
  position: optional(int(1)),
  retired: optional(bool()),
});

const paragraph = object({ type: literal('paragraph'), text: text({ max: 4000 }) });
const list = object({ type: literal('list'), items: array(text({ max: 1000 }), 50) });
const image = object({ type: literal('image'), src: text({ max: 300, pattern: /^\/portal\/[\w\-./]+$/ }), alt: text({ max: 300 }) });

/** One section of the manual: a heading and its blocks (paragraphs, lists, images). */
export const manualSection = object({
  id: text({ max: 60, pattern: /^[a-z0-9-]+$/ }),
  heading: text({ max: 200 }),
  /** The portal pages the section explains, as app paths (/medical_records). */
  pages: array(text({ max: 100, pattern: /^\/[\w\-/]*$/ }), 10),
  blocks: array(either(paragraph, either(list, image)), 40),
});

/** The user manual: structured data the portal renders as elements, never as HTML. */
export const userManual = object({
  language: oneOf(languages),
  title: text({ max: 200 }),
  sections: array(manualSection, 60),
});

export const medicalRecordSchemas = {
  /** 409: a newer revision was saved meanwhile (the record as it stands), or the new subject's code is taken. */
  setMedicalRecord: { body: setRecordBody, data: medicalRecord, errors: { 409: either(recordConflictData, fieldIssuesData) } },
  listMedicalRecords: {
    query: listRecordsQuery,
    data: object({ records: array(recordSummary, maxRecordPageSize), total_rows: int(0) }),
  },
  getMedicalRecord: { data: object({ record: medicalRecord, revisions: array(recordRevision) }) },
  listStdStrings: {
    query: { include_retired: queryFlag() },
    data: object({ strings: array(stdString) }),
  },
  setStdString: { body: setStdStringBody, data: stdString },
  getDocumentation: { query: { lang: queryOneOf(languages, sourceLanguage) }, data: userManual },
} as const;
