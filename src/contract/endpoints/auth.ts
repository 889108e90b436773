/** Authentication (spec §7) */
import { anyone, area, get, post, secondStep, signedIn } from './define.ts';
import type { authSchemas } from '../schemas/auth.ts';

export const authEndpoints = area<typeof authSchemas>()({
  login: post('auth/login', anyone),
  logout: post('auth/logout/0', signedIn),
  register: post('auth/register', anyone),
  changePassword: post('auth/', signedIn),
  /** Without `?key=` it sends the reset mail to `{id}` (an email); with it, sets the password. */
  resetPassword: post('auth/password/{id}', anyone),
  /** Sends a new confirmation link to an account that has not confirmed its email; the same answer for any email. */
  resendConfirmation: post('auth/confirmation_link', anyone),
  /** Where the caller is signed in (issue 34). */
  listOwnSessions: get('auth/sessions/0', signedIn),
  /** Signs the caller out of another session, or of every other one, after the password again. */
  endOwnSessions: post('auth/end_sessions/0', signedIn),
  /** The second step of signing in (issue 34), with the token the password step answered. */
  secondFactorTotp: post('auth/second_factor/totp/0', secondStep),
  secondFactorRecovery: post('auth/second_factor/recovery/0', secondStep),
  /** One's second factors (My Account). */
  listFactors: get('auth/factors/0', signedIn),
  startTotp: post('auth/factors/totp_start/0', signedIn),
  confirmTotp: post('auth/factors/totp_confirm/{id}', signedIn),
  removeFactor: post('auth/factors/remove/{id}', signedIn),
  newRecoveryCodes: post('auth/factors/recovery_codes/0', signedIn),
});
