/**
 * A per-client-address limit on the costly public calls (login, register, password reset): at
 * most `perMinute` calls in any fixed one-minute window, after which the address answers 429.
 * Kept in memory: it guards this process's CPU, not the accounts (that is the throttle's job).
 */
import { tooManyAttempts } from './throttle.ts';

export const defaultAuthCallsPerMinute = 30;
const minuteMs = 60 * 1000;
/** Beyond this many tracked addresses, finished windows are swept before adding another. */
const sweepAbove = 10_000;

export interface RateLimiter {
  /** Counts one call from `address` at `now` (ms); throws 429 when it is over the limit. */
  take(address: string, now: number): void;
}

/**
 * At most `perMinute` calls per key in each fixed window of `windowMs` (one minute by default);
 * beyond that a 429 that says when the window ends.
 */
export function createRateLimiter(perMinute: number, windowMs = minuteMs): RateLimiter {
  const windows = new Map<string, { start: number; calls: number }>();
  return {
    take(address, now) {
      if (perMinute <= 0) return;
      let window = windows.get(address);
      if (!window || now - window.start >= windowMs) {
        if (!window && windows.size >= sweepAbove) {
          for (const [key, value] of windows) if (now - value.start >= windowMs) windows.delete(key);
        }
        window = { start: now, calls: 0 };
        windows.set(address, window);
      }
      window.calls += 1;
      if (window.calls > perMinute) throw tooManyAttempts(new Date(now), new Date(window.start + windowMs));
    },
  };
}
