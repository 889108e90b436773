/**
 * A per-client-address limit on the costly public calls (login, register, password reset): at
 * most `perMinute` calls in any fixed one-minute window, after which the address answers 429.
 * Kept in memory: it guards this process's CPU, not the accounts (that is the throttle's job).
 */
import { serverReason } from '../../contract/messages.ts';
import { ApiError } from '../core/api-error.ts';

export const defaultAuthCallsPerMinute = 30;
const windowMs = 60 * 1000;
/** Beyond this many tracked addresses, finished windows are swept before adding another. */
const sweepAbove = 10_000;

export interface RateLimiter {
  /** Counts one call from `address` at `now` (ms); throws 429 when it is over the limit. */
  take(address: string, now: number): void;
}

export function createRateLimiter(perMinute: number): RateLimiter {
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
      if (window.calls > perMinute) throw new ApiError(429, serverReason.tooManyAttempts);
    },
  };
}
