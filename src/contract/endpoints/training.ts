/** Training, exam, certificates */
import { area, post, type Endpoint } from './define.ts';
import type { trainingSchemas } from '../schemas/training.ts';

export const trainingEndpoints = area<typeof trainingSchemas>()({
  listTrainingVideos: post('training/videos/0'),
  /** How far the user got in one video (position); progress is kept per user by the server. */
  setTrainingProgress: post('training/set_progress/{id}'),
  getExam: post('evaluator_exams/get/0'),
  setExamAnswer: post('evaluator_exams/set_answer/{id}'),
  listCertificates: post('evaluator_exams/list_certificates_user/0'),
  getCertificate: post('evaluator_exams/get_certificate_user/{id}'),
  /** Public: anyone holding a printed certificate can check its code. */
  // Written out rather than through a helper: the only public GET, and the portal never calls it.
  verifyCertificate: { method: 'GET', path: 'evaluator_exams/verify_certificate/{id}', auth: false } as Endpoint<
    'evaluator_exams/verify_certificate/{id}',
    false
  >,
});
