/**
 * The wire types of the subject and report calls, inferred from their schemas
 * (schemas/reports.ts, schemas/subjects.ts). Query types are what a handler receives after
 * checking; the portal sends `QueryInputOf<endpoint>`.
 */
import type { QueryInputOf, QueryOf } from './endpoints/define.ts';
import type { recordEndpoints } from './endpoints/records.ts';
import type { reportEndpoints } from './endpoints/reports.ts';
import type { Infer } from './schema.ts';
import type {
  adminEvaluationList,
  evaluationList,
  evaluationListItem,
  longitudinalBody,
  longitudinalPoint,
  longitudinalReport,
  measuredItem,
  reportAnswer,
  reportComment,
  reportDocument,
  reportSection,
  reportVariation,
  reportVersionInfo,
} from './schemas/reports.ts';
import type { subjectList, subjectListItem } from './schemas/subjects.ts';

export type {
  AdminEvaluationSortKey,
  EvaluationSortKey,
  EvaluationStatus,
  ItemFlag,
  ItemSide,
  SortOrder,
  SubjectSex,
  SubjectSortKey,
} from './report-constants.ts';
export type { Language } from './languages.ts';

/** A row of the subject table. */
export type SubjectListItem = Infer<typeof subjectListItem>;
/** data of subjects/list_inst/0, subjects/list_inst_user/0, subjects/list/0 */
export type SubjectList = Infer<typeof subjectList>;
/** The query of the institution's subject lists, as a caller sends it. */
export type SubjectListQuery = QueryInputOf<typeof recordEndpoints.listSubjectsInst>;
/** The query of the admin subject list (adds `institution`). */
export type AdminSubjectListQuery = QueryInputOf<typeof recordEndpoints.listSubjects>;

/** A row of every evaluation list (reports, legacy, demo, admin). */
export type EvaluationListItem = Infer<typeof evaluationListItem>;
/** data of reports/list_reports_inst/0 and its variants: { evaluation_list, total_rows } */
export type EvaluationList = Infer<typeof evaluationList>;
/** The query of the evaluation lists (`subject`, paging, `sort`, `order`, `search`, `status`). */
export type EvaluationListQuery = QueryInputOf<typeof reportEndpoints.listReportsInst>;
/** The checked query of the evaluation lists (defaults applied). */
export type EvaluationListQueryChecked = QueryOf<typeof reportEndpoints.listReportsInst>;

/** data of reports/get_evaluation_report_inst/{id} and its variants. */
export type ReportAnswer = Infer<typeof reportAnswer>;
/** The report options of spec §7 (`lang`, `no_comments`, `discarded`, `variation`, `version`). */
export type ReportQuery = QueryInputOf<typeof reportEndpoints.getReportInst>;
export type ReportDocument = Infer<typeof reportDocument>;
export type ReportSection = Infer<typeof reportSection>;
export type MeasuredItem = Infer<typeof measuredItem>;
export type ReportComment = Infer<typeof reportComment>;
export type ReportVersionInfo = Infer<typeof reportVersionInfo>;
/** An entry of GET reports/get_report_variations_inst/{id} → data: ReportVariation[] */
export type ReportVariation = Infer<typeof reportVariation>;

/** Body of the longitudinal calls: `{ list }` of evaluation ids. */
export type LongitudinalBody = Infer<typeof longitudinalBody>;
/** data of reports/get_longitudinal_report_inst/0 and its variants. */
export type LongitudinalReport = Infer<typeof longitudinalReport>;
export type LongitudinalItem = LongitudinalReport['items'][number];
export type LongitudinalPoint = Infer<typeof longitudinalPoint>;

/** data of GET reports/admin_evaluation_list/0: { evaluations, total_rows } */
export type AdminEvaluationList = Infer<typeof adminEvaluationList>;
/** The query of the admin evaluation list (adds `institution`; `status` is comma-separated). */
export type AdminEvaluationListQuery = QueryInputOf<typeof reportEndpoints.adminEvaluationList>;
