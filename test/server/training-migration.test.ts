/**
 * Migration 110 on a database that already holds training: evaluators in training get the name
 * their certificate will carry, submitted attempts keep the questions they answered in the bank's
 * order, an open attempt (which drew nothing) is dropped, progress already made counts as issued,
 * and double-encoded options become arrays.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { insertReturningId, openDb, type Db } from '../../src/server/db/db.ts';
import { migrate, migrations } from '../../src/server/db/migrate.ts';
import { ensureSnapshots } from './support/db-snapshot.ts';
import { testDatabase } from './support/test-server.ts';

const test = suite<{ db: Db }>('migration 110: training integrity on existing data');
const now = new Date('2026-01-10T10:00:00Z');
const before = migrations.filter((migration) => migration.version < 110);

test.before(async (ctx) => {
  if (!process.env.DATABASE_URL) await ensureSnapshots();
  ctx.db = await openDb(testDatabase('blank'));
  await migrate(ctx.db, now, before);
});

test.after(async ({ db }) => {
  await db.close();
});

test('existing training data is carried over as the new rules need it', async ({ db }) => {
  const user = (name: string, email: string) =>
    insertReturningId(
      db,
      `INSERT INTO users (email, name, lastname, password_hash, password_salt, created_at, email_confirmed_at)
       VALUES ($1, $2, 'Old', 'h', 's', $3, $3) RETURNING id`,
      [email, name, now],
    );
  const institution = await insertReturningId(db, `INSERT INTO institutions (name, created_at) VALUES ('Norte', $1) RETURNING id`, [now]);
  await db.query(`INSERT INTO groups (institution_id, group_no, name) VALUES ($1, 0, 'Whole institution')`, [institution]);
  const trainee = await user('Ines', 'ines@portal.example');
  const clinician = await user('Pablo', 'pablo@portal.example');
  for (const [id, status] of [[trainee, 1], [clinician, 0]] as const) {
    await db.query(
      'INSERT INTO memberships (user_id, institution_id, group_no, evaluator_status, created_at) VALUES ($1, $2, 0, $3, $4)',
      [id, institution, status, now],
    );
  }
  // One question stored as the bank was (a jsonb string of the array), one as an array.
  await db.query(
    `INSERT INTO exam_questions (position, review_position, prompt_en, prompt_es, options, correct_option)
     VALUES (0, 0, 'Q0', 'P0', to_jsonb($1::text), 1), (1, 1, 'Q1', 'P1', $1::text::jsonb, 2)`,
    [JSON.stringify([{ en: 'a', es: 'a' }, { en: 'b', es: 'b' }, { en: 'c', es: 'c' }])],
  );
  const attempt = (submitted: Date | null) =>
    insertReturningId(
      db,
      'INSERT INTO exam_attempts (user_id, institution_id, started_at, submitted_at, score, passed) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
      [trainee, institution, now, submitted, submitted ? 50 : null, submitted ? false : null],
    );
  const submitted = await attempt(now);
  const open = await attempt(null);
  await db.query(
    `INSERT INTO training_progress (user_id, position, resume_ms, completed_at, updated_at)
     VALUES ($1, 0, 0, $2, $2), ($1, 1, 1500, NULL, $2), ($1, 2, 0, NULL, $2)`,
    [trainee, now],
  );

  assert.equal(await migrate(db, now, migrations.filter((migration) => migration.version <= 110)), [110]);

  const names = await db.query<{ user_id: number; holder_name: string | null }>('SELECT user_id, holder_name FROM memberships ORDER BY user_id');
  assert.equal(names, [
    { user_id: trainee, holder_name: 'Ines Old' },
    { user_id: clinician, holder_name: null },
  ]);
  const types = await db.query<{ kind: string }>('SELECT DISTINCT jsonb_typeof(options) AS kind FROM exam_questions');
  assert.equal(types, [{ kind: 'array' }]);
  const drawn = await db.query<{ attempt_id: number; position: number; option_order: string }>(
    'SELECT attempt_id, position, array_to_json(option_order)::text AS option_order FROM exam_attempt_questions ORDER BY attempt_id, position',
  );
  assert.equal(drawn, [
    { attempt_id: submitted, position: 0, option_order: '[0,1,2]' },
    { attempt_id: submitted, position: 1, option_order: '[0,1,2]' },
  ]);
  assert.equal(await db.query('SELECT id FROM exam_attempts WHERE id = $1', [open]), [], 'the open attempt is gone');
  const started = await db.query<{ position: number; started: boolean }>(
    'SELECT position, started_at IS NOT NULL AS started FROM training_progress ORDER BY position',
  );
  assert.equal(started, [
    { position: 0, started: true },
    { position: 1, started: true },
    { position: 2, started: false },
  ]);
});

test.run();
