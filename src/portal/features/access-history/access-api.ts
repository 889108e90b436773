/** The access history calls (contract: endpoints/access-events.ts). */
import { api, type ApiResult } from '../../lib/http/api.ts';
import { message } from '../../lib/i18n/message.ts';
import { accessHistoryMessages } from './messages/index.ts';
import { accessEventEndpoints } from '../../../contract/endpoints/access-events.ts';
import type { AccessActionName, AccessEventEntry, AccessEventPage } from '../../../contract/schemas/access-events.ts';

export const accessPerPage = 25;
/** The export reads pages of 100 (the server's most) and stops here: a CSV for a person, not a dump. */
export const exportLimit = 5_000;

export interface AccessFilter {
  subject: number;
  subjectCode: string;
  /** One person's events (0: everyone's). */
  user: number;
  action: AccessActionName | '';
  page: number;
}

/** One page of the history, newest first. */
export function listAccessEvents(filter: AccessFilter, signal?: AbortSignal, perPage = accessPerPage): Promise<ApiResult<AccessEventPage>> {
  return api.call(accessEventEndpoints.listAccessEvents, {
    query: {
      subject: filter.subject || undefined,
      subject_code: filter.subjectCode || undefined,
      user: filter.user || undefined,
      action: filter.action || undefined,
      page: filter.page,
      per_page: perPage,
    },
    fallback: message(accessHistoryMessages, 'failed'),
    central: false,
    signal,
  });
}

/** The events of an export, and how many the filter has: more than `entries` when the limit cut it. */
export interface AccessExport {
  entries: AccessEventEntry[];
  total: number;
}

/** Every event of the filter (up to exportLimit, the newest), page by page. */
export async function allAccessEvents(filter: Omit<AccessFilter, 'page'>): Promise<ApiResult<AccessExport>> {
  const entries: AccessEventEntry[] = [];
  let total = 0;
  for (let page = 1; entries.length < exportLimit; page += 1) {
    const result = await listAccessEvents({ ...filter, page }, undefined, 100);
    if (!result.ok) return result;
    entries.push(...result.data.entries);
    total = Math.max(total, result.data.total_rows);
    if (result.data.entries.length < 100 || entries.length >= result.data.total_rows) break;
  }
  const kept = entries.slice(0, exportLimit);
  return { ok: true, status: 200, data: { entries: kept, total: Math.max(total, kept.length) } };
}
