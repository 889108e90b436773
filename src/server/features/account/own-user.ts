/**
 * GET portal_users/get_own_user/0 and POST portal_users/set_own_user/{id}. Only the signed-in
 * user's own account, and only name, lastname and company: a body that tries to set roles, an
 * institution, the email or admin rights is refused, not half-applied.
 */
import { serverReason } from '../../../contract/messages.ts';
import type { OwnUser } from '../../../contract/types.ts';
import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../http/api-error.ts';
import { sessionHandler } from '../../http/handler.ts';
import { optionalText, parseId, requireObject } from '../../http/validate.ts';

const editable = new Set(['name', 'lastname', 'company']);

async function findOwnUser(db: Queryable, userId: number): Promise<OwnUser> {
  const rows = await db.query<OwnUser>(
    'SELECT id, name, lastname, email, company, is_admin FROM users WHERE id = $1',
    [userId],
  );
  const user = rows[0];
  if (!user) throw new ApiError(401, serverReason.invalidToken, { userId });
  return user;
}

export const getOwnUser = sessionHandler(({ db, session }) => findOwnUser(db, session.userId));

export const setOwnUser = sessionHandler(async ({ db, session, params, body }): Promise<OwnUser> => {
  if (parseId(params.id) !== session.userId) throw new ApiError(403, serverReason.badPermissions);
  const fields = requireObject(body);
  if (Object.keys(fields).some((key) => !editable.has(key))) {
    throw new ApiError(400, serverReason.ownAccountFieldsOnly);
  }
  const name = optionalText(fields, 'name', { max: 100 });
  const lastname = optionalText(fields, 'lastname', { max: 100 });
  const company = optionalText(fields, 'company', { max: 200, allowEmpty: true });
  await db.query(
    `UPDATE users SET name = COALESCE($2, name), lastname = COALESCE($3, lastname),
       company = COALESCE($4, company) WHERE id = $1`,
    [session.userId, name ?? null, lastname ?? null, company ?? null],
  );
  return findOwnUser(db, session.userId);
});
