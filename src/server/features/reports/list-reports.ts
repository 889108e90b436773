/**
 * The evaluation lists (spec §7: `reports/list_reports_inst/0?subject=` and its per-user, demo and
 * legacy forms) and the admin evaluation list across institutions. Paged, sorted and searched by
 * the server, with `total_rows`.
 */
import { reportEndpoints } from '../../../contract/endpoints/reports.ts';
import { serverReason } from '../../../contract/messages.ts';
import { ApiError } from '../../core/api-error.ts';
import { queryOne, type Queryable } from '../../db/db.ts';
import { handler } from '../../http/handler.ts';
import { listEvaluations, type EvaluationListOptions } from './evaluation-rows.ts';
import { adminScope, demoScope, institutionScope, subjectScopeSql, userScope, type Scope } from './scope.ts';
import { searchText } from './wire.ts';

type ListQuery = Omit<EvaluationListOptions, 'search' | 'legacy'> & { search?: string | undefined };

/**
 * A page of the evaluations in `scope`. A `subject` outside the scope answers 404 (as if it did
 * not exist) rather than an empty list.
 */
async function evaluationList(db: Queryable, scope: Scope, query: ListQuery, legacy = false) {
  if (query.subject !== undefined) {
    const where = subjectScopeSql(scope, 2);
    const found = await queryOne(db, `SELECT 1 FROM subjects s WHERE s.id = $1 AND ${where.sql}`, [query.subject, ...where.params]);
    if (!found) throw new ApiError(404, serverReason.subjectNotFound);
  }
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
