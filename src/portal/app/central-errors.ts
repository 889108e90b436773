/**
 * The central failure handler (spec §8), the only place that logs a user out on an
 * authentication failure. The HTTP client hands every failed call here unless the caller
 * shows the failure itself.
 */
import type { ApiFailure } from '../lib/http/resolve.ts';
import { notifyError } from '../lib/notifications/notifications-slice.ts';
import { endSessionToSignIn } from './end-session.ts';

/** Logs out and goes to sign-in on auth failures; shows every other failure's message. */
export function handleFailure(failure: ApiFailure): void {
  if (failure.kind === 'auth') endSessionToSignIn({ stayOnAuthPages: false });
  notifyError(failure.message);
}
