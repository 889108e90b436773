/**
 * The processed-video calls (spec §7) in the form the reports' rule picks (spec §6): the demo
 * form in demo mode, the institution-wide form with the institution-wide report permission, the
 * per-user form otherwise. The panel shows each failure itself (central: false; a signed-out
 * session still goes to the central handler).
 */
import { api } from '../../../lib/http/api.ts';
import { sessionStore } from '../../../lib/session/session.ts';
import { sessionPermissions } from '../../../domain/access/caller.ts';
import { videoEndpoints } from '../../../../contract/endpoints/videos.ts';
import { failed } from '../../../domain/messages/catalogue.ts';

export type VideoForm = 'inst' | 'inst_user' | 'demo';

/** The permission whose holder uses the `_inst` form, as for getting a report. */
const institutionWide = 'get_evaluation_report_inst';

/** Which form a user calls: `permissions` is the stored permissions object (spec §3). */
export function videoForm(permissions: string | undefined, demo: boolean): VideoForm {
  if (demo) return 'demo';
  return sessionPermissions({ permissions }).reports.includes(institutionWide) ? 'inst' : 'inst_user';
}

const forms = {
  inst: [videoEndpoints.requestVideo, videoEndpoints.getVideoRequestStatus, videoEndpoints.getTaskVideo, videoEndpoints.findVideoRequest],
  inst_user: [videoEndpoints.requestVideoInstUser, videoEndpoints.getVideoRequestStatusInstUser, videoEndpoints.getTaskVideoInstUser, videoEndpoints.findVideoRequestInstUser],
  demo: [videoEndpoints.requestVideoDemo, videoEndpoints.getVideoRequestStatusDemo, videoEndpoints.getTaskVideoDemo, videoEndpoints.findVideoRequestDemo],
} as const;

/** The form for the signed-in user now. */
export function currentForm(demo: boolean): VideoForm {
  return videoForm(sessionStore.getState().permissions, demo);
}

/** POST processing_records/request_video_{form}/{evaluation id}. */
export function requestVideo(form: VideoForm, evaluationId: number) {
  return api.call(forms[form][0], { params: { id: evaluationId }, fallback: failed('videoRequest'), central: false });
}

/** POST processing_records/find_video_request_{form}/{evaluation id}: the latest request, or null. */
export function findVideoRequest(form: VideoForm, evaluationId: number, signal?: AbortSignal) {
  return api.call(forms[form][3], { params: { id: evaluationId }, fallback: failed('videoRequestStatus'), central: false, signal });
}

/** POST processing_records/get_video_request_status_{form}/{request id}. */
export function videoRequestStatus(form: VideoForm, requestId: number, signal?: AbortSignal) {
  return api.call(forms[form][1], { params: { id: requestId }, fallback: failed('videoRequestStatus'), central: false, signal });
}

/** POST processing_records/get_task_video_{form}/{task id}. */
export function taskVideo(form: VideoForm, taskId: string, signal?: AbortSignal) {
  return api.call(forms[form][2], { params: { id: taskId }, fallback: failed('taskVideoLoad'), central: false, signal });
}
