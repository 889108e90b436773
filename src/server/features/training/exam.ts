/**
 * The evaluator exam (spec §2, §7). POST evaluator_exams/get/0?lang= answers the caller's exam:
 * the open attempt's questions with the answers saved so far (some on a video clip), or the
 * result when certified, or when to come back after a failure, or that videos remain to watch.
 * POST evaluator_exams/set_answer/{exam_id}?lang= saves answers and, with `submit`, grades the
 * attempt: passing sets evaluator status 2 in the institution and issues a certificate
 * (certify.ts); failing names the videos to review and when the exam can be retried, never the
 * score. Each attempt draws its own questions and option order (exam-draw.ts) and keeps them, and
 * answers name options as the attempt shows them, so no answer key carries over (issue 20).
 */
import { trainingEndpoints } from '../../../contract/endpoints/training.ts';
import { serverReason } from '../../../contract/messages.ts';
import type { Language } from '../../../contract/languages.ts';
import type { ExamResult } from '../../../contract/types.ts';
import { ApiError } from '../../core/api-error.ts';
import { parseId } from '../../core/ids.ts';
import { queryOne, type Db, type Queryable } from '../../db/db.ts';
import { handler } from '../../http/handler.ts';
import { mediaLinkSeconds, signMediaPath } from '../../media/signed-url.ts';
import { certify } from './certify.ts';
import { drawAttempt } from './exam-draw.ts';
import { examPassMark, grade, retryAt } from './exam-rules.ts';
import type { Member } from '../../access/member.ts';
import { allVideosWatched, videosIn } from './videos.ts';

interface QuestionRow {
  id: number;
  review_position: number;
  clip_position: number | null;
  correct_option: number;
}

/** A question's words in one language: its prompt and its options in the bank's order. */
interface QuestionText {
  prompt: string;
  options: string[];
}

/** A question as one attempt shows it: `option_order[shown]` is the bank's index of the option. */
interface AttemptQuestion extends QuestionRow {
  option_order: number[];
}

interface AttemptRow {
  id: number;
  submitted_at: Date | null;
  passed: boolean | null;
}

// PGlite and postgres both parse jsonb; a driver answering text is parsed here.
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** The questions drawn for the attempt, in its order. */
async function attemptQuestions(db: Queryable, attemptId: number): Promise<AttemptQuestion[]> {
  const rows = await db.query<Omit<AttemptQuestion, 'option_order'> & { option_order: string }>(
    `SELECT q.id, q.review_position, q.clip_position, q.correct_option, array_to_json(aq.option_order)::text AS option_order
     FROM exam_attempt_questions aq JOIN exam_questions q ON q.id = aq.question_id
     WHERE aq.attempt_id = $1 ORDER BY aq.position`,
    [attemptId],
  );
  return rows.map((row) => ({ ...row, option_order: JSON.parse(row.option_order) as number[] }));
}

/** The words of the attempt's questions in `lang`, by question id. */
async function questionTexts(db: Queryable, attemptId: number, lang: Language): Promise<Map<number, QuestionText>> {
  const rows = await db.query<{ question_id: number; prompt: string; options: string[] | string }>(
    `SELECT t.question_id, t.prompt, t.options FROM exam_attempt_questions aq
     JOIN exam_question_texts t ON t.question_id = aq.question_id AND t.lang = $2
     WHERE aq.attempt_id = $1`,
    [attemptId, lang],
  );
  return new Map(rows.map((row) => [row.question_id, { prompt: row.prompt, options: parsed(row.options) }]));
}

/** Draws the attempt's questions from the bank, once: a second call finds them drawn. */
async function drawQuestions(tx: Queryable, attemptId: number): Promise<void> {
  const drawn = await queryOne<{ n: number }>(tx, 'SELECT count(*)::int AS n FROM exam_attempt_questions WHERE attempt_id = $1', [attemptId]);
  if ((drawn?.n ?? 0) > 0) return;
  const bank = await tx.query<{ id: number; review_position: number; option_count: number }>(
    'SELECT id, review_position, option_count FROM exam_questions ORDER BY position',
  );
  const chosen = drawAttempt(bank.map((row) => ({ id: row.id, review: row.review_position, optionCount: row.option_count })));
  for (const [position, question] of chosen.entries()) {
    await tx.query(
      `INSERT INTO exam_attempt_questions (attempt_id, question_id, position, option_order)
       VALUES ($1, $2, $3, ARRAY(SELECT e::int FROM jsonb_array_elements_text($4::text::jsonb) WITH ORDINALITY AS t (e, n) ORDER BY n))`,
      [attemptId, question.questionId, position, JSON.stringify(question.optionOrder)],
    );
  }
}

async function savedAnswers(db: Queryable, attemptId: number): Promise<Map<number, number>> {
  const rows = await db.query<{ question_id: number; option_index: number }>(
    'SELECT question_id, option_index FROM exam_answers WHERE attempt_id = $1',
    [attemptId],
  );
  return new Map(rows.map((row) => [row.question_id, row.option_index]));
}

/** Grades the attempt's questions against its saved answers (indices as shown in the attempt). */
function gradeAttempt(questions: readonly AttemptQuestion[], answers: ReadonlyMap<number, number>) {
  return grade(
    questions.map((q) => {
      const shown = answers.get(q.id);
      return { correct: shown !== undefined && q.option_order[shown] === q.correct_option, review: q.review_position };
    }),
  );
}

/**
 * The result of a submitted attempt, graded from its stored answers. A failure names the videos
 * to review and when to retry, but not the score nor how many answers were right.
 */
async function resultOf(db: Queryable, attempt: { id: number; submitted_at: Date }, lang: Language): Promise<ExamResult> {
  const graded = gradeAttempt(await attemptQuestions(db, attempt.id), await savedAnswers(db, attempt.id));
  const titles = new Map((await videosIn(db, lang)).map((video) => [video.position, video.title]));
  const certificate = await queryOne<{ id: number }>(db, 'SELECT id FROM certificates WHERE attempt_id = $1', [attempt.id]);
  return {
    passed: graded.passed,
    score: graded.passed ? graded.score : null,
    pass_mark: examPassMark,
    submitted_at: attempt.submitted_at.toISOString(),
    review: graded.passed ? [] : graded.review.map((position) => ({ position, title: titles.get(position) ?? '' })),
    retry_at: graded.passed ? null : retryAt(attempt.submitted_at).toISOString(),
    certificate_id: certificate?.id ?? null,
  };
}

async function lastSubmitted(db: Queryable, trainee: Member): Promise<{ id: number; submitted_at: Date; passed: boolean } | null> {
  return queryOne(
    db,
    `SELECT id, submitted_at, passed FROM exam_attempts
     WHERE user_id = $1 AND institution_id = $2 AND submitted_at IS NOT NULL
     ORDER BY submitted_at DESC, id DESC LIMIT 1`,
    [trainee.userId, trainee.institutionId],
  );
}

async function openAttempt(db: Db, trainee: Member, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    // Two tabs opening the exam at once share one attempt (the partial unique index of migration
    // 8), and the row lock lets only one of them draw its questions.
    await tx.query(
      `INSERT INTO exam_attempts (user_id, institution_id, started_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, institution_id) WHERE submitted_at IS NULL DO NOTHING`,
      [trainee.userId, trainee.institutionId, now],
    );
    const row = await queryOne<{ id: number }>(
      tx,
      'SELECT id FROM exam_attempts WHERE user_id = $1 AND institution_id = $2 AND submitted_at IS NULL FOR UPDATE',
      [trainee.userId, trainee.institutionId],
    );
    if (!row) throw new Error('The open exam attempt could not be read');
    await drawQuestions(tx, row.id);
    return row.id;
  });
}

export const getExam = handler(trainingEndpoints.getExam, async ({ db, member, query, now, media }) => {
  const trainee = member;
  const linkExpiry = new Date(now.getTime() + mediaLinkSeconds * 1000).toISOString();
  const closed = (status: 'passed' | 'wait' | 'videos', lastResult: ExamResult | null) => ({
    status,
    exam_id: null,
    pass_mark: examPassMark,
    questions: [],
    last_result: lastResult,
    links_expire_at: linkExpiry,
  });
  const last = await lastSubmitted(db, trainee);
  if (trainee.evaluatorStatus === 2) return closed('passed', last?.passed ? await resultOf(db, last, query.lang) : null);
  if (!(await allVideosWatched(db, trainee.userId))) return closed('videos', null);
  if (last && !last.passed && retryAt(last.submitted_at).getTime() > now.getTime()) {
    return closed('wait', await resultOf(db, last, query.lang));
  }
  const attemptId = await openAttempt(db, trainee, now);
  const answers = await savedAnswers(db, attemptId);
  const clips = new Map((await videosIn(db, query.lang)).map((video) => [video.position, video]));
  const texts = await questionTexts(db, attemptId, query.lang);
  return {
    status: 'open' as const,
    exam_id: attemptId,
    pass_mark: examPassMark,
    questions: (await attemptQuestions(db, attemptId)).map((q) => {
      const clip = q.clip_position === null ? undefined : clips.get(q.clip_position);
      const words = texts.get(q.id);
      return {
        id: q.id,
        prompt: words?.prompt ?? '',
        options: q.option_order.map((index) => words?.options[index] ?? ''),
        clip: clip
          ? {
              title: clip.title,
              duration_ms: clip.duration_ms,
              video_url: signMediaPath(media.secret, clip.media_path, trainee.userId, now).url,
              captions_url: clip.captions_path ? signMediaPath(media.secret, clip.captions_path, trainee.userId, now).url : null,
            }
          : null,
        answer: answers.get(q.id) ?? null,
      };
    }),
    last_result: last ? await resultOf(db, last, query.lang) : null,
    links_expire_at: linkExpiry,
  };
});

export const setExamAnswer = handler(trainingEndpoints.setExamAnswer, async ({ db, member, params, query, body, now }) => {
  const trainee = member;
  const attemptId = parseId(params.id);
  const notFound = () => new ApiError(404, serverReason.examNotFound);
  if (attemptId === null) throw notFound();
  const outcome = await db.transaction(async (tx) => {
    // The row lock makes a double submit (two tabs, a resent request) grade the attempt once.
    const attempt = await queryOne<AttemptRow>(
      tx,
      'SELECT id, submitted_at, passed FROM exam_attempts WHERE id = $1 AND user_id = $2 AND institution_id = $3 FOR UPDATE',
      [attemptId, trainee.userId, trainee.institutionId],
    );
    if (!attempt) throw notFound();
    if (attempt.submitted_at !== null) throw new ApiError(409, serverReason.examClosed);
    const questions = await attemptQuestions(tx, attemptId);
    const byId = new Map(questions.map((q) => [q.id, q]));
    for (const answer of body.answers) {
      // Only the attempt's own questions, by the options it shows.
      const question = byId.get(answer.question_id);
      if (!question || answer.option >= question.option_order.length) throw new ApiError(400, serverReason.examUnknownAnswer);
    }
    for (const answer of body.answers) {
      await tx.query(
        `INSERT INTO exam_answers (attempt_id, question_id, option_index, answered_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (attempt_id, question_id) DO UPDATE SET option_index = EXCLUDED.option_index, answered_at = EXCLUDED.answered_at`,
        [attemptId, answer.question_id, answer.option, now],
      );
    }
    if (!body.submit) return { submitted: false };
    const graded = gradeAttempt(questions, await savedAnswers(tx, attemptId));
    await tx.query('UPDATE exam_attempts SET submitted_at = $2, score = $3, passed = $4 WHERE id = $1', [
      attemptId,
      now,
      graded.score,
      graded.passed,
    ]);
    if (graded.passed) await certify(tx, trainee, attemptId, graded.score, now);
    return { submitted: true };
  });
  return {
    saved: body.answers.length,
    result: outcome.submitted ? await resultOf(db, { id: attemptId, submitted_at: now }, query.lang) : null,
  };
});
