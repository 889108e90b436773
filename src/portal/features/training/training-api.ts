/** The training calls (spec §7): videos, progress, the exam and certificates, in the reader's language. */
import { api } from '../../lib/http/api.ts';
import { trainingEndpoints } from '../../../contract/endpoints/training.ts';
import { failed } from '../../domain/messages/catalogue.ts';
import { message } from '../../lib/i18n/message.ts';
import { trainingMessages } from './messages/index.ts';
import type { AnswerBody } from '../../../contract/types.ts';
import type { Language } from '../../lib/i18n/languages.ts';

/** POST training/videos/0?lang=. */
export function listTrainingVideos(lang: Language, signal?: AbortSignal) {
  return api.call(trainingEndpoints.listTrainingVideos, { query: { lang }, fallback: message(trainingMessages, 'failure.videosLoad'), signal });
}

/** POST training/set_progress/{position}: where the player stands, or that it reached the end. */
export function saveTrainingProgress(position: number, body: { resume_ms: number; ended: boolean }) {
  return api.call(trainingEndpoints.setTrainingProgress, {
    params: { id: position },
    body,
    fallback: message(trainingMessages, 'failure.progressSave'),
    central: false,
  });
}

/** POST evaluator_exams/get/0?lang=. */
export function getExam(lang: Language, signal?: AbortSignal) {
  return api.call(trainingEndpoints.getExam, { query: { lang }, fallback: failed('examsLoad'), signal });
}

/** POST evaluator_exams/set_answer/{exam_id}?lang=: saves answers, and grades with `submit`. */
export function sendExamAnswers(examId: number, body: AnswerBody, lang: Language) {
  return api.call(trainingEndpoints.setExamAnswer, {
    params: { id: examId },
    query: { lang },
    body,
    fallback: failed('examSubmit'),
    // The page keeps the answers and says what happened; only a signed-out session goes central.
    central: false,
  });
}

/** POST evaluator_exams/list_certificates_user/0. */
export function listCertificates(signal?: AbortSignal) {
  return api.call(trainingEndpoints.listCertificates, { fallback: failed('certificatesLoad'), signal });
}

/** POST evaluator_exams/get_certificate_user/{id}. */
export function getCertificate(id: string, signal?: AbortSignal) {
  return api.call(trainingEndpoints.getCertificate, { params: { id }, fallback: failed('certificateLoad'), signal });
}
