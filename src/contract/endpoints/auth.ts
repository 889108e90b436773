/** Authentication (spec §7) */
import { area, post, publicPost } from './define.ts';
import type { authSchemas } from '../schemas/auth.ts';

export const authEndpoints = area<typeof authSchemas>()({
  login: publicPost('auth/login'),
  logout: post('auth/logout/0'),
  register: publicPost('auth/register'),
  changePassword: post('auth/'),
  /** Without `?key=` it sends the reset mail to `{id}` (an email); with it, sets the password. */
  resetPassword: publicPost('auth/password/{id}'),
  /** Sends a new confirmation link to an account that has not confirmed its email; the same answer for any email. */
  resendConfirmation: publicPost('auth/confirmation_link'),
});
