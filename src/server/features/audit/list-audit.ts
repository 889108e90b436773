/**
 * GET portal_users/list_audit_inst/0?user=&action=&kind=&page=&per_page=: the session institution's
 * audit trail, newest first, paged by the server. Owners and user managers read it; `kind` keeps
 * the changes or the reads of medical records apart. A row of a medical record, an evaluation or a
 * subject (its `record`, `evaluation` or `subject` field) says which subject it concerns, read here
 * within the institution: a reader knows a subject by its code, not by a record's number.
 */
import { userEndpoints } from '../../../contract/endpoints/users.ts';
import { auditReadActions } from '../../../contract/audit.ts';
import type { AuditChange, AuditEntry } from '../../../contract/types.ts';
import { handler } from '../../http/handler.ts';

interface AuditRow {
  id: number;
  at: Date;
  institution_id: number;
  actor_id: number | null;
  actor_name: string;
  user_id: number | null;
  user_name: string;
  action: string;
  changes: AuditChange[];
  subject_code: string | null;
  evaluated_at: Date | null;
}

/** The id a row's change of `field` holds (`{"field": "record", "after": "40"}`), or null. */
const idOf = (field: 'record' | 'evaluation' | 'subject') =>
  `(SELECT CASE WHEN c->>'after' ~ '^[0-9]{1,9}$' THEN (c->>'after')::int END
     FROM jsonb_array_elements(a.changes) c WHERE c->>'field' = '${field}' LIMIT 1)`;

// kind: 'reads' keeps the reads of medical records ($5), 'changes' everything else, 'all' both.
const where = `WHERE institution_id = $1 AND ($2 = 0 OR user_id = $2) AND ($3 = '' OR action = $3)
  AND ($4 = 'all' OR ($4 = 'reads') = (action = ANY($5::text[])))`;

export const listAudit = handler(userEndpoints.listAudit, async ({ db, member, query }) => {
  const { institutionId } = member;
  const params = [institutionId, query.user, query.action ?? '', query.kind, [...auditReadActions]];
  const [rows, counted] = await Promise.all([
    db.query<AuditRow>(
      `SELECT id, at, institution_id, actor_id, actor_name, user_id, user_name, action, changes,
              coalesce(
                (SELECT r.subject_code FROM medical_records r WHERE r.id = ${idOf('record')} AND r.institution_id = $1),
                (SELECT s.subject_code FROM evaluations e JOIN subjects s ON s.id = e.subject_id
                 WHERE e.id = ${idOf('evaluation')} AND e.institution_id = $1),
                (SELECT s.subject_code FROM subjects s WHERE s.id = ${idOf('subject')} AND s.institution_id = $1)
              ) AS subject_code,
              (SELECT e.evaluated_at FROM evaluations e WHERE e.id = ${idOf('evaluation')} AND e.institution_id = $1) AS evaluated_at
       FROM audit_log a ${where}
       ORDER BY id DESC LIMIT $6 OFFSET $7`,
      [...params, query.per_page, (query.page - 1) * query.per_page],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM audit_log ${where}`, params),
  ]);
  const entries: AuditEntry[] = rows.map((row) => ({
    ...row,
    at: new Date(row.at).toISOString(),
    evaluated_at: row.evaluated_at === null ? null : new Date(row.evaluated_at).toISOString(),
  }));
  return { entries, total_rows: counted[0]?.total ?? 0 };
});
