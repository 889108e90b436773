/**
 * The second step of signing in (issue 34): the code from the authenticator app, a passkey, or a
 * recovery code, sent with the pending token the password step answered. Its answer is a full sign-in's,
 * kept as a password-only sign-in keeps one (auth-api.ts beginSession). With its page, so the
 * sign-in screen carries none of it.
 */
import { api } from '../../lib/http/api.ts';
import { accountSecurityEndpoints } from '../../../contract/endpoints/account-security.ts';
import { failed } from '../../domain/messages/catalogue.ts';
import { beginSession, institutionsModule } from './auth-api.ts';
import { passkeyTrouble, usePasskey, type PasskeyTrouble } from '../../lib/passkeys/passkey-browser.ts';
import { authStore, loginStarted, type AuthState, type CodeWay, type SecondFactorWay } from './auth-slice.ts';

/** A code was refused (or could not be sent): the step goes on waiting. */
export function secondStepRefused(state: AuthState): AuthState {
  return { ...state, loading: false };
}

/** The second step was given: the pending token is forgotten (the full session has its own). */
export function secondStepDone(state: AuthState, way: SecondFactorWay): AuthState {
  return { ...state, secondStep: null, recoveryCodeUsed: way === 'recovery' };
}

/** Sends a code of `way` with the pending step's credentials (the token the password answered). */
export function sendSecondFactor(credentials: { userId: string; token: string }, way: CodeWay, code: string) {
  return api.call(way === 'totp' ? accountSecurityEndpoints.secondFactorTotp : accountSecurityEndpoints.secondFactorRecovery, {
    body: { code },
    credentials,
    fallback: failed('login'),
    central: false,
  });
}

/**
 * The passkey way: the server's challenge for the person's passkeys, signed by one of them (the
 * browser asks the person), then sent. A browser that stopped it answers its trouble instead.
 */
export async function sendPasskey(credentials: { userId: string; token: string }) {
  const fallback = failed('login');
  const options = await api.call(accountSecurityEndpoints.secondFactorPasskeyOptions, { credentials, fallback, central: false });
  if (!options.ok) return options;
  let credential;
  try {
    credential = await usePasskey(options.data.options);
  } catch (error) {
    return { ok: false as const, trouble: passkeyTrouble(error) };
  }
  return api.call(accountSecurityEndpoints.secondFactorPasskey, { body: { credential }, credentials, fallback, central: false });
}

type Sent = Awaited<ReturnType<typeof sendSecondFactor | typeof sendPasskey>>;

/**
 * Gives the step: the code of `way` (`code`), or the passkey. A refusal (401: not the right code
 * or passkey, 429: paused, or the browser's trouble) is returned for the page to say; null when
 * no step is pending (it ran out, or the page was reloaded).
 */
export async function giveSecondFactor(way: SecondFactorWay, code = ''): Promise<Sent | null> {
  const pending = authStore.getState().secondStep;
  if (!pending) return null;
  authStore.setState(loginStarted);
  const institutions = institutionsModule();
  const credentials = { userId: pending.userId, token: pending.token };
  const result = way === 'passkey' ? await sendPasskey(credentials) : await sendSecondFactor(credentials, way, code);
  if (!result.ok || typeof result.data.token !== 'string' || result.data.second_factor) {
    authStore.setState(secondStepRefused);
    return result;
  }
  authStore.setState((s) => secondStepDone(s, way));
  await beginSession(pending.email, result.data, institutions);
  return result;
}

export type { PasskeyTrouble };
