/** Authentication (spec §7) */
import { anyone, area, get, post, signedIn } from './define.ts';
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
});
