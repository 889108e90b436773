/**
 * The browser session (spec §3): exactly the keys the specification lists, in sessionStorage,
 * mirrored in a store so components re-render when it changes. Never a password.
 */
import { createStore } from '../store/create-store.ts';
import type { InstitutionEntry, Permissions } from '../../../contract/types.ts';
import { permissionNames, type PermissionName } from '../../../contract/roles.ts';
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

/** Stores the token with an expiry `minutes` ahead (spec §4: the session length, 60). */
export function setToken(token: string, now: number = Date.now(), minutes = sessionMinutes): void {
  const expires = now + minutes * 60_000;
  writeSession({
    token,
    expiration_time: String(expires),
    expiration_date: new Date(expires).toISOString(),
  });
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

function parseJson<T>(value: string | undefined, fallback: T): T {
  if (value === undefined) return fallback;
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
}

/** The user's institutions, as stored at login. */
export function sessionInstitutions(values: SessionValues = sessionStore.getState()): SessionInstitution[] {
  return parseJson<SessionInstitution[]>(values.user_institutions, []);
}

/**
 * The permissions of the chosen institution (spec §3: an object with a reports list), the one
 * reader of the stored JSON: a list that is missing or not a list reads as empty.
 */
export function sessionPermissions(values: SessionValues = sessionStore.getState()): Permissions {
  const stored = parseJson<Partial<Record<keyof Permissions, unknown>> | null>(values.permissions, null);
  const known = new Set<unknown>(permissionNames);
  const list = (value: unknown) => (Array.isArray(value) ? value.filter((name): name is PermissionName => known.has(name)) : []);
  return { reports: list(stored?.reports), users: list(stored?.users) };
}

/** The roles held in the chosen institution. */
export function sessionRoles(values: SessionValues = sessionStore.getState()): string[] {
  return parseJson<string[]>(values.user_roles, []);
}

/** Institution list entries as the session keeps them: name and id pairs. */
export function toSessionInstitutions(entries: readonly InstitutionEntry[]): SessionInstitution[] {
  return entries.map((entry) => ({ name: entry.institution_name, id: entry.keyid }));
}
