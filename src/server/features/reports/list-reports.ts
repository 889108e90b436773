/**
 * The evaluation lists (spec §7: `reports/list_reports_inst/0?subject=` and its per-user, demo and
 * legacy forms) and the admin evaluation list across institutions. Paged, sorted and searched by
 * the server, with `total_rows`.
 */
import { reportEndpoints } from '../../../contract/endpoints/reports.ts';
import { handler } from '../../http/handler.ts';
import { listEvaluations, type EvaluationListOptions } from './evaluation-rows.ts';
import { adminScope, demoScope, institutionScope, userScope, type Scope } from './scope.ts';
import { searchText } from './wire.ts';

type ListQuery = Omit<EvaluationListOptions, 'search' | 'legacy'> & { search?: string | undefined };

async function evaluationList(db: Parameters<typeof listEvaluations>[0], scope: Scope, query: ListQuery, legacy = false) {
  const { rows, total } = await listEvaluations(db, scope, { ...query, search: searchText(query.search), legacy });
  return { evaluation_list: rows, total_rows: total };
}

export const listReportsInst = handler(reportEndpoints.listReportsInst, async ({ db, session, query }) =>
  evaluationList(db, await institutionScope(db, session, 'list_reports_inst'), query),
);

export const listReportsInstUser = handler(reportEndpoints.listReportsInstUser, async ({ db, session, query }) =>
  evaluationList(db, await userScope(db, session), query),
);

export const listReportsDemo = handler(reportEndpoints.listReportsDemo, async ({ db, session, query }) =>
  evaluationList(db, await demoScope(db, session), query),
);

/** Legacy lists keep only evaluations without a task_id (spec §6). */
export const listReportsLegacyInst = handler(reportEndpoints.listReportsLegacyInst, async ({ db, session, query }) =>
  evaluationList(db, await institutionScope(db, session, 'list_reports_inst'), query, true),
);

export const listReportsLegacyInstUser = handler(reportEndpoints.listReportsLegacyInstUser, async ({ db, session, query }) =>
  evaluationList(db, await userScope(db, session), query, true),
);

/** Every institution's evaluations, for admins (spec §7 reads data.data.evaluations). */
export const adminEvaluationList = handler(reportEndpoints.adminEvaluationList, async ({ db, session, query }) => {
  const { rows, total } = await listEvaluations(db, adminScope(session), { ...query, search: searchText(query.search) });
  return { evaluations: rows, total_rows: total };
});
