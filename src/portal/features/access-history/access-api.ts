/** The access history calls (contract: endpoints/access-events.ts). */
import { api, type ApiResult } from '../../lib/http/api.ts';
import { message } from '../../lib/i18n/message.ts';
import { accessHistoryMessages } from './messages/index.ts';
import { accessEventEndpoints } from '../../../contract/endpoints/access-events.ts';
import type { AccessEventEntry, AccessEventPage } from '../../../contract/schemas/access-events.ts';

export const accessPerPage = 25;
/** The export reads pages of 100 (the server's most) and stops here: a CSV for a person, not a dump. */
export const exportLimit = 5_000;

export interface AccessFilter {
  subject: number;
  subjectCode: string;
  page: number;
}

/** One page of the history, newest first. */
export function listAccessEvents(filter: AccessFilter, signal?: AbortSignal, perPage = accessPerPage): Promise<ApiResult<AccessEventPage>> {
  return api.call(accessEventEndpoints.listAccessEvents, {
    query: { subject: filter.subject || undefined, subject_code: filter.subjectCode || undefined, page: filter.page, per_page: perPage },
    fallback: message(accessHistoryMessages, 'failed'),
    central: false,
    signal,
  });
}

/** Every event of the filter (up to exportLimit), page by page. */
export async function allAccessEvents(filter: Omit<AccessFilter, 'page'>): Promise<ApiResult<AccessEventEntry[]>> {
  const entries: AccessEventEntry[] = [];
  for (let page = 1; entries.length < exportLimit; page += 1) {
    const result = await listAccessEvents({ ...filter, page }, undefined, 100);
    if (!result.ok) return result;
    entries.push(...result.data.entries);
    if (result.data.entries.length < 100 || entries.length >= result.data.total_rows) break;
  }
  return { ok: true, status: 200, data: entries.slice(0, exportLimit) };
}
