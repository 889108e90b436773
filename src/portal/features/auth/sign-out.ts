/** Signing out (spec §7): apart from signing in, so the sign-in screen does not carry it. */
import { api } from '../../lib/http/api.ts';
import { sessionStore } from '../../lib/session/session.ts';
import { endSession } from '../../lib/session/session-end.ts';
import { notifyError } from '../../lib/notifications/notifications-slice.ts';
import { authEndpoints } from '../../../contract/endpoints/auth.ts';
import { failed } from '../../domain/messages/catalogue.ts';

/**
 * Logs out: the session is cleared first, then the logout call revokes the old credentials.
 * Whatever the call answers, the user ends up signed out; `quiet` when a failed revocation is no
 * news to the person (another tab signed out, and the token may already be gone).
 */
export async function logout({ quiet = false } = {}): Promise<void> {
  const { user_id: userId, token } = sessionStore.getState();
  endSession(); // also resets the auth state (auth-slice registers for it)
  if (!userId || !token) return;
  const result = await api.call(authEndpoints.logout, {
    credentials: { userId, token },
    fallback: failed('logout'),
    central: false,
  });
  if (!result.ok && !quiet) notifyError(failed('logout'));
}
