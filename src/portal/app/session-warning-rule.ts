/** When the session-ending warning shows, and the minutes it states. */

/** The warning shows from five minutes before the session ends. */
export const warnBeforeMs = 5 * 60_000;

export interface Warning {
  /** Whole minutes left, rounded up: "1 minute" until the very end. */
  minutesLeft: number;
}

/** The warning at `now`, or null while the end is further off (or already past). */
export function sessionWarning(expiresAt: number, now: number): Warning | null {
  const left = expiresAt - now;
  if (!Number.isFinite(left) || left <= 0 || left > warnBeforeMs) return null;
  return { minutesLeft: Math.ceil(left / 60_000) };
}

/** Milliseconds until the warning should next be looked at: its start, or the next minute. */
export function nextCheckIn(expiresAt: number, now: number): number {
  const left = expiresAt - now;
  if (left > warnBeforeMs) return left - warnBeforeMs;
  const intoMinute = left % 60_000;
  return intoMinute === 0 ? 60_000 : intoMinute;
}
