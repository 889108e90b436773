/**
 * How one signs in and where one is signed in (issue 34): the second step of signing in, signing
 * in with a passkey alone, and one's sessions and second factors, from My Account. An area of its own: the sign-in screen needs none.
 */
import { anyone, area, get, post, secondStep, signedIn } from './define.ts';
import type { accountSecuritySchemas } from '../schemas/auth.ts';

export const accountSecurityEndpoints = area<typeof accountSecuritySchemas>()({
  /** The second step of signing in, with the token the password step answered. */
  secondFactorTotp: post('auth/second_factor/totp/0', secondStep),
  secondFactorRecovery: post('auth/second_factor/recovery/0', secondStep),
  secondFactorPasskeyOptions: post('auth/second_factor/passkey_options/0', secondStep),
  secondFactorPasskey: post('auth/second_factor/passkey/0', secondStep),
  /** Signing in with a passkey alone (both factors): loaded when the sign-in page's passkey button is pressed. */
  passkeySignInOptions: post('auth/passkey/options/0', anyone),
  passkeySignIn: post('auth/passkey/sign_in/0', anyone),
  /** Where the caller is signed in. */
  listOwnSessions: get('auth/sessions/0', signedIn),
  /** Signs the caller out of another session, or of every other one, after the password again. */
  endOwnSessions: post('auth/end_sessions/0', signedIn),
  /** One's second factors. */
  listFactors: get('auth/factors/0', signedIn),
  startTotp: post('auth/factors/totp_start/0', signedIn),
  confirmTotp: post('auth/factors/totp_confirm/{id}', signedIn),
  startPasskey: post('auth/factors/passkey_start/0', signedIn),
  confirmPasskey: post('auth/factors/passkey_confirm/0', signedIn),
  removeFactor: post('auth/factors/remove/{id}', signedIn),
  newRecoveryCodes: post('auth/factors/recovery_codes/0', signedIn),
});
