/**
 * A set of messages: a table per language. Most sets keep their source-language (English) table
 * with the code that uses it and load each translation as a chunk of its own, so only its readers
 * download it (`defineMessages`). A set that most visits never show (the failure catalogue) loads
 * even its source table on first use (`defineLazyMessages`).
 * Every set registers with the language store, so a language change loads every set in use first.
 */
import { type Language, sourceLanguage } from './languages.ts';
import { preloadWith } from './language-store.ts';
import type { Table, Translation } from './table.ts';

type Other = Exclude<Language, typeof sourceLanguage>;
type Module<T> = Promise<{ default: Translation<T> }>;
type Loaders<T> = { readonly [L in Other]: () => Module<T> };

export interface Messages<T extends Table> {
  /** Only for typing: the shape of the source table. */
  readonly shape?: T;
  /** The table in `language` when it is at hand. */
  tableIn(language: Language): Table | undefined;
  /** Loads the table in `language`; a translation that fails to load falls back to the source
   * table (and is tried again on the next call). */
  load(language: Language): Promise<Table>;
}

function createSet<T extends Table>(
  loaders: { readonly [L in Language]: () => Module<T> },
  source: Table | undefined,
): Messages<T> {
  const loaded = new Map<Language, Table>(source ? [[sourceLanguage, source]] : []);
  // Languages whose table failed to load read the source until a later load succeeds.
  const fallback = new Map<Language, Table>();
  const pending = new Map<Language, Promise<Table>>();
  const set: Messages<T> = {
    tableIn: (language) => loaded.get(language) ?? fallback.get(language),
    load(language) {
      const table = loaded.get(language);
      if (table) return Promise.resolve(table);
      let promise = pending.get(language);
      if (!promise) {
        promise = loaders[language]()
          .then((module) => {
            // A chunk without a table counts as one that could not be fetched: never a missing table.
            if (!module?.default) throw new Error(`no ${language} table`);
            loaded.set(language, module.default as Table);
            fallback.delete(language);
            return module.default as Table;
          })
          .catch(async () => {
            // A table that cannot be fetched (network, a stale deployment) leaves the source
            // text readable; the next language change tries again.
            const readable = language === sourceLanguage ? {} : await set.load(sourceLanguage);
            fallback.set(language, readable);
            return readable;
          })
          .finally(() => pending.delete(language));
        pending.set(language, promise);
      }
      return promise;
    },
  };
  // Eager sets load with every language change; lazy ones only once something showed them or
  // asked for them.
  preloadWith((language) => (source || loaded.size || fallback.size || pending.size ? set.load(language) : Promise.resolve()));
  return set;
}

/** Declares a set whose source table is written `as const` beside it; translations are typed from it. */
export function defineMessages<const T extends Table>(source: T, loaders: Loaders<T>): Messages<T> {
  return createSet<T>({ ...loaders, [sourceLanguage]: () => Promise.resolve({ default: source }) } as never, source);
}

/** Declares a set whose every table, the source one too, loads on first use. */
export function defineLazyMessages<T extends Table>(loaders: { readonly [L in Language]: () => Module<T> }): Messages<T> {
  return createSet<T>(loaders, undefined);
}

/** The source table when loaded, to fill keys a translation lacks. */
export function sourceTableOf(set: Messages<Table>): Table | undefined {
  return set.tableIn(sourceLanguage);
}
