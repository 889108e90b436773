/**
 * POST portal_users/set_terms_and_conditions_user/1: records that the user accepted the terms in
 * the institution chosen for this session (spec §4: not accepted → accepted). Every membership of
 * the institution counts it, so patient data opens whatever group the session works in.
 */
import { userEndpoints } from '../../../contract/endpoints/users.ts';
import { handler } from '../../http/handler.ts';

export const acceptTerms = handler(userEndpoints.acceptTerms, async ({ db, member }) => {
  await db.query('UPDATE memberships SET agree_tandc = true WHERE user_id = $1 AND institution_id = $2', [member.userId, member.institutionId]);
  return { agree_tandc: true };
});
