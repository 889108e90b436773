/**
 * The FHIR R4 export (issue 25): `reports/fhir_inst/{id}` and its per-user and demo forms answer one
 * evaluation as a Bundle; `subjects/fhir_inst/{id}` and its per-user form every evaluation of the
 * subject inside the caller's scope, in date order. Outside the scope the answer is 404, as for the
 * report itself. Every export is audited (one line per handler).
 */
import { fhirEndpoints } from '../../../contract/endpoints/fhir.ts';
import type { FhirBundle } from '../../../contract/fhir-types.ts';
import { serverReason } from '../../../contract/messages.ts';
import type { ReportLanguage } from '../../../contract/report-constants.ts';
import { demoPool, evaluationScopeSql, ownSubjects, subjectScopeSql, wholeInstitution, type Scope } from '../../access/scope.ts';
import { ApiError } from '../../core/api-error.ts';
import { parseId } from '../../core/ids.ts';
import type { Queryable } from '../../db/db.ts';
import { evaluationSelect, findEvaluation, type EvaluationRow } from '../../evaluations/evaluation-rows.ts';
import { handler } from '../../http/handler.ts';
import { fhirBundleOf, type SubjectFacts } from './fhir-bundle.ts';
import { exportMaterial } from './fhir-source.ts';
import { auditFhirExport } from './fhir-audit.ts';

interface ReportOptions {
  lang: ReportLanguage;
  version?: number | undefined;
}

/** The Bundle of evaluation `id` inside `scope`; 404 outside it or for a version it does not have. */
async function reportBundle(db: Queryable, scope: Scope, id: string, options: ReportOptions, now: Date): Promise<FhirBundle> {
  const evaluationId = parseId(id);
  const evaluation = evaluationId === null ? null : await findEvaluation(db, scope, evaluationId);
  if (!evaluation) throw new ApiError(404, serverReason.evaluationNotFound);
  const material = await exportMaterial(db, [evaluation], options.lang, options.version);
  if (options.version !== undefined && !material[0]?.report) throw new ApiError(404, serverReason.reportVersionNotFound);
  return fhirBundleOf(evaluation, material, options.lang, now);
}

/** The Bundle of subject `id` inside `scope` with its evaluations there, oldest first. */
async function subjectBundle(db: Queryable, scope: Scope, id: string, lang: ReportLanguage, now: Date): Promise<{ bundle: FhirBundle; count: number }> {
  const subjectId = parseId(id);
  const subjectWhere = subjectScopeSql(scope, 2);
  const subject =
    subjectId === null
      ? undefined
      : (
          await db.query<SubjectFacts>(
            `SELECT s.id AS subject_id, s.subject_code, s.sex, to_char(s.birth_date, 'YYYY-MM-DD') AS birth_date,
                    s.institution_id, i.name AS institution_name
             FROM subjects s LEFT JOIN institutions i ON i.id = s.institution_id
             WHERE s.id = $1 AND ${subjectWhere.sql}`,
            [subjectId, ...subjectWhere.params],
          )
        )[0];
  if (!subject) throw new ApiError(404, serverReason.subjectNotFound);
  const where = evaluationScopeSql(scope, 2);
  const evaluations = await db.query<EvaluationRow>(
    `${evaluationSelect} WHERE e.subject_id = $1 AND ${where.sql} ORDER BY e.evaluated_at, e.id`,
    [subject.subject_id, ...where.params],
  );
  const material = await exportMaterial(db, evaluations, lang);
  return { bundle: fhirBundleOf(subject, material, lang, now), count: evaluations.length };
}

export const exportReportFhirInst = handler(fhirEndpoints.exportReportFhirInst, async (ctx) => {
  const bundle = await reportBundle(ctx.db, wholeInstitution(ctx.member), ctx.params.id, ctx.query, ctx.now);
  await auditFhirExport(ctx, { evaluation: Number(ctx.params.id), version: ctx.query.version ?? null });
  return bundle;
});

export const exportReportFhirInstUser = handler(fhirEndpoints.exportReportFhirInstUser, async (ctx) => {
  const bundle = await reportBundle(ctx.db, ownSubjects(ctx.member), ctx.params.id, ctx.query, ctx.now);
  await auditFhirExport(ctx, { evaluation: Number(ctx.params.id), version: ctx.query.version ?? null });
  return bundle;
});

export const exportReportFhirDemo = handler(fhirEndpoints.exportReportFhirDemo, async (ctx) => {
  const bundle = await reportBundle(ctx.db, demoPool, ctx.params.id, ctx.query, ctx.now);
  await auditFhirExport(ctx, { evaluation: Number(ctx.params.id), version: ctx.query.version ?? null });
  return bundle;
});

export const exportSubjectFhirInst = handler(fhirEndpoints.exportSubjectFhirInst, async (ctx) => {
  const { bundle, count } = await subjectBundle(ctx.db, wholeInstitution(ctx.member), ctx.params.id, ctx.query.lang, ctx.now);
  await auditFhirExport(ctx, { subject: Number(ctx.params.id), evaluations: count });
  return bundle;
});

export const exportSubjectFhirInstUser = handler(fhirEndpoints.exportSubjectFhirInstUser, async (ctx) => {
  const { bundle, count } = await subjectBundle(ctx.db, ownSubjects(ctx.member), ctx.params.id, ctx.query.lang, ctx.now);
  await auditFhirExport(ctx, { subject: Number(ctx.params.id), evaluations: count });
  return bundle;
});
