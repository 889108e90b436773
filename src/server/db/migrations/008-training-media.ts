/**
 * Migration 8: the media links' secret, the training videos and each user's progress through
 * them, the evaluator exam (questions, attempts, answers) and the certificates it issues.
 * Progress is per user and per video position, so it is the same whichever language the videos
 * are watched in and survives a new device.
 */
import type { Migration } from '../migration.ts';

export const trainingMediaMigration: Migration = {
  version: 8,
  name: 'training-media',
  statements: [
    // Secrets every server process sharing this database must agree on (media/media-secret.ts).
    `CREATE TABLE server_secrets (
      name text PRIMARY KEY,
      value text NOT NULL,
      created_at timestamptz NOT NULL
    )`,
    `CREATE TABLE training_videos (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      position integer NOT NULL CHECK (position >= 0),
      lang text NOT NULL CHECK (lang IN ('en', 'es')),
      title text NOT NULL,
      summary text NOT NULL DEFAULT '',
      media_path text NOT NULL,
      captions_path text,
      duration_ms integer NOT NULL CHECK (duration_ms > 0),
      UNIQUE (lang, position)
    )`,
    `CREATE TABLE training_progress (
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      position integer NOT NULL CHECK (position >= 0),
      resume_ms integer NOT NULL DEFAULT 0 CHECK (resume_ms >= 0),
      completed_at timestamptz,
      updated_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, position)
    )`,
    `CREATE TABLE exam_questions (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      position integer NOT NULL UNIQUE,
      review_position integer NOT NULL,
      clip_position integer,
      prompt_en text NOT NULL,
      prompt_es text NOT NULL,
      options jsonb NOT NULL,
      correct_option integer NOT NULL CHECK (correct_option >= 0)
    )`,
    `CREATE TABLE exam_attempts (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      institution_id integer NOT NULL REFERENCES institutions (id) ON DELETE CASCADE,
      started_at timestamptz NOT NULL,
      submitted_at timestamptz,
      score integer CHECK (score BETWEEN 0 AND 100),
      passed boolean
    )`,
    `CREATE INDEX exam_attempts_user_idx ON exam_attempts (user_id, institution_id, started_at DESC)`,
    // At most one open attempt per user and institution, whatever two tabs do at once.
    `CREATE UNIQUE INDEX exam_attempts_open_key ON exam_attempts (user_id, institution_id) WHERE submitted_at IS NULL`,
    `CREATE TABLE exam_answers (
      attempt_id integer NOT NULL REFERENCES exam_attempts (id) ON DELETE CASCADE,
      question_id integer NOT NULL REFERENCES exam_questions (id) ON DELETE CASCADE,
      option_index integer NOT NULL CHECK (option_index >= 0),
      answered_at timestamptz NOT NULL,
      PRIMARY KEY (attempt_id, question_id)
    )`,
    // Name and institution are copied at issue: a certificate states what was true that day.
    `CREATE TABLE certificates (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      institution_id integer REFERENCES institutions (id) ON DELETE SET NULL,
      attempt_id integer NOT NULL UNIQUE REFERENCES exam_attempts (id) ON DELETE CASCADE,
      holder_name text NOT NULL,
      institution_name text NOT NULL,
      score integer NOT NULL,
      issued_at timestamptz NOT NULL,
      verification_code text NOT NULL UNIQUE
    )`,
    `CREATE INDEX certificates_user_idx ON certificates (user_id, issued_at DESC)`,
  ],
};
