/**
 * Migration 160 on a database that already holds translated content: the standard strings' and
 * the exam questions' per-language columns become rows keyed by language, with nothing lost, and
 * every language column then refers to the one list of languages. Migration 161 adds European
 * Portuguese to that list.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { languages } from '../../src/contract/languages.ts';
import { insertReturningId, openDb, type Db } from '../../src/server/db/db.ts';
import { migrate, migrations } from '../../src/server/db/migrate.ts';
import { ensureSnapshots } from './support/db-snapshot.ts';
import { testDatabase } from './support/test-server.ts';

const test = suite<{ db: Db }>('migration 160: languages as rows');
const now = new Date('2026-11-28T10:00:00Z');

test.before(async (ctx) => {
  if (!process.env.DATABASE_URL) await ensureSnapshots();
  ctx.db = await openDb(testDatabase('blank'));
  await migrate(ctx.db, now, migrations.filter((migration) => migration.version < 160));
});

test.after(async ({ db }) => {
  await db.close();
});

test('standard strings and exam questions keep every text, now one row per language', async ({ db }) => {
  const institution = await insertReturningId(db, `INSERT INTO institutions (name, created_at) VALUES ('Norte', $1) RETURNING id`, [now]);
  const entry = await insertReturningId(
    db,
    `INSERT INTO std_strings (institution_id, category, text_en, text_es, position, created_at) VALUES ($1, 'diagnosis', 'Epilepsy', 'Epilepsia', 1, $2) RETURNING id`,
    [institution, now],
  );
  const question = await insertReturningId(
    db,
    `INSERT INTO exam_questions (position, review_position, prompt_en, prompt_es, options, correct_option)
     VALUES (0, 0, 'Which is faster?', '¿Cuál es más rápida?', $1::text::jsonb, 1) RETURNING id`,
    [JSON.stringify([{ en: 'A', es: 'Una' }, { en: 'B', es: 'Otra' }, { en: 'C', es: 'Ninguna' }])],
  );
  assert.equal(await migrate(db, now, migrations.filter((migration) => migration.version <= 160)), [160]);
  const texts = await db.query<{ lang: string; text: string }>('SELECT lang, text FROM std_string_texts WHERE std_string_id = $1 ORDER BY lang', [entry]);
  assert.equal(texts, [{ lang: 'en', text: 'Epilepsy' }, { lang: 'es', text: 'Epilepsia' }]);
  const prompts = await db.query<{ lang: string; prompt: string; options: string }>(
    'SELECT lang, prompt, options::text AS options FROM exam_question_texts WHERE question_id = $1 ORDER BY lang',
    [question],
  );
  assert.equal(
    prompts.map((row) => [row.lang, row.prompt, JSON.parse(row.options)]),
    [['en', 'Which is faster?', ['A', 'B', 'C']], ['es', '¿Cuál es más rápida?', ['Una', 'Otra', 'Ninguna']]],
  );
  const counted = await db.query<{ option_count: number }>('SELECT option_count FROM exam_questions WHERE id = $1', [question]);
  assert.is(counted[0]?.option_count, 3);
  // A language the product does not list is refused wherever a language is stored.
  const refused = await db.query(`INSERT INTO std_string_texts (std_string_id, lang, text) VALUES ($1, 'xx', 'nope')`, [entry]).then(
    () => false,
    () => true,
  );
  assert.ok(refused);
  const person = await insertReturningId(
    db,
    `INSERT INTO users (email, name, lastname, password_hash, password_salt, created_at) VALUES ('ana@portal.example', 'Ana', 'Ruiz', '', '', $1) RETURNING id`,
    [now],
  );
  await db.query(`UPDATE users SET language = 'es' WHERE id = $1`, [person]);
  const unknown = await db.query(`UPDATE users SET language = 'xx' WHERE id = $1`, [person]).then(
    () => 'accepted',
    () => 'refused',
  );
  assert.is(unknown, 'refused');
});

test('migration 161 adds European Portuguese: the database then lists the contract\'s languages', async ({ db }) => {
  assert.equal(await migrate(db, now, migrations.filter((migration) => migration.version <= 161)), [161]);
  const codes = await db.query<{ code: string }>('SELECT code FROM languages ORDER BY code');
  assert.equal(codes.map((row) => row.code), [...languages].sort());
  const [entry] = await db.query<{ id: number }>('SELECT id FROM std_strings ORDER BY id LIMIT 1');
  await db.query(`INSERT INTO std_string_texts (std_string_id, lang, text) VALUES ($1, 'pt', 'Epilepsia')`, [entry?.id]);
  const texts = await db.query<{ lang: string }>('SELECT lang FROM std_string_texts WHERE std_string_id = $1 ORDER BY lang', [entry?.id]);
  assert.equal(texts.map((row) => row.lang), ['en', 'es', 'pt']);
});

test.run();
