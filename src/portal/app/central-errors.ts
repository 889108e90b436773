/**
 * The central failure handler (spec §8), the only place that logs a user out on an
 * authentication failure. The HTTP client hands every failed call here unless the caller
 * shows the failure itself.
 */
import type { ApiFailure } from '../lib/http/resolve.ts';
import { endSession } from '../lib/session/session-end.ts';
import { getLocation, navigate } from '../lib/router/history.ts';
import { notifyError } from '../lib/notifications/notifications-slice.ts';
import { signInPath } from '../lib/router/paths.ts';

/** Logs out and goes to sign-in on auth failures; shows every other failure's message. */
export function handleFailure(failure: ApiFailure): void {
  if (failure.kind === 'auth') {
    const { path, search } = getLocation();
    endSession();
    const back = path.startsWith('/auth/') ? '' : `?redirect=${encodeURIComponent(path + search)}`;
    navigate(`${signInPath}${back}`, { replace: true });
    notifyError(failure.message);
    return;
  }
  notifyError(failure.message);
}
