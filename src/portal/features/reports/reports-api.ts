/**
 * The report calls (spec §7) on the endpoints chosen per permission and mode
 * (report-endpoints.ts). The evaluation list's state follows the reports slice's transitions (spec §4).
 */
import { api, type ApiResult } from '../../lib/http/api.ts';
import { failed } from '../../domain/messages/catalogue.ts';
import { reportEndpoints } from '../../../contract/endpoints/reports.ts';
import type {
  AdminEvaluationList, EvaluationListItem, EvaluationStatus, LongitudinalReport, ReportAnswer, Language, ReportVariation,
} from '../../../contract/report-types.ts';
import type { AdminEvaluationSortKey, SortOrder } from '../../../contract/report-constants.ts';
import { legacyOnly, reportListFrom, type ReportsPayload } from './reports-slice.ts';
import type { GetEndpoint, ListEndpoint, LongitudinalEndpoint, ReportMode } from './report-endpoints.ts';

/** The evaluation list's extra query: the subject, paging, sort (spec §7 `?subject=`). */
export interface ListParams {
  subject?: number;
  page?: number;
  page_size?: number;
  search?: string;
  status?: string;
}

/**
 * The reports fetch of spec §3/§4: the list endpoint (its path carries the placeholder id 0 of
 * spec §9) and additionalParams, answering the list and totalRows for the page's resource, whose
 * states the reports slice reads as pending, fulfilled or rejected (reportsStateOf). Legacy mode
 * keeps only evaluations without a task_id (spec §6), and counts what it kept.
 */
export async function fetchReports(
  endpoint: ListEndpoint,
  mode: ReportMode,
  additionalParams: ListParams,
  signal?: AbortSignal,
): Promise<ApiResult<ReportsPayload<EvaluationListItem>>> {
  const result = await api.call(endpoint, {
    query: { sort: 'evaluated_at', order: 'desc', page_size: 100, ...additionalParams },
    fallback: failed('reportLoad'),
    central: false,
    signal,
  });
  if (!result.ok) return result;
  const { list, totalRows } = reportListFrom<EvaluationListItem>(result.data);
  const kept = mode === 'legacy' ? legacyOnly(list) : list;
  return { ...result, data: { data: kept, totalRows: mode === 'legacy' ? kept.length : totalRows } };
}

/** The report options of spec §7. */
export interface ReportOptions {
  lang: Language;
  noComments: boolean;
  discarded: boolean;
  variation: string | null;
  version: number | null;
}

/** The query of a report call for `options` (the report itself, and its printed paper). */
export function reportQuery(options: ReportOptions) {
  return {
    lang: options.lang,
    no_comments: options.noComments || undefined,
    discarded: options.discarded || undefined,
    variation: options.variation ?? undefined,
    version: options.version ?? undefined,
  };
}

export function fetchReport(endpoint: GetEndpoint, id: number, options: ReportOptions, signal?: AbortSignal): Promise<ApiResult<ReportAnswer>> {
  return api.call(endpoint, {
    params: { id },
    query: reportQuery(options),
    fallback: failed('reportLoad'),
    central: false,
    signal,
  });
}

/** The variations of an evaluation; a failure reads 'Report Variations could not be loaded'. */
export function fetchVariations(id: number, lang: Language, signal?: AbortSignal): Promise<ApiResult<ReportVariation[]>> {
  return api.call(reportEndpoints.getReportVariations, {
    params: { id },
    query: { lang },
    fallback: failed('reportVariationsLoad'),
    central: false,
    signal,
  });
}

export function fetchLongitudinal(endpoint: LongitudinalEndpoint, list: number[], lang: Language, signal?: AbortSignal): Promise<ApiResult<LongitudinalReport>> {
  return api.call(endpoint, { body: { list }, query: { lang }, fallback: failed('reportLoad'), central: false, signal });
}

export function fetchAdminEvaluations(
  query: { page: number; status: readonly EvaluationStatus[]; search: string; sort: AdminEvaluationSortKey; order: SortOrder; page_size: number },
  signal?: AbortSignal,
): Promise<ApiResult<AdminEvaluationList>> {
  return api.call(reportEndpoints.adminEvaluationList, {
    query: { page: query.page, page_size: query.page_size, status: query.status.join(','), search: query.search, sort: query.sort, order: query.order },
    fallback: failed('reportLoad'),
    central: false,
    signal,
  });
}
