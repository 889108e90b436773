/**
 * The training constants of spec §9, in a module of their own: only the training pages import
 * it, so the first screen's shared copy of contract/constants.ts does not carry them.
 */

/** Spec §9: the training videos' default language. */
export const defaultTrainingLanguage = 'English';
