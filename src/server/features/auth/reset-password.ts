/**
 * POST auth/password/{id} (spec §7): without `?key=` "send me a reset mail" to the email `{id}`,
 * with it the new password of user `{id}`. The links themselves live in auth/reset-links.ts.
 */
import { authEndpoints } from '../../../contract/endpoints/auth.ts';
import { requestReset, setNewPassword } from '../../auth/reset-links.ts';
import { handler } from '../../http/handler.ts';

export const resetPassword = handler(authEndpoints.resetPassword, (ctx) =>
  ctx.query.key === undefined ? requestReset(ctx, ctx.params.id ?? '') : setNewPassword(ctx.db, ctx.now, ctx.params.id, ctx.query.key, ctx.body),
);
