/**
 * Signing in again before the session ends, without leaving the page: the same account (the
 * session's email), a new token and a new expiry. What the session knew of the chosen institution
 * stays; the caller asks the server to choose it again for the new token. With a second factor
 * (issue 34) the password answers a pending step, never kept as the session's token: the code
 * then comes through finishSignInAgain.
 */
import { api } from '../../lib/http/api.ts';
import { sessionStore } from '../../lib/session/session.ts';
import { authEndpoints } from '../../../contract/endpoints/auth.ts';
import { failed } from '../../domain/messages/catalogue.ts';
import { signInRefusalOf } from '../../../contract/sign-in-refusal.ts';
import type { LoginData } from '../../../contract/types.ts';
import { keepToken } from './auth-api.ts';
import { authStore, type SecondFactorWay } from './auth-slice.ts';
import { sendPasskey, sendSecondFactor } from './second-step-api.ts';

/** The pending second step of signing in again: its credentials, the ways offered, and its end (ms). */
export interface SignInAgainStep {
  userId: string;
  token: string;
  ways: readonly SecondFactorWay[];
  until: number;
}

export type SignInAgainResult =
  | { ok: true }
  | { ok: false; reason: 'wrong-password' | 'failed' | 'other-account' }
  | { ok: false; reason: 'paused'; retryAfterSeconds?: number }
  | { ok: false; reason: 'second-factor'; step: SignInAgainStep }
  | { ok: false; reason: 'wrong-code' | 'step-expired' }
  | { ok: false; reason: 'passkey-cancelled' | 'passkey-unsupported' };

/** Keeps a full sign-in's answer as the session's new token, when it is the same account's. */
function keep(data: LoginData, userId: string, now: () => number): SignInAgainResult {
  const { token, id } = data;
  if (typeof token !== 'string' || token === '' || data.second_factor) return { ok: false, reason: 'failed' };
  // The email is the session's own, so this cannot happen unless the account changed hands.
  if (String(id) !== userId) return { ok: false, reason: 'other-account' };
  keepToken(token, now(), data);
  return { ok: true };
}

function paused(data: unknown): SignInAgainResult {
  const { retry_after_seconds: wait } = signInRefusalOf(data);
  return wait === undefined ? { ok: false, reason: 'paused' } : { ok: false, reason: 'paused', retryAfterSeconds: wait };
}

export async function signInAgain(password: string, now: () => number = Date.now): Promise<SignInAgainResult> {
  const { username, user_id: userId } = sessionStore.getState();
  if (!username || !userId) return { ok: false, reason: 'failed' };
  const result = await api.call(authEndpoints.login, {
    login: { email: username, password },
    fallback: failed('login'),
    central: false,
  });
  if (!result.ok) {
    if (result.status === 429) return paused(result.data);
    return { ok: false, reason: result.status === 401 ? 'wrong-password' : 'failed' };
  }
  const { token, id, second_factor: ways, expires_in: seconds = 300 } = result.data;
  if (ways && typeof token === 'string' && token !== '') {
    if (String(id) !== userId) return { ok: false, reason: 'other-account' };
    return { ok: false, reason: 'second-factor', step: { userId, token, ways, until: now() + seconds * 1000 } };
  }
  return keep(result.data, userId, now);
}

/** The second step of signing in again: the code from the app, a passkey, or a recovery code. */
export async function finishSignInAgain(step: SignInAgainStep, way: SecondFactorWay, code: string, now: () => number = Date.now): Promise<SignInAgainResult> {
  const credentials = { userId: step.userId, token: step.token };
  const result = way === 'passkey' ? await sendPasskey(credentials) : await sendSecondFactor(credentials, way, code);
  if (!result.ok) {
    if ('trouble' in result) return { ok: false, reason: result.trouble === 'unsupported' ? 'passkey-unsupported' : 'passkey-cancelled' };
    if (result.status === 429) return paused(result.data);
    if (result.status === 401) return { ok: false, reason: now() >= step.until ? 'step-expired' : 'wrong-code' };
    return { ok: false, reason: 'failed' };
  }
  const kept = keep(result.data, step.userId, now);
  if (kept.ok && way === 'recovery') authStore.setState((s) => ({ ...s, recoveryCodeUsed: true }));
  return kept;
}
