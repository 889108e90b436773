/** Auth state and its transitions (spec §3, §4), named after the specification's actions. */
import { createStore } from '../../lib/store/create-store.ts';
import { onSessionEnd } from '../../lib/session/session-end.ts';
import { isLoggedIn } from '../../lib/session/session.ts';
import type { ApiFailure } from '../../lib/http/resolve.ts';
import type { Message } from '../../lib/i18n/message.ts';

export type FormStatus = 'idle' | 'submitting' | 'done';

export interface AuthState {
  loading: boolean;
  signedIn: boolean;
  error: Message | null;
  successMessage: Message | null;
  formStatus: FormStatus;
  /** The last refused sign-in's answer, for what it says about the throttle (sign-in-refusal.tsx). */
  refusal?: Pick<ApiFailure, 'status' | 'message' | 'data'>;
}

/** signedIn starts true only if a token exists and expiration_date is in the future (spec §4). */
export function initialAuthState(now: number = Date.now()): AuthState {
  return { loading: false, signedIn: isLoggedIn(now), error: null, successMessage: null, formStatus: 'idle' };
}

/** Login start sets loading. */
export function loginStarted(state: AuthState): AuthState {
  return { ...state, loading: true };
}

/** Login success sets signedIn and clears loading, error and successMessage. */
export function loginSucceeded(state: AuthState): AuthState {
  return { ...state, signedIn: true, loading: false, error: null, successMessage: null };
}

/** A failed login sets loading false and stores the error, and the server's refusal if any. */
export function loginFailed(state: AuthState, error: Message, refusal?: AuthState['refusal']): AuthState {
  return { ...state, loading: false, error, refusal };
}

/** Sign-out sets signedIn false. */
export function signedOut(state: AuthState): AuthState {
  return { ...state, signedIn: false, loading: false };
}

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

/** Clears the error and success message when a form is opened again. */
export function messagesCleared(state: AuthState): AuthState {
  return { ...state, error: null, successMessage: null, formStatus: 'idle', refusal: undefined };
}

export const authStore = createStore<AuthState>(initialAuthState());
onSessionEnd(() => authStore.setState(initialAuthState()));
