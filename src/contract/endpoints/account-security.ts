/**
 * How one signs in and where one is signed in (issue 34): one's sessions and second factors, from
 * My Account. An area of its own: signing in does not need it.
 */
import { area, get, post, signedIn } from './define.ts';
import type { accountSecuritySchemas } from '../schemas/auth.ts';

export const accountSecurityEndpoints = area<typeof accountSecuritySchemas>()({
  /** Where the caller is signed in. */
  listOwnSessions: get('auth/sessions/0', signedIn),
  /** Signs the caller out of another session, or of every other one, after the password again. */
  endOwnSessions: post('auth/end_sessions/0', signedIn),
  /** One's second factors. */
  listFactors: get('auth/factors/0', signedIn),
  startTotp: post('auth/factors/totp_start/0', signedIn),
  confirmTotp: post('auth/factors/totp_confirm/{id}', signedIn),
  removeFactor: post('auth/factors/remove/{id}', signedIn),
  newRecoveryCodes: post('auth/factors/recovery_codes/0', signedIn),
});
