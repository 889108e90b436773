/**
 * POST auth/password/{id} (spec §7): without a key and without a body "send me a reset mail" to
 * the email `{id}`; with the key, in the body (`{password, key}`, as the portal sends it, so that
 * no access log holds it) or in the query (`?key=`, as spec §7 has it), the new password of user
 * `{id}`. The links themselves live in auth/reset-links.ts.
 */
import { authEndpoints } from '../../../contract/endpoints/auth.ts';
import { requestReset, setNewPassword } from '../../auth/reset-links.ts';
import { handler } from '../../http/handler.ts';

export const resetPassword = handler(authEndpoints.resetPassword, (ctx) =>
  ctx.query.key === undefined && ctx.body === undefined
    ? requestReset(ctx, ctx.params.id ?? '')
    : setNewPassword(ctx.db, ctx.now, ctx.params.id, ctx.body?.key ?? ctx.query.key ?? '', ctx.body),
);
