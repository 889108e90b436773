/**
 * Schemas of the subject lists (`subjects/list_inst/0`, `subjects/list_inst_user/0`, and
 * `subjects/list/0` for admins across institutions). Paging, sorting and search as every list
 * (./reports.ts). Described in docs/api.md.
 */
import { defaultSubjectSort, subjectSexes, subjectSortKeys } from '../report-constants.ts';
import { queryOneOf, queryOptionalInt } from '../query-schema.ts';
import { array, bool, int, nullable, object, oneOf, text } from '../schema.ts';
import { isoDate, isoDateTime, pagingQuery } from './reports.ts';

const name = text({ max: 200 });

/** One subject (patient) as the subject table shows it. */
export const subjectListItem = object({
  keyid: int(1),
  /** The pseudonymous code every list shows. */
  subject_code: name,
  /** The institution's own reference (e.g. its record number); null outside the institution. */
  reference: nullable(text({ min: 0, max: 100 })),
  institution_id: int(1),
  institution_name: name,
  birth_date: isoDate,
  sex: oneOf(subjectSexes),
  /** Provided by a portal user (spec §1: marked by the URL parameter key `PP`). */
  portal_provided: bool(),
  registered_by: nullable(name),
  registered_at: isoDateTime,
  /** The clinicians the subject is assigned to (their per-user lists show it). */
  assigned_to: array(object({ id: int(1), name })),
  evaluation_count: int(0),
  latest_evaluation_at: nullable(isoDateTime),
});

/** `data` of the subject lists: a page of rows and the number of rows of the whole query. */
export const subjectList = object({ subject_list: array(subjectListItem), total_rows: int(0) });

export const subjectListQuery = { ...pagingQuery, sort: queryOneOf(subjectSortKeys, defaultSubjectSort) } as const;

/** The institution's lists: `search` matches the subject code or the institution's reference. */
export const subjectListCall = { query: subjectListQuery, data: subjectList } as const;

/** The admin list spans institutions: `search` matches the subject code; `institution` filters. */
export const adminSubjectListCall = {
  query: { ...subjectListQuery, institution: queryOptionalInt(1, 2_147_483_647) },
  data: subjectList,
} as const;
