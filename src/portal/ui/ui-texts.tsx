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
  /** The pager's own words, so no list page writes them (ui/pager.tsx). */
  pager: PagerTexts;
};

export type PagerTexts = {
  /** The navigation landmark's name. */
  label: string;
  previous: string;
  next: string;
  /** Where the reader is: `{page}` and `{pages}` are numbers. */
  pageOf: string;
};

export const englishUiTexts: UiTexts = {
  closeDialog: 'Close dialog',
  dismissNotification: 'Dismiss notification',
  tryAgain: 'Try again',
  loading: 'Loading',
  confirmTitle: 'Are you sure?',
  confirm: 'Ok',
  cancel: 'Cancel',
  pager: { label: 'Pages', previous: 'Previous page', next: 'Next page', pageOf: 'Page {page} of {pages}' },
};

/** The context itself is the provider (React 19): `<UiTextsProvider value={texts}>`. */
export const UiTextsProvider = createContext<UiTexts>(englishUiTexts);

export function useUiTexts(): UiTexts {
  return useContext(UiTextsProvider);
}
