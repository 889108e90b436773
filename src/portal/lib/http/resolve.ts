/**
 * Turns a server answer into a typed result using the error catalogue (spec §8). Pure: no fetch,
 * no navigation, no UI, so every rule is testable on its own.
 */
import {
  accessDeniedMarker,
  accessDeniedNotice,
  authFailureMarkers,
  authFailureNotice,
  okMessage,
  termsNotAcceptedMarker,
  secondFactorRequiredMarker,
} from '../../../contract/central-markers.ts';
import { type Message, withDetail } from '../i18n/message.ts';

/** The central notices of spec §8, as the app words them (English texts of the spec by default). */
export interface Notices {
  auth: Message;
  accessDenied: Message;
}

const specNotices: Notices = { auth: authFailureNotice, accessDenied: accessDeniedNotice };

/** `terms`: patient data refused until the terms are accepted in the chosen institution. */
export type FailureKind = 'auth' | 'access-denied' | 'terms' | 'second-factor' | 'failure' | 'network';

export interface ApiSuccess<T> {
  ok: true;
  status: number;
  data: T;
}

/**
 * A failed call. `D` is the `data` its failures may carry: the payloads its endpoint declares
 * (FailureDataOf in contract/endpoints/define.ts; check `status` and the shape to tell them
 * apart), unknown when nothing is declared.
 */
export interface ApiFailure<D = unknown> {
  ok: false;
  kind: FailureKind;
  status: number;
  /** What to show a person: the action's fallback, carrying the server's own words when it gave any. */
  message: Message;
  /** What the server said, when it said anything usable. */
  serverMessage?: string;
  /**
   * The response data, returned for 'Access denied' (spec §8) and kept for the others: one of the
   * payloads the endpoint declares for its failures (check `status` to know which), or none.
   */
  data?: D;
}

export type ApiResult<T, D = unknown> = ApiSuccess<T> | ApiFailure<D>;

/** Classifies a server message per spec §8, with `fallback` for a missing one. */
export function classifyMessage(
  message: string | undefined,
  fallback: Message,
  notices: Notices = specNotices,
): { kind: Exclude<FailureKind, 'network'>; message: Message } {
  if (message && authFailureMarkers.some((marker) => message.includes(marker))) {
    return { kind: 'auth', message: notices.auth };
  }
  if (message && message.includes(accessDeniedMarker)) {
    return { kind: 'access-denied', message: notices.accessDenied };
  }
  if (message && message.startsWith(termsNotAcceptedMarker)) {
    return { kind: 'terms', message: withDetail(fallback, message) };
  }
  // Issue 34: the institution asks for a second factor this person has not set up.
  if (message && message.startsWith(secondFactorRequiredMarker)) {
    return { kind: 'second-factor', message: withDetail(fallback, message) };
  }
  return { kind: 'failure', message: withDetail(fallback, message) };
}

/**
 * Resolves a response body (already read as text) into a result. Success needs a 2xx status and
 * a JSON body whose message is exactly 'OK' (spec §5); an HTML error page or truncated JSON is a
 * failure with the action's fallback. A `bare` endpoint (the FHIR export) answers its data itself
 * on success; its failures are still the envelope.
 */
export function resolveResponse<T, D = unknown>(
  status: number,
  text: string,
  fallback: Message,
  notices?: Notices,
  bare = false,
): ApiResult<T, D> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, kind: 'failure', status, message: fallback };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, kind: 'failure', status, message: fallback };
  }
  if (bare && status >= 200 && status < 300) return { ok: true, status, data: body as T };
  const envelope = body as { message?: unknown; data?: unknown };
  const message = typeof envelope.message === 'string' ? envelope.message : undefined;
  if (status >= 200 && status < 300 && message === okMessage) {
    return { ok: true, status, data: envelope.data as T };
  }
  const classified = classifyMessage(message, fallback, notices);
  // The contract declares what a failure's data is (tests and the server outside production hold
  // both sides to it), as it does a success's.
  const failure: ApiFailure<D> = { ok: false, status, ...classified, data: envelope.data as D };
  if (message !== undefined) failure.serverMessage = message;
  return failure;
}
