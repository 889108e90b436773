/**
 * The report of one evaluation (spec §7: `reports/get_evaluation_report_inst/{id}` and its
 * per-user, demo and legacy forms) with the options `lang`, `no_comments`, `discarded`,
 * `variation` and `version`. Structured data only; the portal lays it out.
 */
import { reportEndpoints } from '../../../contract/endpoints/reports.ts';
import { serverReason } from '../../../contract/messages.ts';
import type { Language } from '../../../contract/languages.ts';
import type { QueryOf } from '../../../contract/endpoints/define.ts';
import type { MeasuredItem, ReportAnswer, ReportComment, ReportSection } from '../../../contract/types.ts';
import { ApiError } from '../../core/api-error.ts';
import { parseId } from '../../core/ids.ts';
import type { Queryable } from '../../db/db.ts';
import { handler } from '../../http/handler.ts';
import { evaluationItem, findEvaluation, type EvaluationRow } from '../../evaluations/evaluation-rows.ts';
import { flagOf, measureByKey, measureOrder, measureSections } from '../../evaluations/measures.ts';
import { demoPool, ownSubjects, wholeInstitution, type Scope } from '../../access/scope.ts';
import { statusNotes } from './status-notes.ts';
import { isoOf } from '../../evaluations/wire.ts';
import type { Member } from '../../access/member.ts';
import { recordReportRead } from './report-access.ts';

/** The checked report options (defaults applied). */
type Options = QueryOf<typeof reportEndpoints.getReportInst>;

interface VersionRow {
  id: number;
  version: number;
  created_at: Date | string;
  author: string;
  evaluators: unknown;
  note: string | null;
}

const notFound = () => new ApiError(404, serverReason.evaluationNotFound);

/** The measured items of a version, grouped into sections in catalogue order. */
async function sectionsOf(db: Queryable, versionId: number, lang: Language, summary: boolean): Promise<ReportSection[]> {
  const rows = await db.query<{ item_key: string; value: number | null; ref_low: number | null; ref_high: number | null }>(
    'SELECT item_key, value, ref_low, ref_high FROM report_measurements WHERE report_version_id = $1',
    [versionId],
  );
  rows.sort((a, b) => (measureOrder.get(a.item_key) ?? 99) - (measureOrder.get(b.item_key) ?? 99));
  const items = new Map<string, MeasuredItem[]>();
  for (const row of rows) {
    const measure = measureByKey.get(row.item_key);
    if (!measure) continue;
    const { flag, side } = flagOf(row.value, row.ref_low, row.ref_high);
    // The summary keeps what a referring physician must act on.
    if (summary && flag !== 'outside' && flag !== 'borderline') continue;
    const item: MeasuredItem = {
      key: measure.key,
      name: measure.name[lang],
      value: row.value,
      unit: measure.unit,
      decimals: measure.decimals,
      reference: row.ref_low === null && row.ref_high === null ? null : { low: row.ref_low, high: row.ref_high },
      flag,
      side,
    };
    items.set(measure.section, [...(items.get(measure.section) ?? []), item]);
  }
  return measureSections
    .filter((section) => items.has(section.key))
    .map((section) => ({ key: section.key, title: section.title[lang], items: items.get(section.key) ?? [] }));
}

async function commentsOf(db: Queryable, versionId: number, lang: Language, withDiscarded: boolean): Promise<ReportComment[]> {
  const rows = await db.query<{ keyid: number; author: string; written_at: Date | string; text: string; discarded: boolean }>(
    `SELECT c.id AS keyid, c.author, c.written_at, t.body AS text, c.discarded
     FROM report_comments c JOIN report_comment_texts t ON t.comment_id = c.id AND t.lang = $2
     WHERE c.report_version_id = $1 ${withDiscarded ? '' : 'AND NOT c.discarded'}
     ORDER BY c.written_at, c.id`,
    [versionId, lang],
  );
  return rows.map((row) => ({ ...row, written_at: isoOf(row.written_at) }));
}

/** The whole answer for an evaluation already found inside the caller's scope. */
export async function reportAnswerOf(db: Queryable, evaluation: EvaluationRow, options: Options): Promise<ReportAnswer> {
  const { lang } = options;
  const item = evaluationItem(evaluation);
  const versions = await db.query<VersionRow>(
    `SELECT v.id, v.version, v.created_at, v.author, v.evaluators,
            (SELECT t.note FROM report_texts t WHERE t.report_version_id = v.id AND t.lang = $2 AND t.note IS NOT NULL
             ORDER BY t.variation LIMIT 1) AS note
     FROM report_versions v WHERE v.evaluation_id = $1 ORDER BY v.version`,
    [evaluation.keyid, lang],
  );
  const versionInfo = versions.map((v) => ({ version: v.version, created_at: isoOf(v.created_at), author: v.author, note: v.note }));
  const chosen = options.version === undefined ? versions[versions.length - 1] : versions.find((v) => v.version === options.version);
  if (options.version !== undefined && !chosen) throw new ApiError(404, serverReason.reportVersionNotFound);
  if (evaluation.status !== 'ready' || !chosen) {
    const note = evaluation.status === 'ready' ? null : statusNotes[evaluation.status][lang];
    return { evaluation: item, lang, version: null, versions: versionInfo, variation: null, report: null, status_note: note };
  }
  const text = await db.query<{ variation: string; layout: string; title: string; conclusion: string }>(
    `SELECT t.variation, k.layout, t.title, t.conclusion
     FROM report_texts t JOIN report_variation_kinds k ON k.variation = t.variation
     WHERE t.report_version_id = $1 AND t.lang = $2 AND ${options.variation === undefined ? 'k.is_default' : 't.variation = $3'}`,
    options.variation === undefined ? [chosen.id, lang] : [chosen.id, lang, options.variation],
  );
  const shown = text[0];
  if (!shown) throw new ApiError(404, serverReason.reportVariationNotFound);
  const evaluators = Array.isArray(chosen.evaluators) ? chosen.evaluators.map(String) : [];
  const [sections, comments] = await Promise.all([
    sectionsOf(db, chosen.id, lang, shown.layout === 'summary'),
    options.no_comments ? Promise.resolve([]) : commentsOf(db, chosen.id, lang, options.discarded),
  ]);
  return {
    evaluation: item,
    lang,
    version: chosen.version,
    versions: versionInfo,
    variation: shown.variation,
    report: {
      title: shown.title,
      header: {
        subject_code: evaluation.subject_code,
        sex: evaluation.sex as 'female' | 'male' | 'unknown',
        birth_date: evaluation.birth_date,
        age_months: item.age_months,
        evaluated_at: item.evaluated_at,
        institution_name: evaluation.institution_name,
        evaluators,
        protocol: evaluation.protocol,
        requested_by: evaluation.requested_by,
      },
      sections,
      conclusion: shown.conclusion,
      comments,
    },
    status_note: null,
  };
}

/** Who reads, for the access event (issue 25); none for the demonstration pool. */
type Reader = { readonly member: Member; readonly now: Date } | null;

/**
 * Finds the evaluation `id` inside `scope` (404 otherwise) and answers its report. The reader's
 * access event is one INSERT run beside the report's own queries, so the read waits for no
 * extra step.
 */
async function reportIn(db: Queryable, scope: Scope, id: string, options: Options, reader: Reader, legacy = false): Promise<ReportAnswer> {
  const evaluationId = parseId(id);
  if (evaluationId === null) throw notFound();
  const evaluation = await findEvaluation(db, scope, evaluationId, legacy);
  if (!evaluation) throw notFound();
  const [answer] = await Promise.all([reportAnswerOf(db, evaluation, options), reader && recordReportRead(db, reader.member, evaluation, reader.now)]);
  return answer;
}

export const getReportInst = handler(reportEndpoints.getReportInst, async ({ db, member, params, query, now }) =>
  reportIn(db, wholeInstitution(member), params.id, query, { member, now }),
);

export const getReportInstUser = handler(reportEndpoints.getReportInstUser, async ({ db, member, params, query, now }) =>
  reportIn(db, ownSubjects(member), params.id, query, { member, now }),
);

export const getReportDemo = handler(reportEndpoints.getReportDemo, async ({ db, params, query }) =>
  reportIn(db, demoPool, params.id, query, null),
);

/** Legacy paths answer only evaluations without a task_id (spec §6); any other is not found. */
export const getReportLegacyInst = handler(reportEndpoints.getReportLegacyInst, async ({ db, member, params, query, now }) =>
  reportIn(db, wholeInstitution(member), params.id, query, { member, now }, true),
);

export const getReportLegacyInstUser = handler(reportEndpoints.getReportLegacyInstUser, async ({ db, member, params, query, now }) =>
  reportIn(db, ownSubjects(member), params.id, query, { member, now }, true),
);
