import { pollDelay as backOff } from '../../../lib/timing/delays.ts';

/** The wait before the n-th status check (0-based): 1 s, then doubling, at most 10 s. */
export function pollDelay(attempt: number): number {
  return backOff(attempt, 1000, 10_000);
}
