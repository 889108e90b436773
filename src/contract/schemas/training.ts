/** Schemas of the training, exam and certificate calls; the training work declares them in full. */
import { undeclared } from '../schema.ts';

export const trainingSchemas = {
  listTrainingVideos: undeclared,
  getExam: undeclared,
  setExamAnswer: undeclared,
  listCertificates: undeclared,
  getCertificate: undeclared,
} as const;
