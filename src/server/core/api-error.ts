/** A failure a handler or the request pipeline answers with: an HTTP status and a clear message. */
import { issuesMessage } from '../../contract/field-issues.ts';
import type { FieldIssue, Infer } from '../../contract/schema.ts';
import type { FieldIssuesData, retryAfterData, retryAtData, signInRefusalData } from '../../contract/schemas/errors.ts';
import type { recordConflictData } from '../../contract/schemas/medical-records.ts';

/**
 * The `data` a failure may carry: one of the shapes the contract declares for failures (field
 * issues, a refused sign-in's figures, a limit's wait, a record's conflict). Every failure answer
 * is also checked against its endpoint's declared shape (contract-conformance).
 */
export type FailureData =
  | FieldIssuesData
  | Infer<typeof signInRefusalData>
  | Infer<typeof retryAfterData>
  | Infer<typeof retryAtData>
  | Infer<typeof recordConflictData>;

export interface ApiErrorDetails {
  /** The user the failure concerns, when known; logged with authentication failures. */
  userId?: number;
  /** Extra response headers, such as `Allow` on a 405. */
  headers?: Record<string, string>;
  /** The answer's `data`, such as the field issues of a refused body. */
  data?: FailureData;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly details: ApiErrorDetails = {},
  ) {
    super(message);
  }
}

/**
 * The one way a refusal names fields: `data.fields` with the issues, and a message that says what
 * is wrong with them (or `message`, when the server has a sentence of its own for it).
 */
export function fieldsRefused(issues: readonly FieldIssue[], options: { status?: number; message?: string } = {}): ApiError {
  return new ApiError(options.status ?? 400, options.message ?? issuesMessage(issues), { data: { fields: [...issues] } });
}
