/**
 * The browser session (spec §3): the keys the specification lists, and the two that follow the
 * server's idle limit (issue 34), in sessionStorage, mirrored in a store so components re-render
 * when it changes. Never a password.
 */
import { createStore } from '../store/create-store.ts';
import { sessionMinutes } from '../../../contract/constants.ts';

export const sessionKeys = [
  'expiration_time',
  'expiration_date',
  'api',
  'username',
  'user_id',
  'user_first_name',
  'user_last_name',
  'token',
  'user_institutions',
  'permissions',
  'user_roles',
  'is_owner',
  'evaluator_status',
  'agree_tandc',
  'institution_country',
  'selected_institution_id',
  /** The minutes the server lets a session go unused (the sign-in answer's idle_minutes). */
  'idle_minutes',
  /** When the session ends unless it is used before (ms since the epoch), moved on by every call. */
  'active_until',
] as const;

export type SessionKey = (typeof sessionKeys)[number];
export type SessionValues = Partial<Record<SessionKey, string>>;

/** Institutions are kept as name and id pairs (spec §3). */
export interface SessionInstitution {
  name: string;
  id: number;
}

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null; // storage disabled by the browser's privacy settings
  }
}

function readAll(): SessionValues {
  const values: SessionValues = {};
  const store = storage();
  if (!store) return values;
  for (const key of sessionKeys) {
    const value = store.getItem(key);
    if (value !== null) values[key] = value;
  }
  return values;
}

/** The session as a store; read with `useStore(sessionStore, (s) => s.username)`. */
export const sessionStore = createStore<SessionValues>(readAll());

/** Re-reads sessionStorage (after a reload in tests, or another tab's change). */
export function reloadSession(): void {
  const values = readAll();
  const cleared: SessionValues = {};
  for (const key of sessionKeys) cleared[key] = values[key];
  sessionStore.setState(cleared);
}

/** Writes session values; `null` removes a key. */
export function writeSession(values: Partial<Record<SessionKey, string | null>>): void {
  const store = storage();
  const next: SessionValues = {};
  for (const [key, value] of Object.entries(values) as [SessionKey, string | null][]) {
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
    next[key] = value ?? undefined;
  }
  sessionStore.setState(next);
}

/**
 * Stores the token with an expiry `minutes` ahead (spec §4: the session length, 60), and, when the
 * server said how long it lets a session go unused, the moment it ends without a call.
 */
export function setToken(token: string, now: number = Date.now(), minutes = sessionMinutes, idleMinutes?: number): void {
  const expires = now + minutes * 60_000;
  const idle = idleMinutes !== undefined && Number.isInteger(idleMinutes) && idleMinutes > 0 ? idleMinutes : null;
  writeSession({
    token,
    expiration_time: String(expires),
    expiration_date: new Date(expires).toISOString(),
    idle_minutes: idle === null ? null : String(idle),
    active_until: idle === null ? null : String(activeUntil(now, idle)),
  });
}

// The server notes a session's use at most once a minute (server/auth/authenticate.ts), so its
// idle clock may have started up to a minute before the last call: the portal counts from then.
const serverNoteLagMs = 60_000;
const activeUntil = (now: number, idleMinutes: number) => now + Math.max(idleMinutes * 60_000 - serverNoteLagMs, (idleMinutes * 60_000) / 2);

/** A call the server answered for this session: the idle limit counts from now (written at most every 30 s). */
export function noteSessionUse(now: number = Date.now()): void {
  const { token, idle_minutes: idle, active_until: until } = sessionStore.getState();
  const minutes = Number(idle);
  if (!token || !Number.isInteger(minutes) || minutes <= 0) return;
  const next = activeUntil(now, minutes);
  if (next - Number(until ?? 0) >= 30_000) writeSession({ active_until: String(next) });
}

/** When the session ends: its expiry, or sooner when left unused (NaN without a valid expiry). */
export function sessionEndsAt(values: SessionValues = sessionStore.getState()): number {
  const expires = values.expiration_date ? Date.parse(values.expiration_date) : Number.NaN;
  const idleEnd = Number(values.active_until);
  return Number.isFinite(idleEnd) && idleEnd > 0 ? Math.min(expires, idleEnd) : expires;
}

/** Logged in when a token exists and expiration_date is later than now (spec §4). */
export function isLoggedIn(now: number = Date.now(), values: SessionValues = sessionStore.getState()): boolean {
  if (!values.token || !values.expiration_date) return false;
  const expires = Date.parse(values.expiration_date);
  return Number.isFinite(expires) && expires > now;
}

/** Removes every session key (logout and authentication failures). */
export function clearSession(): void {
  const cleared: Partial<Record<SessionKey, null>> = {};
  for (const key of sessionKeys) cleared[key] = null;
  writeSession(cleared);
}

export function parseJson<T>(value: string | undefined, fallback: T): T {
  if (value === undefined) return fallback;
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
}
