import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { choosePlural, interpolate, render } from '../../../../src/portal/lib/i18n/format.ts';
import { formatAge, formatDate, formatDuration, formatNumber, formatRelative } from '../../../../src/portal/lib/i18n/dates.ts';

const plural = suite('plural forms through Intl.PluralRules');

const attempts = { one: '{count} attempt left', other: '{count} attempts left' };
const intentos = { one: 'Queda {count} intento', other: 'Quedan {count} intentos' };

plural('English and Spanish choose one for 1 and other for the rest', () => {
  assert.is(render(attempts, { count: 1 }, 'en-GB'), '1 attempt left');
  assert.is(render(attempts, { count: 2 }, 'en-GB'), '2 attempts left');
  assert.is(render(intentos, { count: 1 }, 'es-ES'), 'Queda 1 intento');
  assert.is(render(intentos, { count: 0 }, 'es-ES'), 'Quedan 0 intentos');
});

plural('zero is exactly 0 when a text gives it, in any language', () => {
  const text = { zero: 'No reports', one: 'One report', other: '{count} reports' };
  assert.is(choosePlural(text, 0, 'en-GB'), 'No reports');
  assert.is(render(text, { count: 3 }, 'en-GB'), '3 reports');
});

plural('a category the text lacks falls back to other', () => {
  assert.is(choosePlural({ other: 'x' }, 1, 'en-GB'), 'x');
});

plural.run();

const values = suite('interpolation');

values('puts each value in its placeholder, numbers in the locale way', () => {
  assert.is(interpolate('{name} has {n} reports', { name: 'Ana', n: 1234 }, 'en-GB'), 'Ana has 1,234 reports');
  assert.is(interpolate('{n} informes', { n: 1234.5 }, 'es-ES'), '1234,5 informes');
  assert.is(interpolate('{n} informes', { n: 12345 }, 'es-ES'), '12.345 informes');
});

values('a placeholder without a value stays visible', () => {
  assert.is(interpolate('Hello {name}', {}, 'en-GB'), 'Hello {name}');
});

values('text without values is returned as written, braces and all', () => {
  assert.is(render('Use {curly} braces', undefined, 'en-GB'), 'Use {curly} braces');
});

values.run();

const dates = suite('dates, numbers, durations and ages');

dates('a calendar date in each language', () => {
  const day = new Date(2026, 10, 23);
  assert.is(formatDate(day, 'en-GB'), '23 Nov 2026');
  assert.is(formatDate(day, 'es-ES'), '23 nov 2026');
  assert.is(formatDate(day, 'es-ES', 'long'), '23 de noviembre de 2026');
  assert.is(formatDate('not a date', 'en-GB'), '');
});

dates('numbers and relative times', () => {
  assert.is(formatNumber(0.5, 'es-ES', { style: 'percent' }), '50\u00a0%');
  assert.is(formatRelative(5, 'minute', 'en-GB'), 'in 5 minutes');
  assert.is(formatRelative(5, 'minute', 'es-ES'), 'dentro de 5 minutos');
  assert.is(formatRelative(-1, 'day', 'es-ES'), 'ayer');
});

dates('a wait in minutes, or seconds under a minute', () => {
  assert.is(formatDuration(300, 'en-GB'), '5 minutes');
  assert.is(formatDuration(61, 'en-GB'), '2 minutes');
  assert.is(formatDuration(45, 'es-ES'), '45 segundos');
  assert.is(formatDuration(1, 'en-GB'), '1 second');
});

dates('an age in whole years, counting the birthday itself', () => {
  const on = new Date(2026, 10, 23);
  assert.is(formatAge(new Date(1992, 10, 23), on, 'en-GB'), '34 years');
  assert.is(formatAge(new Date(1992, 10, 24), on, 'en-GB'), '33 years');
  assert.is(formatAge(new Date(1992, 10, 24), on, 'es-ES'), '33 años');
});

dates('under two years an age is in months', () => {
  const on = new Date(2026, 10, 23);
  assert.is(formatAge(new Date(2025, 4, 23), on, 'en-GB'), '18 months');
  assert.is(formatAge(new Date(2025, 4, 24), on, 'es-ES'), '17 meses');
});

dates.run();
