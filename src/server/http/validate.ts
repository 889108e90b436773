/** Checks of request bodies, answering 400 with a message that names the field at fault. */
import { serverReason } from '../../contract/messages.ts';
import { ApiError } from './api-error.ts';

export type JsonObject = Record<string, unknown>;

/** The body as an object: 400 when it is missing, or is an array, a string or a number. */
export function requireObject(body: unknown): JsonObject {
  if (body === undefined) throw new ApiError(400, serverReason.bodyRequired);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, serverReason.bodyNotObject);
  }
  return body as JsonObject;
}

export interface TextRule {
  /** Longest accepted value, in characters. */
  max: number;
  /** Whether an empty (or blank) value is accepted. */
  allowEmpty?: boolean;
}

/** A text field, trimmed; 400 when missing, not a string, blank (unless allowed) or too long. */
export function requiredText(body: JsonObject, field: string, rule: TextRule): string {
  const value = body[field];
  if (value === undefined || value === null) throw new ApiError(400, `The field "${field}" is required`);
  return checkText(field, value, rule);
}

/** Like requiredText, but undefined when the field is absent or null (null fields mean "keep"). */
export function optionalText(body: JsonObject, field: string, rule: TextRule): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  return checkText(field, value, rule);
}

function checkText(field: string, value: unknown, rule: TextRule): string {
  if (typeof value !== 'string') throw new ApiError(400, `The field "${field}" must be text`);
  // PostgreSQL refuses NUL in text; refuse it here with a clear 400 rather than a 500.
  if (value.includes('\u0000')) throw new ApiError(400, `The field "${field}" must not contain NUL characters`);
  const text = value.trim();
  if (!rule.allowEmpty && text === '') throw new ApiError(400, `The field "${field}" must not be empty`);
  if ([...text].length > rule.max) {
    throw new ApiError(400, `The field "${field}" must be at most ${rule.max} characters long`);
  }
  return text;
}

/** A positive integer id from a path segment, or null. */
export function parseId(value: string | undefined): number | null {
  if (value === undefined || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
