/** How the reports pages write ages, values, ranges and assessments, in the reader's language. */
import { numberFormat } from '../../lib/i18n/format.ts';
import type { Translate } from '../../lib/i18n/translate.ts';
import type { en } from './messages/en.ts';

type T = Translate<typeof en>;

/** An age given in months, written as a clinician would: years from two on, months before. */
export function formatAgeMonths(months: number, locale: string): string {
  if (months >= 24) {
    return numberFormat(locale, { style: 'unit', unit: 'year', unitDisplay: 'long' }).format(Math.floor(months / 12));
  }
  return numberFormat(locale, { style: 'unit', unit: 'month', unitDisplay: 'long' }).format(months);
}

/** Years with one decimal, for the chart's age axis and its points. */
export function formatYears(months: number, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(months / 12);
}

// Units written with words, in the report's language; the rest are international symbols (m/s, cm, %).
const unitWords: Readonly<Record<string, 'units.stepsPerMinute'>> = { 'steps/min': 'units.stepsPerMinute' };

/** A unit as the report's language writes it ("steps/min" is "pasos/min" in Spanish). */
export function unitText(unit: string, t: T): string {
  const key = unitWords[unit];
  return key ? t(key) : unit;
}

/** A measured value with its decimals and unit; 'Not measured' when there is none. */
export function formatValue(value: number | null, decimals: number, unit: string, locale: string, t: T): string {
  if (value === null) return t('viewer.noValue');
  const text = numberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
  return unit ? `${text} ${unitText(unit, t)}` : text;
}

/** A reference range: "10.0–20.0", "at least 10.0", "at most 20.0", or 'No reference'. */
export function formatRange(
  reference: { low: number | null; high: number | null } | null,
  decimals: number,
  locale: string,
  t: T,
): string {
  const n = (v: number) => numberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(v);
  if (!reference || (reference.low === null && reference.high === null)) return t('viewer.noReference');
  if (reference.low !== null && reference.high !== null) return `${n(reference.low)}–${n(reference.high)}`;
  if (reference.low !== null) return t('viewer.atLeast', { low: n(reference.low) });
  return t('viewer.atMost', { high: n(reference.high as number) });
}

/** The assessment in words (never by colour alone), with the side of the range when it is off. */
export function flagText(flag: string | null, side: string | null, t: T): string {
  if (flag === 'normal') return t('flags.normal');
  if (flag === 'borderline') return side === 'low' ? t('flags.borderlineLow') : side === 'high' ? t('flags.borderlineHigh') : t('flags.borderline');
  if (flag === 'outside') return side === 'low' ? t('flags.outsideLow') : side === 'high' ? t('flags.outsideHigh') : t('flags.outside');
  return '';
}

/** A shape that tells the assessment apart in black and white: ● within, ◆ borderline, ▲/▼ outside. */
export function flagSymbol(flag: string | null, side: string | null): string {
  if (flag === 'normal') return '●';
  if (flag === 'borderline') return '◆';
  if (flag === 'outside') return side === 'low' ? '▼' : '▲';
  return '';
}
