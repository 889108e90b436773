/**
 * The `data` a failure answer may carry, beside its `message`. Every endpoint may answer 400 with
 * the field issues of a refused body or query (the server checks every request the same way);
 * what else an endpoint's failures carry it declares in its schemas' `errors`, by status.
 */
import { array, int, object, oneOf, optional, text, type Infer } from '../schema.ts';

const issueCodes = ['required', 'type', 'empty', 'too_short', 'too_long', 'one_of', 'format', 'range', 'unknown_field', 'invalid_text', 'control_characters', 'guessable'] as const;

/** One problem with a field: its path in the body or query and the code (schema.ts FieldIssue). */
export const fieldIssue = object({ field: text({ min: 0, max: 200 }), code: oneOf(issueCodes), limit: optional(int(0)) });

/** The `data` of a 400 (or a 409 naming a field) that refuses what the request says. */
export const fieldIssuesData = object({ fields: array(fieldIssue, 100) });

/** The failures every endpoint may answer with data: a refused body or query. */
export const everyEndpointErrors = { 400: fieldIssuesData } as const;

/** The throttle figures of a refused sign-in (contract/sign-in-refusal.ts). */
export const signInRefusalData = object({ attempts_left: optional(int(0)), retry_after_seconds: optional(int(1)) });

/** The wait of a call limited per address: the seconds also sent as `Retry-After`. */
export const retryAfterData = object({ retry_after_seconds: int(1) });

/** The wait of a call limited per person over a longer window: also when the next one is accepted. */
export const retryAtData = object({ retry_after_seconds: int(1), retry_at: text({ max: 40 }) });

/** The failures of a call limited per address (register, confirmation, public checks). */
export const rateLimitedErrors = { 429: retryAfterData } as const;

export type FieldIssuesData = Infer<typeof fieldIssuesData>;

