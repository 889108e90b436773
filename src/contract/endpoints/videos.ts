/**
 * Processed videos of evaluations (spec §7): request one, follow its status, play it. Each call
 * comes in the `_inst`, `_inst_user` and `_demo_inst` forms, chosen and allowed by the rule of the
 * reports (endpoints/reports.ts).
 */
import { area, member, patientData, post } from './define.ts';
import type { videoSchemas } from '../schemas/videos.ts';

const wholeInstitution = patientData({ permission: 'get_evaluation_report_inst' });
const ownSubjects = patientData('membership');
const demo = member('any-role');

export const videoEndpoints = area<typeof videoSchemas>()({
  requestVideo: post('processing_records/request_video_inst/{id}', wholeInstitution),
  requestVideoInstUser: post('processing_records/request_video_inst_user/{id}', ownSubjects),
  requestVideoDemo: post('processing_records/request_video_demo_inst/{id}', demo),
  // The evaluation's latest request, or none: a page opened again shows where it stands.
  findVideoRequest: post('processing_records/find_video_request_inst/{id}', wholeInstitution),
  findVideoRequestInstUser: post('processing_records/find_video_request_inst_user/{id}', ownSubjects),
  findVideoRequestDemo: post('processing_records/find_video_request_demo_inst/{id}', demo),
  getVideoRequestStatus: post('processing_records/get_video_request_status_inst/{id}', wholeInstitution),
  getVideoRequestStatusInstUser: post('processing_records/get_video_request_status_inst_user/{id}', ownSubjects),
  getVideoRequestStatusDemo: post('processing_records/get_video_request_status_demo_inst/{id}', demo),
  getTaskVideo: post('processing_records/get_task_video_inst/{id}', wholeInstitution),
  getTaskVideoInstUser: post('processing_records/get_task_video_inst_user/{id}', ownSubjects),
  getTaskVideoDemo: post('processing_records/get_task_video_demo_inst/{id}', demo),
});
