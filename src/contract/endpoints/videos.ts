/** Processed videos */
import { area, post } from './define.ts';
import type { videoSchemas } from '../schemas/videos.ts';

export const videoEndpoints = area<typeof videoSchemas>()({
  requestVideo: post('processing_records/request_video_inst/{id}'),
  getVideoRequestStatus: post('processing_records/get_video_request_status_inst/{id}'),
  getTaskVideo: post('processing_records/get_task_video_inst/{id}'),
});
