/**
 * The auth state's transitions for the password reset forms (spec §3), named after the
 * specification's actions; the state itself and the sign-in transitions are in auth-slice.ts.
 */
import type { Message } from '../../lib/i18n/message.ts';
import type { AuthState, FormStatus } from './auth-slice.ts';

/** The reset-email-sent action sets a success message. */
export function resetEmailSent(state: AuthState, message: Message): AuthState {
  return { ...state, loading: false, error: null, successMessage: message };
}

/** The password-changed action sets a success message. */
export function passwordChanged(state: AuthState, message: Message): AuthState {
  return { ...state, loading: false, error: null, successMessage: message };
}

/** The reset-email request failed: loading ends and the error is stored for the form. */
export function resetEmailFailed(state: AuthState, error: Message): AuthState {
  return { ...state, loading: false, error, successMessage: null };
}

/** Reset password done: the reset-email request has finished, successfully or not. */
export function resetPasswordDone(state: AuthState): AuthState {
  return { ...state, loading: false, formStatus: 'done' };
}

/** New password done: the new-password request has finished, successfully or not. */
export function newPasswordDone(state: AuthState): AuthState {
  return { ...state, loading: false, formStatus: 'done' };
}

/** Form status: whether an auth form is idle, submitting or done. */
export function formStatusSet(state: AuthState, formStatus: FormStatus): AuthState {
  return { ...state, formStatus, loading: formStatus === 'submitting' };
}
