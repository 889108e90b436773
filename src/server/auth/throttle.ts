/**
 * Sign-in throttling, keyed on (email, client address), kept in the database (login_attempts).
 * - Per address: each attempt is counted before the password is checked, so a burst of parallel
 *   guesses cannot slip past the limit: attempts beyond 5 while earlier ones are still being
 *   checked answer 429 at once. After 5 wrong passwords within 15 minutes from one address, that
 *   address answers 429 for that email for 5 minutes. Other addresses are not affected.
 * - Only a wrong password is a failure. An attempt that ends any other way (a 429, a 503 "server
 *   busy" from the password-hash queue, a malformed request) is taken back, and a correct password
 *   clears its address's count: none of them can bring a lock nearer.
 * - Per email, from all addresses together: 50 wrong passwords within 15 minutes raise a guard for
 *   5 minutes. The guard never refuses the right password from an address that is not itself
 *   locked (so an outsider who knows an email cannot lock its owner out); while it is up, every
 *   attempt for that email waits `guardDelayMs` before its answer, and a wrong password locks its
 *   address at once (one guess per address per lock, instead of five).
 * Both apply to unknown emails alike, so the answers tell nothing about which accounts exist.
 * A refused 401 carries `attempts_left` from the third failure of an address on, a 429 carries
 * `retry_after_seconds` and `Retry-After` (contract/sign-in-refusal.ts).
 */
import { serverReason } from '../../contract/messages.ts';
import type { SignInRefusalData } from '../../contract/sign-in-refusal.ts';
import { queryOne, type Queryable } from '../db/db.ts';
import { ApiError } from '../core/api-error.ts';

export const maxFailures = 5;
/** Failures of one email from all addresses together before every address is refused. */
export const maxEmailFailures = 50;
export const failureWindowMs = 15 * 60 * 1000;
export const lockMs = 5 * 60 * 1000;
/** The wait added to every attempt for an email while its guard is up. */
export const guardDelayMs = 2000;
/** From this failure of an address on, a refused sign-in says how many attempts are left. */
export const warnFromFailure = 3;
const pruneAfterMs = 24 * 60 * 60 * 1000;

/** The outcome of one counted attempt, to report once the password has been checked. */
export interface Attempt {
  /** Whether the email's guard is up (the answer then waits `guardDelayMs`). */
  readonly guarded: boolean;
  /** A wrong password: records it, locks when a limit is reached, and returns what the 401 says. */
  failed(): Promise<SignInRefusalData | undefined>;
  /** The right password: clears this address's count. */
  succeeded(): Promise<void>;
  /** Ended without a password check (busy, malformed): takes the attempt back. */
  abandoned(): Promise<void>;
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
    'UPDATE login_attempts SET locked_until = $2 WHERE email_key = $1 AND (locked_until IS NULL OR locked_until <= $3)',
    [key, new Date(now.getTime() + lockMs), now],
  );
}

/** Takes back one counted attempt that was never checked or turned out genuine. */
async function uncount(db: Queryable, key: string): Promise<void> {
  await db.query(
    'UPDATE login_attempts SET failures = greatest(failures - 1, 0) WHERE email_key = $1 AND locked_until IS NULL',
    [key],
  );
}

/**
 * A 429 with the seconds until `until` (at least 1), in the data and in `Retry-After`; `reason`
 * says what was refused (a sign-in unless told).
 */
export function tooManyAttempts(now: Date, until: Date | null, reason: string = serverReason.tooManyAttempts): ApiError {
  const seconds = Math.max(1, Math.ceil(((until?.getTime() ?? now.getTime()) - now.getTime()) / 1000));
  return new ApiError(429, reason, {
    headers: { 'Retry-After': String(seconds) },
    data: { retry_after_seconds: seconds } satisfies SignInRefusalData,
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
  lockedUntil: Date | null;
}

async function count(db: Queryable, key: string, now: Date): Promise<Counted> {
  const windowStart = new Date(now.getTime() - failureWindowMs);
  const row = await queryOne<{ failures: number; locked_until: Date | null }>(db, countAttempt, [key, now, windowStart]);
  if (!row) throw new Error('login_attempts upsert returned no row');
  const live = row.locked_until !== null && row.locked_until.getTime() > now.getTime();
  return { failures: row.failures, lockedUntil: live ? row.locked_until : null };
}

/** Whether the email-wide guard of `allKey` is up (it is raised only by recorded failures). */
async function guardUp(db: Queryable, allKey: string, now: Date): Promise<boolean> {
  const row = await queryOne<{ up: boolean }>(db, 'SELECT locked_until > $2 AS up FROM login_attempts WHERE email_key = $1', [
    allKey,
    now,
  ]);
  return row?.up === true;
}

export interface ThrottleOptions {
  /** The wait while the email's guard is up; tests shorten it. */
  guardDelayMs?: number;
}

/**
 * Counts an attempt for the sign-in name `email` (already keyed) from the client `address`.
 * Throws 429 while that pair is locked, or when this attempt is beyond its limit (taken back).
 * While the email's guard is up, waits `guardDelayMs` first.
 */
async function beginAttempt(
  db: Queryable,
  email: string,
  address: string,
  now: Date,
  options: ThrottleOptions = {},
): Promise<Attempt> {
  const pairKey = addressKey(email, address);
  const allKey = ceilingKey(email);
  const pair = await count(db, pairKey, now);
  if (pair.lockedUntil) throw tooManyAttempts(now, pair.lockedUntil);
  if (pair.failures > maxFailures) {
    // Too many in flight at once from this address: refused, and not counted.
    await uncount(db, pairKey);
    throw tooManyAttempts(now, null);
  }
  const guarded = await guardUp(db, allKey, now);
  if (guarded) await sleep(options.guardDelayMs ?? guardDelayMs);
  return {
    guarded,
    async failed() {
      const all = await count(db, allKey, now);
      if (all.failures >= maxEmailFailures) await lock(db, allKey, now);
      const locks = guarded || pair.failures >= maxFailures;
      if (locks) await lock(db, pairKey, now);
      await db.query(
        'DELETE FROM login_attempts WHERE window_start < $1 AND (locked_until IS NULL OR locked_until < $1)',
        [new Date(now.getTime() - pruneAfterMs)],
      );
      const left = locks ? 0 : maxFailures - pair.failures;
      return pair.failures >= warnFromFailure || locks ? { attempts_left: left } : undefined;
    },
    async succeeded() {
      await db.query('DELETE FROM login_attempts WHERE email_key = $1', [pairKey]);
    },
    async abandoned() {
      await uncount(db, pairKey);
    },
  };
}

/**
 * One attempt of `email` from `address` around `check`: a check that throws (a busy database) is
 * taken back, as nothing was checked; one that passes clears the pair's failures; one that fails
 * counts, and resolves the refusal's data (the attempts left, when worth saying). Signing in, the
 * second step and the password asked again all count here, so none is easier to guess than another.
 */
export async function attempted(
  db: Queryable,
  email: string,
  address: string,
  now: Date,
  check: () => Promise<boolean>,
): Promise<{ passed: true } | { passed: false; data: Awaited<ReturnType<Attempt['failed']>> }> {
  const attempt = await beginAttempt(db, email, address, now);
  let passed: boolean;
  try {
    passed = await check();
  } catch (error) {
    await attempt.abandoned();
    throw error;
  }
  if (passed) {
    await attempt.succeeded();
    return { passed: true };
  }
  return { passed: false, data: await attempt.failed() };
}

/** Forgets every failure of `email`, from all addresses (after a password reset). */
export async function clearAttempts(db: Queryable, email: string): Promise<void> {
  await db.query(
    `DELETE FROM login_attempts WHERE email_key = $1
       OR (left(email_key, 5) = 'from ' AND right(email_key, length($2) + 1) = ' ' || $2)`,
    [ceilingKey(email), email],
  );
}
