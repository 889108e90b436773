/**
 * The server's reasons for the calls of access events and verifiable paper (issue 25). Kept apart
 * from the shared catalogue (messages.ts), which every page's download carries: the pages that
 * meet them (the verify page, a report's paper) say them in their own words by status.
 */
export const paperReasons = {
  paperNotFound: 'No printed report or certificate carries this code',
  reportNotPrintable: 'This evaluation has no report to print yet',
  tooManyPrintNotices: 'Many prints were recorded in a short time. Please wait a few minutes.',
  invalidPortalUrl: 'The portal address for the verification code is not valid',
} as const;
