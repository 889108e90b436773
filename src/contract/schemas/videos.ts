/**
 * Schemas of the processed-video calls (spec §7: "not shown", designed here). Endpoints:
 * ../endpoints/videos.ts. A request (path id: the evaluation) queues the processing of the
 * evaluation's recording, or answers the request already under way; a status call (path id: the
 * request) answers where it stands; a find call (path id: the evaluation) answers the evaluation's
 * latest request or null, so a page opened again shows it rather than offering a new one; a task-video call (path id: the evaluation's task id) answers
 * a short-lived signed link, relative to apiBase, to the processed video once it is done.
 */
import { int, nullable, object, oneOf, text } from '../schema.ts';

/** queued → processing → done, or failed (a new request may then be made). */
export const videoJobStatuses = ['queued', 'processing', 'done', 'failed'] as const;
export type VideoJobStatus = (typeof videoJobStatuses)[number];

const when = text({ max: 40 });

export const videoRequest = object({
  request_id: int(1),
  evaluation_id: int(1),
  task_id: text({ max: 100 }),
  status: oneOf(videoJobStatuses),
  requested_at: when,
  updated_at: when,
  /** Why processing failed, when it did. */
  failure: nullable(text({ max: 500 })),
});

export const taskVideo = object({
  task_id: text({ max: 100 }),
  video_url: text({ max: 2000 }),
  content_type: text({ max: 100 }),
  duration_ms: int(1),
  expires_at: when,
});

const request = { data: videoRequest } as const;
const found = { data: object({ request: nullable(videoRequest) }) } as const;
const task = { data: taskVideo } as const;

export const videoSchemas = {
  requestVideo: request,
  requestVideoInstUser: request,
  requestVideoDemo: request,
  findVideoRequest: found,
  findVideoRequestInstUser: found,
  findVideoRequestDemo: found,
  getVideoRequestStatus: request,
  getVideoRequestStatusInstUser: request,
  getVideoRequestStatusDemo: request,
  getTaskVideo: task,
  getTaskVideoInstUser: task,
  getTaskVideoDemo: task,
} as const;
