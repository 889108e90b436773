/** Schemas of the authentication calls (spec §7). The endpoints are in ../endpoints/auth.ts. */
import { maxPasswordLength, minPasswordLength } from '../constants.ts';
import { queryText } from '../query-schema.ts';
import { emailAddress, int, nameText, object, optional, text } from '../schema.ts';
import { rateLimitedErrors, signInRefusalData } from './errors.ts';

export { maxEmailLength } from '../email-address.ts';

const email = emailAddress();
// A password is never trimmed: spaces are part of it.
const newPassword = text({ raw: true, min: minPasswordLength, max: maxPasswordLength });

export const loginData = object({ token: text({ max: 256 }), id: int(1), fname: text({ max: 100 }), lname: text({ max: 100 }) });
export const messageData = object({ message: text({ max: 500 }) });

/**
 * Role, institution or admin fields are dropped unread: an account made here belongs nowhere yet.
 * No password either: the holder chooses it on the page the confirmation link opens, so a
 * password typed before the mailbox was proven never becomes the account's (a `password` sent by
 * an older page is dropped with the rest).
 */
export const registerBody = object(
  {
    name: nameText({ max: 100 }),
    lastname: nameText({ max: 100 }),
    email,
    company: optional(nameText({ min: 0, max: 200 })),
  },
  { unknown: 'drop' },
);

/** The key of the confirmation link (in the body, so no access log holds it) and the password its holder chooses. */
export const confirmEmailBody = object({ key: optional(text({ raw: true, max: 256 })), password: newPassword });

export const changePasswordBody = object({
  current_password: text({ raw: true, max: maxPasswordLength }),
  new_password: newPassword,
});

export const authSchemas = {
  /** A refused sign-in says how near or how long a lock is (sign-in-refusal.ts). */
  login: { data: loginData, errors: { 401: signInRefusalData, 429: signInRefusalData } },
  logout: { data: null },
  register: { body: registerBody, data: object({ id: int(1) }), errors: rateLimitedErrors },
  changePassword: { body: changePasswordBody, data: messageData },
  /**
   * Without a key and without a body it asks for a reset mail; with the key the body sets the
   * password. The key goes in the body (`{password, key}`), so that no web server's access log
   * holds it; `?key=` in the query, as spec §7 has it, is still accepted.
   */
  resetPassword: {
    body: optional(object({ password: newPassword, key: optional(text({ raw: true, max: 256 })) })),
    query: { key: queryText(256) },
    data: messageData,
  },
  /** `{email}`: a new link for that account when it exists and is unconfirmed. */
  resendConfirmation: { body: object({ email }), data: messageData, errors: rateLimitedErrors },
} as const;

/**
 * The email-confirmation call, an area of its own (../endpoints/email-confirmation.ts) so that only
 * the confirmation page's bundle carries it, not the sign-in route's.
 */
export const emailConfirmationSchemas = {
  /**
   * Confirms the address and sets the password its holder chose. The key goes in the body;
   * `?key=` in the query, as links made before carried it, is still accepted.
   */
  confirmEmail: {
    body: confirmEmailBody,
    query: { key: queryText(256) },
    data: messageData,
    errors: rateLimitedErrors,
  },
} as const;
