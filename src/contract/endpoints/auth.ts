/** Authentication (spec §7) */
import { post } from './define.ts';

export const authEndpoints = {
  login: post('auth/login', false),
  logout: post('auth/logout/0'),
  register: post('auth/register', false),
  changePassword: post('auth/'),
  /** Without `?key=` it sends the reset mail to `{id}` (an email); with it, sets the password. */
  resetPassword: post('auth/password/{id}', false),
} as const;
