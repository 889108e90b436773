/**
 * The English texts about the chosen institution in the top bar, a set of their own so the
 * signed-in shell carries only these few words of the institutions feature.
 */
export const en = {
  current: 'Institution',
  none: 'No institution chosen',
  /** Read after the name by a screen reader: what the control does. */
  switchHint: ', switch institution',
  chooseHint: ', choose an institution',
} as const;
