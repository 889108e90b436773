/** Schemas of the authentication calls (spec §7). The endpoints are in ../endpoints/auth.ts. */
import { maxPasswordLength, minPasswordLength, themeNames } from '../constants.ts';
import { queryText } from '../query-schema.ts';
import { array, bool, emailAddress, int, nameText, nullable, object, oneOf, optional, text } from '../schema.ts';
import { rateLimitedErrors, signInRefusalData } from './errors.ts';

export { maxEmailLength } from '../email-address.ts';

const email = emailAddress();
// A password is never trimmed: spaces are part of it.
const newPassword = text({ raw: true, min: minPasswordLength, max: maxPasswordLength });

/**
 * spec §7's token, id and names, and how long the server keeps the session (issue 34): seconds
 * until its end and the minutes it may stay unused. The portal's own session length can only be
 * shorter; another server may leave them out.
 */
export const loginData = object({
  token: text({ max: 256 }),
  id: int(1),
  fname: text({ max: 100 }),
  lname: text({ max: 100 }),
  expires_in: optional(int(1)),
  idle_minutes: optional(int(1)),
  /**
   * Present when the password was right and a second factor is still to come (issue 34): the ways
   * this person can give it. The token then opens only the second step, for `expires_in` seconds.
   */
  second_factor: optional(array(oneOf(['totp', 'recovery'] as const), 4)),
  /** The person's theme (issue 35), kept by the server so that it follows them; absent: the device's. */
  theme: optional(oneOf(themeNames)),
});

/** A code from an authenticator app (6 digits) or a recovery code (10 letters and digits, a dash allowed). */
export const secondFactorCodeBody = object({ code: text({ max: 32 }) });

/** A second factor as its holder sees it in My Account. */
export const factorEntry = object({
  id: int(1),
  kind: oneOf(['totp'] as const),
  label: text({ max: 60 }),
  created_at: text({ max: 40 }),
  last_used_at: nullable(text({ max: 40 })),
});

/** The password again (ASVS 7.5.1) before a change to how one signs in. */
export const passwordAgainBody = object({ password: text({ raw: true, max: maxPasswordLength }) });

/** Ten recovery codes, shown once. */
export const recoveryCodesData = object({ recovery_codes: array(text({ max: 32 }), 10) });
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

/** One of the signed-in person's live sessions, as My Account lists them (issue 34, ASVS 7.5.2). */
export const ownSession = object({
  id: int(1),
  /** The session making this call. */
  current: bool(),
  /** The browser's User-Agent as it signed in (the portal names the browser and system). */
  user_agent: nullable(text({ max: 300 })),
  /** The address it signed in from. */
  address: nullable(text({ max: 64 })),
  started_at: text({ max: 40 }),
  last_used_at: text({ max: 40 }),
  expires_at: text({ max: 40 }),
});

/** The password again (ASVS 7.5.2), and one session to end; without it, every other session. */
export const endSessionsBody = object({
  password: text({ raw: true, max: maxPasswordLength }),
  session_id: optional(int(1)),
});

export const authSchemas = {
  /** A refused sign-in says how near or how long a lock is (sign-in-refusal.ts). */
  login: { data: loginData, errors: { 401: signInRefusalData, 429: signInRefusalData } },
  logout: { data: null },
} as const;

/** Making an account and passwords (../endpoints/accounts.ts). */
export const accountSchemas = {
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

/** One's sessions and second factors (../endpoints/account-security.ts). */
export const accountSecuritySchemas = {
  /** The second step with an authenticator app's code: the answer is the full session's. */
  secondFactorTotp: { body: secondFactorCodeBody, data: loginData, errors: { 401: signInRefusalData, 429: signInRefusalData } },
  /** The second step with a recovery code, which is then spent. */
  secondFactorRecovery: { body: secondFactorCodeBody, data: loginData, errors: { 401: signInRefusalData, 429: signInRefusalData } },
  /** The caller's live sessions, newest first, the current one among them. */
  listOwnSessions: { data: object({ sessions: array(ownSession, 500) }) },
  /** Ends one other session of the caller, or all others; the password is asked again. */
  endOwnSessions: { body: endSessionsBody, data: object({ ended: int(0) }), errors: rateLimitedErrors },
  /** The caller's second factors and how many unused recovery codes they hold. */
  listFactors: { data: object({ factors: array(factorEntry, 20), recovery_codes_left: int(0) }) },
  /** Begins adding an authenticator app: its secret, as text and as a QR code; confirmed with a code. */
  startTotp: {
    body: passwordAgainBody,
    data: object({ factor_id: int(1), secret: text({ max: 64 }), uri: text({ max: 500 }), qr: text({ max: 100_000 }) }),
    errors: rateLimitedErrors,
  },
  /** Confirms the app with a code it shows; the first factor also brings the recovery codes. */
  confirmTotp: {
    body: object({ code: text({ max: 32 }), label: optional(nameText({ min: 0, max: 60 })) }),
    data: object({ recovery_codes: optional(array(text({ max: 32 }), 10)) }),
  },
  /** Removes a second factor after the password again; the last one takes the recovery codes with it. */
  removeFactor: { body: passwordAgainBody, data: object({ removed: int(0) }), errors: rateLimitedErrors },
  /** A new set of ten recovery codes after the password again; the old set stops working. */
  newRecoveryCodes: { body: passwordAgainBody, data: recoveryCodesData, errors: rateLimitedErrors },
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
