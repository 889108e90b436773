/**
 * The evaluation rows every list and report shares: one SELECT with the subject, institution,
 * requester and latest report version, filtered by a scope and paged, sorted and searched here.
 */
import type { AdminEvaluationSortKey, EvaluationStatus, SortOrder } from '../../contract/report-constants.ts';
import type { EvaluationListItem } from '../../contract/types.ts';
import type { Queryable } from '../db/db.ts';
import { evaluationScopeSql, type Scope } from '../access/scope.ts';
import { ageInMonths, containsPattern, fullNameSql, isoOf, offsetOf } from './wire.ts';

export interface EvaluationRow {
  keyid: number;
  subject_id: number;
  subject_code: string;
  institution_id: number | null;
  institution_name: string | null;
  evaluated_at: Date | string;
  birth_date: string;
  sex: string;
  status: EvaluationStatus;
  task_id: string | null;
  protocol: string;
  requested_by: string | null;
  report_version: number | null;
}

export const evaluationSelect = `
  SELECT e.id AS keyid, e.subject_id, s.subject_code, e.institution_id, i.name AS institution_name,
         e.evaluated_at, to_char(s.birth_date, 'YYYY-MM-DD') AS birth_date, s.sex, e.status, e.task_id,
         e.protocol, ${fullNameSql('u')} AS requested_by,
         (SELECT max(v.version) FROM report_versions v WHERE v.evaluation_id = e.id)::int AS report_version
  FROM evaluations e
  JOIN subjects s ON s.id = e.subject_id
  LEFT JOIN institutions i ON i.id = e.institution_id
  LEFT JOIN users u ON u.id = e.requested_by`;

/** The wire form of a row. */
export function evaluationItem(row: EvaluationRow): EvaluationListItem {
  const evaluatedAt = isoOf(row.evaluated_at);
  return {
    keyid: row.keyid,
    subject_id: row.subject_id,
    subject_code: row.subject_code,
    institution_id: row.institution_id,
    institution_name: row.institution_name,
    evaluated_at: evaluatedAt,
    age_months: ageInMonths(row.birth_date, evaluatedAt),
    status: row.status,
    task_id: row.task_id,
    protocol: row.protocol,
    requested_by: row.requested_by,
    report_version: row.report_version,
  };
}

/** One evaluation inside `scope` (legacy: only one without a task), or null. */
export async function findEvaluation(db: Queryable, scope: Scope, id: number, legacy = false): Promise<EvaluationRow | null> {
  const where = evaluationScopeSql(scope, 2);
  const rows = await db.query<EvaluationRow>(
    `${evaluationSelect} WHERE e.id = $1 AND ${where.sql}${legacy ? ' AND e.task_id IS NULL' : ''}`,
    [id, ...where.params],
  );
  return rows[0] ?? null;
}

export interface EvaluationListOptions {
  page: number;
  page_size: number;
  order: SortOrder;
  sort: AdminEvaluationSortKey;
  search?: string | null;
  subject?: number | undefined;
  status: readonly EvaluationStatus[];
  institution?: number | undefined;
  /** Only evaluations without a task_id (spec §6). */
  legacy?: boolean;
}

// Sort keys map to fixed expressions; the query text never holds a value from the request.
const sortSql: Readonly<Record<AdminEvaluationSortKey, string>> = {
  evaluated_at: 'e.evaluated_at',
  subject_code: 's.subject_code',
  status: 'e.status',
  institution_name: 'i.name',
};

/** A page of the evaluations inside `scope` and the number of all that match. */
export async function listEvaluations(
  db: Queryable,
  scope: Scope,
  options: EvaluationListOptions,
): Promise<{ rows: EvaluationListItem[]; total: number }> {
  const where = evaluationScopeSql(scope, 1);
  const conditions = [where.sql];
  const params = [...where.params];
  const add = (sql: (n: number) => string, value: unknown) => {
    params.push(value);
    conditions.push(sql(params.length));
  };
  if (options.legacy) conditions.push('e.task_id IS NULL');
  if (options.subject !== undefined) add((n) => `e.subject_id = $${n}`, options.subject);
  if (options.institution !== undefined) add((n) => `e.institution_id = $${n}`, options.institution);
  if (options.status.length) {
    add((n) => `e.status IN (SELECT jsonb_array_elements_text($${n}::text::jsonb))`, JSON.stringify(options.status));
  }
  if (options.search) {
    // Inside an institution its own reference is searched too; across institutions only the code.
    const withReference = scope.kind === 'institution' || scope.kind === 'user';
    add(
      (n) => (withReference ? `(lower(s.subject_code) LIKE $${n} OR lower(s.reference) LIKE $${n})` : `lower(s.subject_code) LIKE $${n}`),
      containsPattern(options.search),
    );
  }
  const whereSql = conditions.join(' AND ');
  const direction = options.order === 'asc' ? 'ASC' : 'DESC';
  const countParams = [...params];
  params.push(options.page_size, offsetOf(options.page, options.page_size));
  const [rows, count] = await Promise.all([
    db.query<EvaluationRow>(
      `${evaluationSelect} WHERE ${whereSql}
       ORDER BY ${sortSql[options.sort]} ${direction}, e.id ${direction}
       LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM evaluations e JOIN subjects s ON s.id = e.subject_id
       LEFT JOIN institutions i ON i.id = e.institution_id WHERE ${whereSql}`,
      countParams,
    ),
  ]);
  return { rows: rows.map(evaluationItem), total: count[0]?.total ?? 0 };
}
