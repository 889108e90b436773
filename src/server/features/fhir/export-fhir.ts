/**
 * The FHIR R4 export (issue 25): `reports/fhir_inst/{id}` and its per-user and demo forms answer one
 * evaluation as a Bundle; `subjects/fhir_inst/{id}` and its per-user form every evaluation of the
 * subject inside the caller's scope, in date order. Outside the scope the answer is 404, as for the
 * report itself. Every export is audited, and is an access event of its subject (fhir-audit.ts)
 * except the demonstration pool's, which is no subject's data (like its report read).
 */
import { fhirEndpoints } from '../../../contract/endpoints/fhir.ts';
import type { FhirBundle } from '../../../contract/fhir-types.ts';
import { serverReason } from '../../../contract/messages.ts';
import type { Language } from '../../../contract/languages.ts';
import { demoPool, evaluationScopeSql, ownSubjects, subjectScopeSql, wholeInstitution, type Scope } from '../../access/scope.ts';
import { ApiError } from '../../core/api-error.ts';
import { parseId } from '../../core/ids.ts';
import type { Queryable } from '../../db/db.ts';
import { evaluationSelect, findEvaluation, type EvaluationRow } from '../../evaluations/evaluation-rows.ts';
import { handler } from '../../http/handler.ts';
import { fhirBundleOf, type SubjectFacts } from './fhir-bundle.ts';
import { exportMaterial } from './fhir-source.ts';
import { auditFhirExport, recordFhirExport } from './fhir-audit.ts';

interface ReportOptions {
  lang: Language;
  version?: number | undefined;
}

/**
 * The institution's own record number of an evaluation's subject: a member of the institution sees
 * it, as on the subject list; the demonstration pool has none.
 */
async function recordNumberOf(db: Queryable, scope: Scope, evaluation: EvaluationRow): Promise<string | null> {
  if (scope.kind === 'demo' || evaluation.institution_id === null) return null;
  const rows = await db.query<{ reference: string | null }>('SELECT reference FROM subjects WHERE id = $1 AND institution_id = $2', [
    evaluation.subject_id,
    evaluation.institution_id,
  ]);
  return rows[0]?.reference ?? null;
}

/** The Bundle of evaluation `id` inside `scope`; 404 outside it or for a version it does not have. */
async function reportBundle(db: Queryable, scope: Scope, id: string, options: ReportOptions, now: Date): Promise<{ bundle: FhirBundle; evaluation: EvaluationRow }> {
  const evaluationId = parseId(id);
  const evaluation = evaluationId === null ? null : await findEvaluation(db, scope, evaluationId);
  if (!evaluation) throw new ApiError(404, serverReason.evaluationNotFound);
  const [material, reference] = await Promise.all([
    exportMaterial(db, [evaluation], options.lang, options.version),
    recordNumberOf(db, scope, evaluation),
  ]);
  if (options.version !== undefined && !material[0]?.report) throw new ApiError(404, serverReason.reportVersionNotFound);
  return { bundle: fhirBundleOf({ ...evaluation, subject_reference: reference }, material, options.lang, now), evaluation };
}

/** The Bundle of subject `id` inside `scope` with its evaluations there, oldest first. */
async function subjectBundle(
  db: Queryable,
  scope: Scope,
  id: string,
  lang: Language,
  now: Date,
): Promise<{ bundle: FhirBundle; subject: SubjectFacts; evaluations: number[] }> {
  const subjectId = parseId(id);
  const subjectWhere = subjectScopeSql(scope, 2);
  const subject =
    subjectId === null
      ? undefined
      : (
          await db.query<SubjectFacts>(
            `SELECT s.id AS subject_id, s.subject_code, s.sex, to_char(s.birth_date, 'YYYY-MM-DD') AS birth_date,
                    s.institution_id, i.name AS institution_name, s.reference AS subject_reference
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
  return { bundle: fhirBundleOf(subject, material, lang, now), subject, evaluations: evaluations.map((e) => e.keyid) };
}

type Ctx = Parameters<typeof recordFhirExport>[0];

/** Exports one evaluation inside `scope` and records the export. */
async function exportReport(ctx: Ctx, scope: Scope, id: string, options: ReportOptions): Promise<FhirBundle> {
  const { bundle, evaluation } = await reportBundle(ctx.db, scope, id, options, ctx.now);
  const version = options.version ?? null;
  await recordFhirExport(ctx, { evaluation: evaluation.keyid, version, latest: evaluation.report_version, subject: evaluation });
  return bundle;
}

/** Exports a subject's evaluations inside `scope` and records the export. */
async function exportSubject(ctx: Ctx, scope: Scope, id: string, lang: Language): Promise<FhirBundle> {
  const { bundle, subject, evaluations } = await subjectBundle(ctx.db, scope, id, lang, ctx.now);
  await recordFhirExport(ctx, { subject, evaluations });
  return bundle;
}

export const exportReportFhirInst = handler(fhirEndpoints.exportReportFhirInst, (ctx) => exportReport(ctx, wholeInstitution(ctx.member), ctx.params.id, ctx.query));

export const exportReportFhirInstUser = handler(fhirEndpoints.exportReportFhirInstUser, (ctx) => exportReport(ctx, ownSubjects(ctx.member), ctx.params.id, ctx.query));

// The demonstration pool is no subject's data: audited, but no access event, like its report read.
export const exportReportFhirDemo = handler(fhirEndpoints.exportReportFhirDemo, async (ctx) => {
  const { bundle, evaluation } = await reportBundle(ctx.db, demoPool, ctx.params.id, ctx.query, ctx.now);
  await auditFhirExport(ctx, [['evaluation', evaluation.keyid], ['version', ctx.query.version ?? null]]);
  return bundle;
});

export const exportSubjectFhirInst = handler(fhirEndpoints.exportSubjectFhirInst, (ctx) => exportSubject(ctx, wholeInstitution(ctx.member), ctx.params.id, ctx.query.lang));

export const exportSubjectFhirInstUser = handler(fhirEndpoints.exportSubjectFhirInstUser, (ctx) => exportSubject(ctx, ownSubjects(ctx.member), ctx.params.id, ctx.query.lang));
