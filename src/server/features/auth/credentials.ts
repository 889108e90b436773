/** The server's rules for credentials: the password rule (register, change, reset) and emails. */
import { maxPasswordLength, minPasswordLength } from '../../../contract/constants.ts';
import { serverReason } from '../../../contract/messages.ts';
import { ApiError } from '../../http/api-error.ts';
import type { JsonObject } from '../../http/validate.ts';

/**
 * A new password from `field` of the body: text of at least 8 characters, counted as characters
 * (not bytes) and never trimmed, since spaces are part of a password.
 */
export function newPassword(body: JsonObject, field: string): string {
  const value = body[field];
  if (typeof value !== 'string') throw new ApiError(400, `The field "${field}" is required and must be text`);
  const length = [...value].length;
  if (length < minPasswordLength) throw new ApiError(400, serverReason.passwordTooShort);
  if (length > maxPasswordLength) throw new ApiError(400, serverReason.passwordTooLong);
  return value;
}

/** Longest email accepted (RFC 5321 path limit). */
export const maxEmailLength = 254;

/** The lower-cased email that keys accounts and sign-in throttling. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}
