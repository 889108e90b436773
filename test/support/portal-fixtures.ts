/**
 * Shared set-up for the portal's component tests: a signed-in (or expired) session, a fake API
 * that answers the contract's envelope per path, the real central failure handler, and a reset of
 * every module store between tests. Import it after test/support/dom.ts.
 */
import { act } from 'react';
import { cleanup } from './dom.ts';
import { changeLanguage } from '../../src/portal/lib/i18n/language-store.ts';
import { handleFailure } from '../../src/portal/app/central-errors.ts';
import { configureApi } from '../../src/portal/lib/http/api.ts';
import { reloadSession, sessionKeys, type SessionKey } from '../../src/portal/lib/session/session.ts';
import { endSession } from '../../src/portal/lib/session/session-end.ts';
import { initialRoutesState, routesStore } from '../../src/portal/domain/access/access-slice.ts';
import { authStore, initialAuthState } from '../../src/portal/features/auth/auth-slice.ts';
import { initialNotifications, notificationsStore } from '../../src/portal/lib/notifications/notifications-slice.ts';
import { checkExchange } from './contract-check.ts';
import { jsonResponse, textResponse, type FetchCall } from './fakes.ts';

function parseOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export { jsonResponse, textResponse };

/** One call the fake API saw, with its path relative to apiBase and its parsed JSON body. */
export interface ApiCall extends FetchCall {
  /** Path relative to '/api/', still URL-encoded, without the query: `auth/password/a%40b.org`. */
  path: string;
  query: URLSearchParams;
  json: unknown;
}

export type ApiAnswer = (call: ApiCall) => Response | Promise<Response>;

/** Answers `{message: 'OK', data}`. */
export const ok = (data?: unknown): ApiAnswer => () => jsonResponse({ message: 'OK', data });

/** Answers `{message}` (or an empty object without a message) with the status. */
export const fail = (status: number, message?: string): ApiAnswer => () =>
  jsonResponse(message === undefined ? {} : { message }, status);

/** An answer held back until the test releases it, to observe a busy state. */
export function held(answer: ApiAnswer): { answer: ApiAnswer; release: () => void } {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return {
    answer: async (call) => {
      await gate;
      return answer(call);
    },
    release: () => release(),
  };
}

export interface FakeApi {
  /** Every call, in order. */
  calls: ApiCall[];
  /** The calls made to one path. */
  callsTo(path: string): ApiCall[];
  /** Adds or replaces the answer for a path. */
  on(path: string, answer: ApiAnswer): void;
}

const realFetch = globalThis.fetch;

/**
 * Replaces globalThis.fetch with a fake that answers per path (relative to '/api/', no query);
 * a path with no answer gets 404 `{message: 'Not found'}`. Also installs the real central
 * failure handler, as main.tsx does.
 */
export function installApi(answers: Record<string, ApiAnswer> = {}): FakeApi {
  const table = new Map(Object.entries(answers));
  const calls: ApiCall[] = [];
  const fake = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost/');
    const path = url.pathname.replace(/^\/api\//, '');
    const body = typeof init.body === 'string' ? init.body : undefined;
    const call: ApiCall = {
      url: raw,
      method: init.method,
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body,
      init,
      path,
      query: url.searchParams,
      json: body === undefined ? undefined : JSON.parse(body),
    };
    calls.push(call);
    const answer = table.get(path);
    const response = answer ? await answer(call) : jsonResponse({ message: 'Not found' }, 404);
    const text = await response.clone().text();
    checkExchange(init.method ?? 'GET', path, url.searchParams, call.json, response.status, parseOrUndefined(text));
    return response;
  };
  Object.defineProperty(globalThis, 'fetch', { value: fake, configurable: true, writable: true });
  configureApi({ apiBase: '/api/', onFailure: handleFailure });
  return {
    calls,
    callsTo: (path) => calls.filter((c) => c.path === path),
    on: (path, answer) => void table.set(path, answer),
  };
}

export interface SessionSeed {
  /** Minutes until expiry; negative for an expired session. */
  minutesLeft?: number;
  roles?: string[];
  evaluatorStatus?: string;
  /** false: every value but the token. */
  withToken?: boolean;
  /** false: no institution chosen yet (by default North Clinic, 12, is chosen). */
  institution?: boolean;
  extra?: Partial<Record<SessionKey, string>>;
}

/** The signed-in user the fixtures seed. */
export const user = {
  id: '7',
  token: 'tok-123',
  username: 'ana@example.org',
  firstName: 'Ana',
  lastName: 'Díaz',
} as const;

/** Writes a session to sessionStorage and reloads every store that reads it. */
export function seedSession(seed: SessionSeed = {}): void {
  const { minutesLeft = 60, roles = ['clinician'], evaluatorStatus = '0', withToken = true, institution = true, extra = {} } = seed;
  const expires = Date.now() + minutesLeft * 60_000;
  const values: Partial<Record<SessionKey, string>> = {
    expiration_time: String(expires),
    expiration_date: new Date(expires).toISOString(),
    api: '/api/',
    username: user.username,
    user_id: user.id,
    user_first_name: user.firstName,
    user_last_name: user.lastName,
    user_institutions: JSON.stringify([{ name: 'North Clinic', id: 12 }]),
    user_roles: JSON.stringify(roles),
    evaluator_status: evaluatorStatus,
    ...(institution ? { selected_institution_id: '12', agree_tandc: 'true' } : {}),
    ...extra,
  };
  if (withToken) values.token = user.token;
  for (const [key, value] of Object.entries(values)) sessionStorage.setItem(key, value);
  act(() => {
    reloadSession();
    routesStore.setState(initialRoutesState());
    authStore.setState(initialAuthState());
  });
}

/** What sessionStorage holds of the specification's keys. */
export function storedSession(): Partial<Record<SessionKey, string>> {
  const out: Partial<Record<SessionKey, string>> = {};
  for (const key of sessionKeys) {
    const value = sessionStorage.getItem(key);
    if (value !== null) out[key] = value;
  }
  return out;
}

/** Ends the session, resets every store and restores the real fetch. Run after cleanup(). */
export function resetPortal(): void {
  endSession();
  routesStore.setState(initialRoutesState());
  authStore.setState(initialAuthState());
  notificationsStore.setState(initialNotifications);
  Object.defineProperty(globalThis, 'fetch', { value: realFetch, configurable: true, writable: true });
  configureApi({ apiBase: '/api/', onFailure: () => {} });
}

/** After each test that rendered the portal: unmounts it, ends the session, resets the stores and fetch. */
export function endPortalTest(): void {
  cleanup();
  resetPortal();
}

/** The same, and the language back to English for the next test. */
export async function endPortalTestInEnglish(): Promise<void> {
  endPortalTest();
  await changeLanguage('en');
}

/** Sets the browser URL (under /portal) before rendering. */
export function visit(url: string): void {
  history.replaceState(null, '', url);
}

/** The current URL's path and query, e.g. `/portal/auth/sign-in?redirect=%2Fusers`. */
export function currentUrl(): string {
  return location.pathname + location.search;
}

/**
 * The notifications on screen: alerts and statuses outside the page (`main`) and outside dialogs,
 * which is where the notification host renders them.
 */
export function toasts(): HTMLElement[] {
  return [...document.body.querySelectorAll<HTMLElement>('[role="alert"], [role="status"]')].filter(
    (el) => !el.closest('main, dialog'),
  );
}

/** An element's text without its aria-hidden parts (icons), whitespace-normalised. */
export function spokenText(el: Element): string {
  let text = '';
  for (const node of el.childNodes) {
    if (node.nodeType === 3) text += node.textContent ?? '';
    else if (node.nodeType === 1 && (node as Element).getAttribute('aria-hidden') !== 'true') text += ` ${spokenText(node as Element)} `;
  }
  return text.replace(/\s+/g, ' ').trim();
}

/** The texts of the notifications on screen. */
export function toastTexts(): string[] {
  return toasts().map(spokenText);
}

/** Runs `fn` with console.error silenced, returning what it would have printed. */
export async function withSilencedErrors<T>(fn: () => T | Promise<T>): Promise<{ result: T; errors: unknown[][] }> {
  const original = console.error;
  const errors: unknown[][] = [];
  console.error = (...args: unknown[]) => void errors.push(args);
  try {
    return { result: await fn(), errors };
  } finally {
    console.error = original;
  }
}
