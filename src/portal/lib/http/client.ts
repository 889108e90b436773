/**
 * The one HTTP client: base URL, the headers of spec §7, JSON in and out, and every failure
 * turned into a typed result. It never navigates or shows anything; it hands failures to the
 * `onFailure` hook that the app installs (the central handler, one layer up).
 */
import {
  buildPath,
  type AnyEndpoint,
  type BodyOf,
  type DataOf,
  type FailureDataOf,
  type ParamsOf,
  type QueryInputOf,
  type QueryValue,
} from '../../../contract/endpoints/define.ts';
import {
  authTypeLogin,
  authTypePartner,
  headerNames,
  loginAuthorization,
  loginTypeValue,
  sessionAuthorization,
} from '../../../contract/headers.ts';
import { resolveResponse, type ApiFailure, type ApiResult, type Notices } from './resolve.ts';
import type { Message } from '../i18n/message.ts';

/** What every call may say, whatever its endpoint. */
export interface BaseCallOptions {
  /** The action's failure message from the catalogue, shown when the server gives no reason. */
  fallback: Message;
  /** Login credentials: sends `AuthType: Login` and the Basic header instead of the session's. */
  login?: { email: string; password: string };
  /** Credentials to use instead of the session's (logout sends them after clearing it). */
  credentials?: { userId: string; token: string };
  /**
   * false: the caller shows the failure itself and the central handler is not called, except for
   * an authentication failure or terms not accepted, which the central handler always answers.
   */
  central?: boolean;
  signal?: AbortSignal;
}

// Path parameters and a body are required exactly when the endpoint has them; the query is the
// endpoint's own. Wrong or missing ones are type errors at the call site.
type ParamsOption<E> = [keyof ParamsOf<E>] extends [never] ? { params?: undefined } : { params: ParamsOf<E> };
type BodyOption<E> = undefined extends BodyOf<E> ? { body?: BodyOf<E> } : { body: BodyOf<E> };

/** The options of a call to endpoint E. */
export type CallOptions<E extends AnyEndpoint> = BaseCallOptions & ParamsOption<E> & BodyOption<E> & { query?: QueryInputOf<E> };

/** What the client needs of any call's options, whatever its endpoint. */
type AnyCallOptions = BaseCallOptions & {
  params?: Readonly<Record<string, string | number>>;
  query?: Readonly<Record<string, QueryValue>>;
  body?: unknown;
};

export interface ClientDeps {
  apiBase: () => string;
  credentials: () => { userId: string; token: string } | null;
  fetch?: typeof fetch;
  onFailure?: (failure: ApiFailure) => void;
  /** The central notices of spec §8 as the app words them. */
  notices?: () => Notices | undefined;
  /** Aborted when the session ends, so a late answer of the old session changes nothing. */
  sessionSignal?: () => AbortSignal;
  /** Told of every answer to a call made with the session that the server did not refuse as unauthenticated (its idle clock restarts). */
  onSessionUsed?: () => void;
  timeoutMs?: number;
  /** The interface language, sent as Accept-Language so that mail the call causes is written in it. */
  language?: () => string;
}

export interface ApiClient {
  /** Calls `endpoint`; the answer's data, and its failures' data, have the endpoint's declared types. */
  call<E extends AnyEndpoint>(endpoint: E, options: CallOptions<E>): Promise<ApiResult<DataOf<E>, FailureDataOf<E>>>;
}

/** Joins apiBase and a relative path with exactly one slash. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Creates a client; the portal makes one at start-up in lib/http/api.ts. */
export function createApiClient(deps: ClientDeps): ApiClient {
  const timeoutMs = deps.timeoutMs ?? 30_000;

  function headers(endpoint: AnyEndpoint, options: AnyCallOptions): Record<string, string> {
    const result: Record<string, string> = {
      Accept: endpoint.mediaType ?? 'application/json',
      [headerNames.loginType]: loginTypeValue,
    };
    const language = deps.language?.();
    if (language) result['Accept-Language'] = language;
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
  function callSignals(options: AnyCallOptions): AbortSignal[] {
    const usesSession = !options.login && !options.credentials;
    const session = usesSession ? deps.sessionSignal?.() : undefined;
    return [options.signal, session].filter((s): s is AbortSignal => s !== undefined);
  }

  async function send<T, D>(endpoint: AnyEndpoint, options: AnyCallOptions): Promise<ApiResult<T, D>> {
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
        headers: headers(endpoint, options),
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        cache: 'no-store',
        credentials: 'omit',
        signal: timeout.signal,
      });
      const text = await response.text();
      return resolveResponse<T, D>(response.status, text, options.fallback, deps.notices?.(), endpoint.mediaType !== undefined);
    } catch {
      // Offline, DNS, CORS refusal, timeout or a body cut off mid-read: all the action's fallback.
      return { ok: false, kind: 'network', status: 0, message: options.fallback };
    } finally {
      clearTimeout(timer);
      for (const signal of signals) signal.removeEventListener('abort', onAbort);
    }
  }

  return {
    async call<E extends AnyEndpoint>(endpoint: E, typed: CallOptions<E>) {
      const options = typed as AnyCallOptions;
      const signals = callSignals(options);
      const result = await send<DataOf<E>, FailureDataOf<E>>(endpoint, options);
      const sessionCall = !options.login && !options.credentials;
      if (sessionCall && result.status !== 0 && result.status !== 401 && deps.credentials()) deps.onSessionUsed?.();
      if (result.ok || signals.some((signal) => signal.aborted)) return result;
      // spec §8: an authentication failure always ends the session, even when the caller shows
      // its other failures itself; only the login and logout calls answer for themselves. Terms
      // not accepted always open the terms page too: no page can offer a way past them itself
      // (a Try again would be refused the same way).
      const always = sessionCall && (result.kind === 'auth' || result.kind === 'terms' || result.kind === 'second-factor');
      if (options.central !== false || always) deps.onFailure?.(result);
      return result;
    },
  };
}
