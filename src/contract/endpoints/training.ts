/** Training, exam, certificates: the trainee calls need the evaluator role with status 1 or 2 (spec §4). */
import { anyone, area, get, member, post, signedIn } from './define.ts';
import type { trainingSchemas } from '../schemas/training.ts';

export const trainingEndpoints = area<typeof trainingSchemas>()({
  listTrainingVideos: post('training/videos/0', member('trainee')),
  /** How far the user got in one video (position); progress is kept per user by the server. */
  setTrainingProgress: post('training/set_progress/{id}', member('trainee')),
  getExam: post('evaluator_exams/get/0', member('trainee')),
  setExamAnswer: post('evaluator_exams/set_answer/{id}', member('trainee')),
  /** A person's own certificates, from every institution. */
  listCertificates: post('evaluator_exams/list_certificates_user/0', signedIn),
  getCertificate: post('evaluator_exams/get_certificate_user/{id}', signedIn),
  /** Public: anyone holding a printed certificate can check its code; the portal never calls it. */
  verifyCertificate: get('evaluator_exams/verify_certificate/{id}', anyone),
});
