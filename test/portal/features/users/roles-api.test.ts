import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { installFetch, installSessionStorage, jsonResponse } from '../../../support/fakes.ts';
import { fetchUserRoles } from '../../../../src/portal/features/users/roles-api.ts';
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
  central = [];
  configureApi({ apiBase: '/api/', onFailure: (f) => central.push(f) });
});

fetchRoles('calls GET portal_users/list_user_roles/0 with the session and answers the roles', async () => {
  const calls = installFetch(() => jsonResponse({ message: 'OK', data: roles }));
  const result = await fetchUserRoles();
  assert.is(calls[0]?.url, '/api/portal_users/list_user_roles/0');
  assert.is(calls[0]?.method, 'GET');
  assert.is(calls[0]?.headers.Authorization, '2:tok');
  assert.equal(result.ok && result.data, roles);
  assert.is(central.length, 0);
});

fetchRoles("a failed fetch answers 'Failed to fetch user roles', which the page shows instead of a second notification", async () => {
  installFetch(() => jsonResponse({ message: 'Database unavailable' }, 503));
  const result = await fetchUserRoles();
  assert.is(wordsOf(result.ok ? null : result.message), 'Failed to fetch user roles');
  assert.is(central.length, 0);
  installFetch(() => jsonResponse({ message: 'Invalid token' }, 401));
  await fetchUserRoles();
  assert.is(central.length, 1, 'an authentication failure still goes to the central handler');
});

fetchRoles("an OK answer that is not a list is rejected", async () => {
  installFetch(() => jsonResponse({ message: 'OK', data: { roles } }));
  const result = await fetchUserRoles();
  assert.is(wordsOf(result.ok ? null : result.message), 'Failed to fetch user roles');
});

fetchRoles.run();
