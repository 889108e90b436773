/**
 * POST portal_users/set_terms_and_conditions_user/1: records that the user accepted the terms in
 * the institution chosen for this session (spec §4: not accepted → accepted).
 */
import { serverReason } from '../../../contract/messages.ts';
import { ApiError } from '../../core/api-error.ts';
import { userEndpoints } from '../../../contract/endpoints/users.ts';
import { handler } from '../../http/handler.ts';

export const acceptTerms = handler(userEndpoints.acceptTerms, async ({ db, session }) => {
  if (session.institutionId === null) throw new ApiError(409, serverReason.institutionNotChosen);
  const updated = await db.query(
    'UPDATE memberships SET agree_tandc = true WHERE user_id = $1 AND institution_id = $2 RETURNING id',
    [session.userId, session.institutionId],
  );
  // The membership can have been removed since the institution was chosen.
  if (updated.length === 0) throw new ApiError(404, serverReason.institutionNotFound);
  return { agree_tandc: true };
});
