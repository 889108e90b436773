/**
 * Signing in and out (spec §7): all the sign-in screen needs. Making an account and passwords are
 * in ./accounts.ts, the second step and one's sessions and factors in ./account-security.ts.
 */
import { anyone, area, post, signedIn } from './define.ts';
import type { authSchemas } from '../schemas/auth.ts';

export const authEndpoints = area<typeof authSchemas>()({
  login: post('auth/login', anyone),
  logout: post('auth/logout/0', signedIn),
});
