import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { installFetch, installSessionStorage, jsonResponse } from '../../../support/fakes.ts';
import { api, configureApi, type ApiFailure } from '../../../../src/portal/lib/http/api.ts';
import { reloadSession, writeSession } from '../../../../src/portal/lib/session/session.ts';
import { endpoints } from '../../../../src/contract/endpoints.ts';

const fallback = 'User could not be loaded';

const instance = suite('api');
instance.before.each(() => {
  installSessionStorage();
  reloadSession();
});

instance('calls globalThis.fetch under /api/ by default, with no Authorization before sign-in', async () => {
  const calls = installFetch(() => jsonResponse({ message: 'OK', data: [] }));
  await api.call(endpoints.listUserRoles, { fallback });
  assert.is(calls[0]?.url, '/api/portal_users/list_user_roles/0');
  assert.is('Authorization' in (calls[0]?.headers ?? {}), false);
});

instance("sends the session's user_id:token once both are stored", async () => {
  const calls = installFetch(() => jsonResponse({ message: 'OK' }));
  writeSession({ user_id: '15', token: 'abc' });
  await api.call(endpoints.getOwnUser, { fallback });
  writeSession({ token: null });
  await api.call(endpoints.getOwnUser, { fallback });
  assert.is(calls[0]?.headers.Authorization, '15:abc');
  assert.is('Authorization' in (calls[1]?.headers ?? {}), false);
});

instance.run();

const configure = suite('configureApi');
configure.before.each(() => {
  installSessionStorage();
  reloadSession();
});

configure('sets the base URL and the central failure handler', async () => {
  const failures: ApiFailure[] = [];
  configureApi({ apiBase: 'https://backend.example/api/', onFailure: (f) => failures.push(f) });
  const calls = installFetch(() => jsonResponse({ message: 'Something broke' }, 500));
  const result = await api.call(endpoints.getUser, { params: { id: 4 }, fallback });
  assert.is(calls[0]?.url, 'https://backend.example/api/portal_users/get/4');
  assert.equal(failures, [result]);
});

configure('the handler is not called for central: false', async () => {
  const failures: ApiFailure[] = [];
  configureApi({ apiBase: '/api/', onFailure: (f) => failures.push(f) });
  installFetch(() => jsonResponse({ message: 'Something broke' }, 500));
  await api.call(endpoints.getUser, { params: { id: 4 }, fallback, central: false });
  assert.is(failures.length, 0);
});

configure.run();
