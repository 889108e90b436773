/**
 * Texts about the chosen institution still read as plain English by the top bar and the terms
 * page. The institutions feature holds them translated (features/institutions/messages/top-bar.ts
 * for the top bar); once their readers speak through that set, this file goes.
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
