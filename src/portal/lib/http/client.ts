/**
 * The one HTTP client: base URL, the headers of spec §7, JSON in and out, and every failure
 * turned into a typed result. It never navigates or shows anything; it hands failures to the
 * `onFailure` hook that the app installs (the central handler, one layer up).
 */
import { buildPath, type Endpoint, type QueryValue } from '../../../contract/endpoints/define.ts';
import {
  authTypeLogin,
  authTypePartner,
  headerNames,
  loginAuthorization,
  loginTypeValue,
  sessionAuthorization,
} from '../../../contract/headers.ts';
import { resolveResponse, type ApiFailure, type ApiResult } from './resolve.ts';

export interface CallOptions {
  params?: Readonly<Record<string, string | number>>;
  query?: Readonly<Record<string, QueryValue>>;
  body?: unknown;
  /** The action's fallback text from the catalogue, shown when the server gives none. */
  fallback: string;
  /** Login credentials: sends `AuthType: Login` and the Basic header instead of the session's. */
  login?: { email: string; password: string };
  /** Credentials to use instead of the session's (logout sends them after clearing it). */
  credentials?: { userId: string; token: string };
  /** false: the caller shows the failure itself and the central handler is not called. */
  central?: boolean;
  signal?: AbortSignal;
}

export interface ClientDeps {
  apiBase: () => string;
  credentials: () => { userId: string; token: string } | null;
  fetch?: typeof fetch;
  onFailure?: (failure: ApiFailure) => void;
  /** Aborted when the session ends, so a late answer of the old session changes nothing. */
  sessionSignal?: () => AbortSignal;
  timeoutMs?: number;
}

export interface ApiClient {
  call<T>(endpoint: Endpoint, options: CallOptions): Promise<ApiResult<T>>;
}

/** Joins apiBase and a relative path with exactly one slash. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Creates a client; the portal makes one at start-up in lib/http/api.ts. */
export function createApiClient(deps: ClientDeps): ApiClient {
  const timeoutMs = deps.timeoutMs ?? 30_000;

  function headers(options: CallOptions): Record<string, string> {
    const result: Record<string, string> = {
      Accept: 'application/json',
      [headerNames.loginType]: loginTypeValue,
    };
    if (options.login) {
      result[headerNames.authType] = authTypeLogin;
      result[headerNames.authorization] = loginAuthorization(options.login.email, options.login.password);
    } else {
      result[headerNames.authType] = authTypePartner;
      const credentials = options.credentials ?? deps.credentials();
      if (credentials) {
        result[headerNames.authorization] = sessionAuthorization(credentials.userId, credentials.token);
      }
    }
    if (options.body !== undefined) result['Content-Type'] = 'application/json';
    return result;
  }

  /** The caller's signal and, for calls made with the session's credentials, the session's. */
  function callSignals(options: CallOptions): AbortSignal[] {
    const usesSession = !options.login && !options.credentials;
    const session = usesSession ? deps.sessionSignal?.() : undefined;
    return [options.signal, session].filter((s): s is AbortSignal => s !== undefined);
  }

  async function send<T>(endpoint: Endpoint, options: CallOptions): Promise<ApiResult<T>> {
    const url = joinUrl(deps.apiBase(), buildPath(endpoint, options.params, options.query));
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), timeoutMs);
    const onAbort = () => timeout.abort();
    const signals = callSignals(options);
    for (const signal of signals) {
      if (signal.aborted) timeout.abort();
      else signal.addEventListener('abort', onAbort);
    }
    try {
      const response = await (deps.fetch ?? fetch)(url, {
        method: endpoint.method,
        headers: headers(options),
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        cache: 'no-store',
        credentials: 'omit',
        signal: timeout.signal,
      });
      const text = await response.text();
      return resolveResponse<T>(response.status, text, options.fallback);
    } catch {
      // Offline, DNS, CORS refusal, timeout or a body cut off mid-read: all the action's fallback.
      return { ok: false, kind: 'network', status: 0, message: options.fallback };
    } finally {
      clearTimeout(timer);
      for (const signal of signals) signal.removeEventListener('abort', onAbort);
    }
  }

  return {
    async call<T>(endpoint: Endpoint, options: CallOptions) {
      const signals = callSignals(options);
      const result = await send<T>(endpoint, options);
      if (result.ok || signals.some((signal) => signal.aborted)) return result;
      // spec §8: an authentication failure always ends the session, even when the caller shows
      // its other failures itself; only the login and logout calls answer for themselves.
      const sessionCall = !options.login && !options.credentials;
      if (options.central !== false || (result.kind === 'auth' && sessionCall)) deps.onFailure?.(result);
      return result;
    },
  };
}
