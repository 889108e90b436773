/**
 * Turning a text of a table into what a person reads: plural choice and values put in their
 * places, numbers written the way the language writes them (dates.ts does dates, durations and
 * ages). The `Intl` objects are created once per locale and kept: creating them is the slow part.
 */
import type { PluralText, Text, Value } from './table.ts';

const cache = new Map<string, unknown>();

/** One Intl object per locale and options, made on first use. */
export function cached<T>(key: string, make: () => T): T {
  let value = cache.get(key) as T | undefined;
  if (value === undefined) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

function pluralRules(locale: string): Intl.PluralRules {
  return cached(`plural ${locale}`, () => new Intl.PluralRules(locale));
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(`number ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

/** The form of a plural text for `count`: `zero` for exactly 0 when given, else the locale's category. */
export function choosePlural(text: PluralText, count: number, locale: string): string {
  if (count === 0 && text.zero !== undefined) return text.zero;
  const category = pluralRules(locale).select(count) as keyof PluralText;
  return text[category] ?? text.other;
}

/** Puts values into `{name}` placeholders; numbers are written in the locale's way. A placeholder
 * without a value is left as it is, so a missing value shows instead of vanishing. */
export function interpolate(template: string, values: Readonly<Record<string, Value>>, locale: string): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? numberFormat(locale).format(value) : value;
  });
}

/** A text of a table as it is read: plural form chosen by `count`, values in their places. */
export function render(text: Text, values: Readonly<Record<string, Value>> | undefined, locale: string): string {
  const template = typeof text === 'string' ? text : choosePlural(text, Number(values?.count ?? 0), locale);
  return values ? interpolate(template, values, locale) : template;
}
