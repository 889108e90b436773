/** Email confirmation after registration (its own area: only the confirmation page needs it). */
import { anyone, area, post } from './define.ts';
import type { emailConfirmationSchemas } from '../schemas/auth.ts';

export const emailConfirmationEndpoints = area<typeof emailConfirmationSchemas>()({
  /** Confirms the email of the new account `{id}` with the key of the link sent to it. */
  confirmEmail: post('auth/confirm/{id}', anyone),
});
