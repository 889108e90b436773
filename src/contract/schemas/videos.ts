/** Schemas of the processed-video calls; the training and video work declares them in full. */
import { undeclared } from '../schema.ts';

export const videoSchemas = {
  requestVideo: undeclared,
  getVideoRequestStatus: undeclared,
  getTaskVideo: undeclared,
} as const;
