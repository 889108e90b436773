/**
 * POST medical_record/list_inst/0?search=&sort=&order=&page=&page_size=: one page of the
 * institution's records with `total_rows`, searched (subject code, institution reference or
 * referring clinician, any part, any letter case) and sorted by the server.
 */
import { recordEndpoints } from '../../../contract/endpoints/records.ts';
import { recordSortKeys } from '../../../contract/schemas/medical-records.ts';
import { ApiError } from '../../core/api-error.ts';
import { handler } from '../../http/handler.ts';
import { institutionFor } from './access.ts';
import { auditRecordAccess } from './audit-trail.ts';
import { iso } from './record-store.ts';

type SortKey = (typeof recordSortKeys)[number];

// Each sort has an index (migration 7); the id breaks ties so pages never overlap.
const orderBy: Record<SortKey, string> = {
  updated_at: 'm.updated_at',
  subject_code: 'lower(m.subject_code)',
  birth_date: 'm.birth_date',
  referring_clinician: 'lower(m.referring_clinician)',
};

const refuse = (field: string, message: string) => new ApiError(400, message, { data: { fields: [{ field, code: 'one_of' }] } });

/** Escapes the LIKE wildcards of a search, so `%` and `_` match themselves. */
const likePattern = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const listMedicalRecords = handler(recordEndpoints.listMedicalRecords, async ({ db, log, session, query }) => {
  const institutionId = await institutionFor(db, session, 'read');
  const sort = (query.sort ?? 'updated_at') as SortKey;
  if (!recordSortKeys.includes(sort)) throw refuse('sort', `The field "sort" must be one of ${recordSortKeys.join(', ')}`);
  const order = query.order ?? (sort === 'updated_at' ? 'desc' : 'asc');
  if (order !== 'asc' && order !== 'desc') throw refuse('order', 'The field "order" must be asc or desc');
  const search = query.search?.trim() ?? '';
  const where = search
    ? `m.institution_id = $1 AND (lower(m.subject_code) LIKE $2 OR lower(m.institution_reference) LIKE $2 OR lower(m.referring_clinician) LIKE $2)`
    : 'm.institution_id = $1 AND $2::text IS NULL';
  const params = [institutionId, search ? likePattern(search) : null];
  const direction = order === 'asc' ? 'ASC' : 'DESC';
  const offset = (query.page - 1) * query.page_size;
  const [rows, counts] = await Promise.all([
    db.query<{
      record_id: number; subject_id: number | null; portal_provided: boolean; subject_code: string; institution_reference: string;
      birth_date: string; sex: string; referral_reason: number | null; referring_clinician: string; revision: number;
      updated_by_id: number; updated_by_name: string; updated_at: Date;
    }>(
      `SELECT m.id AS record_id, m.subject_id, m.portal_provided, m.subject_code, m.institution_reference,
              to_char(m.birth_date, 'YYYY-MM-DD') AS birth_date, m.sex, m.referral_reason, m.referring_clinician, m.revision,
              m.updated_by AS updated_by_id, trim(u.name || ' ' || u.lastname) AS updated_by_name, m.updated_at
       FROM medical_records m JOIN users u ON u.id = m.updated_by
       WHERE ${where}
       ORDER BY ${orderBy[sort]} ${direction}, m.id ${direction}
       LIMIT $3 OFFSET $4`,
      [...params, query.page_size, offset],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM medical_records m WHERE ${where}`, params),
  ]);
  await auditRecordAccess(log, { action: 'record_list', userId: session.userId, institutionId });
  return {
    total_rows: counts[0]?.total ?? 0,
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
