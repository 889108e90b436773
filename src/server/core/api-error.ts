/** A failure a handler or the request pipeline answers with: an HTTP status and a clear message. */

export interface ApiErrorDetails {
  /** The user the failure concerns, when known; logged with authentication failures. */
  userId?: number;
  /** Extra response headers, such as `Allow` on a 405. */
  headers?: Record<string, string>;
  /** The answer's `data`, such as the field issues of a refused body. */
  data?: unknown;
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
