/**
 * Migration 110: what keeps the training honest (issue 20, findings 3 to 5).
 * - `training_progress.started_at`: when the link of a video was first issued to the user; the end
 *   of a video is accepted only once enough of its length has passed since then.
 * - `exam_attempt_questions`: the questions each attempt drew from the bank, in the attempt's
 *   order, with the order its options were shown in (`option_order[shown] = stored option`), so no
 *   two attempts share one answer key.
 * - `memberships.holder_name`: the name the institution knew when it enabled the person for
 *   training; certificates are issued to it, not to whatever the account's name says that day.
 */
import type { Migration } from '../migration.ts';

export const trainingIntegrityMigration: Migration = {
  version: 110,
  name: 'training-integrity',
  statements: [
    `ALTER TABLE training_progress ADD COLUMN started_at timestamptz`,
    // Progress saved before this migration: the video was played, so its link was issued by then.
    `UPDATE training_progress SET started_at = updated_at WHERE resume_ms > 0 OR completed_at IS NOT NULL`,
    `ALTER TABLE memberships ADD COLUMN holder_name text`,
    `UPDATE memberships m SET holder_name = u.name || ' ' || u.lastname
     FROM users u WHERE u.id = m.user_id AND m.evaluator_status >= 1`,
    `CREATE TABLE exam_attempt_questions (
      attempt_id integer NOT NULL REFERENCES exam_attempts (id) ON DELETE CASCADE,
      question_id integer NOT NULL REFERENCES exam_questions (id) ON DELETE CASCADE,
      position integer NOT NULL CHECK (position >= 0),
      option_order integer[] NOT NULL,
      PRIMARY KEY (attempt_id, question_id),
      UNIQUE (attempt_id, position)
    )`,
    // Options written by the PostgreSQL driver without a cast were stored as one JSON string of the
    // array (double encoded); they become the array they spell.
    `UPDATE exam_questions SET options = (options #>> '{}')::jsonb WHERE jsonb_typeof(options) = 'string'`,
    // An attempt left open drew nothing and its answers name options in the bank's order: it is
    // dropped (with its answers) and drawn anew when the exam is opened again.
    `DELETE FROM exam_attempts WHERE submitted_at IS NULL`,
    // Submitted attempts answered every question of the bank as it stood, in the bank's order.
    `INSERT INTO exam_attempt_questions (attempt_id, question_id, position, option_order)
     SELECT a.id, q.id, q.position,
            ARRAY(SELECT generate_series(0, jsonb_array_length(q.options) - 1))
     FROM exam_attempts a CROSS JOIN exam_questions q`,
  ],
};
