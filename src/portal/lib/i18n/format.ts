/**
 * Turning a text of a table into what a person reads: plural choice, values put in their places,
 * numbers, dates and ages written the way the language writes them. The `Intl` objects are
 * created once per locale and kept, since creating them is the slow part.
 */
import type { PluralText, Text, Value } from './table.ts';

const cache = new Map<string, unknown>();

function cached<T>(key: string, make: () => T): T {
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

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached(`date ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

function relativeFormat(locale: string): Intl.RelativeTimeFormat {
  return cached(`relative ${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
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

/** A calendar date (no time): 23 Nov 2026 / 23 nov 2026. Invalid dates read as an empty text. */
export function formatDate(date: Date | string | number, locale: string, style: 'medium' | 'long' | 'short' = 'medium'): string {
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) return '';
  return dateFormat(locale, { dateStyle: style }).format(value);
}

/** A date and time to the minute. */
export function formatDateTime(date: Date | string | number, locale: string): string {
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) return '';
  return dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(value);
}

export function formatNumber(value: number, locale: string, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(locale, options).format(value);
}

/** A span of whole units relative to now: "in 5 minutes", "yesterday", "dentro de 5 minutos". */
export function formatRelative(value: number, unit: Intl.RelativeTimeFormatUnit, locale: string): string {
  return relativeFormat(locale).format(value, unit);
}

/** A duration in whole minutes or seconds as a phrase: "5 minutes", "45 seconds". */
export function formatDuration(seconds: number, locale: string): string {
  const whole = Math.max(0, Math.ceil(seconds));
  if (whole < 60) return numberFormat(locale, { style: 'unit', unit: 'second', unitDisplay: 'long' }).format(whole);
  return numberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(Math.ceil(whole / 60));
}

/** Whole years between a birth date and a day, as the age a clinician writes. */
export function ageInYears(birth: Date, on: Date): number {
  let years = on.getFullYear() - birth.getFullYear();
  const beforeBirthday =
    on.getMonth() < birth.getMonth() || (on.getMonth() === birth.getMonth() && on.getDate() < birth.getDate());
  if (beforeBirthday) years -= 1;
  return Math.max(0, years);
}

/** An age written out: "34 years" / "34 años"; under two years in months: "18 months" / "18 meses". */
export function formatAge(birth: Date | string, on: Date, locale: string): string {
  const born = birth instanceof Date ? birth : new Date(birth);
  if (Number.isNaN(born.getTime())) return '';
  const years = ageInYears(born, on);
  if (years >= 2) return numberFormat(locale, { style: 'unit', unit: 'year', unitDisplay: 'long' }).format(years);
  let months = (on.getFullYear() - born.getFullYear()) * 12 + on.getMonth() - born.getMonth();
  if (on.getDate() < born.getDate()) months -= 1;
  return numberFormat(locale, { style: 'unit', unit: 'month', unitDisplay: 'long' }).format(Math.max(0, months));
}
