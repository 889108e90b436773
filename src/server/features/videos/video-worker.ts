/**
 * The worker that processes evaluations' videos from the `video_jobs` queue (migration 108). Each
 * server process runs one; they share the queue through the database:
 *
 * - A job is claimed with `FOR UPDATE SKIP LOCKED`, so two workers never take the same job, and
 *   leased for `leaseMs`. Its `attempts` counter goes up with each claim and fences the
 *   completion: a worker whose lease ran out (it stalled, its process died) cannot mark the job
 *   done after another worker took it. A job is therefore done once, never twice.
 * - Queued jobs wait in the database, so a restart loses none; a job left `processing` by a
 *   process that died is taken again when its lease expires.
 * - A failed attempt is retried after a pause, up to `maxAttempts`; then the job is `failed`.
 *
 * The reference server has no recordings to analyse: its processing waits `processingMs` (a few
 * seconds by default, like a short real job) and writes the demo processed video, a real WebM,
 * as the job's result.
 */
import { copyFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { serverReason } from '../../../contract/messages.ts';
import type { Logger } from '../../core/log.ts';
import { describeError } from '../../core/log.ts';
import { queryOne, type Db } from '../../db/db.ts';
import { isDatabaseAway } from '../../db/unavailable.ts';
import { processedFolder, type MediaStore } from '../../media/media-store.ts';
import { demoMediaDir, demoProcessedVideo } from '../../media/demo-media.ts';
import { startWorkLoop } from '../../core/work-loop.ts';

export interface VideoWorkerOptions {
  db: Db;
  media: MediaStore;
  log: Logger;
  now: () => number;
  /** How long the demo processing of one job takes (ms). */
  processingMs: number;
  /** How often an idle worker looks for work queued by another process (ms). */
  pollMs?: number;
  leaseMs?: number;
  maxAttempts?: number;
}

export interface ClaimedJob {
  id: number;
  evaluation_id: number;
  task_id: string;
  attempts: number;
}

export const defaultLeaseMs = 60_000;
export const defaultMaxAttempts = 3;

/** Takes the next job due, for one worker only, or null when none is due. */
export async function claimJob(db: Db, now: Date, leaseMs = defaultLeaseMs): Promise<ClaimedJob | null> {
  return db.transaction(async (tx) =>
    queryOne<ClaimedJob>(
      tx,
      `UPDATE video_jobs SET status = 'processing', attempts = attempts + 1, lease_until = $2, updated_at = $1
       WHERE id = (
         SELECT id FROM video_jobs
         WHERE status IN ('queued', 'processing') AND run_after <= $1 AND (status = 'queued' OR lease_until < $1)
         ORDER BY run_after, id
         LIMIT 1
         FOR UPDATE SKIP LOCKED
       )
       RETURNING id, evaluation_id, task_id, attempts`,
      [now, new Date(now.getTime() + leaseMs)],
    ),
  );
}

/** Marks a claimed job done; false when the claim was lost (fenced by `attempts`). */
export async function completeJob(db: Db, job: ClaimedJob, mediaPath: string, durationMs: number, now: Date): Promise<boolean> {
  const rows = await db.query(
    `UPDATE video_jobs SET status = 'done', media_path = $3, duration_ms = $4, lease_until = NULL, updated_at = $5
     WHERE id = $1 AND status = 'processing' AND attempts = $2 RETURNING id`,
    [job.id, job.attempts, mediaPath, durationMs, now],
  );
  return rows.length === 1;
}

/** After a failed attempt: queued again after a pause, or failed for good after `maxAttempts`. */
async function giveBack(db: Db, job: ClaimedJob, now: Date, maxAttempts: number): Promise<void> {
  const last = job.attempts >= maxAttempts;
  await db.query(
    `UPDATE video_jobs SET status = $3, run_after = $4, lease_until = NULL, failure = $5, updated_at = $6
     WHERE id = $1 AND status = 'processing' AND attempts = $2`,
    [
      job.id,
      job.attempts,
      last ? 'failed' : 'queued',
      new Date(now.getTime() + 2 ** job.attempts * 1000),
      last ? serverReason.videoProcessingFailed : null,
      now,
    ],
  );
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The demo processing: writes the processed video beside the others, whole or not at all. */
async function processJob(media: MediaStore, job: ClaimedJob, processingMs: number): Promise<{ path: string; durationMs: number }> {
  await wait(processingMs);
  const path = `${processedFolder}/job-${job.id}.webm`;
  const target = join(media.dir, processedFolder, `job-${job.id}.webm`);
  const partial = `${target}.${job.attempts}.partial`;
  await copyFile(join(demoMediaDir(), demoProcessedVideo.file), partial);
  await rename(partial, target);
  return { path, durationMs: demoProcessedVideo.durationMs };
}

export interface VideoWorker {
  /** Looks for work now (after a request was queued). */
  kick(): void;
  /** Stops taking jobs and waits for the one under way. */
  stop(): Promise<void>;
}

/** Starts the worker of one server process. */
export function startVideoWorker(options: VideoWorkerOptions): VideoWorker {
  const { db, media, log, now, processingMs } = options;
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? Math.max(defaultLeaseMs, processingMs * 4);
  const maxAttempts = options.maxAttempts ?? defaultMaxAttempts;
  // One pass processes every queued job, one at a time (core/work-loop.ts runs the passes).
  return startWorkLoop(async (stopped) => {
    while (!stopped()) {
      let job: ClaimedJob | null;
      try {
        job = await claimJob(db, new Date(now()), leaseMs);
      } catch (error) {
        if (!isDatabaseAway(error)) log.error('video_job_claim_failed', describeError(error));
        return;
      }
      if (!job) return;
      log.info('video_job_started', { job_id: job.id, attempt: job.attempts });
      try {
        const result = await processJob(media, job, processingMs);
        const done = await completeJob(db, job, result.path, result.durationMs, new Date(now()));
        log.info(done ? 'video_job_done' : 'video_job_claim_lost', { job_id: job.id, attempt: job.attempts });
      } catch (error) {
        log.error('video_job_failed', { job_id: job.id, attempt: job.attempts, ...describeError(error) });
        await giveBack(db, job, new Date(now()), maxAttempts).catch(() => {});
      }
    }
  }, pollMs);
}
