/**
 * GET portal_users/get_own_user/0, POST portal_users/set_own_user/{id} and set_own_theme/0. Only the signed-in
 * user's own account, and only name, lastname and company: a body that tries to set roles, an
 * institution, the email or admin rights is refused by the schema, not half-applied.
 */
import { serverReason } from '../../../contract/messages.ts';
import { userEndpoints } from '../../../contract/endpoints/users.ts';
import type { OwnUser } from '../../../contract/types.ts';
import { type Queryable, readOne } from '../../db/db.ts';
import { ApiError } from '../../core/api-error.ts';
import { parseId } from '../../core/ids.ts';
import { handler } from '../../http/handler.ts';

async function findOwnUser(db: Queryable, userId: number): Promise<OwnUser> {
  // A read on every page load of the portal: it takes the database's fast path for reads.
  const user = await readOne<OwnUser>(
    db,
    'SELECT id, name, lastname, email, company, is_admin FROM users WHERE id = $1',
    [userId],
  );
  if (!user) throw new ApiError(401, serverReason.invalidToken, { userId });
  return user;
}

export const getOwnUser = handler(userEndpoints.getOwnUser, ({ db, session }) => findOwnUser(db, session.userId));

/** One's theme: kept with the account, answered with each sign-in (auth/session.ts signInAnswer). */
export const setOwnTheme = handler(userEndpoints.setOwnTheme, async ({ db, session, body }) => {
  await db.query('UPDATE users SET theme = $2 WHERE id = $1', [session.userId, body.theme]);
  return { theme: body.theme };
});

export const setOwnUser = handler(userEndpoints.setOwnUser, async ({ db, session, params, body }) => {
  if (parseId(params.id) !== session.userId) throw new ApiError(403, serverReason.badPermissions);
  const { name, lastname, company } = body;
  await db.query(
    `UPDATE users SET name = COALESCE($2, name), lastname = COALESCE($3, lastname),
       company = COALESCE($4, company) WHERE id = $1`,
    [session.userId, name ?? null, lastname ?? null, company ?? null],
  );
  return findOwnUser(db, session.userId);
});
