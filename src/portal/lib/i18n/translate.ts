/** Reading a set of messages in a language: the translate function pages and hooks use. */
import { render } from './format.ts';
import { type Language, localeOf } from './languages.ts';
import { type Messages, sourceTableOf } from './messages.ts';
import { type KeyOf, lookUp, type Table, type TextAt, type Value, type ValuesOf } from './table.ts';

export type Translate<T extends Table> = <K extends KeyOf<T>>(key: K, ...values: ValuesOf<TextAt<T, K>>) => string;

/** A translate function over a loaded table, falling back to the source text for a key it lacks. */
export function translator<T extends Table>(messages: Messages<T>, language: Language): Translate<T> {
  const table = messages.tableIn(language) ?? sourceTableOf(messages as Messages<Table>) ?? {};
  const locale = localeOf[language];
  return ((key: string, values?: Readonly<Record<string, Value>>) => {
    const source = sourceTableOf(messages as Messages<Table>);
    const text = lookUp(table, key) ?? (source && lookUp(source, key));
    return text === undefined ? key : render(text, values, locale);
  }) as Translate<T>;
}
