/**
 * The message catalogue (spec §8): every text the portal shows for a failed or successful action,
 * and the server messages that the central error handler reacts to. Portal and server both import
 * it, so a server reason and the portal's reaction to it can never drift apart.
 */
import {
  accessDeniedMarker,
  badPermissions,
  expiredToken,
  failedAuthentication,
  invalidToken,
  okMessage,
  termsNotAcceptedMarker,
  secondFactorRequiredMarker,
} from './central-markers.ts';

export {
  accessDeniedMarker,
  accessDeniedNotice,
  authFailureMarkers,
  authFailureNotice,
  okMessage,
} from './central-markers.ts';

/** Per-action fallbacks shown when a call fails and the server gave no usable message (spec §8). */
export const failure = {
  accountModify: 'Account could not be modified',
  logout: 'Error during Logout, please Login again',
  institutionsLoad: 'Institutions could not be loaded',
  reportLoad: 'Report could not be retrieved',
  reportVariationsLoad: 'Report Variations could not be loaded',
  recordsLoad: 'Records could not be retrieved',
  recordSave: 'Record could not be saved',
  userLoad: 'User could not be loaded',
  institutionLoad: 'Institution could not be loaded',
  userRolesLoad: 'User roles could not be loaded',
  userRolesModify: 'User roles could not be modified',
  userModify: 'User could not be modified',
  userAdd: 'User could not be added',
  userLink: 'User could not be linked',
  userUnlink: 'User could not be unlinked',
  ownershipTransfer: 'Ownership could not be transferred',
  trainingEnable: 'User could not be enabled for training',
  termsAccept: 'Terms and Conditions could not be accepted',
  documentationLoad: 'Documentation could not be loaded',
  examsLoad: 'Exams could not be loaded',
  examSubmit: 'Exam could not be submitted',
  certificatesLoad: 'Certificates could not be loaded',
  certificateLoad: 'Certificate could not be retrieved',
  supportSend: 'Support request could not be sent',
  videoRequest: 'Video request could not be sent',
  taskVideoLoad: 'Task video could not be retrieved',
  videoRequestStatus: 'Video request status could not be retrieved',
  userRolesFetch: 'Failed to fetch user roles',
  chunkLoad: 'Loading chunk failed',
  // Not named by the spec; the auth screens need a fallback of their own.
  login: 'Sign-in did not work: the server did not answer as expected. Please try again in a moment.',
  register: 'Account could not be created',
  resetEmail: 'The reset email could not be sent',
  resetPassword: 'The password could not be changed',
  ownUserLoad: 'Your account could not be loaded',
  sessionsLoad: 'Your sessions could not be loaded',
  sessionsEnd: 'The sessions could not be ended',
  secondFactorReset: 'The second factor could not be reset',
  secondFactorRule: 'The second factor rule could not be changed',
  institutionChoose: 'Institution could not be selected',
  confirmEmail: 'The email address could not be confirmed',
  invitationsLoad: 'Invitations could not be loaded',
  invitationWithdraw: 'The invitation could not be withdrawn',
  invitationAnswer: 'The invitation could not be answered',
} as const;

/** Success texts (spec §8 names these and says others exist). */
export const success = {
  accountModify: 'Account modified successfully',
  reportLoad: 'Report retrieved successfully',
  supportSend: 'Support request sent successfully',
  recordSave: 'Record saved successfully',
  userLink: 'User linked successfully',
  userUnlink: 'User unlinked successfully',
  ownershipTransfer: 'Ownership transferred successfully',
  userAdd: 'User added successfully',
  userModify: 'User modified successfully',
  userRolesModify: 'User roles modified successfully',
  trainingEnable: 'User enabled for training successfully',
  termsAccept: 'Terms and Conditions accepted',
  register: 'Almost done: we have sent a link to your email address. Open it to choose your password; you can sign in after that.',
  invitationSent: 'Invitation sent: the person becomes a user of this institution when they accept it',
  invitationWithdrawn: 'Invitation withdrawn',
  invitationAccepted: 'Invitation accepted',
  invitationDeclined: 'Invitation declined',
  passwordChange: 'Password changed successfully',
} as const;

/** The reset-password screens speak Spanish (spec §1, §8). */
export const spanish = {
  resetEmailSent:
    'Se ha enviado un correo con las instrucciones para restablecer su contraseña.',
  passwordChanged: 'Su contraseña se ha cambiado correctamente.',
} as const;

/**
 * The answer to asking for a new confirmation link, the same for every address. The portal shows
 * its own words for it (features/auth/messages), so it stays out of the catalogue every page loads.
 */
export const confirmationLinkSent = 'If this address has an unconfirmed account, a new confirmation link is on its way.';

/** Reasons the server gives. */
export const serverReason = {
  ok: okMessage,
  failedAuthentication,
  badPermissions,
  invalidToken,
  expiredToken,
  accessDenied: accessDeniedMarker,
  wrongCredentials: 'Incorrect email or password',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  tooManyLinkRequests: 'Too many links were asked for in a short time. Please wait a few minutes and try again.',
  tooManyCodeChecks: 'Too many codes were checked from this address. Please wait a minute and try again.',
  notFound: 'Not found',
  invalidBody: 'The request body is not valid JSON',
  bodyRequired: 'A request body is required',
  bodyTooLarge: 'The request body is too large',
  jsonOnly: 'The request body must be JSON',
  forbiddenKey: 'The request body contains a forbidden key',
  methodNotAllowed: 'Method not allowed',
  internal: 'Something went wrong on the server. Please try again.',
  invalidResetKey: 'This reset link is not valid or has expired',
  emailTaken: 'An account with this email already exists. If it is yours, sign in, or choose a new password with "Forgot your password?" on the sign-in page.',
  emailLooksLikeAnother:
    'This email looks very much like the address of an existing account (some letters only look alike). Check how it is written, or use another address.',
  wrongCurrentPassword: 'The current password is not correct',
  secondFactorRequired: 'Second factor required',
  wrongSecondFactorCode: 'That code is not right',
  secondStepDone: 'This session has already given its second factor',
  factorNotFound: 'That second factor is not yours or no longer exists',
  passkeyRefused: 'That passkey was not accepted',
  passwordTooShort: 'The password must be at least 8 characters long',
  passwordTooLong: 'The password must be at most 1024 characters long',
  passwordGuessable:
    "This password is too easy to guess: choose one that is not a common password and is not made of a name, an email address or the name of the portal or the institution",
  institutionNotFound: 'Institution not found',
  institutionNotChosen: 'Choose an institution first',
  // Not an authentication failure (spec §8's markers): the portal opens its terms page instead.
  termsNotAccepted: `${termsNotAcceptedMarker} of this institution first`,
  secondFactorRequiredHere: `${secondFactorRequiredMarker}: add an authenticator app or a passkey in My Account first`,
  secondFactorForRule: 'Add an authenticator app or a passkey to your own account before you ask it of others',
  ownerProtected: "Only the owner of the institution can change the owner's account or roles",
  accountNotOwnedHere:
    "This account is also used in another institution, or was made by the person or another institution: only its holder can change the name, last name, company or job title",
  tooManySupportRequests: 'You have sent many support requests in a short time. Please try again later.',
  originNotAllowed: 'This origin is not allowed to call the API',
  bodyNotObject: 'The request body must be a JSON object',
  invalidEmail: 'Enter a valid email address',
  serverBusy: 'The server is busy. Please try again in a moment.',
  databaseUnavailable: 'The portal cannot reach its database just now. Please try again in a few minutes.',
  invalidConfirmationKey: 'This confirmation link is not valid, has been used already or has expired.',
  emailNotConfirmed:
    'This person has not confirmed their email address yet, so they cannot join this institution. Ask them to open the link sent to their email, or to choose a password with "Forgot your password?" on the sign-in page, then try again.',
  emailConfirmed: 'Your email address is confirmed and your password is set. You can sign in now.',
  repeatedAuthHeader: 'The request carries more than one Authorization, AuthType or LoginType header.',
  trainingVideoNotFound: 'Training video not found',
  trainingVideoLocked: 'Watch the previous training video to its end first',
  trainingVideoEndTooSoon: 'Watch this video from its start to mark it watched',
  examNotFound: 'Exam not found',
  examClosed: 'This exam has been submitted already. Open the exam again to see the result.',
  examUnknownAnswer: 'An answer names a question or an option that is not part of this exam',
  certificateNotFound: 'Certificate not found',
  videoNoRecording: 'This evaluation has no recording to process',
  videoRequestNotFound: 'Video request not found',
  processedVideoNotFound: 'The processed video of this evaluation is not ready',
  videoProcessingFailed: 'The video could not be processed. Please request it again.',
  subjectNotFound: 'Subject not found',
  evaluationNotFound: 'Evaluation not found',
  reportVersionNotFound: 'This version of the report does not exist',
  reportVariationNotFound: 'This variation of the report does not exist',
  longitudinalEmpty: 'Choose the evaluations to compare',
  longitudinalOneSubject: 'A longitudinal report compares evaluations of one subject only',
  userNotFound: 'User not found',
  groupNotFound: 'Group not found',
  alreadyMember: 'This person is already a user of this institution',
  alreadyInvited: 'This person has been invited already: they become a user of this institution when they accept',
  invitationNotFound: 'This invitation does not exist any more: it may have been withdrawn, or answered already',
  lastUserManager: 'The institution must keep at least one user manager: give the role to someone else first',
  ownerCannotBeUnlinked: 'The owner of the institution cannot be unlinked: transfer the ownership first',
  alreadyOwner: 'This user already owns the institution',
  // Medical records and standard strings (issue 11).
  recordNotFound: 'Medical record not found',
  recordConflict:
    'Someone else saved this record after you opened it. Compare both versions, keep what is right and save again.',
  subjectChoiceRequired: 'Choose an existing subject or enter a new one, not both',
  subjectCodeTaken: 'A subject with this code already exists in this institution',
  birthDateInFuture: 'The birth date cannot be in the future',
  stdStringNotOffered: 'A chosen entry is not in the institution\'s current list',
  stdStringNotFound: 'Standard string not found',
  unsupportedLanguage: 'This language is not available',
} as const;

export type FailureKey = keyof typeof failure;
export type SuccessKey = keyof typeof success;
