/** The wait before the n-th status check (0-based): 1 s, then doubling, at most 10 s. */
export function pollDelay(attempt: number): number {
  return Math.min(10_000, 1000 * 2 ** Math.max(0, attempt));
}
