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
import { listEvaluations, type EvaluationListOptions } from '../../evaluations/evaluation-rows.ts';
import { demoPool, everyInstitution, ownSubjects, subjectScopeSql, wholeInstitution, type Scope } from '../../access/scope.ts';
import { searchText } from '../../evaluations/wire.ts';

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

export const listReportsInst = handler(reportEndpoints.listReportsInst, async ({ db, member, query }) =>
  evaluationList(db, wholeInstitution(member), query),
);

export const listReportsInstUser = handler(reportEndpoints.listReportsInstUser, async ({ db, member, query }) =>
  evaluationList(db, ownSubjects(member), query),
);

export const listReportsDemo = handler(reportEndpoints.listReportsDemo, async ({ db, query }) =>
  evaluationList(db, demoPool, query),
);

/** Legacy lists keep only evaluations without a task_id (spec §6). */
export const listReportsLegacyInst = handler(reportEndpoints.listReportsLegacyInst, async ({ db, member, query }) =>
  evaluationList(db, wholeInstitution(member), query, true),
);

export const listReportsLegacyInstUser = handler(reportEndpoints.listReportsLegacyInstUser, async ({ db, member, query }) =>
  evaluationList(db, ownSubjects(member), query, true),
);

/** Every institution's evaluations, for admins (spec §7 reads data.data.evaluations). */
export const adminEvaluationList = handler(reportEndpoints.adminEvaluationList, async ({ db, query }) => {
  const { rows, total } = await listEvaluations(db, everyInstitution, { ...query, search: searchText(query.search) });
  return { evaluations: rows, total_rows: total };
});
