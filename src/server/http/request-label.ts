/**
 * The label a request is logged under: the endpoint's pattern (`auth/password/{id}`), never the
 * raw path, which can hold an email, a search term or a reset key. Set before the answer is sent,
 * so the log line written when the response closes always finds it.
 */
import type { ServerResponse } from 'node:http';

const labels = new WeakMap<ServerResponse, string>();

export function labelRequest(res: ServerResponse, label: string): void {
  labels.set(res, label);
}

export function requestLabel(res: ServerResponse): string {
  return labels.get(res) ?? 'unknown';
}
