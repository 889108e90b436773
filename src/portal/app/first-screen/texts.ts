/**
 * The first screen's texts in the current language. They have no values or plural forms, so the
 * table is read directly instead of through useT: the sign-in page downloads no translator for
 * them. A language shows only once its tables are loaded (language-store.ts); a table that failed
 * to load reads as English.
 */
import { languageStore } from '../../lib/i18n/language-store.ts';
import type { Translation } from '../../lib/i18n/table.ts';
import { useStore } from '../../lib/store/use-store.ts';
import { en } from './messages/en.ts';
import { firstScreenMessages } from './messages/index.ts';
import type { Title } from './messages/en.ts';

export type FirstScreenTexts = Translation<typeof en>;
export type { Title } from './messages/en.ts';

export function useFirstScreenTexts(): FirstScreenTexts {
  const language = useStore(languageStore, (s) => s.language);
  return (firstScreenMessages.tableIn(language) as FirstScreenTexts | undefined) ?? en;
}

/** A page's title in the current language. */
export function usePageTitle(title: Title): string {
  return useFirstScreenTexts().titles[title];
}
