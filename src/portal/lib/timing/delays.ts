// The portal's waits, in one place so every search box and every status check behaves alike.

/** How long a search box waits after the last key before it searches. */
export const searchDelayMs = 300;

/**
 * The wait before the `attempt`-th new look (0-based) at something the server is still preparing:
 * `firstMs`, then doubling, at most `maxMs` (back-off), so a long job does not call every second.
 */
export function pollDelay(attempt: number, firstMs: number, maxMs: number): number {
  return Math.min(maxMs, firstMs * 2 ** Math.max(0, attempt));
}
