/**
 * The subject lists: `subjects/list_inst/0` (the institution's subjects, with `list_subject_inst`),
 * `subjects/list_inst_user/0` (only the subjects assigned to the caller) and `subjects/list/0`
 * (admins, every institution, without the institutions' own references). Paged, sorted and
 * searched by the server, with `total_rows`.
 */
import { recordEndpoints } from '../../../contract/endpoints/records.ts';
import type { SortOrder, SubjectSortKey } from '../../../contract/report-constants.ts';
import type { SubjectList, SubjectListItem } from '../../../contract/types.ts';
import type { Queryable } from '../../db/db.ts';
import { handler } from '../../http/handler.ts';
import { everyInstitution, ownSubjects, subjectScopeSql, wholeInstitution, type Scope } from '../../access/scope.ts';
import { containsPattern, fullNameSql, isoOf, isoOrNull, offsetOf, searchText } from '../../evaluations/wire.ts';

interface SubjectRow {
  keyid: number;
  subject_code: string;
  reference: string | null;
  institution_id: number;
  institution_name: string;
  birth_date: string;
  sex: SubjectListItem['sex'];
  portal_provided: boolean;
  registered_by: string | null;
  registered_at: Date | string;
  evaluation_count: number;
  latest_evaluation_at: Date | string | null;
}

export interface SubjectListOptions {
  page: number;
  page_size: number;
  order: SortOrder;
  sort: SubjectSortKey;
  search?: string | undefined;
  institution?: number | undefined;
}

// Sort keys map to fixed columns, each with an index per institution (migration 5). Age runs
// against the birth date: the youngest (the latest birth date) come first in ascending order.
const sortSql: Readonly<Record<SubjectSortKey, { column: string; reversed?: true }>> = {
  subject_code: { column: 's.subject_code' },
  age: { column: 's.birth_date', reversed: true },
  birth_date: { column: 's.birth_date' },
  registered_at: { column: 's.registered_at' },
  latest_evaluation_at: { column: 's.latest_evaluation_at' },
  evaluation_count: { column: 's.evaluation_count' },
};

/** The columns of a subject row (`s`, its institution `i`, who registered it `u`). */
function columns(inside: boolean): string {
  return `s.id AS keyid, s.subject_code, ${inside ? 's.reference' : 'NULL::text AS reference'}, s.institution_id,
          i.name AS institution_name, to_char(s.birth_date, 'YYYY-MM-DD') AS birth_date, s.sex, s.portal_provided,
          ${fullNameSql('u')} AS registered_by, s.registered_at, s.evaluation_count, s.latest_evaluation_at`;
}

/** A page of the subjects inside `scope` and the number of all that match. */
export async function listSubjects(db: Queryable, scope: Scope, options: SubjectListOptions): Promise<SubjectList> {
  const where = subjectScopeSql(scope, 1);
  const conditions = [where.sql];
  const params = [...where.params];
  const inside = scope.kind === 'institution' || scope.kind === 'user';
  const search = searchText(options.search);
  if (search) {
    params.push(containsPattern(search));
    const n = params.length;
    // The institution's own reference is searched, and shown, only inside the institution. Each
    // column has a trigram index (migration 170) that serves the `%text%` match.
    conditions.push(inside ? `(lower(s.subject_code) LIKE $${n} OR lower(s.reference) LIKE $${n})` : `lower(s.subject_code) LIKE $${n}`);
  }
  if (options.institution !== undefined) {
    params.push(options.institution);
    conditions.push(`s.institution_id = $${params.length}`);
  }
  const whereSql = conditions.join(' AND ');
  const sort = sortSql[options.sort];
  const direction = (options.order === 'asc') !== Boolean(sort.reversed) ? 'ASC' : 'DESC';
  const countParams = [...params];
  params.push(options.page_size, offsetOf(options.page, options.page_size));
  // A search gathers its matches once (a search of three characters or more through the trigram
  // indexes; a shorter one, which no trigram serves, in one read of the scope), counts them and
  // sorts only their keys for the page; the count comes on a row of its own, so a page past the
  // last match still has it. Without a search, the page comes from the sort index and the count
  // is a separate read of the subjects alone.
  let rows: SubjectRow[];
  let total: number;
  if (search) {
    const found = await db.query<Partial<SubjectRow> & { total_rows: number }>(
      `WITH matched AS MATERIALIZED (SELECT s.id, ${sort.column} AS sort_key FROM subjects s WHERE ${whereSql}),
       page AS (SELECT id, sort_key FROM matched ORDER BY sort_key ${direction}, id ${direction} LIMIT $${params.length - 1} OFFSET $${params.length}),
       page_rows AS (
         SELECT p.sort_key, ${columns(inside)}
         FROM page p JOIN subjects s ON s.id = p.id JOIN institutions i ON i.id = s.institution_id LEFT JOIN users u ON u.id = s.registered_by)
       SELECT (SELECT count(*) FROM matched)::int AS total_rows, r.* FROM (SELECT 1) AS one LEFT JOIN page_rows r ON true
       ORDER BY r.sort_key ${direction}, r.keyid ${direction}`,
      params,
    );
    total = found[0]?.total_rows ?? 0;
    rows = found.filter((row): row is SubjectRow & { total_rows: number; sort_key: unknown } => row.keyid != null).map(({ total_rows: _, sort_key: __, ...row }) => row);
  } else {
    rows = await db.query<SubjectRow>(
      `SELECT ${columns(inside)}
       FROM subjects s JOIN institutions i ON i.id = s.institution_id LEFT JOIN users u ON u.id = s.registered_by
       WHERE ${whereSql} ORDER BY ${sort.column} ${direction}, s.id ${direction}
       LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    total = (await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM subjects s WHERE ${whereSql}`, countParams))[0]?.total ?? 0;
  }
  const assigned = rows.length
    ? await db.query<{ subject_id: number; id: number; name: string }>(
        `SELECT a.subject_id, u.id, ${fullNameSql('u')} AS name FROM subject_assignments a JOIN users u ON u.id = a.user_id
         WHERE a.subject_id IN (SELECT (jsonb_array_elements_text($1::text::jsonb))::int) ORDER BY u.lastname, u.name, u.id`,
        [JSON.stringify(rows.map((row) => row.keyid))],
      )
    : [];
  return {
    subject_list: rows.map((row) => ({
      ...row,
      registered_at: isoOf(row.registered_at),
      latest_evaluation_at: isoOrNull(row.latest_evaluation_at),
      assigned_to: assigned.filter((a) => a.subject_id === row.keyid).map((a) => ({ id: a.id, name: a.name })),
    })),
    total_rows: total,
  };
}

export const listSubjectsInst = handler(recordEndpoints.listSubjectsInst, async ({ db, member, query }) =>
  listSubjects(db, wholeInstitution(member), query),
);

export const listSubjectsInstUser = handler(recordEndpoints.listSubjectsInstUser, async ({ db, member, query }) =>
  listSubjects(db, ownSubjects(member), query),
);

export const listSubjectsAll = handler(recordEndpoints.listSubjects, async ({ db, query }) =>
  listSubjects(db, everyInstitution, query),
);
