/** The hooks a component speaks through: its messages in the current language, and the locale. */
import { use, useMemo } from 'react';
import { useStore } from '../store/use-store.ts';
import { languageStore } from './language-store.ts';
import type { Language } from './languages.ts';
import type { Messages } from './messages.ts';
import { type Translate, translator } from './translate.ts';
import type { Table } from './table.ts';

/**
 * The translate function for a set of messages, re-rendering on a language change. When the
 * translation is not loaded yet the component suspends until it is (a page's nearest Suspense
 * shows the loading state); a language change preloads every set in use, so it never does then.
 */
export function useT<T extends Table>(messages: Messages<T>): Translate<T> {
  const language = useStore(languageStore, (s) => s.language);
  const table = messages.tableIn(language) ?? use(messages.load(language));
  return useMemo(() => translator(messages, language), [messages, language, table]);
}

export function useLanguage(): Language {
  return useStore(languageStore, (s) => s.language);
}

/** The locale for dates and numbers in the current language. */
export function useLocale(): string {
  return useStore(languageStore, (s) => s.locale);
}
