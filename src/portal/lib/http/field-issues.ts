/**
 * The one reading of a refusal's field issues (`data.fields`, contract/schemas/errors.ts) for every
 * form. The contract types a failure's data; this still reads it with care, since a proxy or an
 * older server may answer otherwise: anything that is not an issue is left out. Kept apart from
 * contract/field-issues.ts, whose English sentences only the server needs.
 */
import type { FieldIssue } from '../../../contract/schema.ts';

/** The field issues in a failure's data, or an empty list when it carries none. */
export function fieldIssuesOf(data: unknown): FieldIssue[] {
  const fields = typeof data === 'object' && data !== null ? (data as { fields?: unknown }).fields : undefined;
  if (!Array.isArray(fields)) return [];
  return fields.filter(
    (f): f is FieldIssue => typeof f === 'object' && f !== null && typeof f.field === 'string' && typeof f.code === 'string',
  );
}
