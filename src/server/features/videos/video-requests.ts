/**
 * The processed-video calls (spec §7) in their three forms, scoped as the reports are
 * (features/reports/scope.ts): `_inst` needs the institution-wide report permission, `_inst_user`
 * sees only the caller's own subjects, `_demo_inst` the demonstration pool. An evaluation, request
 * or video outside the scope answers 404 as if it did not exist.
 */
import { videoEndpoints } from '../../../contract/endpoints/videos.ts';
import { serverReason } from '../../../contract/messages.ts';
import type { VideoJobStatus } from '../../../contract/schemas/videos.ts';
import { ApiError } from '../../core/api-error.ts';
import { parseId } from '../../core/ids.ts';
import { queryOne, type Queryable } from '../../db/db.ts';
import { handler } from '../../http/handler.ts';
import type { MediaStore } from '../../media/media-store.ts';
import { signMediaPath } from '../../media/signed-url.ts';
import { findEvaluation } from '../../evaluations/evaluation-rows.ts';
import type { Member } from '../../access/member.ts';
import { demoPool, evaluationScopeSql, ownSubjects, wholeInstitution, type Scope } from '../../access/scope.ts';
import type { WorkerBell } from '../../http/services.ts';

type Form = 'inst' | 'inst_user' | 'demo';

/** What a form sees; who may call it is the endpoint's access rule (contract/endpoints/videos.ts). */
function scopeOf(member: Member, form: Form): Scope {
  if (form === 'inst') return wholeInstitution(member);
  if (form === 'inst_user') return ownSubjects(member);
  return demoPool;
}

interface JobRow {
  id: number;
  evaluation_id: number;
  task_id: string;
  status: VideoJobStatus;
  created_at: Date;
  updated_at: Date;
  failure: string | null;
}

const jobColumns = 'j.id, j.evaluation_id, j.task_id, j.status, j.created_at, j.updated_at, j.failure';

function wire(job: JobRow) {
  return {
    request_id: job.id,
    evaluation_id: job.evaluation_id,
    task_id: job.task_id,
    status: job.status,
    requested_at: new Date(job.created_at).toISOString(),
    updated_at: new Date(job.updated_at).toISOString(),
    failure: job.failure,
  };
}

function request(form: Form) {
  return async ({ db, member, params, now, videoWorker }: { db: Queryable; member: Member; params: { id: string }; now: Date; videoWorker: WorkerBell }) => {
    const scope = scopeOf(member, form);
    const id = parseId(params.id);
    const evaluation = id === null ? null : await findEvaluation(db, scope, id);
    if (!evaluation) throw new ApiError(404, serverReason.evaluationNotFound);
    if (!evaluation.task_id) throw new ApiError(409, serverReason.videoNoRecording);
    // One live request per evaluation: asking again answers the one under way (or done).
    await db.query(
      `INSERT INTO video_jobs (evaluation_id, task_id, requested_by, run_after, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $4, $4)
       ON CONFLICT (evaluation_id) WHERE status <> 'failed' DO NOTHING`,
      [evaluation.keyid, evaluation.task_id, member.userId, now],
    );
    const job = await queryOne<JobRow>(db, `SELECT ${jobColumns} FROM video_jobs j WHERE j.evaluation_id = $1 AND j.status <> 'failed'`, [
      evaluation.keyid,
    ]);
    if (!job) throw new Error('The video request could not be read back');
    videoWorker.kick();
    return wire(job);
  };
}

/** The evaluation's latest request, whatever its status, or null (none, or outside the scope: 404). */
function find(form: Form) {
  return async ({ db, member, params }: { db: Queryable; member: Member; params: { id: string } }) => {
    const scope = scopeOf(member, form);
    const id = parseId(params.id);
    const evaluation = id === null ? null : await findEvaluation(db, scope, id);
    if (!evaluation) throw new ApiError(404, serverReason.evaluationNotFound);
    const job = await queryOne<JobRow>(db, `SELECT ${jobColumns} FROM video_jobs j WHERE j.evaluation_id = $1 ORDER BY j.created_at DESC, j.id DESC LIMIT 1`, [
      evaluation.keyid,
    ]);
    return { request: job ? wire(job) : null };
  };
}

function status(form: Form) {
  return async ({ db, member, params }: { db: Queryable; member: Member; params: { id: string } }) => {
    const scope = scopeOf(member, form);
    const id = parseId(params.id);
    const where = evaluationScopeSql(scope, 2);
    const job =
      id === null
        ? null
        : await queryOne<JobRow>(
            db,
            `SELECT ${jobColumns} FROM video_jobs j JOIN evaluations e ON e.id = j.evaluation_id WHERE j.id = $1 AND ${where.sql}`,
            [id, ...where.params],
          );
    if (!job) throw new ApiError(404, serverReason.videoRequestNotFound);
    return wire(job);
  };
}

function taskVideo(form: Form) {
  return async ({ db, member, params, now, media }: { db: Queryable; member: Member; params: { id: string }; now: Date; media: MediaStore }) => {
    const scope = scopeOf(member, form);
    const where = evaluationScopeSql(scope, 2);
    const job = await queryOne<{ media_path: string; duration_ms: number }>(
      db,
      `SELECT j.media_path, j.duration_ms FROM video_jobs j JOIN evaluations e ON e.id = j.evaluation_id
       WHERE j.task_id = $1 AND j.status = 'done' AND ${where.sql}
       ORDER BY j.updated_at DESC LIMIT 1`,
      [params.id, ...where.params],
    );
    if (!job) throw new ApiError(404, serverReason.processedVideoNotFound);
    const link = signMediaPath(media.secret, job.media_path, member.userId, now);
    return {
      task_id: params.id,
      video_url: link.url,
      content_type: 'video/webm',
      duration_ms: job.duration_ms,
      expires_at: link.expiresAt.toISOString(),
    };
  };
}

export const requestVideo = handler(videoEndpoints.requestVideo, request('inst'));
export const requestVideoInstUser = handler(videoEndpoints.requestVideoInstUser, request('inst_user'));
export const requestVideoDemo = handler(videoEndpoints.requestVideoDemo, request('demo'));
export const findVideoRequest = handler(videoEndpoints.findVideoRequest, find('inst'));
export const findVideoRequestInstUser = handler(videoEndpoints.findVideoRequestInstUser, find('inst_user'));
export const findVideoRequestDemo = handler(videoEndpoints.findVideoRequestDemo, find('demo'));
export const getVideoRequestStatus = handler(videoEndpoints.getVideoRequestStatus, status('inst'));
export const getVideoRequestStatusInstUser = handler(videoEndpoints.getVideoRequestStatusInstUser, status('inst_user'));
export const getVideoRequestStatusDemo = handler(videoEndpoints.getVideoRequestStatusDemo, status('demo'));
export const getTaskVideo = handler(videoEndpoints.getTaskVideo, taskVideo('inst'));
export const getTaskVideoInstUser = handler(videoEndpoints.getTaskVideoInstUser, taskVideo('inst_user'));
export const getTaskVideoDemo = handler(videoEndpoints.getTaskVideoDemo, taskVideo('demo'));
