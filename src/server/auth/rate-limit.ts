/**
 * Fixed-window limits on the costly or guessable public calls (login, register, password reset,
 * certificate codes, ...): at most `perWindow` calls per key in any window of `windowMs`, after
 * which the key answers 429 until the window ends.
 *
 * The counters live in the database (`rate_limits`, migration 120), so several API processes on
 * one PostgreSQL allow together what one process allows, never N times as much. Each call is one
 * upsert that counts and reads in a single statement, so parallel calls are counted exactly.
 *
 * A limit is a plain declaration beside the code it guards; the server counts every limit through
 * the one `RateLimits` it made at start (http/services.ts), which also keeps this process's
 * schedule of sweeping finished windows:
 *
 *   const resetPerAddress: RateLimit = { scope: 'reset_per_address', perWindow: 10 };
 *   await ctx.rateLimits.take(resetPerAddress, ctx.clientAddress, now.getTime()); // 429 beyond 10 a minute
 */
import { queryOne, type Queryable } from '../db/db.ts';
import { tooManyAttempts } from './throttle.ts';

export const defaultAuthCallsPerMinute = 30;
/** Public checks of a printed code (report paper, certificate) per client address and minute. */
export const defaultCodeChecksPerMinute = 30;
const minuteMs = 60 * 1000;

/**
 * At most `perWindow` calls per key in each window of `windowMs` (one minute by default), counted
 * under `scope`, the limit's name: every process on the database shares the counts of a scope.
 * `perWindow` 0 is no limit. `reason` is the 429's message (by default the sign-in one, which the
 * public calls share).
 */
export interface RateLimit {
  readonly scope: string;
  readonly perWindow: number;
  readonly windowMs?: number;
  readonly reason?: string;
}

export interface RateLimits {
  /** Counts one call of `key` under `limit` at `now` (ms); rejects with a 429 when it is over the limit. */
  take(limit: RateLimit, key: string, now: number): Promise<void>;
}

// A window that is over starts again at 1; otherwise the call adds 1.
const countCall = `
  INSERT INTO rate_limits AS r (scope, key, window_start, calls) VALUES ($1, $2, $3, 1)
  ON CONFLICT (scope, key) DO UPDATE SET
    calls = CASE WHEN r.window_start <= $4 THEN 1 ELSE r.calls + 1 END,
    window_start = CASE WHEN r.window_start <= $4 THEN $3 ELSE r.window_start END
  RETURNING calls, window_start`;

/** The limits of one server process, counted in `db`. */
export function createRateLimits(db: Queryable): RateLimits {
  // Scope → when this process last deleted the scope's finished windows.
  const lastSweeps = new Map<string, number>();
  /**
   * Whether this process should sweep `scope` now: once per window, so the table holds about the
   * keys of one window, and a flood of new keys costs no extra statement.
   */
  const shouldSweep = (scope: string, now: number, windowMs: number): boolean => {
    const last = lastSweeps.get(scope);
    if (last !== undefined && now - last < windowMs && now >= last) return false;
    lastSweeps.set(scope, now);
    return true;
  };
  return {
    async take({ scope, perWindow, windowMs = minuteMs, reason }, key, now) {
      if (perWindow <= 0) return;
      const at = new Date(now);
      const over = new Date(now - windowMs);
      // The database refuses a NUL in text; such a key (a malformed email) is counted all the same.
      const row = await queryOne<{ calls: number; window_start: Date }>(db, countCall, [scope, key.replaceAll('\u0000', '\ufffd'), at, over]);
      if (!row) throw new Error('rate_limits upsert returned no row');
      if (shouldSweep(scope, now, windowMs)) {
        await db.query('DELETE FROM rate_limits WHERE scope = $1 AND window_start <= $2', [scope, over]);
      }
      if (row.calls > perWindow) throw tooManyAttempts(at, new Date(row.window_start.getTime() + windowMs), reason);
    },
  };
}
