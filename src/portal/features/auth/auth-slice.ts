/**
 * Auth state and its transitions (spec §3, §4), named after the specification's actions. Those
 * of the password reset forms are in auth-forms-slice.ts, so the sign-in screen does not carry them.
 */
import { createStore } from '../../lib/store/create-store.ts';
import { onSessionEnd } from '../../lib/session/session-end.ts';
import { isLoggedIn } from '../../lib/session/session.ts';
import type { ApiFailure } from '../../lib/http/resolve.ts';
import type { Message } from '../../lib/i18n/message.ts';

export type FormStatus = 'idle' | 'submitting' | 'done';

/** A way to give the second factor at sign-in (contract: loginData.second_factor). */
export type SecondFactorWay = 'totp' | 'recovery' | 'passkey';
/** The ways given by typing a code. */
export type CodeWay = Exclude<SecondFactorWay, 'passkey'>;

/**
 * A right password whose second factor is still to come (issue 34). Kept in memory only, never in
 * the session's storage: its token opens nothing but the second step, and a reload forgets it.
 */
export interface PendingSecondStep {
  token: string;
  userId: string;
  email: string;
  ways: readonly SecondFactorWay[];
  /** When the pending token stops working (ms since the epoch). */
  until: number;
}

export interface AuthState {
  loading: boolean;
  signedIn: boolean;
  error: Message | null;
  successMessage: Message | null;
  formStatus: FormStatus;
  /** The last refused sign-in's answer, for what it says about the throttle (sign-in-refusal.tsx). */
  refusal?: Pick<ApiFailure, 'status' | 'message' | 'data'>;
  /** The second step of signing in, while it waits for a code. */
  secondStep?: PendingSecondStep | null;
  /** This session began with a recovery code: the signed-in frame suggests new ones. */
  recoveryCodeUsed?: boolean;
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

/** The password was right and a second factor is asked: no session yet, only the pending step. */
export function secondStepAsked(state: AuthState, secondStep: PendingSecondStep): AuthState {
  return { ...state, loading: false, error: null, refusal: undefined, secondStep };
}

/** Sign-out sets signedIn false. */
export function signedOut(state: AuthState): AuthState {
  return { ...state, signedIn: false, loading: false };
}

/** Clears the error and success message when a form is opened again. */
export function messagesCleared(state: AuthState): AuthState {
  return { ...state, error: null, successMessage: null, formStatus: 'idle', refusal: undefined };
}

export const authStore = createStore<AuthState>(initialAuthState());
onSessionEnd(() => authStore.setState(initialAuthState()));
