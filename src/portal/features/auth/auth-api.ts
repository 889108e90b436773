/**
 * Signing in (spec §7) and what it does to the session and the auth state. Signing out is in
 * sign-out.ts (the sign-in screen does not carry it); the calls of the other signed-out forms
 * are in auth-forms-api.ts.
 */
import { api } from '../../lib/http/api.ts';
import { runtimeConfig } from '../../lib/config/runtime.ts';
import { setToken, writeSession } from '../../lib/session/session.ts';
import { authEndpoints } from '../../../contract/endpoints/auth.ts';
import { failed } from '../../domain/messages/catalogue.ts';
import type { LoginData } from '../../../contract/types.ts';
import { authStore, loginFailed, loginStarted, loginSucceeded, secondStepAsked } from './auth-slice.ts';

function validLogin(data: unknown): data is LoginData {
  const d = data as Partial<LoginData> | null;
  return !!d && typeof d.token === 'string' && d.token !== '' && (typeof d.id === 'number' || typeof d.id === 'string');
}

/**
 * Keeps a sign-in answer's token for the installation's `sessionMinutes`, never longer than the
 * server keeps the session (`expires_in`), with the server's idle limit when it comes sooner.
 */
export function keepToken(token: string, now: number, answer: { expires_in?: number; idle_minutes?: number }): void {
  const minutes = Math.max(1, Math.min(runtimeConfig().sessionMinutes, answer.expires_in ? Math.floor(answer.expires_in / 60) : Infinity));
  const idle = answer.idle_minutes;
  setToken(token, now, minutes, idle && idle < minutes ? idle : undefined);
}

// Needed only once signed in: fetched while the sign-in call runs, so it costs the sign-in
// screen no bytes and the user no wait. If it cannot load, the Institutions page loads the list.
export const institutionsModule = () => import('../../domain/institutions/session-institutions.ts').catch(() => null);

/**
 * Keeps a full sign-in's answer as the session: its token (for as long as the installation and
 * the server allow), the login, id and names, then the user's institutions. The one way a
 * session begins, after the password alone or after the second step.
 */
export async function beginSession(email: string, data: LoginData, institutions: ReturnType<typeof institutionsModule>): Promise<void> {
  const { token, id, fname, lname } = data;
  const config = runtimeConfig();
  keepToken(token, Date.now(), data);
  writeSession({
    api: config.apiBase,
    username: email,
    user_id: String(id),
    user_first_name: fname ?? '',
    user_last_name: lname ?? '',
  });
  // The theme the person keeps with their account: the signed-in frame loads its store anyway.
  const { theme } = data;
  if (theme) void import('../../lib/theme/theme-store.ts').then((store) => store.takeTheme(theme));
  await (await institutions)?.loadInstitutions();
  authStore.setState(loginSucceeded);
}

/** How long the second step waits when the answer does not say (the contract's 5 minutes). */
const secondStepSeconds = 300;

/**
 * Signs in (spec §5: fails unless the message is exactly OK; the response message is the error).
 * On success keeps token, login, id, names and the user's institutions in the session. When the
 * answer asks for a second factor (issue 34), nothing is stored: the pending step is kept in
 * memory (auth-slice.ts secondStep) for the second-step page (second-step-api.ts), and no session
 * begins until it is given.
 */
export async function login(email: string, password: string): Promise<boolean> {
  authStore.setState(loginStarted);
  const institutions = institutionsModule();
  const result = await api.call(authEndpoints.login, {
    login: { email, password },
    fallback: failed('login'),
    central: false,
  });
  if (!result.ok || !validLogin(result.data)) {
    // The server's reason, in its words in English and translated in Spanish (message.ts).
    const error = result.ok ? failed('login') : result.message;
    authStore.setState((s) => loginFailed(s, error, result.ok ? undefined : result));
    return false;
  }
  const ways = result.data.second_factor;
  if (ways) {
    const { token, id, expires_in: seconds = secondStepSeconds } = result.data;
    const pending = { token, userId: String(id), email, ways, until: Date.now() + seconds * 1000 };
    authStore.setState((s) => secondStepAsked(s, pending));
    return true;
  }
  await beginSession(email, result.data, institutions);
  return true;
}
