/**
 * Message tables: plain typed objects, one per language. The source-language table is written
 * `as const`; every other language's table is typed `Translation<typeof source>`, so a key that is
 * missing, extra or of the wrong form in a translation is a type error.
 *
 * A text is a string with `{name}` placeholders, or a plural text chosen by `Intl.PluralRules`
 * (`one`, `other`, and the categories a language needs; `zero` means exactly 0 in any language).
 */

export interface PluralText {
  readonly zero?: string;
  readonly one?: string;
  readonly two?: string;
  readonly few?: string;
  readonly many?: string;
  readonly other: string;
}

export type Text = string | PluralText;

export interface Table {
  readonly [key: string]: Text | Table;
}

/** The shape a translation of `T` must have: the same keys, any wording. */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : T[K] extends { readonly other: string } ? PluralText : Translation<T[K]>;
};

/** Every key of a table, nested keys joined by dots. */
export type KeyOf<T> = {
  [K in keyof T & string]: T[K] extends string | { readonly other: string } ? K : `${K}.${KeyOf<T[K]>}`;
}[keyof T & string];

/** The text at a dotted key. */
export type TextAt<T, K extends string> = K extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? TextAt<T[Head], Rest>
    : never
  : K extends keyof T
    ? T[K]
    : never;

type PlaceholdersOf<S> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | PlaceholdersOf<Rest> : never;

type Placeholders<X> = X extends string
  ? PlaceholdersOf<X>
  : X extends PluralText
    ? 'count' | PlaceholdersOf<X[keyof X & ('zero' | 'one' | 'two' | 'few' | 'many' | 'other')]>
    : never;

export type Value = string | number;

/** The values a text needs: none, or one per placeholder (`count` for a plural text). */
export type ValuesOf<X> = [Placeholders<X>] extends [never]
  ? []
  : [values: { readonly [P in Placeholders<X>]: P extends 'count' ? number : Value }];

/** Looks a dotted key up; undefined when the table has no text there. */
export function lookUp(table: Table, key: string): Text | undefined {
  let node: Text | Table | undefined = table;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || 'other' in node && typeof node.other === 'string') return undefined;
    node = (node as Table)[part];
  }
  return typeof node === 'string' || (typeof node === 'object' && node !== null && typeof node.other === 'string')
    ? (node as Text)
    : undefined;
}
