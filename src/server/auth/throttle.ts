/**
 * Sign-in throttling, keyed on (email, client address). Each attempt is counted before the
 * password is checked, so a burst of parallel guesses cannot slip past the limit: attempts beyond
 * 5 while earlier ones are still being checked answer 429 at once. A success clears that
 * address's count. After 5 failures within 15 minutes from one address, that address answers 429
 * for that email for 5 minutes; other addresses are not affected, so someone guessing at another
 * person's account cannot lock the real owner out.
 * A looser per-email ceiling (50 failures within 15 minutes from all addresses together) stops
 * guessing spread over many addresses; it then answers 429 for 5 minutes to everyone.
 * Both apply to unknown emails alike, so the 429 tells nothing about which accounts exist.
 * The client address is the socket's remote address; X-Forwarded-For is never trusted.
 */
import { serverReason } from '../../contract/messages.ts';
import type { Queryable } from '../db/db.ts';
import { ApiError } from '../core/api-error.ts';

export const maxFailures = 5;
/** Failures of one email from all addresses together before every address is refused. */
export const maxEmailFailures = 50;
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

/** Takes back one counted attempt that was never checked or turned out genuine. */
async function uncount(db: Queryable, key: string): Promise<void> {
  await db.query(
    'UPDATE login_attempts SET failures = greatest(failures - 1, 0) WHERE email_key = $1 AND locked_until IS NULL',
    [key],
  );
}

/** The row key of one (email, address) pair. Addresses hold no spaces, so keys cannot collide. */
export function addressKey(email: string, address: string): string {
  return `from ${address.replace(/\s/g, '')} ${email}`;
}

/** The row key of the per-email ceiling. */
export function ceilingKey(email: string): string {
  return `all ${email}`;
}

interface Counted {
  failures: number;
  locked: boolean;
}

async function count(db: Queryable, key: string, now: Date): Promise<Counted> {
  const windowStart = new Date(now.getTime() - failureWindowMs);
  const rows = await db.query<{ failures: number; locked_until: Date | null }>(countAttempt, [key, now, windowStart]);
  const row = rows[0];
  if (!row) throw new Error('login_attempts upsert returned no row');
  return { failures: row.failures, locked: row.locked_until !== null && row.locked_until.getTime() > now.getTime() };
}

/**
 * Counts an attempt for the sign-in name `email` (lower-cased) from the client `address`. Throws
 * 429 while that pair or the email as a whole is locked, or when this attempt is beyond a limit.
 */
export async function beginAttempt(db: Queryable, email: string, address: string, now: Date): Promise<Attempt> {
  const tooMany = () => new ApiError(429, serverReason.tooManyAttempts);
  const pairKey = addressKey(email, address);
  const allKey = ceilingKey(email);
  const pair = await count(db, pairKey, now);
  // Only recorded failures lock (in `failed`), so a burst that turns out to be genuine locks nothing.
  if (pair.locked || pair.failures > maxFailures) throw tooMany();
  const all = await count(db, allKey, now);
  if (all.locked || all.failures > maxEmailFailures) {
    await uncount(db, pairKey);
    throw tooMany();
  }
  return {
    async failed() {
      if (pair.failures >= maxFailures) await lock(db, pairKey, now);
      if (all.failures >= maxEmailFailures) await lock(db, allKey, now);
      await db.query(
        'DELETE FROM login_attempts WHERE window_start < $1 AND (locked_until IS NULL OR locked_until < $1)',
        [new Date(now.getTime() - pruneAfterMs)],
      );
    },
    async succeeded() {
      await db.query('DELETE FROM login_attempts WHERE email_key = $1', [pairKey]);
      await uncount(db, allKey);
    },
  };
}

/** Forgets every failure of `email`, from all addresses (after a password reset). */
export async function clearAttempts(db: Queryable, email: string): Promise<void> {
  await db.query(
    `DELETE FROM login_attempts WHERE email_key = $1
       OR (left(email_key, 5) = 'from ' AND right(email_key, length($2) + 1) = ' ' || $2)`,
    [ceilingKey(email), email],
  );
}
