/** The server's rules for credentials that no schema can state: how emails are keyed. */
export { maxEmailLength } from '../../../contract/schemas/auth.ts';

/** The lower-cased email that keys accounts and sign-in throttling. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}
