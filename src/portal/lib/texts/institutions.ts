/**
 * Texts about the chosen institution still read as plain English by the top bar and the terms
 * page. The Institutions page's own texts are in its messages (features/institutions/messages);
 * once the top bar and the terms page speak through their own translated sets, this file goes.
 */
export const institutionTexts = {
  /** The top bar. */
  current: 'Institution',
  none: 'No institution chosen',
  switchHint: ', switch institution',
  chooseHint: ', choose an institution',
  /** The terms page once they are accepted. */
  continueToPortal: 'Continue to the portal',
};
