/**
 * A set of messages: its source-language table, bundled with the code that uses it, and a loader
 * per other language, so each translation is a chunk of its own that only its readers download.
 * Every set defined is registered, so a language change can load every translation in use first.
 */
import { type Language, sourceLanguage } from './languages.ts';
import { preloadWith } from './language-store.ts';
import type { Table, Translation } from './table.ts';

type Other = Exclude<Language, typeof sourceLanguage>;
type Loaders<T> = { readonly [L in Other]: () => Promise<{ default: Translation<T> }> };

export interface Messages<T extends Table> {
  readonly source: T;
  /** The table in `language` when it is at hand (always for the source language). */
  tableIn(language: Language): Table | undefined;
  /** Loads the table in `language`; a translation that fails to load falls back to the source
   * (and is tried again on the next call). */
  load(language: Language): Promise<Table>;
}

/** Declares a set of messages. `source` is written `as const`; translations are typed from it. */
export function defineMessages<const T extends Table>(source: T, loaders: Loaders<T>): Messages<T> {
  const loaded = new Map<Language, Table>([[sourceLanguage, source]]);
  // Languages whose translation failed to load read the source until a later load succeeds.
  const fallback = new Map<Language, Table>();
  const pending = new Map<Language, Promise<Table>>();
  const messages: Messages<T> = {
    source,
    tableIn: (language) => loaded.get(language) ?? fallback.get(language),
    load(language) {
      const table = loaded.get(language);
      if (table) return Promise.resolve(table);
      let promise = pending.get(language);
      if (!promise) {
        promise = loaders[language as Other]()
          .then((module) => {
            loaded.set(language, module.default as Table);
            fallback.delete(language);
            return module.default as Table;
          })
          .catch(() => {
            // A translation that cannot be fetched (network, a stale deployment) leaves the
            // source text readable; the next language change tries again.
            fallback.set(language, source);
            return source;
          })
          .finally(() => pending.delete(language));
        pending.set(language, promise);
      }
      return promise;
    },
  };
  // A page's set is defined when its chunk arrives: its translation starts loading at once when
  // the language is not the source, and with every later language change.
  preloadWith((language) => messages.load(language));
  return messages;
}
