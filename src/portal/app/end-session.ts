/**
 * Ends the session and shows the sign-in page with the current page as the way back: the one
 * place both the central failure handler and the expiry timer leave a session through.
 */
import { endSession } from '../lib/session/session-end.ts';
import { getLocation, navigate } from '../lib/router/history.ts';
import { isAuthPath, paths } from '../domain/paths.ts';

/**
 * On an auth page there is no page to come back to: `stayOnAuthPages` leaves the person where
 * they are (the sign-in page keeps its own redirect-back target), otherwise plain sign-in.
 */
export function endSessionToSignIn(options: { stayOnAuthPages: boolean }): void {
  const { path, search } = getLocation();
  endSession('ended'); // ended under the person: what they typed is kept for their return
  const onAuthPage = isAuthPath(path);
  if (onAuthPage && options.stayOnAuthPages) return;
  navigate(paths.signIn({ redirect: onAuthPage ? undefined : path + search }), { replace: true });
}
