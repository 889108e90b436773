/** Reading medical records and their revisions from the database, in the wire's shapes. */
import type { MedicalRecord, RecordFields, RecordRevision } from '../../../contract/types.ts';
import type { RecordSex } from '../../../contract/schemas/medical-records.ts';
import { queryOne, type Queryable } from '../../db/db.ts';

export interface RecordRow {
  record_id: number;
  subject_id: number | null;
  subject_code: string;
  institution_reference: string;
  portal_provided: boolean;
  revision: number;
  fields: RecordFields;
  created_by_id: number;
  created_by_name: string;
  created_at: Date;
  updated_by_id: number;
  updated_by_name: string;
  updated_at: Date;
}

const personName = (alias: string) => `trim(${alias}.name || ' ' || ${alias}.lastname)`;

const recordSelect = `
  SELECT m.id AS record_id, m.subject_id, m.subject_code, m.institution_reference, m.portal_provided,
         m.revision, r.fields, m.created_by AS created_by_id, ${personName('c')} AS created_by_name, m.created_at,
         m.updated_by AS updated_by_id, ${personName('u')} AS updated_by_name, m.updated_at
  FROM medical_records m
  JOIN medical_record_revisions r ON r.record_id = m.id AND r.revision = m.revision
  JOIN users c ON c.id = m.created_by
  JOIN users u ON u.id = m.updated_by`;

export const iso = (value: Date | string) => new Date(value).toISOString();

/** The JSON of a jsonb column: both drivers parse it, but a text value is parsed here. */
function json<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

export function recordToWire(row: RecordRow): MedicalRecord {
  return {
    record_id: row.record_id,
    subject_id: row.subject_id,
    subject_code: row.subject_code,
    institution_reference: row.institution_reference,
    portal_provided: row.portal_provided,
    fields: json<RecordFields>(row.fields),
    revision: row.revision,
    created_by: { id: row.created_by_id, name: row.created_by_name },
    created_at: iso(row.created_at),
    updated_by: { id: row.updated_by_id, name: row.updated_by_name },
    updated_at: iso(row.updated_at),
  };
}

/** The institution's record `recordId` as it stands, or null (another institution's too). */
export async function loadRecord(db: Queryable, institutionId: number, recordId: number): Promise<MedicalRecord | null> {
  const row = await queryOne<RecordRow>(db, `${recordSelect} WHERE m.id = $1 AND m.institution_id = $2`, [recordId, institutionId]);
  return row ? recordToWire(row) : null;
}

/** Every revision of a record, newest first. */
export async function loadRevisions(db: Queryable, recordId: number): Promise<RecordRevision[]> {
  const rows = await db.query<{ revision: number; author_id: number; author_name: string; saved_at: Date; changed: unknown; fields: unknown }>(
    `SELECT r.revision, r.author_id, ${personName('a')} AS author_name, r.saved_at, r.changed, r.fields
     FROM medical_record_revisions r JOIN users a ON a.id = r.author_id
     WHERE r.record_id = $1 ORDER BY r.revision DESC`,
    [recordId],
  );
  return rows.map((row) => ({
    revision: row.revision,
    author: { id: row.author_id, name: row.author_name },
    saved_at: iso(row.saved_at),
    changed: json<string[]>(row.changed),
    fields: json<RecordFields>(row.fields),
  }));
}

/** The names of the fields that differ between two revisions' fields (all of them for a first one). */
export function changedFields(before: RecordFields | null, after: RecordFields): string[] {
  const names = Object.keys(after) as (keyof RecordFields)[];
  if (!before) return names;
  return names.filter((name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]));
}

export type { RecordSex };
