/**
 * Installs the demo training content (seed/training-content.ts): copies the committed videos and
 * captions into the media store and writes the training videos and exam questions, when the
 * database has none yet. Runs with the demo seed, so a database seeded before the training work
 * existed gets its content at the next start too.
 */
import { copyFile, mkdir, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Db } from '../db/db.ts';
import type { MediaStore } from '../media/media-store.ts';
import { demoMediaDir } from '../media/demo-media.ts';
import { demoExamQuestions, demoTrainingVideos } from './training-content.ts';
import { languages } from '../../contract/languages.ts';

async function copyIfMissing(from: string, to: string): Promise<void> {
  try {
    await stat(to);
  } catch {
    await mkdir(dirname(to), { recursive: true });
    await copyFile(from, to);
  }
}

/** The media path of a training file. */
export const trainingMediaPath = (lang: string, file: string) => `training/${lang}/${file}`;

/** Copies the demo files into `media` and writes the content rows; resolves whether it wrote rows. */
export async function seedTraining(db: Db, media: MediaStore): Promise<boolean> {
  const source = demoMediaDir();
  for (const video of demoTrainingVideos) {
    for (const lang of languages) {
      for (const ext of ['webm', 'vtt']) {
        const path = trainingMediaPath(lang, `${video.file}.${ext}`);
        await copyIfMissing(join(source, ...path.split('/')), join(media.dir, ...path.split('/')));
      }
    }
  }
  const addedQuestions = await seedQuestions(db);
  // Each language's videos once: a database seeded before a language was added gets its videos
  // at the next start, and one that has them all is left alone.
  const added = await db.transaction(async (tx) => {
    let inserted = 0;
    for (const [position, video] of demoTrainingVideos.entries()) {
      for (const lang of languages) {
        const rows = await tx.query(
          `INSERT INTO training_videos (position, lang, title, summary, media_path, captions_path, duration_ms)
           VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (lang, position) DO NOTHING RETURNING id`,
          [
            position,
            lang,
            video.title[lang],
            video.summary[lang],
            trainingMediaPath(lang, `${video.file}.webm`),
            trainingMediaPath(lang, `${video.file}.vtt`),
            video.durationMs,
          ],
        );
        inserted += rows.length;
      }
    }
    return inserted;
  });
  return added > 0 || addedQuestions;
}

/**
 * Writes the demo questions the bank lacks, by position: a database seeded with the first four
 * gets the rest of the bank at its next start (issue 20, finding 5), and one that has them all is
 * left alone. Resolves whether it wrote any.
 */
async function seedQuestions(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    let added = 0;
    for (const [position, question] of demoExamQuestions.entries()) {
      const inserted = await tx.query(
        `INSERT INTO exam_questions (position, review_position, clip_position, option_count, correct_option)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (position) DO NOTHING RETURNING id`,
        [position, question.review, question.clip, question.options.length, question.correct],
      );
      added += inserted.length;
      // The question's words in each language it lacks (a language added later gets them too).
      for (const lang of languages) {
        const texts = await tx.query(
          `INSERT INTO exam_question_texts (question_id, lang, prompt, options)
           SELECT id, $2, $3, $4::text::jsonb FROM exam_questions WHERE position = $1
           ON CONFLICT (question_id, lang) DO NOTHING RETURNING question_id`,
          [position, lang, question.prompt[lang], JSON.stringify(question.options.map((option) => option[lang]))],
        );
        added += texts.length;
      }
    }
    return added > 0;
  });
}
