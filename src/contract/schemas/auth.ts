/** Schemas of the authentication calls (spec §7). The endpoints are in ../endpoints/auth.ts. */
import { maxPasswordLength, minPasswordLength, themeNames } from '../constants.ts';
import { queryText } from '../query-schema.ts';
import { array, bool, emailAddress, int, literal, nameText, nullable, object, oneOf, optional, text } from '../schema.ts';
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
const signedInFields = {
  token: text({ max: 256 }),
  id: int(1),
  fname: text({ max: 100 }),
  lname: text({ max: 100 }),
  expires_in: optional(int(1)),
  idle_minutes: optional(int(1)),
  /** The person's theme (issue 35), kept by the server so that it follows them; absent: the device's. */
  theme: optional(oneOf(themeNames)),
};

export const loginData = object({
  ...signedInFields,
  /**
   * Present when the password was right and a second factor is still to come (issue 34): the ways
   * this person can give it. The token then opens only the second step, for `expires_in` seconds.
   */
  second_factor: optional(array(oneOf(['totp', 'recovery', 'passkey'] as const), 4)),
});

/** A code from an authenticator app (6 digits) or a recovery code (10 letters and digits, a dash allowed). */
export const secondFactorCodeBody = object({ code: text({ max: 32 }) });

/** The kinds of second factor: an authenticator app, a passkey. */
export const factorKinds = ['totp', 'passkey'] as const;

/** A second factor as its holder sees it in My Account. */
export const factorEntry = object({
  id: int(1),
  kind: oneOf(factorKinds),
  label: text({ max: 60 }),
  created_at: text({ max: 40 }),
  last_used_at: nullable(text({ max: 40 })),
});

// Passkeys (WebAuthn level 2): the options the browser's navigator.credentials takes and the
// credential it answers, as JSON with their binary fields in base64url (the level 3 JSON forms).
const base64url = (max: number) => text({ max, pattern: /^[A-Za-z0-9_-]*$/, min: 0 });
const transports = optional(array(text({ max: 20 }), 10));
const credentialDescriptor = object({ id: base64url(1400), type: text({ max: 20 }), transports });
/** Extensions asked or answered: none that the portal reads. */
const extensionResults = object({}, { unknown: 'drop' });

/** What navigator.credentials.create() needs to make a passkey for the signed-in person. */
export const passkeyCreationOptions = object({
  challenge: base64url(100),
  rp: object({ name: text({ max: 200 }), id: optional(text({ max: 253 })) }),
  user: object({ id: base64url(100), name: text({ max: 254 }), displayName: text({ max: 210, min: 0 }) }),
  pubKeyCredParams: array(object({ alg: int(-100_000, 100_000), type: text({ max: 20 }) }), 10),
  timeout: optional(int(1)),
  attestation: optional(text({ max: 20 })),
  excludeCredentials: optional(array(credentialDescriptor, 20)),
  authenticatorSelection: optional(
    object({
      residentKey: optional(text({ max: 20 })),
      userVerification: optional(text({ max: 20 })),
      requireResidentKey: optional(bool()),
      authenticatorAttachment: optional(text({ max: 20 })),
    }),
  ),
  extensions: optional(object({ credProps: optional(bool()) })),
  hints: optional(array(text({ max: 20 }), 5)),
});

/** What navigator.credentials.get() needs to sign with a passkey. */
export const passkeyRequestOptions = object({
  challenge: base64url(100),
  rpId: optional(text({ max: 253 })),
  timeout: optional(int(1)),
  allowCredentials: optional(array(credentialDescriptor, 20)),
  userVerification: optional(text({ max: 20 })),
  extensions: optional(extensionResults),
});

/** A new passkey as the browser made it (PublicKeyCredential with an attestation). */
export const passkeyRegistration = object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: literal('public-key'),
  response: object({ clientDataJSON: base64url(4000), attestationObject: base64url(20_000), transports }),
  clientExtensionResults: extensionResults,
  authenticatorAttachment: optional(oneOf(['platform', 'cross-platform'] as const)),
});

/** A passkey's signature of a challenge (PublicKeyCredential with an assertion). */
export const passkeyAssertion = object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: literal('public-key'),
  response: object({
    clientDataJSON: base64url(4000),
    authenticatorData: base64url(4000),
    signature: base64url(2000),
    userHandle: optional(base64url(200)),
  }),
  clientExtensionResults: extensionResults,
  authenticatorAttachment: optional(oneOf(['platform', 'cross-platform'] as const)),
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
  /** The second step with a passkey: first the challenge to sign, then the signature. */
  secondFactorPasskeyOptions: { data: object({ options: passkeyRequestOptions }) },
  secondFactorPasskey: { body: object({ credential: passkeyAssertion }), data: loginData, errors: { 401: signInRefusalData, 429: signInRefusalData } },
  /**
   * Signing in with a passkey alone (a discoverable credential, verified by the authenticator):
   * first a challenge for any of this site's passkeys, then its signature. The answer is a full
   * session's, with the account's email, which the caller did not type.
   */
  passkeySignInOptions: { data: object({ options: passkeyRequestOptions }), errors: rateLimitedErrors },
  passkeySignIn: {
    body: object({ credential: passkeyAssertion }),
    data: object({ ...signedInFields, email: text({ max: 254 }) }),
    errors: { 401: signInRefusalData, 429: signInRefusalData },
  },
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
  /** Begins adding a passkey after the password again: what the browser needs to make one. */
  startPasskey: { body: passwordAgainBody, data: object({ options: passkeyCreationOptions }), errors: rateLimitedErrors },
  /** Keeps the passkey the browser made, under an optional name; the first factor also brings the recovery codes. */
  confirmPasskey: {
    body: object({ credential: passkeyRegistration, label: optional(nameText({ min: 0, max: 60 })) }),
    data: object({ id: int(1), recovery_codes: optional(array(text({ max: 32 }), 10)) }),
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
