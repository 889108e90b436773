import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { installSessionStorage, installThrowingSessionStorage, type MemoryStorage } from '../../../support/fakes.ts';

// The store reads sessionStorage once at import: fill it first, then import.
let storage: MemoryStorage = installSessionStorage({ token: 'tok', username: 'ana@example.org', unrelated: 'x' });
const {
  clearSession,
  isLoggedIn,
  noteSessionUse,
  reloadSession,
  sessionEndsAt,
  sessionKeys,
  sessionStore,
  setToken,
  writeSession,
} = await import('../../../../src/portal/lib/session/session.ts');
const { sessionPermissions } = await import('../../../../src/portal/domain/access/caller.ts');
const { sessionInstitutions, sessionRoles, toSessionInstitutions } = await import('../../../../src/portal/lib/session/session-readers.ts');

const minute = 60_000;
const now = Date.UTC(2025, 5, 27, 10, 0, 0);

function fresh(initial: Record<string, string> = {}): void {
  storage = installSessionStorage(initial);
  reloadSession();
}

const keys = suite('sessionKeys');

keys('are exactly the session values of spec §3, and the two that follow the server\'s idle limit (issue 34)', () => {
  assert.equal([...sessionKeys].sort(), [
    'active_until',
    'agree_tandc',
    'api',
    'evaluator_status',
    'expiration_date',
    'expiration_time',
    'idle_minutes',
    'institution_country',
    'is_owner',
    'permissions',
    'selected_institution_id',
    'token',
    'user_first_name',
    'user_id',
    'user_institutions',
    'user_last_name',
    'user_roles',
    'username',
  ]);
});

keys.run();

const store = suite('sessionStore');

store('starts with the session values already in sessionStorage, ignoring other keys', () => {
  assert.equal(sessionStore.getState(), { token: 'tok', username: 'ana@example.org' });
});

store.run();

const token = suite('setToken');
token.before.each(() => fresh());

token('Setting a token stores it with an expiry 60 minutes ahead', () => {
  setToken('abc', now);
  const expires = now + 60 * minute;
  assert.is(storage.getItem('token'), 'abc');
  assert.is(storage.getItem('expiration_time'), String(expires));
  assert.is(storage.getItem('expiration_date'), new Date(expires).toISOString());
  assert.is(sessionStore.getState().token, 'abc');
  assert.is(Date.parse(sessionStore.getState().expiration_date ?? '') - now, 60 * minute);
});

token('the stored token is valid for 60 minutes and not a moment longer', () => {
  setToken('abc', now);
  assert.is(isLoggedIn(now + 59 * minute), true);
  assert.is(isLoggedIn(now + 60 * minute), false);
});

token('accepts another lifetime from the configuration', () => {
  setToken('abc', now, 15);
  assert.is(Date.parse(storage.getItem('expiration_date') ?? '') - now, 15 * minute);
});

token.run();

const idle = suite('the server\'s idle limit (issue 34)');
idle.before.each(() => fresh());

idle('with an idle limit the session ends that long after its last call, counted from a minute before it (the server notes use once a minute)', () => {
  setToken('abc', now, 60, 15);
  assert.is(sessionEndsAt(), now + 14 * minute);
  noteSessionUse(now + 10 * minute);
  assert.is(sessionEndsAt(), now + 24 * minute, 'a call moves it on');
  noteSessionUse(now + 55 * minute);
  assert.is(sessionEndsAt(), now + 60 * minute, 'never past the session\'s own end');
});

idle('a call written at most every 30 s; nothing without a token or a limit', () => {
  setToken('abc', now, 60, 15);
  noteSessionUse(now + 20_000);
  assert.is(sessionEndsAt(), now + 14 * minute, 'too little to write');
  fresh({ token: 'abc', expiration_date: new Date(now + 60 * minute).toISOString() });
  noteSessionUse(now);
  assert.is(storage.getItem('active_until'), null);
  assert.is(sessionEndsAt(), now + 60 * minute);
});

idle('without an idle limit from the server, setToken leaves none behind', () => {
  setToken('abc', now, 60, 15);
  setToken('def', now, 60);
  assert.is(storage.getItem('idle_minutes'), null);
  assert.is(storage.getItem('active_until'), null);
});

idle.run();

const loggedIn = suite('isLoggedIn');

loggedIn('Session: logged in when a token exists and expiration_date is later than now', () => {
  const later = new Date(now + minute).toISOString();
  assert.is(isLoggedIn(now, { token: 't', expiration_date: later }), true);
});

loggedIn('Session: not logged in without a token', () => {
  const later = new Date(now + minute).toISOString();
  assert.is(isLoggedIn(now, { expiration_date: later }), false);
  assert.is(isLoggedIn(now, { token: '', expiration_date: later }), false);
});

loggedIn('Session: not logged in when expiration_date is now, past, missing or unreadable', () => {
  assert.is(isLoggedIn(now, { token: 't', expiration_date: new Date(now).toISOString() }), false);
  assert.is(isLoggedIn(now, { token: 't', expiration_date: new Date(now - 1).toISOString() }), false);
  assert.is(isLoggedIn(now, { token: 't' }), false);
  assert.is(isLoggedIn(now, { token: 't', expiration_date: 'not a date' }), false);
});

loggedIn('reads the session store by default', () => {
  fresh();
  assert.is(isLoggedIn(), false);
  setToken('t', Date.now());
  assert.is(isLoggedIn(), true);
});

loggedIn.run();

const write = suite('writeSession');
write.before.each(() => fresh());

write('writes values to sessionStorage and the store, and null removes a key', () => {
  writeSession({ username: 'a@b.c', user_id: '7' });
  assert.equal(storage.snapshot(), { username: 'a@b.c', user_id: '7' });
  assert.is(sessionStore.getState().user_id, '7');
  writeSession({ user_id: null });
  assert.equal(storage.snapshot(), { username: 'a@b.c' });
  assert.is(sessionStore.getState().user_id, undefined);
});

write('notifies store listeners', () => {
  const seen: (string | undefined)[] = [];
  const off = sessionStore.subscribe((s) => seen.push(s.username));
  writeSession({ username: 'x@y.z' });
  off();
  assert.equal(seen, ['x@y.z']);
});

write('still updates the store when the browser disables storage', () => {
  installThrowingSessionStorage();
  writeSession({ username: 'private@mode.org' });
  assert.is(sessionStore.getState().username, 'private@mode.org');
  reloadSession();
  assert.is(sessionStore.getState().username, undefined);
});

write.run();

const clear = suite('clearSession');

clear('removes every session key from sessionStorage and the store, and nothing else', () => {
  const all: Record<string, string> = {};
  for (const key of sessionKeys) all[key] = `v-${key}`;
  fresh({ ...all, someone_else: 'kept' });
  assert.is(sessionStore.getState().token, 'v-token');
  clearSession();
  assert.equal(storage.snapshot(), { someone_else: 'kept' });
  for (const key of sessionKeys) assert.is(sessionStore.getState()[key], undefined, key);
});

clear.run();

const reload = suite('reloadSession');

reload('re-reads sessionStorage, dropping keys that disappeared', () => {
  fresh({ token: 'a', username: 'u' });
  storage.removeItem('username');
  storage.setItem('token', 'b');
  reloadSession();
  assert.is(sessionStore.getState().token, 'b');
  assert.is(sessionStore.getState().username, undefined);
});

reload.run();

const readers = suite('sessionInstitutions, sessionPermissions and sessionRoles');

readers('parse the stored JSON', () => {
  const values = {
    user_institutions: JSON.stringify([{ name: 'Clinic', id: 3 }]),
    permissions: JSON.stringify({ reports: ['list_reports_inst'], users: [] }),
    user_roles: JSON.stringify(['evaluator']),
  };
  assert.equal(sessionInstitutions(values), [{ name: 'Clinic', id: 3 }]);
  assert.equal(sessionPermissions(values), { reports: ['list_reports_inst'], users: [] });
  assert.equal(sessionRoles(values), ['evaluator']);
});

readers('fall back to empty values when missing or not JSON', () => {
  assert.equal(sessionInstitutions({}), []);
  assert.equal(sessionPermissions({}), { reports: [], users: [] });
  assert.equal(sessionRoles({}), []);
  assert.equal(sessionRoles({ user_roles: '[broken' }), []);
  assert.equal(sessionPermissions({ permissions: '{' }), { reports: [], users: [] });
});

readers('read the session store by default', () => {
  fresh({ user_roles: JSON.stringify(['clinician', 'evaluator']) });
  assert.equal(sessionRoles(), ['clinician', 'evaluator']);
});

readers.run();

const pairs = suite('toSessionInstitutions');

pairs('keeps institutions as name and id pairs', () => {
  assert.equal(
    toSessionInstitutions([
      { institution_name: 'North Clinic', keyid: 1, country: 'ES' },
      { institution_name: 'South', keyid: 22 },
    ]),
    [
      { name: 'North Clinic', id: 1 },
      { name: 'South', id: 22 },
    ],
  );
});

pairs.run();
