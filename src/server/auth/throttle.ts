/**
 * Per-account sign-in throttling. Each attempt is counted before the password is checked, so a
 * burst of parallel guesses cannot slip past the limit: attempts beyond 5 while earlier ones are
 * still being checked answer 429 at once. A success clears the count. After 5 failures within 15
 * minutes the account answers 429 for 5 minutes; then counting starts afresh.
 * The lock is short and bounded, so someone guessing at another person's account can delay them
 * by minutes but never shut them out for good, and it is applied to unknown emails alike, so the
 * 429 tells nothing about which accounts exist.
 */
import { serverReason } from '../../contract/messages.ts';
import type { Queryable } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';

export const maxFailures = 5;
export const failureWindowMs = 15 * 60 * 1000;
export const lockMs = 5 * 60 * 1000;
const pruneAfterMs = 24 * 60 * 60 * 1000;

/** The outcome of one counted attempt, to report once the password has been checked. */
export interface Attempt {
  failed(): Promise<void>;
  succeeded(): Promise<void>;
}

// One statement, so parallel attempts are counted exactly: a live lock is left as it is, a
// window that is over (or a lock that has ended) starts again at 1, anything else adds 1.
const countAttempt = `
  INSERT INTO login_attempts AS a (email_key, failures, window_start, locked_until)
  VALUES ($1, 1, $2, NULL)
  ON CONFLICT (email_key) DO UPDATE SET
    failures = CASE
      WHEN a.locked_until > $2 THEN a.failures
      WHEN a.window_start <= $3 OR a.locked_until IS NOT NULL THEN 1
      ELSE a.failures + 1 END,
    window_start = CASE
      WHEN a.locked_until > $2 THEN a.window_start
      WHEN a.window_start <= $3 OR a.locked_until IS NOT NULL THEN $2
      ELSE a.window_start END,
    locked_until = CASE WHEN a.locked_until > $2 THEN a.locked_until ELSE NULL END
  RETURNING failures, locked_until`;

async function lock(db: Queryable, key: string, now: Date): Promise<void> {
  await db.query(
    'UPDATE login_attempts SET locked_until = $2 WHERE email_key = $1 AND locked_until IS NULL',
    [key, new Date(now.getTime() + lockMs)],
  );
}

/**
 * Counts an attempt for the sign-in name `key` (a lower-cased email). Throws 429 while the name is
 * locked, or when this attempt is beyond the limit.
 */
export async function beginAttempt(db: Queryable, key: string, now: Date): Promise<Attempt> {
  const windowStart = new Date(now.getTime() - failureWindowMs);
  const rows = await db.query<{ failures: number; locked_until: Date | null }>(countAttempt, [key, now, windowStart]);
  const row = rows[0];
  const tooMany = () => new ApiError(429, serverReason.tooManyAttempts);
  if (!row) throw new Error('login_attempts upsert returned no row');
  if (row.locked_until && row.locked_until.getTime() > now.getTime()) throw tooMany();
  // Too many attempts in the window, counting those still in progress. Only recorded failures
  // lock the account (in `failed`), so a burst that turns out to be genuine locks nothing.
  if (row.failures > maxFailures) throw tooMany();
  return {
    async failed() {
      if (row.failures >= maxFailures) await lock(db, key, now);
      await db.query(
        'DELETE FROM login_attempts WHERE window_start < $1 AND (locked_until IS NULL OR locked_until < $1)',
        [new Date(now.getTime() - pruneAfterMs)],
      );
    },
    async succeeded() {
      await clearAttempts(db, key);
    },
  };
}

/** Forgets the failures of `key` (after a successful sign-in or a password reset). */
export async function clearAttempts(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM login_attempts WHERE email_key = $1', [key]);
}
