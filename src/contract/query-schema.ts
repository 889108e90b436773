/**
 * Schemas of query-string values. A query value arrives as text (or not at all); these turn it
 * into the value a handler works with, with the same issues as body fields.
 */
import { isStorableText, type FieldIssue, type Schema, type Shape } from './schema.ts';

function query<T>(doc: string, check: (value: string | undefined, field: string, issues: FieldIssue[]) => T): Schema<T, false> {
  return { optional: false, doc, check: (value, field, issues) => check(typeof value === 'string' ? value : undefined, field, issues) };
}

/** A whole number in `min..max`; `fallback` when the parameter is absent (e.g. group 0). */
export function queryInt(min: number, max: number, fallback?: number): Schema<number, false> {
  const doc = `integer (${min}..${max})${fallback === undefined ? '' : `, default ${fallback}`}`;
  return query(doc, (value, field, issues) => {
    if (value === undefined || value === '') {
      if (fallback !== undefined) return fallback;
      issues.push({ field, code: 'required' });
      return min;
    }
    if (!/^-?\d{1,10}$/.test(value)) {
      issues.push({ field, code: 'type' });
      return min;
    }
    const n = Number(value);
    if (n < min || n > max) issues.push({ field, code: 'range', limit: n < min ? min : max });
    return n;
  });
}

/** Text of at most `max` characters; absent means undefined. */
export function queryText(max: number): Schema<string | undefined, false> {
  return query(`string (..${max} characters), optional`, (value, field, issues) => {
    if (value === undefined) return undefined;
    if (!isStorableText(value)) issues.push({ field, code: 'invalid_text' });
    else if ([...value].length > max) issues.push({ field, code: 'too_long', limit: max });
    return value;
  });
}

/** `true` when the parameter is `true`; absent or `false` is false; anything else is an issue. */
export function queryFlag(): Schema<boolean, false> {
  return query('"true" | "false", optional', (value, field, issues) => {
    if (value === undefined || value === 'false') return false;
    if (value !== 'true') issues.push({ field, code: 'one_of' });
    return value === 'true';
  });
}

/** Checks a query string against its shape: unknown and repeated parameters are issues. */
export function parseQuery<S extends Shape>(shape: S, search: URLSearchParams): { values: Record<string, unknown>; issues: FieldIssue[] } {
  const issues: FieldIssue[] = [];
  const values: Record<string, unknown> = {};
  const seen = new Set<string>();
  for (const key of search.keys()) {
    if (!Object.hasOwn(shape, key)) issues.push({ field: key, code: 'unknown_field' });
    else if (seen.has(key)) issues.push({ field: key, code: 'format' });
    seen.add(key);
  }
  for (const [key, s] of Object.entries(shape)) values[key] = s.check(search.get(key) ?? undefined, key, issues);
  return { values, issues };
}

/** One of a fixed list of words; `fallback` when the parameter is absent or empty. */
export function queryOneOf<const V extends readonly string[]>(values: V, fallback: V[number]): Schema<V[number], false> {
  const doc = `${values.map((v) => JSON.stringify(v)).join(' | ')}, default ${JSON.stringify(fallback)}`;
  return query(doc, (value, field, issues) => {
    if (value === undefined || value === '') return fallback;
    if (!(values as readonly string[]).includes(value)) {
      issues.push({ field, code: 'one_of' });
      return fallback;
    }
    return value as V[number];
  });
}

/** Words of a fixed list joined by commas (`processing,failed`); absent or empty is the empty list. */
export function queryOneOfList<const V extends readonly string[]>(values: V): Schema<V[number][], false> {
  const doc = `comma-separated ${values.map((v) => JSON.stringify(v)).join(' | ')}, optional`;
  return query(doc, (value, field, issues) => {
    if (value === undefined || value === '') return [];
    const words = value.split(',');
    if (words.some((word) => !(values as readonly string[]).includes(word))) {
      issues.push({ field, code: 'one_of' });
      return [];
    }
    return [...new Set(words)] as V[number][];
  });
}

/** A whole number in `min..max`, or undefined when the parameter is absent or empty. */
export function queryOptionalInt(min: number, max: number): Schema<number | undefined, false> {
  return query(`integer (${min}..${max}), optional`, (value, field, issues) => {
    if (value === undefined || value === '') return undefined;
    if (!/^-?\d{1,10}$/.test(value)) {
      issues.push({ field, code: 'type' });
      return undefined;
    }
    const n = Number(value);
    if (n < min || n > max) issues.push({ field, code: 'range', limit: n < min ? min : max });
    return n;
  });
}
