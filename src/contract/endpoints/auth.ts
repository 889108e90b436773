/** Authentication (spec §7) */
import { anyone, area, post, signedIn } from './define.ts';
import type { authSchemas } from '../schemas/auth.ts';

export const authEndpoints = area<typeof authSchemas>()({
  login: post('auth/login', anyone),
  logout: post('auth/logout/0', signedIn),
  register: post('auth/register', anyone),
  changePassword: post('auth/', signedIn),
  /** Without `?key=` it sends the reset mail to `{id}` (an email); with it, sets the password. */
  resetPassword: post('auth/password/{id}', anyone),
});
