/** The subject list call: the endpoint the user's permissions choose, paged, sorted and searched by the server. */
import { api, type ApiResult } from '../../lib/http/api.ts';
import { failed } from '../../domain/messages/catalogue.ts';
import type { SubjectList, SubjectListItem } from '../../../contract/report-types.ts';
import type { SubjectListEndpoint } from '../../domain/access/subject-list-endpoint.ts';
import { subjectPageSize, type SubjectQuery } from './subject-query.ts';

export type { SubjectList };
export type SubjectRow = SubjectListItem;

/** Loads one page of subjects; the page shows a failure itself, with a retry. */
export function fetchSubjects(endpoint: SubjectListEndpoint, query: SubjectQuery, signal: AbortSignal): Promise<ApiResult<SubjectList>> {
  return api.call(endpoint, {
    query: { page: query.page, page_size: subjectPageSize, search: query.search, sort: query.sort, order: query.order },
    fallback: failed('recordsLoad'),
    central: false,
    signal,
  });
}
