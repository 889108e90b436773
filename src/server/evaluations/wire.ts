/** Turning database values into the wire's forms (ISO dates, ages, search patterns). */

/** An ISO 8601 UTC moment from a timestamptz as either driver returns it. */
export function isoOf(value: unknown): string {
  return (value instanceof Date ? value : new Date(String(value))).toISOString();
}

/** The same, or null. */
export function isoOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : isoOf(value);
}

/** Whole months from a birth date (`YYYY-MM-DD`) to a moment, counted in UTC. */
export function ageInMonths(birthDate: string, at: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const when = new Date(at);
  const months = (when.getUTCFullYear() - by) * 12 + (when.getUTCMonth() + 1 - bm) - (when.getUTCDate() < bd ? 1 : 0);
  return Math.max(0, months);
}

/** A LIKE pattern matching `text` anywhere, case-insensitively (to compare with a lower-cased column). */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The search text of a list query, trimmed; null when there is none. */
export function searchText(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** `OFFSET` of a page. */
export function offsetOf(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

/** A user's full name as lists show it (SQL expression over alias `alias`). */
export function fullNameSql(alias: string): string {
  return `nullif(trim(${alias}.name || ' ' || ${alias}.lastname), '')`;
}
