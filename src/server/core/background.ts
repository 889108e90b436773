/**
 * Work done after the answer, off the request path: a bounded queue per server, run one job at a
 * time on a later turn of the event loop (never right after the answer on the same connection).
 * Used for mail-like work (reset links, confirmation links) whose timing must not tell outsiders
 * anything. The server makes one at start and hands it to handlers on their context
 * (http/services.ts), so its `close()` can wait for the jobs before the database closes.
 */
import { serverReason } from '../../contract/messages.ts';
import { ApiError } from './api-error.ts';

/** Jobs waiting beyond this many: new work is refused with 503 (the same for every caller). */
export const maxQueuedJobs = 1000;

export interface BackgroundQueue {
  /** Queues `job`; throws 503 "server busy" when the queue is full. */
  add(job: () => Promise<void>): void;
  /** Resolves when every queued job has run. */
  drain(): Promise<void>;
}

/** A new, empty queue. A job must catch and log its own failures; anything that escapes is dropped here. */
export function createBackgroundQueue(): BackgroundQueue {
  const jobs: (() => Promise<void>)[] = [];
  let running: Promise<void> | null = null;
  const runAll = async () => {
    // A timer, not setImmediate: the work starts on a later turn than the answer's own I/O.
    await new Promise((resolve) => setTimeout(resolve, 1));
    for (let job = jobs.shift(); job; job = jobs.shift()) {
      try {
        await job();
      } catch {
        // The job logs its own failure.
      }
    }
    running = null;
  };
  return {
    add(job) {
      if (jobs.length >= maxQueuedJobs) {
        throw new ApiError(503, serverReason.serverBusy, { headers: { 'Retry-After': '5' } });
      }
      jobs.push(job);
      running ??= runAll();
    },
    async drain() {
      while (running) await running;
    },
  };
}
