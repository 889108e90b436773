/**
 * The first screen's way to read its texts: the set's table in the current language, as plain
 * strings, re-rendering on a language change and suspending while a translation loads. It is for
 * texts without values or plural forms; everything else uses useT (lib/i18n/use-t.ts). Unlike
 * useT it needs neither the translate function nor the plural and number formatting, which the
 * sign-in screen would otherwise carry only for this.
 */
import { useStore } from '../../lib/store/use-store.ts';
import { languageStore } from '../../lib/i18n/language-store.ts';
import type { Messages } from '../../lib/i18n/messages.ts';
import type { Table, Translation } from '../../lib/i18n/table.ts';

/** Only for tables of plain strings: a plural text or a nested section is a type error here. */
type Plain = { readonly [key: string]: string };

export function useTexts<T extends Plain>(set: Messages<T>): Translation<T> {
  const language = useStore(languageStore, (s) => s.language);
  // A table that failed to load falls back to the source one (messages.ts), so this always reads.
  const table = set.tableIn(language);
  // Suspends by throwing the load, as useT does (lib/i18n/use-t.ts says why not `use()`).
  if (!table) throw set.load(language);
  return table as Table as Translation<T>;
}
