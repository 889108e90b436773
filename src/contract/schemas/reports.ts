/**
 * Schemas of the report calls (spec §3, §7) and the list conventions shared with the subject
 * lists (paging, sorting, search, `total_rows`). Endpoints: ../endpoints/reports.ts. A report is
 * structured data, never HTML: the portal lays it out. Described in docs/api.md.
 */
import { adminEvaluationSortKeys, defaultPageSize, defaultReportLanguage, defaultSortOrder, evaluationSortKeys, evaluationStatuses, itemFlags, itemSides, maxLongitudinalEvaluations, maxPage, maxPageSize, maxSearchLength, sortOrders, subjectSexes, variationKeyPattern } from '../report-constants.ts';
import { languages } from '../languages.ts';
import { queryFlag, queryInt, queryOneOf, queryOneOfList, queryOptionalInt, queryText } from '../query-schema.ts';
import { array, bool, int, nullable, num, object, oneOf, text } from '../schema.ts';

const id = int(1);
/** A calendar date, `YYYY-MM-DD`. */
export const isoDate = text({ max: 10, pattern: /^\d{4}-\d{2}-\d{2}$/ });
/** A moment in UTC, ISO 8601 with milliseconds (`2025-03-14T09:30:00.000Z`). */
export const isoDateTime = text({ max: 30, pattern: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/ });
const name = text({ max: 200 });
const words = text({ min: 0, max: 4000 });
const variationKey = text({ max: 32, pattern: variationKeyPattern });

/** Paging, search and sort of every list: `page` from 1, `page_size` up to 100, `order`. */
export const pagingQuery = {
  page: queryInt(1, maxPage, 1),
  page_size: queryInt(1, maxPageSize, defaultPageSize),
  search: queryText(maxSearchLength),
  order: queryOneOf(sortOrders, defaultSortOrder),
} as const;

/** The report options of spec §7. Without `version` the latest; without `variation` the default one. */
export const reportQuery = {
  lang: queryOneOf(languages, defaultReportLanguage),
  no_comments: queryFlag(),
  discarded: queryFlag(),
  variation: queryText(32),
  version: queryOptionalInt(1, 1000),
} as const;

/** One evaluation in a list: what a clinician scans before opening the report. */
export const evaluationListItem = object({
  keyid: id,
  subject_id: id,
  subject_code: name,
  /** null for the demonstration pool, which belongs to no institution. */
  institution_id: nullable(id),
  institution_name: nullable(name),
  evaluated_at: isoDateTime,
  /** The subject's age on the day of the evaluation, in whole months. */
  age_months: int(0, 2000),
  status: oneOf(evaluationStatuses),
  /** The processing task; null for legacy evaluations (spec §6: legacy lists keep only those). */
  task_id: nullable(text({ max: 64 })),
  protocol: name,
  requested_by: nullable(name),
  /** The latest report version; null while there is no report (requested, processing, failed). */
  report_version: nullable(int(1)),
});

/** `data` of every evaluation list: the page of rows and how many rows the whole query holds. */
export const evaluationList = object({ evaluation_list: array(evaluationListItem), total_rows: int(0) });

/** A measured value against its reference range (range bounds may be open: null). */
export const measuredItem = object({
  key: text({ max: 64 }),
  name,
  value: nullable(num()),
  unit: text({ min: 0, max: 32 }),
  /** Digits after the decimal point the value is shown with. */
  decimals: int(0, 4),
  reference: nullable(object({ low: nullable(num()), high: nullable(num()) })),
  /** null when the value or the range is missing. */
  flag: nullable(oneOf(itemFlags)),
  side: nullable(oneOf(itemSides)),
});

export const reportSection = object({
  key: text({ max: 64 }),
  title: name,
  items: array(measuredItem),
});

export const reportComment = object({
  keyid: id,
  author: name,
  written_at: isoDateTime,
  text: words,
  /** A comment the evaluators set aside; sent only with `discarded=true`. */
  discarded: bool(),
});

/** The report of one evaluation, one version, one variation, in one language. */
export const reportDocument = object({
  title: name,
  header: object({
    subject_code: name,
    sex: oneOf(subjectSexes),
    birth_date: isoDate,
    age_months: int(0, 2000),
    evaluated_at: isoDateTime,
    institution_name: nullable(name),
    evaluators: array(name),
    protocol: name,
    requested_by: nullable(name),
  }),
  sections: array(reportSection),
  conclusion: words,
  /** Empty with `no_comments=true`; discarded ones only with `discarded=true`. */
  comments: array(reportComment),
});

export const reportVersionInfo = object({
  version: int(1),
  created_at: isoDateTime,
  author: name,
  /** Why this version was written (a correction); null for the first. */
  note: nullable(words),
});

/** `data` of every get-report call. `report` is null until the evaluation is ready. */
export const reportAnswer = object({
  evaluation: evaluationListItem,
  lang: oneOf(languages),
  /** The version shown, and every version (oldest first); empty while there is no report. */
  version: nullable(int(1)),
  versions: array(reportVersionInfo),
  /** The variation shown; the whole list comes from the variations call. */
  variation: nullable(variationKey),
  report: nullable(reportDocument),
  /** Why there is no report yet (processing, failed), in `lang`; null when there is one. */
  status_note: nullable(words),
});

/** One presentation of an evaluation's report (`full`, `summary`). */
export const reportVariation = object({
  variation: variationKey,
  title: name,
  description: words,
  is_default: bool(),
});

export const longitudinalPoint = object({
  evaluation_id: id,
  evaluated_at: isoDateTime,
  age_months: int(0, 2000),
  value: nullable(num()),
  reference: nullable(object({ low: nullable(num()), high: nullable(num()) })),
  flag: nullable(oneOf(itemFlags)),
  side: nullable(oneOf(itemSides)),
});

/** `data` of the longitudinal calls: every measured item as a series, oldest evaluation first. */
export const longitudinalReport = object({
  lang: oneOf(languages),
  subject: object({ keyid: id, subject_code: name, birth_date: isoDate, sex: oneOf(subjectSexes) }),
  evaluations: array(object({ keyid: id, evaluated_at: isoDateTime, age_months: int(0, 2000), version: int(1) })),
  items: array(
    object({
      key: text({ max: 64 }),
      section: text({ max: 64 }),
      section_title: name,
      name,
      unit: text({ min: 0, max: 32 }),
      decimals: int(0, 4),
      points: array(longitudinalPoint),
    }),
  ),
  /** Evaluations asked for that have no report (not ready yet, or failed). */
  left_out: array(id),
});

/** Body of the longitudinal calls (spec §3: "The longitudinal body carries list"). */
export const longitudinalBody = object({ list: array(id, maxLongitudinalEvaluations) });

const evaluationListQuery = {
  ...pagingQuery,
  /** The subject whose evaluations to list (spec §7 `?subject=`); absent: every subject in scope. */
  subject: queryOptionalInt(1, 2_147_483_647),
  sort: queryOneOf(evaluationSortKeys, 'evaluated_at'),
  status: queryOneOfList(evaluationStatuses),
} as const;

const evaluationListCall = { query: evaluationListQuery, data: evaluationList } as const;
const reportCall = { query: reportQuery, data: reportAnswer } as const;
const longitudinalCall = { body: longitudinalBody, query: { lang: reportQuery.lang }, data: longitudinalReport } as const;

/** The admin evaluation list's query: every institution's evaluations, filtered by status. */
export const adminEvaluationListQuery = {
  ...pagingQuery,
  sort: queryOneOf(adminEvaluationSortKeys, 'evaluated_at'),
  status: queryOneOfList(evaluationStatuses),
  institution: queryOptionalInt(1, 2_147_483_647),
} as const;

/** `data` of the admin evaluation list (spec §7 reads data.data.evaluations). */
export const adminEvaluationList = object({ evaluations: array(evaluationListItem), total_rows: int(0) });

export const reportSchemas = {
  listReportsInst: evaluationListCall,
  listReportsInstUser: evaluationListCall,
  listReportsDemo: evaluationListCall,
  listReportsLegacyInst: evaluationListCall,
  listReportsLegacyInstUser: evaluationListCall,
  getReportInst: reportCall,
  getReportInstUser: reportCall,
  getReportDemo: reportCall,
  getReportLegacyInst: reportCall,
  getReportLegacyInstUser: reportCall,
  getLongitudinalInst: longitudinalCall,
  getLongitudinalInstUser: longitudinalCall,
  getLongitudinalDemo: longitudinalCall,
  getReportVariations: { query: { lang: reportQuery.lang }, data: array(reportVariation) },
  adminEvaluationList: { query: adminEvaluationListQuery, data: adminEvaluationList },
} as const;
