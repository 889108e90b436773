/** Making an account and choosing a password (spec §7): the signed-out forms and My Account. */
import { anyone, area, post, signedIn } from './define.ts';
import type { accountSchemas } from '../schemas/auth.ts';

export const accountEndpoints = area<typeof accountSchemas>()({
  register: post('auth/register', anyone),
  changePassword: post('auth/', signedIn),
  /** Without `?key=` it sends the reset mail to `{id}` (an email); with it, sets the password. */
  resetPassword: post('auth/password/{id}', anyone),
  /** Sends a new confirmation link to an account that has not confirmed its email; the same answer for any email. */
  resendConfirmation: post('auth/confirmation_link', anyone),
});
