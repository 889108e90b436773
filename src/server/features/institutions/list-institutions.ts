/** POST institution/list_inst_user/0 (own memberships) and institution/list/0 (admin: all). */
import { serverReason } from '../../../contract/messages.ts';
import type { InstitutionEntry } from '../../../contract/types.ts';
import { ApiError } from '../../core/api-error.ts';
import { userEndpoints } from '../../../contract/endpoints/users.ts';
import { handler } from '../../http/handler.ts';

export const listUserInstitutions = handler(userEndpoints.listUserInstitutions, ({ db, session }) =>
  db.query<InstitutionEntry>(
    `SELECT i.id AS keyid, i.name AS institution_name, i.country
     FROM institutions i
     WHERE EXISTS (SELECT 1 FROM memberships m WHERE m.institution_id = i.id AND m.user_id = $1)
     ORDER BY i.name, i.id`,
    [session.userId],
  ),
);

export const listAllInstitutions = handler(userEndpoints.listAllInstitutions, async ({ db, session }) => {
  if (!session.isAdmin) throw new ApiError(403, serverReason.badPermissions);
  return db.query<InstitutionEntry>(
    'SELECT id AS keyid, name AS institution_name, country FROM institutions ORDER BY name, id',
  );
});
