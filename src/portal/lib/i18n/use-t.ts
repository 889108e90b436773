/** The hooks a component speaks through: its messages in the current language, and the locale. */
import { useMemo } from 'react';
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
  return useTIn(messages, useStore(languageStore, (s) => s.language));
}

/**
 * The translate function for a set of messages in a given language, whatever the interface's: a
 * document written in another language (a report asked for in Spanish) is labelled in it too.
 */
export function useTIn<T extends Table>(messages: Messages<T>, language: Language): Translate<T> {
  const table = messages.tableIn(language);
  // Suspends by throwing the load: React then retries the component from the start once it is
  // done. `use()` would replay it instead, and calling `use()` only when the table is missing
  // breaks that replay ("Update hook called on initial render", React error 467).
  if (!table) throw messages.load(language);
  return useMemo(() => translator(messages, language), [messages, language, table]);
}

export function useLanguage(): Language {
  return useStore(languageStore, (s) => s.language);
}

/** The locale for dates and numbers in the current language. */
export function useLocale(): string {
  return useStore(languageStore, (s) => s.locale);
}
