/** Dates, durations and ages written the way each language writes them. */
import { cached, numberFormat } from './format.ts';

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached(`date ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

function relativeFormat(locale: string): Intl.RelativeTimeFormat {
  return cached(`relative ${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
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
