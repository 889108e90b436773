/**
 * The calls of the signed-out forms other than sign-in (spec §7): creating an account, asking for
 * a reset email and choosing a new password. Apart from auth-api.ts so that the sign-in screen,
 * which every visitor downloads first, does not carry them.
 */
import { api } from '../../lib/http/api.ts';
import type { ApiResult } from '../../lib/http/resolve.ts';
import type { Message } from '../../lib/i18n/message.ts';
import { accountEndpoints } from '../../../contract/endpoints/accounts.ts';
import { failed, resetMail } from '../../domain/messages/catalogue.ts';
import type { MessageData, NewPasswordBody, RegisterBody } from '../../../contract/types.ts';
import { authStore } from './auth-slice.ts';
import {
  formStatusSet,
  newPasswordDone,
  passwordChanged,
  resetEmailFailed,
  resetEmailSent,
  resetPasswordDone,
} from './auth-forms-slice.ts';

/** Creates an account (auth/register). */
export function register(body: RegisterBody): Promise<ApiResult<unknown>> {
  return api.call(accountEndpoints.register, { body, fallback: failed('register'), central: false });
}

/** Asks for a new confirmation link; the answer is the same whether or not the account exists. */
export function sendConfirmationLink(email: string, fallback: Message): Promise<ApiResult<MessageData>> {
  return api.call(accountEndpoints.resendConfirmation, { body: { email: email.trim() }, fallback, central: false });
}

/** Sends the reset email; on success sets the Spanish success message (spec §8). */
export async function sendResetEmail(email: string): Promise<ApiResult<MessageData>> {
  authStore.setState((s) => formStatusSet(s, 'submitting'));
  const result = await api.call(accountEndpoints.resetPassword, {
    params: { id: email.trim() },
    fallback: failed('resetEmail'),
    central: false,
  });
  if (result.ok) authStore.setState((s) => resetEmailSent(s, resetMail('sent')));
  else authStore.setState((s) => resetEmailFailed(s, result.message));
  authStore.setState(resetPasswordDone);
  return result;
}

/**
 * Sets a new password from a reset link. Success sets the Spanish message; a failure is returned
 * for the page to show (spec §8: an error notification, unless the field was refused).
 */
export async function setNewPassword(userId: string, key: string, password: string): Promise<ApiResult<MessageData>> {
  authStore.setState((s) => formStatusSet(s, 'submitting'));
  // The key in the body, not the query: no web server's access log holds it.
  const body: NewPasswordBody = { password, key };
  const result = await api.call(accountEndpoints.resetPassword, {
    params: { id: userId },
    body,
    fallback: failed('resetPassword'),
    central: false,
  });
  if (result.ok) authStore.setState((s) => passwordChanged(s, resetMail('passwordChanged')));
  authStore.setState(newPasswordDone);
  return result;
}
