/**
 * GET access_events/list_inst/0?subject=&subject_code=&user=&action=&page=&per_page=: who opened,
 * printed or exported a subject's data in the session's institution, newest first, paged and
 * filtered (by subject, person and action) by the server.
 * User managers and the owner read it (the endpoint's rule); the events carry no clinical value.
 */
import { accessEventEndpoints } from '../../../contract/endpoints/access-events.ts';
import type { AccessEventEntry } from '../../../contract/schemas/access-events.ts';
import { handler } from '../../http/handler.ts';

type Row = Omit<AccessEventEntry, 'at' | 'id'> & { id: number | string; at: Date };

const where = `WHERE institution_id = $1 AND ($2::int = 0 OR subject_id = $2::int) AND ($3::text = '' OR subject_code = $3::text)
  AND ($4::int = 0 OR user_id = $4::int) AND (cardinality($5::text[]) = 0 OR action = ANY($5::text[]))`;

export const listAccessEvents = handler(accessEventEndpoints.listAccessEvents, async ({ db, member, query }) => {
  const params = [member.institutionId, query.subject, query.subject_code?.trim() ?? '', query.user, query.action];
  const [rows, counted] = await Promise.all([
    db.query<Row>(
      `SELECT id, at, institution_id, institution_name, user_id, user_name, action, target_kind, target_id, subject_id, subject_code,
              version, coalesce(evaluation_ids, '{}') AS evaluation_ids, copies
       FROM access_events ${where} ORDER BY id DESC LIMIT $6 OFFSET $7`,
      [...params, query.per_page, (query.page - 1) * query.per_page],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM access_events ${where}`, params),
  ]);
  const entries: AccessEventEntry[] = rows.map((row) => ({ ...row, id: Number(row.id), at: new Date(row.at).toISOString() }));
  return { entries, total_rows: counted[0]?.total ?? 0 };
});
