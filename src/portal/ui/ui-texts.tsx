// The few words the UI kit says itself (close buttons, loading, retry, confirmation defaults).
// The kit knows no language: these English defaults hold until the portal provides its current
// language's words through <UiTextsProvider>. A prop given to a component still wins.
import { createContext, useContext } from 'react';

export type UiTexts = {
  closeDialog: string;
  dismissNotification: string;
  tryAgain: string;
  loading: string;
  /** ConfirmDialog's defaults (spec §9: 'Are you sure?' with Ok and Cancel). */
  confirmTitle: string;
  confirm: string;
  cancel: string;
};

export const englishUiTexts: UiTexts = {
  closeDialog: 'Close dialog',
  dismissNotification: 'Dismiss notification',
  tryAgain: 'Try again',
  loading: 'Loading',
  confirmTitle: 'Are you sure?',
  confirm: 'Ok',
  cancel: 'Cancel',
};

/** The context itself is the provider (React 19): `<UiTextsProvider value={texts}>`. */
export const UiTextsProvider = createContext<UiTexts>(englishUiTexts);

export function useUiTexts(): UiTexts {
  return useContext(UiTextsProvider);
}
