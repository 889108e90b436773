/**
 * A set of messages: its source-language table, bundled with the code that uses it, and a loader
 * per other language, so each translation is a chunk of its own that only its readers download.
 * Every set defined is registered, so a language change can load every translation in use first.
 */
import { type Language, localeOf, sourceLanguage } from './languages.ts';
import { render } from './format.ts';
import { type KeyOf, lookUp, type Table, type TextAt, type Translation, type Value, type ValuesOf } from './table.ts';

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

const registry = new Set<Messages<Table>>();
let wanted: Language = sourceLanguage;

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
  registry.add(messages as Messages<Table>);
  // A page's set is defined when its chunk arrives: start on its translation at once.
  if (wanted !== sourceLanguage) void messages.load(wanted);
  return messages;
}

/** Loads every registered set in `language`; sets defined later start loading as they arrive. */
export async function loadAll(language: Language): Promise<void> {
  wanted = language;
  await Promise.all([...registry].map((messages) => messages.load(language)));
}

export type Translate<T extends Table> = <K extends KeyOf<T>>(key: K, ...values: ValuesOf<TextAt<T, K>>) => string;

/** A translate function over a table, falling back to the source text for any key it lacks. */
export function translator<T extends Table>(messages: Messages<T>, language: Language): Translate<T> {
  const table = messages.tableIn(language) ?? messages.source;
  const locale = localeOf[language];
  return ((key: string, values?: Readonly<Record<string, Value>>) => {
    const text = lookUp(table, key) ?? lookUp(messages.source, key);
    return text === undefined ? key : render(text, values, locale);
  }) as Translate<T>;
}
