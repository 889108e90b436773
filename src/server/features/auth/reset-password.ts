/**
 * POST auth/password/{id} (spec §7): without a key and without a body "send me a reset mail" to
 * the email `{id}`; with the key, in the body (`{password, key}`, as the portal sends it, so that
 * no access log holds it) or in the query (`?key=`, as spec §7 has it), the new password of user
 * `{id}`. The links themselves live in auth/reset-links.ts.
 */
import { accountEndpoints } from '../../../contract/endpoints/accounts.ts';
import { isMailbox } from '../../../contract/email-address.ts';
import { serverReason } from '../../../contract/messages.ts';
import { requestReset, setNewPassword } from '../../auth/reset-links.ts';
import { fieldsRefused } from '../../core/api-error.ts';
import { handler } from '../../http/handler.ts';

/** The email of a reset request: one mailbox, as every email that enters is (400 otherwise). */
function resetEmail(id: string): string {
  const email = id.trim();
  if (!isMailbox(email)) throw fieldsRefused([{ field: 'id', code: 'format' }], { message: serverReason.invalidEmail });
  return email;
}

export const resetPassword = handler(accountEndpoints.resetPassword, (ctx) =>
  ctx.query.key === undefined && ctx.body === undefined
    ? requestReset(ctx, resetEmail(ctx.params.id ?? ''))
    : setNewPassword(ctx, ctx.params.id, ctx.body?.key ?? ctx.query.key ?? '', ctx.body),
);
