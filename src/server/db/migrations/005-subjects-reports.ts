/**
 * Migration 5: subjects, their assignments to clinicians, evaluations, and the reports of
 * evaluations with their versions, variations, measured values and comments, each text in every
 * report language. The demonstration pool is subjects and evaluations of no institution
 * (`is_demo`). Indexes serve the list queries: per institution by every sort key, per subject by
 * date, per user through the assignments, and the admin list by status.
 */
import type { Migration } from '../migration.ts';

export const subjectsReportsMigration: Migration = {
  version: 5,
  name: 'subjects-reports',
  statements: [
    // `evaluation_count` and `latest_evaluation_at` are kept with the subject so that the subject
    // table sorts by them through an index, not an aggregate over every evaluation.
    `CREATE TABLE subjects (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      institution_id integer REFERENCES institutions (id) ON DELETE CASCADE,
      subject_code text NOT NULL,
      reference text,
      birth_date date NOT NULL,
      sex text NOT NULL CHECK (sex IN ('female', 'male', 'unknown')),
      portal_provided boolean NOT NULL DEFAULT false,
      registered_by integer REFERENCES users (id) ON DELETE SET NULL,
      registered_at timestamptz NOT NULL,
      is_demo boolean NOT NULL DEFAULT false,
      evaluation_count integer NOT NULL DEFAULT 0,
      latest_evaluation_at timestamptz,
      CHECK ((institution_id IS NULL) = is_demo),
      UNIQUE (id, institution_id)
    )`,
    `CREATE UNIQUE INDEX subjects_code_key ON subjects (institution_id, subject_code)`,
    `CREATE UNIQUE INDEX subjects_demo_code_key ON subjects (subject_code) WHERE is_demo`,
    `CREATE INDEX subjects_latest_idx ON subjects (institution_id, latest_evaluation_at, id)`,
    `CREATE INDEX subjects_birth_idx ON subjects (institution_id, birth_date, id)`,
    `CREATE INDEX subjects_registered_idx ON subjects (institution_id, registered_at, id)`,
    `CREATE INDEX subjects_count_idx ON subjects (institution_id, evaluation_count, id)`,
    `CREATE INDEX subjects_code_search_idx ON subjects (institution_id, lower(subject_code) text_pattern_ops)`,
    `CREATE INDEX subjects_reference_search_idx ON subjects (institution_id, lower(reference) text_pattern_ops)`,
    `CREATE TABLE subject_assignments (
      subject_id integer NOT NULL REFERENCES subjects (id) ON DELETE CASCADE,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      assigned_at timestamptz NOT NULL,
      PRIMARY KEY (subject_id, user_id)
    )`,
    `CREATE INDEX subject_assignments_user_idx ON subject_assignments (user_id, subject_id)`,
    // The institution is repeated from the subject (and bound to it by the foreign key) so that a
    // scope check is one indexed row read.
    `CREATE TABLE evaluations (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      subject_id integer NOT NULL REFERENCES subjects (id) ON DELETE CASCADE,
      institution_id integer REFERENCES institutions (id) ON DELETE CASCADE,
      requested_by integer REFERENCES users (id) ON DELETE SET NULL,
      evaluated_at timestamptz NOT NULL,
      status text NOT NULL CHECK (status IN ('requested', 'processing', 'ready', 'failed')),
      task_id text,
      protocol text NOT NULL,
      is_demo boolean NOT NULL DEFAULT false,
      CHECK ((institution_id IS NULL) = is_demo),
      FOREIGN KEY (subject_id, institution_id) REFERENCES subjects (id, institution_id) ON DELETE CASCADE
    )`,
    `CREATE INDEX evaluations_subject_idx ON evaluations (subject_id, evaluated_at, id)`,
    `CREATE INDEX evaluations_institution_idx ON evaluations (institution_id, evaluated_at, id)`,
    `CREATE INDEX evaluations_status_idx ON evaluations (status, evaluated_at, id)`,
    `CREATE INDEX evaluations_demo_idx ON evaluations (evaluated_at, id) WHERE is_demo`,
    `CREATE INDEX evaluations_legacy_idx ON evaluations (institution_id, evaluated_at, id) WHERE task_id IS NULL`,
    // The variations every report can be shown in, with their names in each language.
    `CREATE TABLE report_variation_kinds (
      variation text PRIMARY KEY,
      position integer NOT NULL,
      layout text NOT NULL CHECK (layout IN ('full', 'summary')),
      is_default boolean NOT NULL DEFAULT false
    )`,
    `CREATE TABLE report_variation_texts (
      variation text NOT NULL REFERENCES report_variation_kinds (variation) ON DELETE CASCADE,
      lang text NOT NULL CHECK (lang IN ('en', 'es')),
      title text NOT NULL,
      description text NOT NULL,
      PRIMARY KEY (variation, lang)
    )`,
    `INSERT INTO report_variation_kinds (variation, position, layout, is_default) VALUES
      ('full', 1, 'full', true), ('summary', 2, 'summary', false)`,
    `INSERT INTO report_variation_texts (variation, lang, title, description) VALUES
      ('full', 'en', 'Full clinical report', 'Every measured item with its reference range, the conclusion and the evaluators'' comments.'),
      ('full', 'es', 'Informe clínico completo', 'Todos los parámetros medidos con su intervalo de referencia, la conclusión y los comentarios de los evaluadores.'),
      ('summary', 'en', 'Summary for the referring physician', 'The items outside or at the edge of their reference range, and the conclusion.'),
      ('summary', 'es', 'Resumen para el médico remitente', 'Los parámetros fuera o en el límite de su intervalo de referencia, y la conclusión.')`,
    // A corrected report is a new version; older versions stay as they were.
    `CREATE TABLE report_versions (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      evaluation_id integer NOT NULL REFERENCES evaluations (id) ON DELETE CASCADE,
      version integer NOT NULL CHECK (version >= 1),
      created_at timestamptz NOT NULL,
      author text NOT NULL,
      evaluators jsonb NOT NULL DEFAULT '[]',
      UNIQUE (evaluation_id, version)
    )`,
    // The reference range is stored with the value: the report shows the range it was read against.
    `CREATE TABLE report_measurements (
      report_version_id integer NOT NULL REFERENCES report_versions (id) ON DELETE CASCADE,
      item_key text NOT NULL,
      value double precision,
      ref_low double precision,
      ref_high double precision,
      PRIMARY KEY (report_version_id, item_key)
    )`,
    // Title and conclusion of one version in one variation and language; the note says why the
    // version was written (null for the first).
    `CREATE TABLE report_texts (
      report_version_id integer NOT NULL REFERENCES report_versions (id) ON DELETE CASCADE,
      variation text NOT NULL REFERENCES report_variation_kinds (variation),
      lang text NOT NULL CHECK (lang IN ('en', 'es')),
      title text NOT NULL,
      conclusion text NOT NULL,
      note text,
      PRIMARY KEY (report_version_id, variation, lang)
    )`,
    `CREATE TABLE report_comments (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      report_version_id integer NOT NULL REFERENCES report_versions (id) ON DELETE CASCADE,
      author text NOT NULL,
      written_at timestamptz NOT NULL,
      discarded boolean NOT NULL DEFAULT false
    )`,
    `CREATE INDEX report_comments_version_idx ON report_comments (report_version_id, written_at, id)`,
    `CREATE TABLE report_comment_texts (
      comment_id integer NOT NULL REFERENCES report_comments (id) ON DELETE CASCADE,
      lang text NOT NULL CHECK (lang IN ('en', 'es')),
      body text NOT NULL,
      PRIMARY KEY (comment_id, lang)
    )`,
  ],
};
