/**
 * Signing in with a passkey alone (issue 34): the server's challenge for any of this site's
 * passkeys, signed by one the browser holds after it verified the person, then sent. A right one
 * begins the session as a password and second step would (auth-api.ts beginSession), and the
 * sign-in route's guard lands where sign-in lands. Loaded when the sign-in page's passkey button is
 * pressed (through sign-in-refusal.tsx), so the first screen carries none of it.
 */
import { accountSecurityEndpoints } from '../../../contract/endpoints/account-security.ts';
import { failed } from '../../domain/messages/catalogue.ts';
import { api } from '../../lib/http/api.ts';
import { message } from '../../lib/i18n/message.ts';
import { passkeyTrouble, usePasskey } from '../../lib/passkeys/passkey-browser.ts';
import { forgetSessionEnd } from '../../lib/session/session-end.ts';
import { beginSession, institutionsModule } from './auth-api.ts';
import { authStore, loginFailed, loginStarted } from './auth-slice.ts';
import { refusalMessages } from './messages/refusal.ts';

/** Signs in with a passkey; a refusal or the browser's trouble is left in the auth state for the page to say. */
export async function signInWithPasskey(): Promise<void> {
  if (authStore.getState().loading) return;
  forgetSessionEnd();
  authStore.setState(loginStarted);
  const institutions = institutionsModule();
  const fallback = failed('login');
  const options = await api.call(accountSecurityEndpoints.passkeySignInOptions, { fallback, central: false });
  if (!options.ok) {
    authStore.setState((s) => loginFailed(s, options.message, options));
    return;
  }
  let credential;
  try {
    credential = await usePasskey(options.data.options);
  } catch (error) {
    const trouble = passkeyTrouble(error);
    authStore.setState((s) => loginFailed(s, message(refusalMessages, trouble === 'unsupported' ? 'passkeyUnsupported' : 'passkeyCancelled')));
    return;
  }
  const result = await api.call(accountSecurityEndpoints.passkeySignIn, { body: { credential }, fallback, central: false });
  if (!result.ok) {
    authStore.setState((s) => loginFailed(s, result.message, result));
    return;
  }
  await beginSession(result.data.email, result.data, institutions);
}
