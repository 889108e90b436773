/**
 * Signing in again before the session ends, without leaving the page: the same account (the
 * session's email), a new token and a new expiry. What the session knew of the chosen institution
 * stays; the caller asks the server to choose it again for the new token.
 */
import { api } from '../../lib/http/api.ts';
import { runtimeConfig } from '../../lib/config/runtime.ts';
import { sessionStore, setToken } from '../../lib/session/session.ts';
import { authEndpoints } from '../../../contract/endpoints/auth.ts';
import { failed } from '../../domain/messages/catalogue.ts';
import { signInRefusalOf } from '../../../contract/sign-in-refusal.ts';
import { idleLimit, sessionLength } from './auth-api.ts';

export type SignInAgainResult =
  | { ok: true }
  | { ok: false; reason: 'wrong-password' | 'failed' | 'other-account' }
  | { ok: false; reason: 'paused'; retryAfterSeconds?: number };

export async function signInAgain(password: string, now: () => number = Date.now): Promise<SignInAgainResult> {
  const { username, user_id: userId } = sessionStore.getState();
  if (!username || !userId) return { ok: false, reason: 'failed' };
  const result = await api.call(authEndpoints.login, {
    login: { email: username, password },
    fallback: failed('login'),
    central: false,
  });
  if (!result.ok) {
    if (result.status === 429) {
      const { retry_after_seconds: wait } = signInRefusalOf(result.data);
      return wait === undefined ? { ok: false, reason: 'paused' } : { ok: false, reason: 'paused', retryAfterSeconds: wait };
    }
    return { ok: false, reason: result.status === 401 ? 'wrong-password' : 'failed' };
  }
  const { token, id } = result.data;
  if (typeof token !== 'string' || token === '') return { ok: false, reason: 'failed' };
  // The email is the session's own, so this cannot happen unless the account changed hands.
  if (String(id) !== userId) return { ok: false, reason: 'other-account' };
  const minutes = sessionLength(runtimeConfig().sessionMinutes, result.data);
  setToken(token, now(), minutes, idleLimit(minutes, result.data));
  return { ok: true };
}
