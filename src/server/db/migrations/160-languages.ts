/**
 * Migration 160 (issue 32): a language is one setting.
 * - `languages`: the product's languages (contract/languages.ts), one row each; a new language is
 *   a row here (a migration) plus its texts. Every translated row refers to it, instead of a
 *   CHECK listing the languages in each table.
 * - Translated content is rows keyed by language: the standard strings' texts move from
 *   `text_en`/`text_es` columns to `std_string_texts`, the exam questions' prompts and options from
 *   `prompt_en`/`prompt_es` and an options array of `{en, es}` objects to `exam_question_texts`
 *   (the options one array of texts per language, in the bank's order).
 * The CHECK constraints dropped are the ones PostgreSQL named for the columns (`<table>_<column>_check`).
 */
import type { Migration } from '../migration.ts';

const checkedLanguageColumns = [
  ['report_variation_texts', 'lang'],
  ['report_texts', 'lang'],
  ['report_comment_texts', 'lang'],
  ['training_videos', 'lang'],
  ['users', 'language'],
] as const;

export const languagesMigration: Migration = {
  version: 160,
  name: 'languages',
  statements: [
    `CREATE TABLE languages (code text PRIMARY KEY CHECK (code ~ '^[a-z]{2,3}$'))`,
    `INSERT INTO languages (code) VALUES ('en'), ('es')`,
    ...checkedLanguageColumns.flatMap(([table, column]) => [
      `ALTER TABLE ${table} DROP CONSTRAINT ${table}_${column}_check`,
      `ALTER TABLE ${table} ADD FOREIGN KEY (${column}) REFERENCES languages (code)`,
    ]),
    `CREATE TABLE std_string_texts (
      std_string_id integer NOT NULL REFERENCES std_strings (id) ON DELETE CASCADE,
      lang text NOT NULL REFERENCES languages (code),
      text text NOT NULL,
      PRIMARY KEY (std_string_id, lang)
    )`,
    `INSERT INTO std_string_texts (std_string_id, lang, text)
      SELECT id, 'en', text_en FROM std_strings UNION ALL SELECT id, 'es', text_es FROM std_strings`,
    'ALTER TABLE std_strings DROP COLUMN text_en',
    'ALTER TABLE std_strings DROP COLUMN text_es',
    `CREATE TABLE exam_question_texts (
      question_id integer NOT NULL REFERENCES exam_questions (id) ON DELETE CASCADE,
      lang text NOT NULL REFERENCES languages (code),
      prompt text NOT NULL,
      options jsonb NOT NULL CHECK (jsonb_typeof(options) = 'array'),
      PRIMARY KEY (question_id, lang)
    )`,
    ...(['en', 'es'] as const).map(
      (lang) => `INSERT INTO exam_question_texts (question_id, lang, prompt, options)
        SELECT q.id, '${lang}', q.prompt_${lang},
          (SELECT coalesce(jsonb_agg(o.value -> '${lang}' ORDER BY o.n), '[]'::jsonb) FROM jsonb_array_elements(q.options) WITH ORDINALITY AS o (value, n))
        FROM exam_questions q`,
    ),
    'ALTER TABLE exam_questions ADD COLUMN option_count integer',
    'UPDATE exam_questions SET option_count = jsonb_array_length(options)',
    'ALTER TABLE exam_questions ALTER COLUMN option_count SET NOT NULL',
    'ALTER TABLE exam_questions ADD CHECK (option_count >= 2)',
    'ALTER TABLE exam_questions DROP COLUMN prompt_en',
    'ALTER TABLE exam_questions DROP COLUMN prompt_es',
    'ALTER TABLE exam_questions DROP COLUMN options',
  ],
};
