/**
 * POST medical_record/list_inst/0?search=&sort=&order=&page=&page_size=: one page of the
 * institution's records with `total_rows`, searched (subject code, institution reference or
 * referring clinician, any part, any letter case) and sorted by the server.
 */
import { recordEndpoints } from '../../../contract/endpoints/records.ts';
import { recordSortKeys } from '../../../contract/schemas/medical-records.ts';
import { fieldsRefused } from '../../core/api-error.ts';
import type { Queryable } from '../../db/db.ts';
import { handler } from '../../http/handler.ts';
import { auditRecordsListed } from './audit-trail.ts';
import { iso } from './record-store.ts';

type SortKey = (typeof recordSortKeys)[number];

// Each sort has an index (migration 7); the id breaks ties so pages never overlap.
const orderBy: Record<SortKey, string> = {
  updated_at: 'm.updated_at',
  subject_code: 'lower(m.subject_code)',
  birth_date: 'm.birth_date',
  referring_clinician: 'lower(m.referring_clinician)',
};

interface ListRow {
  record_id: number;
  subject_id: number | null;
  portal_provided: boolean;
  subject_code: string;
  institution_reference: string;
  birth_date: string;
  sex: string;
  referral_reason: number | null;
  referring_clinician: string;
  revision: number;
  updated_by_id: number;
  updated_by_name: string;
  updated_at: Date;
  total?: number;
}

async function countMatches(db: Queryable, institutionId: number, search: string): Promise<number> {
  const rows = search
    ? await db.query<{ total: number }>('SELECT count(*)::int AS total FROM medical_records WHERE institution_id = $1 AND search_text LIKE $2', [
        institutionId,
        likePattern(search),
      ])
    : await db.query<{ total: number }>('SELECT count(*)::int AS total FROM medical_records WHERE institution_id = $1', [institutionId]);
  return rows[0]?.total ?? 0;
}

const refuse = (field: string, message: string) => fieldsRefused([{ field, code: 'one_of' }], { message });

/** Escapes the LIKE wildcards of a search, so `%` and `_` match themselves. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const listMedicalRecords = handler(recordEndpoints.listMedicalRecords, async ({ db, member, query, now }) => {
  const { institutionId } = member;
  const sort = query.sort;
  const order = query.order ?? (sort === 'updated_at' ? 'desc' : 'asc');
  if (order !== 'asc' && order !== 'desc') throw refuse('order', 'The field "order" must be asc or desc');
  const search = query.search?.trim().toLowerCase() ?? '';
  const direction = order === 'asc' ? 'ASC' : 'DESC';
  const offset = (query.page - 1) * query.page_size;
  const select = `
    SELECT m.id AS record_id, m.subject_id, m.portal_provided, m.subject_code, m.institution_reference,
           to_char(m.birth_date, 'YYYY-MM-DD') AS birth_date, m.sex, m.referral_reason, m.referring_clinician, m.revision,
           m.updated_by AS updated_by_id, trim(u.name || ' ' || u.lastname) AS updated_by_name, m.updated_at`;
  const orderSql = (limit: number) => `ORDER BY ${orderBy[sort]} ${direction}, m.id ${direction} LIMIT $${limit} OFFSET $${limit + 1}`;
  let rows: ListRow[];
  let total: number;
  if (search) {
    // A search matches few rows: one pass finds them and counts them (the window's count).
    rows = await db.query<ListRow>(
      `${select}, count(*) OVER ()::int AS total
       FROM medical_records m JOIN users u ON u.id = m.updated_by
       WHERE m.institution_id = $1 AND m.search_text LIKE $2 ${orderSql(3)}`,
      [institutionId, likePattern(search), query.page_size, offset],
    );
    total = rows[0]?.total ?? (offset > 0 ? await countMatches(db, institutionId, search) : 0);
  } else {
    // The whole list: the page through the sort's index, the count through the institution's.
    [rows, total] = await Promise.all([
      db.query<ListRow>(
        `${select} FROM medical_records m JOIN users u ON u.id = m.updated_by
         WHERE m.institution_id = $1 ${orderSql(2)}`,
        [institutionId, query.page_size, offset],
      ),
      countMatches(db, institutionId, ''),
    ]);
  }
  await auditRecordsListed(db, { userId: member.userId, institutionId, at: now });
  return {
    total_rows: total,
    records: rows.map((row) => ({
      record_id: row.record_id,
      subject_id: row.subject_id,
      portal_provided: row.portal_provided,
      subject_code: row.subject_code,
      institution_reference: row.institution_reference,
      birth_date: row.birth_date,
      sex: row.sex as 'female',
      referral_reason: row.referral_reason,
      referring_clinician: row.referring_clinician,
      revision: row.revision,
      updated_by: { id: row.updated_by_id, name: row.updated_by_name },
      updated_at: iso(row.updated_at),
    })),
  };
});
