/**
 * Schemas of the training, exam and certificate calls (spec §3, §4, §7: payloads "not shown", so
 * designed here). Endpoints: ../endpoints/training.ts. Media links (`*_url`) are signed, expire a
 * few minutes after the answer (`links_expire_at`) and are relative to apiBase.
 */
import { array, bool, int, nullable, object, oneOf, text } from '../schema.ts';
import type { FieldIssue, Schema } from '../schema.ts';
import { rateLimitedErrors } from './errors.ts';
import { languages, sourceLanguage } from '../languages.ts';
import { queryOneOf } from '../query-schema.ts';

/** `?lang=`: the portal sends its own language; the source language when absent. */
const langQuery = queryOneOf(languages, sourceLanguage);

const when = text({ max: 40 });
const url = text({ max: 2000 });

export const trainingVideo = object({
  /** 0, 1, 2...: the order they are watched in; the same video in every language. */
  position: int(0, 1000),
  title: text({ max: 200 }),
  summary: text({ min: 0, max: 1000 }),
  duration_ms: int(1),
  /** Signed only for an unlocked video; null while it is locked. */
  video_url: nullable(url),
  /** Null while the video is locked, or when it has no captions. */
  captions_url: nullable(url),
  /** Whether the user may play it: the first one, and each one after a video watched to its end. */
  unlocked: bool(),
  /** Watched to its end. */
  watched: bool(),
  /** Where to resume, in ms from the start. */
  resume_ms: int(0),
});

export const trainingVideos = object({
  lang: oneOf(languages),
  videos: array(trainingVideo),
  total_rows: int(0),
  links_expire_at: when,
});

/**
 * Where the player stands; `ended` when it reached the end (that unlocks the next video). An end is
 * believed only once half the video's length has passed since its link was first issued.
 */
export const progressBody = object({ resume_ms: int(0, 24 * 3600 * 1000), ended: bool() });

export const progressData = object({
  position: int(0),
  resume_ms: int(0),
  watched: bool(),
  /** Positions watched to the end, in order. */
  watched_positions: array(int(0)),
});

/** A media clip a question is about. */
export const examClip = object({ video_url: url, captions_url: nullable(url), duration_ms: int(1), title: text({ max: 200 }) });

/**
 * A question of the attempt, drawn from the bank. The options come in the attempt's own order and
 * an answer names the index shown here, so answers mean nothing outside the attempt.
 */
export const examQuestion = object({
  id: int(1),
  prompt: text({ max: 1000 }),
  options: array(text({ max: 500 }), 20),
  clip: nullable(examClip),
  /** The option (index as shown) saved for this question so far, if any. */
  answer: nullable(int(0)),
});

/** A video to watch again after a failed exam. */
export const reviewItem = object({ position: int(0), title: text({ max: 200 }) });

/**
 * A failed attempt says what to review and when to retry, never how many answers were right:
 * counting right answers over attempts would give the answer key away (issue 20, finding 5).
 */
export const examResult = object({
  passed: bool(),
  /** After a pass: percent of questions answered correctly; null after a failure. */
  score: nullable(int(0, 100)),
  pass_mark: int(0, 100),
  submitted_at: when,
  /** After a failure: the videos whose questions were missed. */
  review: array(reviewItem),
  /** After a failure: when the exam can be taken again. */
  retry_at: nullable(when),
  /** After a pass: the certificate issued. */
  certificate_id: nullable(int(1)),
});

/**
 * `open`: questions to answer (`exam_id` is the attempt); `passed`: the user is certified;
 * `wait`: failed, retry after `retry_at`; `videos`: training videos still to watch first.
 */
export const examState = object({
  status: oneOf(['open', 'passed', 'wait', 'videos'] as const),
  exam_id: nullable(int(1)),
  pass_mark: int(0, 100),
  questions: array(examQuestion),
  last_result: nullable(examResult),
  links_expire_at: when,
});

export const answerBody = object({
  /** `option`: the index of the option as the attempt shows it. */
  answers: array(object({ question_id: int(1), option: int(0, 19) }), 100),
  /** Grade the exam now (after saving `answers`). */
  submit: bool(),
});

export const answerData = object({ saved: int(0), result: nullable(examResult) });

export const certificateEntry = object({
  id: int(1),
  issued_at: when,
  institution_name: text({ max: 200 }),
  score: int(0, 100),
  verification_code: text({ max: 40 }),
});

export const certificate = object({
  id: int(1),
  holder_name: text({ max: 300 }),
  institution_name: text({ max: 200 }),
  issued_at: when,
  score: int(0, 100),
  verification_code: text({ max: 40 }),
  /** The public path (relative to apiBase) that checks the code. */
  verify_path: text({ max: 200 }),
});

export const certificateCheck = object({
  valid: bool(),
  holder_name: text({ max: 300 }),
  institution_name: text({ max: 200 }),
  issued_at: when,
});

export const trainingSchemas = {
  listTrainingVideos: { query: { lang: langQuery }, data: trainingVideos },
  setTrainingProgress: { body: progressBody, data: progressData },
  getExam: { query: { lang: langQuery }, data: examState },
  setExamAnswer: { query: { lang: langQuery }, body: answerBody, data: answerData },
  listCertificates: { data: object({ certificates: array(certificateEntry), total_rows: int(0) }) },
  getCertificate: { data: certificate },
  verifyCertificate: { data: certificateCheck, errors: rateLimitedErrors },
} as const;
