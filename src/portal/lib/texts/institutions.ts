/** Texts about the chosen institution, kept apart from the code so they can be translated. */
export const institutionTexts = {
  /** Institutions, reached while no institution is chosen. */
  chooseFirst: 'Choose the institution you want to work in.',
  /** Institutions, reached from another page while no institution is chosen. */
  chooseToContinue: 'No institution is chosen yet. Choose the one you want to work in, and you go on to the page you opened.',
  /** The top bar. */
  current: 'Institution',
  none: 'No institution chosen',
  switchHint: ', switch institution',
  chooseHint: ', choose an institution',
  /** The terms page once they are accepted. */
  continueToPortal: 'Continue to the portal',
};
