/** Terms and conditions (spec §4): not accepted to accepted through a set call. */
import { api } from '../../lib/http/api.ts';
import { writeSession } from '../../lib/session/session.ts';
import { userEndpoints } from '../../../contract/endpoints/users.ts';
import { failed } from '../../domain/messages/catalogue.ts';

/** Accepts the terms for the chosen institution; true when the server agreed. */
export async function acceptTerms(): Promise<boolean> {
  const result = await api.call(userEndpoints.acceptTerms, { fallback: failed('termsAccept') });
  if (result.ok) writeSession({ agree_tandc: 'true' });
  return result.ok;
}
