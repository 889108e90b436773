/**
 * The English texts forms share beyond their own labels (the sentences of field issues are in
 * issues-en.ts, loaded with the first refusal). es.ts translates them key for key.
 */
export const en = {
  /** The reset and change-password forms: the repeated password differs from the first. */
  passwordsDiffer: 'The two passwords are not the same',
  /** Shown in a form whose typed text was put back after the person's session ended under them. */
  draftRestored: 'What you typed before your session ended has been put back.',
} as const;
