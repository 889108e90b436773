/**
 * The English texts about a refused sign-in and its throttle (contract/sign-in-refusal.ts). They
 * speak of this device, never of the account, so they tell nothing about which emails exist.
 * Loaded with the refusal, so they cost the first screen nothing (refusal-es.ts translates them).
 */
export const en = {
  /** From the third wrong attempt: how many are left before this device must wait. */
  attemptsLeft: {
    zero: 'Sign-in from this device is now paused for a while after too many wrong attempts.',
    one: '{count} attempt left before sign-in from this device is paused for a while.',
    other: '{count} attempts left before sign-in from this device is paused for a while.',
  },
  /** 429: the stated wait, written out ("5 minutes", "45 seconds"). */
  paused: 'Too many wrong attempts: sign-in from this device is paused. Please wait {wait} before trying again.',
  /** The countdown beside the disabled Sign in button ("4:05"). */
  countdown: 'You can sign in again in {time}.',
  /** Once the wait is over. */
  waitOver: 'You can sign in again now.',
  /** Signing in with a passkey alone: the browser's prompt was cancelled or timed out, or it has none. */
  passkeyCancelled: 'The passkey was not used: the request was cancelled or took too long. Try again, or sign in with your email and password.',
  passkeyUnsupported: 'This browser cannot use passkeys. Sign in with your email and password.',
} as const;
