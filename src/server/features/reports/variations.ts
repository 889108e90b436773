/**
 * GET reports/get_report_variations_inst/{id} (spec §7 reads data.data): the presentations the
 * evaluation's latest report exists in, in `lang`. One path for everyone, so the scope follows
 * the caller: the whole institution with `get_evaluation_report_inst`, else the caller's own
 * subjects; a demonstration evaluation for anyone with a role.
 */
import { reportEndpoints } from '../../../contract/endpoints/reports.ts';
import { serverReason } from '../../../contract/messages.ts';
import type { ReportVariation } from '../../../contract/types.ts';
import { ApiError } from '../../core/api-error.ts';
import { parseId } from '../../core/ids.ts';
import { handler } from '../../http/handler.ts';
import { findEvaluation } from '../../evaluations/evaluation-rows.ts';
import { demoPool, widestScope } from '../../access/scope.ts';

export const getReportVariations = handler(reportEndpoints.getReportVariations, async ({ db, member, params, query }) => {
  const id = parseId(params.id);
  const notFound = () => new ApiError(404, serverReason.evaluationNotFound);
  if (id === null) throw notFound();
  // The scope is checked before anything else is read: an evaluation the caller may not see answers
  // exactly as a missing one, so ids cannot be probed across institutions.
  const visible =
    (await findEvaluation(db, widestScope(member, 'get_evaluation_report_inst'), id)) ??
    (member.roles.length > 0 ? await findEvaluation(db, demoPool, id) : null);
  if (!visible) throw notFound();
  return db.query<ReportVariation>(
    `SELECT k.variation, x.title, x.description, k.is_default
     FROM report_variation_kinds k
     JOIN report_variation_texts x ON x.variation = k.variation AND x.lang = $2
     WHERE EXISTS (
       SELECT 1 FROM report_texts t JOIN report_versions v ON v.id = t.report_version_id
       WHERE v.evaluation_id = $1 AND t.variation = k.variation AND t.lang = $2)
     ORDER BY k.position`,
    [id, query.lang],
  );
});
