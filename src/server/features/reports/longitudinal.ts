/**
 * The longitudinal report (spec §7: `reports/get_longitudinal_report_inst/0?lang=`, body `{list}`,
 * and its per-user and demo forms): for evaluations of one subject, every measured item as a
 * series over age and date, each point with the reference range it was read against. The latest
 * version of each report is used; evaluations without a report are named in `left_out`.
 */
import { reportEndpoints } from '../../../contract/endpoints/reports.ts';
import { serverReason } from '../../../contract/messages.ts';
import type { Language } from '../../../contract/languages.ts';
import type { LongitudinalItem, LongitudinalReport } from '../../../contract/types.ts';
import { ApiError } from '../../core/api-error.ts';
import type { Queryable } from '../../db/db.ts';
import { handler } from '../../http/handler.ts';
import { evaluationItem, evaluationSelect, type EvaluationRow } from '../../evaluations/evaluation-rows.ts';
import { flagOf, measureSections, measures } from '../../evaluations/measures.ts';
import { recordLongitudinalRead } from './report-access.ts';
import { demoPool, evaluationScopeSql, ownSubjects, wholeInstitution, type Scope } from '../../access/scope.ts';

interface MeasurementRow {
  evaluation_id: number;
  version: number;
  item_key: string;
  value: number | null;
  ref_low: number | null;
  ref_high: number | null;
}

/** The longitudinal report of the evaluations `list` inside `scope`. */
export async function longitudinalOf(db: Queryable, scope: Scope, list: readonly number[], lang: Language): Promise<LongitudinalReport> {
  const ids = [...new Set(list)];
  if (ids.length === 0) throw new ApiError(400, serverReason.longitudinalEmpty);
  const where = evaluationScopeSql(scope, 2);
  const rows = await db.query<EvaluationRow>(
    `${evaluationSelect} WHERE e.id IN (SELECT (jsonb_array_elements_text($1::text::jsonb))::int) AND ${where.sql}
     ORDER BY e.evaluated_at, e.id`,
    [JSON.stringify(ids), ...where.params],
  );
  // One evaluation outside the scope (or not existing) makes the whole request not found.
  if (rows.length !== ids.length) throw new ApiError(404, serverReason.evaluationNotFound);
  const subjectIds = new Set(rows.map((row) => row.subject_id));
  if (subjectIds.size > 1) throw new ApiError(400, serverReason.longitudinalOneSubject);
  const first = rows[0] as EvaluationRow;
  const measured = await db.query<MeasurementRow>(
    `SELECT v.evaluation_id, v.version, m.item_key, m.value, m.ref_low, m.ref_high
     FROM report_versions v JOIN report_measurements m ON m.report_version_id = v.id
     WHERE v.evaluation_id IN (SELECT (jsonb_array_elements_text($1::text::jsonb))::int)
       AND v.version = (SELECT max(w.version) FROM report_versions w WHERE w.evaluation_id = v.evaluation_id)`,
    [JSON.stringify(rows.filter((row) => row.status === 'ready').map((row) => row.keyid))],
  );
  const byEvaluation = new Map<number, Map<string, MeasurementRow>>();
  for (const m of measured) {
    const entry = byEvaluation.get(m.evaluation_id) ?? new Map<string, MeasurementRow>();
    entry.set(m.item_key, m);
    byEvaluation.set(m.evaluation_id, entry);
  }
  const included = rows.filter((row) => byEvaluation.has(row.keyid)).map(evaluationItem);
  const sectionTitle = new Map(measureSections.map((s) => [s.key, s.title[lang]]));
  const items: LongitudinalItem[] = measures.map((measure) => ({
    key: measure.key,
    section: measure.section,
    section_title: sectionTitle.get(measure.section) ?? measure.section,
    name: measure.name[lang],
    unit: measure.unit,
    decimals: measure.decimals,
    points: included.flatMap((evaluation) => {
      const m = byEvaluation.get(evaluation.keyid)?.get(measure.key);
      if (!m) return [];
      const { flag, side } = flagOf(m.value, m.ref_low, m.ref_high);
      return [
        {
          evaluation_id: evaluation.keyid,
          evaluated_at: evaluation.evaluated_at,
          age_months: evaluation.age_months,
          value: m.value,
          reference: m.ref_low === null && m.ref_high === null ? null : { low: m.ref_low, high: m.ref_high },
          flag,
          side,
        },
      ];
    }),
  }));
  return {
    lang,
    subject: { keyid: first.subject_id, subject_code: first.subject_code, birth_date: first.birth_date, sex: first.sex as 'female' | 'male' | 'unknown' },
    evaluations: included.map((e) => ({
      keyid: e.keyid,
      evaluated_at: e.evaluated_at,
      age_months: e.age_months,
      version: [...(byEvaluation.get(e.keyid)?.values() ?? [])][0]?.version ?? 1,
    })),
    items: items.filter((item) => item.points.length > 0),
    left_out: rows.filter((row) => !byEvaluation.has(row.keyid)).map((row) => row.keyid),
  };
}

export const getLongitudinalInst = handler(reportEndpoints.getLongitudinalInst, async ({ db, member, body, query, now }) => {
  const report = await longitudinalOf(db, wholeInstitution(member), body.list, query.lang);
  await recordLongitudinalRead(db, member, report, now);
  return report;
});

export const getLongitudinalInstUser = handler(reportEndpoints.getLongitudinalInstUser, async ({ db, member, body, query, now }) => {
  const report = await longitudinalOf(db, ownSubjects(member), body.list, query.lang);
  await recordLongitudinalRead(db, member, report, now);
  return report;
});

export const getLongitudinalDemo = handler(reportEndpoints.getLongitudinalDemo, async ({ db, body, query }) =>
  longitudinalOf(db, demoPool, body.list, query.lang),
);
