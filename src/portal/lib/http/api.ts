/**
 * The portal's client instance. Features call `api.call(endpoints.x, {...})`; the app configures
 * the base URL from config.json and installs the central failure handler at start-up
 * (api-settings.ts).
 */
import { noteSessionUse, sessionStore } from '../session/session.ts';
import { onSessionEnd } from '../session/session-end.ts';
import { createApiClient, type ApiClient } from './client.ts';
import { apiSettings } from './api-settings.ts';
import { currentLanguage } from '../i18n/language-store.ts';

export { configureApi } from './api-settings.ts';

let sessionCalls = new AbortController();
onSessionEnd(() => {
  sessionCalls.abort();
  sessionCalls = new AbortController();
});

export const api: ApiClient = createApiClient({
  sessionSignal: () => sessionCalls.signal,
  onSessionUsed: () => noteSessionUse(),
  apiBase: () => apiSettings().apiBase,
  credentials: () => {
    const { user_id: userId, token } = sessionStore.getState();
    return userId && token ? { userId, token } : null;
  },
  fetch: (...args) => globalThis.fetch(...args),
  onFailure: (failure) => apiSettings().onFailure(failure),
  notices: () => apiSettings().notices,
  language: currentLanguage,
});

export type { ApiResult, ApiFailure } from './resolve.ts';
