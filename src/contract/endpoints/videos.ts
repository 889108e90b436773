/** Processed videos */
import { post } from './define.ts';

export const videoEndpoints = {
  requestVideo: post('processing_records/request_video_inst/{id}'),
  getVideoRequestStatus: post('processing_records/get_video_request_status_inst/{id}'),
  getTaskVideo: post('processing_records/get_task_video_inst/{id}'),
} as const;
