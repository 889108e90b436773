/**
 * The central failure handler (spec §8), the only place that logs a user out on an
 * authentication failure. The HTTP client hands every failed call here unless the caller
 * shows the failure itself.
 */
import type { ApiFailure } from '../lib/http/resolve.ts';
import { notifyError } from '../lib/notifications/notifications-slice.ts';
import { getLocation, navigate } from '../lib/router/history.ts';
import { writeSession } from '../lib/session/session.ts';
import { isAuthPath, paths } from '../domain/paths.ts';
import { endSessionToSignIn } from './end-session.ts';

/**
 * The server refused patient data until the terms are accepted in the chosen institution (they
 * may have been accepted in another tab's institution, or never): the terms page, then back here.
 */
function openTerms(): void {
  writeSession({ agree_tandc: 'false' });
  const { path, search } = getLocation();
  if (path === paths.terms() || isAuthPath(path)) return;
  navigate(paths.terms({ redirect: path + search }), { replace: true });
}

/**
 * Logs out and goes to sign-in on auth failures; opens the terms page when they are not
 * accepted, and My Account when a second factor is asked for; shows every failure's message.
 */
export function handleFailure(failure: ApiFailure): void {
  if (failure.kind === 'auth') endSessionToSignIn({ stayOnAuthPages: false });
  if (failure.kind === 'terms') return openTerms();
  // The institution asks its members for a second factor (issue 34): My Account, where one is added.
  if (failure.kind === 'second-factor' && getLocation().path !== paths.myAccount()) navigate(paths.myAccount());
  notifyError(failure.message);
}
