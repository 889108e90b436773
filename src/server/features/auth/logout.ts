/** POST auth/logout/0: revokes the session whose token signed the call. */
import { revokeSession } from '../../auth/session.ts';
import { authEndpoints } from '../../../contract/endpoints/auth.ts';
import { handler } from '../../http/handler.ts';

export const logout = handler(authEndpoints.logout, async ({ db, session, now }) => {
  await revokeSession(db, session.id, now);
  return undefined;
});
