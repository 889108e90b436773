/**
 * How often an evaluation still being processed is asked for again: soon at first, then less and
 * less often (back-off), so a report that takes minutes does not call the server every second.
 */
import { pollDelay as backOff } from '../../lib/timing/delays.ts';

export const pollStartMs = 2_000;
export const pollMaxMs = 30_000;

/** The wait before the `attempt`-th new look (0-based): 2 s, 4 s, 8 s, 16 s, then 30 s. */
export function pollDelay(attempt: number): number {
  return backOff(attempt, pollStartMs, pollMaxMs);
}

/** Whether an evaluation's report may still come: asked for or being processed. */
export function stillProcessing(status: string): boolean {
  return status === 'requested' || status === 'processing';
}
