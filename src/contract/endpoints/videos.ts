/**
 * Processed videos of evaluations (spec §7): request one, follow its status, play it. Each call
 * comes in the `_inst`, `_inst_user` and `_demo_inst` forms, chosen by the rule of the reports.
 */
import { area, post } from './define.ts';
import type { videoSchemas } from '../schemas/videos.ts';

export const videoEndpoints = area<typeof videoSchemas>()({
  requestVideo: post('processing_records/request_video_inst/{id}'),
  requestVideoInstUser: post('processing_records/request_video_inst_user/{id}'),
  requestVideoDemo: post('processing_records/request_video_demo_inst/{id}'),
  getVideoRequestStatus: post('processing_records/get_video_request_status_inst/{id}'),
  getVideoRequestStatusInstUser: post('processing_records/get_video_request_status_inst_user/{id}'),
  getVideoRequestStatusDemo: post('processing_records/get_video_request_status_demo_inst/{id}'),
  getTaskVideo: post('processing_records/get_task_video_inst/{id}'),
  getTaskVideoInstUser: post('processing_records/get_task_video_inst_user/{id}'),
  getTaskVideoDemo: post('processing_records/get_task_video_demo_inst/{id}'),
});
