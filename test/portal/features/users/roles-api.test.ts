import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { installFetch, installSessionStorage, jsonResponse } from '../../../support/fakes.ts';
import { fetchUserRoles } from '../../../../src/portal/features/users/roles-api.ts';
import { initialUsersState, usersStore } from '../../../../src/portal/features/users/users-slice.ts';
import { configureApi, type ApiFailure } from '../../../../src/portal/lib/http/api.ts';
import { reloadSession } from '../../../../src/portal/lib/session/session.ts';
import type { RoleEntry } from '../../../../src/contract/types.ts';
import { loadCatalogue, wordsOf } from '../../../support/messages.ts';

const roles: RoleEntry[] = [
  { keyid: 1, name: 'clinician', label: 'Clinician', description: 'd', permissions: [] },
  { keyid: 5, name: 'user_manager', label: 'User manager', description: 'd', permissions: ['list_inst', 'set_inst'] },
];

let central: ApiFailure[];

const fetchRoles = suite('fetchUserRoles');
fetchRoles.before(loadCatalogue);
fetchRoles.before.each(() => {
  installSessionStorage({ user_id: '2', token: 'tok' });
  reloadSession();
  usersStore.setState(initialUsersState);
  central = [];
  configureApi({ apiBase: '/api/', onFailure: (f) => central.push(f) });
});

fetchRoles('calls GET portal_users/list_user_roles/0 with the session, loading meanwhile, and stores the roles', async () => {
  const seen: [boolean, string | null][] = [];
  usersStore.setState({ error: 'Failed to fetch user roles' });
  const calls = installFetch(() => {
    const s = usersStore.getState();
    seen.push([s.loadingRoles, wordsOf(s.error)]);
    return jsonResponse({ message: 'OK', data: roles });
  });
  await fetchUserRoles();
  assert.equal(seen, [[true, null]]);
  assert.is(calls[0]?.url, '/api/portal_users/list_user_roles/0');
  assert.is(calls[0]?.method, 'GET');
  assert.is(calls[0]?.headers.Authorization, '2:tok');
  assert.equal(usersStore.getState().roles, roles);
  assert.is(usersStore.getState().loadingRoles, false);
  assert.is(central.length, 0);
});

fetchRoles("a failed fetch stores 'Failed to fetch user roles', which the page shows instead of a second notification", async () => {
  installFetch(() => jsonResponse({ message: 'Database unavailable' }, 503));
  await fetchUserRoles();
  assert.is(wordsOf(usersStore.getState().error), 'Failed to fetch user roles');
  assert.is(usersStore.getState().loadingRoles, false);
  assert.is(central.length, 0);
  installFetch(() => jsonResponse({ message: 'Invalid token' }, 401));
  await fetchUserRoles();
  assert.is(central.length, 1, 'an authentication failure still goes to the central handler');
});

fetchRoles("an OK answer that is not a list is rejected", async () => {
  installFetch(() => jsonResponse({ message: 'OK', data: { roles } }));
  await fetchUserRoles();
  assert.is(wordsOf(usersStore.getState().error), 'Failed to fetch user roles');
  assert.equal(usersStore.getState().roles, []);
});

fetchRoles('an aborted fetch with none after it ends the wait and keeps the roles already known', async () => {
  installFetch(({ init }) => new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  }));
  usersStore.setState({ roles });
  const controller = new AbortController();
  const pending = fetchUserRoles(controller.signal);
  assert.is(usersStore.getState().loadingRoles, true);
  controller.abort();
  assert.is((await pending).ok, false);
  assert.is(usersStore.getState().loadingRoles, false);
  assert.is(wordsOf(usersStore.getState().error), null);
  assert.equal(usersStore.getState().roles, roles);
  assert.is(central.length, 0);
});

fetchRoles('a fetch overtaken by a newer one leaves the users state to the newer one', async () => {
  let answerFirst = (_: Response) => {};
  let count = 0;
  installFetch(() => {
    count += 1;
    if (count === 1) return new Promise<Response>((resolve) => (answerFirst = resolve));
    return jsonResponse({ message: 'OK', data: roles });
  });
  const first = fetchUserRoles();
  assert.is((await fetchUserRoles()).ok, true);
  answerFirst(jsonResponse({ message: 'Server error' }, 500));
  assert.is((await first).ok, false);
  assert.equal(usersStore.getState().roles, roles);
  assert.is(wordsOf(usersStore.getState().error), null);
  assert.is(usersStore.getState().loadingRoles, false);
});

fetchRoles.run();
