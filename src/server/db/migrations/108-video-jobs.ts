/**
 * Migration 108: the processing of evaluations' videos as a job queue in the database, so it
 * survives a restart and several API processes share it. A job is queued, then taken by one worker
 * (`FOR UPDATE SKIP LOCKED`) for a lease; a worker that dies leaves its lease to expire and the job
 * is taken again, and `attempts` fences a late worker out (media/video-worker.ts). One live request
 * per evaluation: asking again answers the one under way.
 */
import type { Migration } from '../migration.ts';

export const videoJobsMigration: Migration = {
  version: 108,
  name: 'video-jobs',
  statements: [
    `CREATE TABLE video_jobs (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      evaluation_id integer NOT NULL REFERENCES evaluations (id) ON DELETE CASCADE,
      task_id text NOT NULL,
      requested_by integer REFERENCES users (id) ON DELETE SET NULL,
      status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'processing', 'done', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      run_after timestamptz NOT NULL,
      lease_until timestamptz,
      media_path text,
      duration_ms integer,
      failure text,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      CHECK (status <> 'done' OR media_path IS NOT NULL)
    )`,
    `CREATE INDEX video_jobs_queue_idx ON video_jobs (run_after, id) WHERE status IN ('queued', 'processing')`,
    `CREATE UNIQUE INDEX video_jobs_live_key ON video_jobs (evaluation_id) WHERE status <> 'failed'`,
    `CREATE INDEX video_jobs_task_idx ON video_jobs (task_id, updated_at DESC) WHERE status = 'done'`,
  ],
};
