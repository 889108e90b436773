/**
 * Migration 7: medical records with their revisions, and the institution's standard strings (the
 * choice lists of the records). A record belongs to a subject of the subject list (migration 5)
 * and keeps its latest fields in columns for listing, searching and sorting; every save is also a
 * revision row, never overwritten.
 */
import type { Migration } from '../migration.ts';

export const medicalRecordsMigration: Migration = {
  version: 7,
  name: 'medical-records',
  statements: [
    `CREATE TABLE std_strings (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      institution_id integer NOT NULL REFERENCES institutions (id) ON DELETE CASCADE,
      category text NOT NULL,
      text_en text NOT NULL,
      text_es text NOT NULL,
      position integer NOT NULL CHECK (position >= 1),
      used boolean NOT NULL DEFAULT false,
      retired_at timestamptz,
      created_at timestamptz NOT NULL
    )`,
    `CREATE INDEX std_strings_list_idx ON std_strings (institution_id, category, position)`,
    `CREATE TABLE medical_records (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      institution_id integer NOT NULL REFERENCES institutions (id) ON DELETE CASCADE,
      subject_id integer NOT NULL REFERENCES subjects (id) ON DELETE CASCADE,
      -- The subject's code and reference, copied for the list's search and sort (never changed).
      subject_code text NOT NULL,
      institution_reference text NOT NULL DEFAULT '',
      portal_provided boolean NOT NULL DEFAULT false,
      revision integer NOT NULL CHECK (revision >= 1),
      birth_date date NOT NULL,
      sex text NOT NULL,
      referral_reason integer REFERENCES std_strings (id),
      referring_clinician text NOT NULL DEFAULT '',
      created_by integer NOT NULL REFERENCES users (id),
      created_at timestamptz NOT NULL,
      updated_by integer NOT NULL REFERENCES users (id),
      updated_at timestamptz NOT NULL,
      -- What the list's search matches, in lower case: one comparison per row instead of three.
      search_text text GENERATED ALWAYS AS (lower(subject_code || ' ' || institution_reference || ' ' || referring_clinician)) STORED
    )`,
    // The list's default order and its sort keys, each within one institution.
    `CREATE INDEX medical_records_updated_idx ON medical_records (institution_id, updated_at DESC, id DESC)`,
    `CREATE INDEX medical_records_code_idx ON medical_records (institution_id, lower(subject_code), id)`,
    `CREATE INDEX medical_records_subject_idx ON medical_records (subject_id)`,
    `CREATE INDEX medical_records_birth_idx ON medical_records (institution_id, birth_date, id)`,
    `CREATE INDEX medical_records_clinician_idx ON medical_records (institution_id, lower(referring_clinician), id)`,
    `CREATE TABLE medical_record_revisions (
      record_id integer NOT NULL REFERENCES medical_records (id) ON DELETE CASCADE,
      revision integer NOT NULL CHECK (revision >= 1),
      author_id integer NOT NULL REFERENCES users (id),
      saved_at timestamptz NOT NULL,
      fields jsonb NOT NULL,
      changed jsonb NOT NULL,
      PRIMARY KEY (record_id, revision)
    )`,
  ],
};
