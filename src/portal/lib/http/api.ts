/**
 * The portal's client instance. Features call `api.call(endpoints.x, {...})`; the app configures
 * the base URL from config.json and installs the central failure handler at start-up.
 */
import { sessionStore } from '../session/session.ts';
import { onSessionEnd } from '../session/session-end.ts';
import { createApiClient, type ApiClient } from './client.ts';
import type { ApiFailure, Notices } from './resolve.ts';

let apiBase = '/api/';
let failureHandler: (failure: ApiFailure) => void = () => {};
let notices: Notices | undefined;

/** Sets the base URL, the central failure handler and the notices' words (once, by main.tsx). */
export function configureApi(options: {
  apiBase: string;
  onFailure: (failure: ApiFailure) => void;
  notices?: Notices;
}): void {
  apiBase = options.apiBase;
  failureHandler = options.onFailure;
  notices = options.notices;
}

let sessionCalls = new AbortController();
onSessionEnd(() => {
  sessionCalls.abort();
  sessionCalls = new AbortController();
});

export const api: ApiClient = createApiClient({
  sessionSignal: () => sessionCalls.signal,
  apiBase: () => apiBase,
  credentials: () => {
    const { user_id: userId, token } = sessionStore.getState();
    return userId && token ? { userId, token } : null;
  },
  fetch: (...args) => globalThis.fetch(...args),
  onFailure: (failure) => failureHandler(failure),
  notices: () => notices,
});

export type { ApiResult, ApiFailure } from './resolve.ts';

/**
 * Hands a failure the caller showed itself (a call made with `central: false`) to the central
 * handler after all: for an authentication failure, which only that handler may act on.
 */
export function centralFailure(failure: ApiFailure): void {
  failureHandler(failure);
}
