/**
 * What a refused sign-in says about the throttle, in the `data` of the error answer, so the portal
 * can warn before a lock and say how long a lock lasts. It is the same for known and unknown
 * emails: it counts attempts, never accounts.
 * - 401 for a wrong email or password: `attempts_left`, the wrong attempts still allowed from this
 *   address before it must wait (present from the third failure on, when a lock is near).
 * - 429 while locked: `retry_after_seconds`, also sent as the `Retry-After` header.
 */
export interface SignInRefusalData {
  attempts_left?: number;
  retry_after_seconds?: number;
}

function count(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/** The throttle figures of a refused sign-in's data; fields that are absent or malformed are left out. */
export function signInRefusalOf(data: unknown): SignInRefusalData {
  if (typeof data !== 'object' || data === null) return {};
  const record = data as Record<string, unknown>;
  const out: SignInRefusalData = {};
  const left = count(record.attempts_left);
  const wait = count(record.retry_after_seconds);
  if (left !== undefined) out.attempts_left = left;
  if (wait !== undefined) out.retry_after_seconds = wait;
  return out;
}
