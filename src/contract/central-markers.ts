/**
 * The few words the central failure handling of spec §8 keys on, and the notices it shows. Kept
 * apart from the message catalogue (messages.ts) so the portal's first download carries these
 * alone, not every failure, success and server text.
 */

/** The message of every successful answer (spec §5: login fails unless it is exactly OK). */
export const okMessage = 'OK';

export const failedAuthentication = 'Failed in authentication';
export const badPermissions = 'Bad permissions';
export const invalidToken = 'Invalid token';
export const expiredToken = 'Expired token';
export const accessDeniedMarker = 'Access denied';

/**
 * The start of the server's refusal of patient data before the terms are accepted in the chosen
 * institution: not an authentication failure; the portal opens its terms page instead.
 */
export const termsNotAcceptedMarker = 'Accept the terms and conditions';

/**
 * The start of the server's refusal of everything of an institution that asks its members for a
 * second factor, to one who has not set one up (issue 34): the portal opens My Account to add one.
 */
export const secondFactorRequiredMarker = 'This institution asks for a second factor';

/** Substrings of a server message that end the session (spec §8). */
export const authFailureMarkers: readonly string[] = [failedAuthentication, badPermissions, invalidToken, expiredToken];

/** What the portal shows after an authentication failure (spec §8). */
export const authFailureNotice = 'Failed in authentication. Please Logout';

/** What the portal shows when the server says 'Access denied' (spec §8). */
export const accessDeniedNotice = 'Access Denied';
