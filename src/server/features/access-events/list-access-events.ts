/**
 * GET access_events/list_inst/0?subject=&subject_code=&user=&action=&page=&per_page=: who opened,
 * printed or exported a subject's data in the session's institution, newest first, paged and
 * filtered (by subject, person and action) by the server.
 * User managers and the owner read it (the endpoint's rule); the events carry no clinical value.
 * What each event was about is read beside it, within the institution: the evaluation date of the
 * report it concerns, those of the reports an export held, the name on a printed certificate (the
 * printer's own), so the page can say "Printed the report of 12 March 2026" rather than an id.
 */
import { accessEventEndpoints } from '../../../contract/endpoints/access-events.ts';
import type { AccessEventEntry } from '../../../contract/schemas/access-events.ts';
import { handler } from '../../http/handler.ts';
import { containsPattern, searchText } from '../../evaluations/wire.ts';

type Row = Omit<AccessEventEntry, 'at' | 'id' | 'evaluated_at' | 'evaluation_dates'> & {
  id: number | string;
  at: Date;
  evaluated_at: Date | null;
  evaluation_dates: Date[];
};

const where = `WHERE institution_id = $1 AND ($2::int = 0 OR subject_id = $2::int) AND ($3::text = '' OR lower(subject_code) LIKE $3::text)
  AND ($4::int = 0 OR user_id = $4::int) AND (cardinality($5::text[]) = 0 OR action = ANY($5::text[]))`;

export const listAccessEvents = handler(accessEventEndpoints.listAccessEvents, async ({ db, member, query }) => {
  // Part of a subject code finds it, whatever its case, as the subject search does: the filter
  // follows what is typed, so a half-typed code already shows that subject's events.
  const code = searchText(query.subject_code);
  const params = [member.institutionId, query.subject, code ? containsPattern(code) : '', query.user, query.action];
  const [rows, counted] = await Promise.all([
    db.query<Row>(
      `SELECT id, at, institution_id, institution_name, user_id, user_name, action, target_kind, target_id, subject_id, subject_code,
              version, coalesce(evaluation_ids, '{}') AS evaluation_ids, copies,
              (SELECT e.evaluated_at FROM evaluations e
               WHERE a.target_kind = 'report' AND e.id = a.target_id AND (e.institution_id = $1 OR e.is_demo)) AS evaluated_at,
              coalesce((SELECT array_agg(e.evaluated_at ORDER BY e.evaluated_at, e.id) FROM evaluations e
                        WHERE a.action = 'exported' AND a.target_kind = 'subject' AND e.id = ANY(a.evaluation_ids) AND e.institution_id = $1), '{}') AS evaluation_dates,
              (SELECT c.holder_name FROM certificates c
               WHERE a.target_kind = 'certificate' AND c.id = a.target_id AND c.user_id = a.user_id) AS certificate_holder
       FROM access_events a ${where} ORDER BY id DESC LIMIT $6 OFFSET $7`,
      [...params, query.per_page, (query.page - 1) * query.per_page],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM access_events ${where}`, params),
  ]);
  const entries: AccessEventEntry[] = rows.map((row) => ({
    ...row,
    id: Number(row.id),
    at: new Date(row.at).toISOString(),
    evaluated_at: row.evaluated_at === null ? null : new Date(row.evaluated_at).toISOString(),
    evaluation_dates: row.evaluation_dates.map((at) => new Date(at).toISOString()),
  }));
  return { entries, total_rows: counted[0]?.total ?? 0 };
});
