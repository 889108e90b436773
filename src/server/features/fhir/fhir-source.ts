/**
 * What the FHIR export reads (issue 25): the evaluations inside the caller's scope with, for each
 * one that has a report, the chosen version, the one before it (to tell an amended report from a
 * corrected one), their measured values, and the default variation's title and conclusion in the
 * requested language. Three queries whatever the number of evaluations.
 */
import type { Language } from '../../../contract/languages.ts';
import type { Queryable } from '../../db/db.ts';
import type { EvaluationRow } from '../../evaluations/evaluation-rows.ts';
import { isoOf } from '../../evaluations/wire.ts';

export interface MeasurementRow {
  item_key: string;
  value: number | null;
  ref_low: number | null;
  ref_high: number | null;
}

export interface ReportVersion {
  version: number;
  created_at: string;
  author: string;
  evaluators: string[];
  title: string;
  conclusion: string;
  measurements: MeasurementRow[];
  /** The measured values of the version before, or null for the first version. */
  previous: MeasurementRow[] | null;
}

/** One evaluation as the export maps it; `report` is null while it has none. */
export interface ExportedEvaluation {
  evaluation: EvaluationRow;
  report: ReportVersion | null;
}

interface VersionRow {
  id: number;
  evaluation_id: number;
  version: number;
  created_at: Date | string;
  author: string;
  evaluators: unknown;
}

const idList = (ids: readonly number[]) => JSON.stringify(ids);
const inList = (n: number) => `IN (SELECT jsonb_array_elements_text($${n}::text::jsonb)::int)`;

/**
 * The report material of `evaluations` (already found inside the caller's scope), in their order.
 * `version` picks a version for a single evaluation (undefined: the latest); a version that does not
 * exist gives `report: null` and the caller answers 404.
 */
export async function exportMaterial(
  db: Queryable,
  evaluations: readonly EvaluationRow[],
  lang: Language,
  version?: number,
): Promise<ExportedEvaluation[]> {
  const ready = evaluations.filter((e) => e.status === 'ready').map((e) => e.keyid);
  if (!ready.length) return evaluations.map((evaluation) => ({ evaluation, report: null }));
  const versions = await db.query<VersionRow>(
    `SELECT id, evaluation_id, version, created_at, author, evaluators FROM report_versions
     WHERE evaluation_id ${inList(1)} ORDER BY evaluation_id, version`,
    [idList(ready)],
  );
  const chosen = new Map<number, { row: VersionRow; previous: VersionRow | null }>();
  for (const id of ready) {
    const own = versions.filter((v) => v.evaluation_id === id);
    const index = version === undefined ? own.length - 1 : own.findIndex((v) => v.version === version);
    const row = own[index];
    if (row) chosen.set(id, { row, previous: own[index - 1] ?? null });
  }
  const picked = [...chosen.values()];
  const versionIds = picked.flatMap((c) => (c.previous ? [c.row.id, c.previous.id] : [c.row.id]));
  const [measurements, texts] = await Promise.all([
    db.query<MeasurementRow & { report_version_id: number }>(
      `SELECT report_version_id, item_key, value, ref_low, ref_high FROM report_measurements WHERE report_version_id ${inList(1)}`,
      [idList(versionIds)],
    ),
    db.query<{ report_version_id: number; title: string; conclusion: string }>(
      `SELECT t.report_version_id, t.title, t.conclusion
       FROM report_texts t JOIN report_variation_kinds k ON k.variation = t.variation AND k.is_default
       WHERE t.lang = $2 AND t.report_version_id ${inList(1)}`,
      [idList(picked.map((c) => c.row.id)), lang],
    ),
  ]);
  const valuesOf = (versionId: number) =>
    measurements.filter((m) => m.report_version_id === versionId).map(({ item_key, value, ref_low, ref_high }) => ({ item_key, value, ref_low, ref_high }));
  return evaluations.map((evaluation) => {
    const pick = chosen.get(evaluation.keyid);
    const text = pick && texts.find((t) => t.report_version_id === pick.row.id);
    if (!pick || !text) return { evaluation, report: null };
    return {
      evaluation,
      report: {
        version: pick.row.version,
        created_at: isoOf(pick.row.created_at),
        author: pick.row.author,
        evaluators: Array.isArray(pick.row.evaluators) ? pick.row.evaluators.map(String) : [],
        title: text.title,
        conclusion: text.conclusion,
        measurements: valuesOf(pick.row.id),
        previous: pick.previous ? valuesOf(pick.previous.id) : null,
      },
    };
  });
}
