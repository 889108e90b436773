/** Training, exam, certificates */
import { area, post } from './define.ts';
import type { trainingSchemas } from '../schemas/training.ts';

export const trainingEndpoints = area<typeof trainingSchemas>()({
  listTrainingVideos: post('training/videos/0'),
  getExam: post('evaluator_exams/get/0'),
  setExamAnswer: post('evaluator_exams/set_answer/{id}'),
  listCertificates: post('evaluator_exams/list_certificates_user/0'),
  getCertificate: post('evaluator_exams/get_certificate_user/{id}'),
});
