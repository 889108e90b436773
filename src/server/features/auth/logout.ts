/** POST auth/logout/0: revokes the session whose token signed the call. */
import { revokeSession } from '../../auth/session.ts';
import { sessionHandler } from '../../http/handler.ts';

export const logout = sessionHandler(async ({ db, session, now }) => {
  await revokeSession(db, session.id, now);
  return undefined;
});
