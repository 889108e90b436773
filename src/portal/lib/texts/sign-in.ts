/**
 * The sign-in page's texts about a refused sign-in and its throttle (contract/sign-in-refusal.ts).
 * They speak of this device, never of the account, so they tell nothing about which emails exist.
 * Loaded only when a sign-in is refused, so they cost the first screen nothing.
 */

/** "4 minutes", "1 minute", "45 seconds": a wait rounded up to whole minutes from one minute on. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** The countdown beside the disabled Sign in button: "4:05". */
export function clockText(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export const signInTexts = {
  /** From the third wrong attempt: how many are left before this device must wait. */
  attemptsLeft: (left: number) =>
    left === 0
      ? 'Sign-in from this device is now paused for a while after too many wrong attempts.'
      : `${left} ${left === 1 ? 'attempt' : 'attempts'} left before sign-in from this device is paused for a while.`,
  /** 429: the stated wait. */
  paused: (seconds: number) =>
    `Too many wrong attempts: sign-in from this device is paused. Please wait ${waitText(seconds)} before trying again.`,
  /** The countdown, linked to the disabled button. */
  countdown: (seconds: number) => `You can sign in again in ${clockText(seconds)}.`,
  /** Once the wait is over. */
  waitOver: 'You can sign in again now.',
};
