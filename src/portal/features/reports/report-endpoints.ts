/**
 * Which report endpoint a user calls (spec §6, api-contract "Which report endpoint a user
 * calls"): the institution-wide name of an operation in permissions.reports means the `_inst`
 * path, anything else the `_inst_user` path (the caller's own evaluations only). Demo mode uses
 * the demo paths; legacy mode the legacy list and get paths.
 */
import { reportEndpoints } from '../../../contract/endpoints/reports.ts';
import type { Access, Caller } from '../../../contract/access.ts';
import { mayOffer } from '../../domain/access/caller.ts';

/** Where the reports come from: the current evaluations, the legacy ones, or the demo pool. */
export type ReportMode = 'current' | 'legacy' | 'demo';

const e = reportEndpoints;

export type ListEndpoint = typeof e.listReportsInst | typeof e.listReportsInstUser | typeof e.listReportsDemo | typeof e.listReportsLegacyInst | typeof e.listReportsLegacyInstUser;
export type GetEndpoint = typeof e.getReportInst | typeof e.getReportInstUser | typeof e.getReportDemo | typeof e.getReportLegacyInst | typeof e.getReportLegacyInstUser;
export type LongitudinalEndpoint = typeof e.getLongitudinalInst | typeof e.getLongitudinalInstUser | typeof e.getLongitudinalDemo;

export interface ReportEndpointChoice {
  list: ListEndpoint;
  get: GetEndpoint;
  longitudinal: LongitudinalEndpoint;
  /** Whether the answers cover the institution (true) or only the caller's own evaluations. */
  institutionWide: boolean;
}

/** The list, get and longitudinal endpoints for this caller in this mode: the `_inst` one wherever the contract admits them. */
export function reportEndpointsFor(caller: Caller, mode: ReportMode): ReportEndpointChoice {
  const may = (endpoint: { readonly access: Access }) => mayOffer(endpoint, caller);
  if (mode === 'demo') {
    return { list: e.listReportsDemo, get: e.getReportDemo, longitudinal: e.getLongitudinalDemo, institutionWide: true };
  }
  const wideList = may(e.listReportsInst);
  const longitudinal = may(e.getLongitudinalInst) ? e.getLongitudinalInst : e.getLongitudinalInstUser;
  if (mode === 'legacy') {
    return {
      list: wideList ? e.listReportsLegacyInst : e.listReportsLegacyInstUser,
      get: may(e.getReportLegacyInst) ? e.getReportLegacyInst : e.getReportLegacyInstUser,
      longitudinal,
      institutionWide: wideList,
    };
  }
  return {
    list: wideList ? e.listReportsInst : e.listReportsInstUser,
    get: may(e.getReportInst) ? e.getReportInst : e.getReportInstUser,
    longitudinal,
    institutionWide: wideList,
  };
}
