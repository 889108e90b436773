/**
 * The evaluator exam (spec §2, §7). POST evaluator_exams/get/0?lang= answers the caller's exam:
 * the open attempt's questions with the answers saved so far (some on a video clip), or the
 * result when certified, or when to come back after a failure, or that videos remain to watch.
 * POST evaluator_exams/set_answer/{exam_id}?lang= saves answers and, with `submit`, grades the
 * attempt: passing sets evaluator status 2 in the institution and issues a certificate; failing
 * names the videos to review and when the exam can be retried.
 */
import { randomBytes } from 'node:crypto';
import { trainingEndpoints } from '../../../contract/endpoints/training.ts';
import { serverReason } from '../../../contract/messages.ts';
import type { TrainingLanguage } from '../../../contract/schemas/training.ts';
import type { ExamResult } from '../../../contract/types.ts';
import { ApiError } from '../../core/api-error.ts';
import { parseId } from '../../core/ids.ts';
import { queryOne, type Queryable } from '../../db/db.ts';
import { handler } from '../../http/handler.ts';
import { mediaStoreOf } from '../../media/media-store.ts';
import { mediaLinkSeconds, signMediaPath } from '../../media/signed-url.ts';
import { examPassMark, grade, retryAt } from './exam-rules.ts';
import type { Member } from '../../access/member.ts';
import { allVideosWatched, videosIn } from './videos.ts';

interface QuestionRow {
  id: number;
  review_position: number;
  clip_position: number | null;
  prompt_en: string;
  prompt_es: string;
  options: { en: string; es: string }[];
  correct_option: number;
}

interface AttemptRow {
  id: number;
  submitted_at: Date | null;
  passed: boolean | null;
}

const questionsSql = 'SELECT id, review_position, clip_position, prompt_en, prompt_es, options, correct_option FROM exam_questions ORDER BY position';

async function questions(db: Queryable): Promise<QuestionRow[]> {
  const rows = await db.query<QuestionRow>(questionsSql);
  // PGlite and postgres both parse jsonb; a driver answering text is parsed here.
  return rows.map((row) => ({ ...row, options: typeof row.options === 'string' ? JSON.parse(row.options) : row.options }));
}

async function savedAnswers(db: Queryable, attemptId: number): Promise<Map<number, number>> {
  const rows = await db.query<{ question_id: number; option_index: number }>(
    'SELECT question_id, option_index FROM exam_answers WHERE attempt_id = $1',
    [attemptId],
  );
  return new Map(rows.map((row) => [row.question_id, row.option_index]));
}

/** The result of a submitted attempt, graded from its stored answers. */
async function resultOf(db: Queryable, attempt: { id: number; submitted_at: Date }, lang: TrainingLanguage): Promise<ExamResult> {
  const all = await questions(db);
  const answers = await savedAnswers(db, attempt.id);
  const graded = grade(all.map((q) => ({ correct: answers.get(q.id) === q.correct_option, review: q.review_position })));
  const titles = new Map((await videosIn(db, lang)).map((video) => [video.position, video.title]));
  const certificate = await queryOne<{ id: number }>(db, 'SELECT id FROM certificates WHERE attempt_id = $1', [attempt.id]);
  return {
    passed: graded.passed,
    score: graded.score,
    pass_mark: examPassMark,
    correct: graded.correct,
    total: graded.total,
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

async function openAttempt(db: Queryable, trainee: Member, now: Date): Promise<number> {
  // Two tabs opening the exam at once share one attempt (the partial unique index of migration 8).
  await db.query(
    `INSERT INTO exam_attempts (user_id, institution_id, started_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, institution_id) WHERE submitted_at IS NULL DO NOTHING`,
    [trainee.userId, trainee.institutionId, now],
  );
  const row = await queryOne<{ id: number }>(
    db,
    'SELECT id FROM exam_attempts WHERE user_id = $1 AND institution_id = $2 AND submitted_at IS NULL',
    [trainee.userId, trainee.institutionId],
  );
  if (!row) throw new Error('The open exam attempt could not be read');
  return row.id;
}

export const getExam = handler(trainingEndpoints.getExam, async ({ db, member, query, now }) => {
  const trainee = member;
  const media = mediaStoreOf(db);
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
  return {
    status: 'open' as const,
    exam_id: attemptId,
    pass_mark: examPassMark,
    questions: (await questions(db)).map((q) => {
      const clip = q.clip_position === null ? undefined : clips.get(q.clip_position);
      return {
        id: q.id,
        prompt: query.lang === 'es' ? q.prompt_es : q.prompt_en,
        options: q.options.map((option) => option[query.lang]),
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

/** A code to print on a certificate: 16 letters and digits (80 random bits), easy to read aloud. */
export function verificationCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(16);
  const chars = [...bytes].map((byte) => alphabet[byte % 32]).join('');
  return chars.match(/.{4}/g)?.join('-') ?? chars;
}

export const setExamAnswer = handler(trainingEndpoints.setExamAnswer, async ({ db, member, params, query, body, now }) => {
  const trainee = member;
  const attemptId = parseId(params.id);
  const notFound = () => new ApiError(404, serverReason.examNotFound);
  if (attemptId === null) throw notFound();
  const all = await questions(db);
  const byId = new Map(all.map((q) => [q.id, q]));
  for (const answer of body.answers) {
    const question = byId.get(answer.question_id);
    if (!question || answer.option >= question.options.length) throw new ApiError(400, serverReason.examUnknownAnswer);
  }
  const outcome = await db.transaction(async (tx) => {
    // The row lock makes a double submit (two tabs, a resent request) grade the attempt once.
    const attempt = await queryOne<AttemptRow>(
      tx,
      'SELECT id, submitted_at, passed FROM exam_attempts WHERE id = $1 AND user_id = $2 AND institution_id = $3 FOR UPDATE',
      [attemptId, trainee.userId, trainee.institutionId],
    );
    if (!attempt) throw notFound();
    if (attempt.submitted_at !== null) throw new ApiError(409, serverReason.examClosed);
    for (const answer of body.answers) {
      await tx.query(
        `INSERT INTO exam_answers (attempt_id, question_id, option_index, answered_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (attempt_id, question_id) DO UPDATE SET option_index = EXCLUDED.option_index, answered_at = EXCLUDED.answered_at`,
        [attemptId, answer.question_id, answer.option, now],
      );
    }
    if (!body.submit) return { submitted: false };
    const answers = await savedAnswers(tx, attemptId);
    const graded = grade(all.map((q) => ({ correct: answers.get(q.id) === q.correct_option, review: q.review_position })));
    await tx.query('UPDATE exam_attempts SET submitted_at = $2, score = $3, passed = $4 WHERE id = $1', [
      attemptId,
      now,
      graded.score,
      graded.passed,
    ]);
    if (graded.passed) {
      await tx.query('UPDATE memberships SET evaluator_status = 2 WHERE user_id = $1 AND institution_id = $2', [
        trainee.userId,
        trainee.institutionId,
      ]);
      await tx.query(
        `INSERT INTO certificates (user_id, institution_id, attempt_id, holder_name, institution_name, score, issued_at, verification_code)
         SELECT u.id, i.id, $3, u.name || ' ' || u.lastname, i.name, $4, $5, $6
         FROM users u, institutions i WHERE u.id = $1 AND i.id = $2`,
        [trainee.userId, trainee.institutionId, attemptId, graded.score, now, verificationCode()],
      );
    }
    return { submitted: true };
  });
  return {
    saved: body.answers.length,
    result: outcome.submitted ? await resultOf(db, { id: attemptId, submitted_at: now }, query.lang) : null,
  };
});
