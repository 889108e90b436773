/**
 * The label a request is logged under: the endpoint's pattern (`auth/password/{id}`), never the
 * raw path, which can hold an email, a search term or a reset key. Set before the answer is sent,
 * so the log line written when the response closes always finds it. Its metrics name
 * (metrics.ts) is the contract's endpoint name (`requestPasswordReset`) for an API call, the
 * label otherwise (`static`, `media`, `health`, ...).
 */
import type { ServerResponse } from 'node:http';

const labels = new WeakMap<ServerResponse, { label: string; name: string }>();

export function labelRequest(res: ServerResponse, label: string, name: string = label): void {
  labels.set(res, { label, name });
}

export function requestLabel(res: ServerResponse): string {
  return labels.get(res)?.label ?? 'unknown';
}

/** The request's endpoint name for metrics: a bounded set of values. */
export function requestName(res: ServerResponse): string {
  return labels.get(res)?.name ?? 'unknown';
}
