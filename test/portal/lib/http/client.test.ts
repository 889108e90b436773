import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  bodyOf,
  fakeFetch,
  hangUntilAborted,
  jsonResponse,
  textResponse,
  type Responder,
} from '../../../support/fakes.ts';
import { createApiClient, joinUrl } from '../../../../src/portal/lib/http/client.ts';
import type { ApiFailure } from '../../../../src/portal/lib/http/resolve.ts';
import { endpoints } from '../../../../src/contract/endpoints.ts';

const fallback = 'User could not be linked';

function setup(responder: Responder, options: { credentials?: { userId: string; token: string } | null; timeoutMs?: number } = {}) {
  const { fetch, calls } = fakeFetch(responder);
  const failures: ApiFailure[] = [];
  const client = createApiClient({
    apiBase: () => 'https://api.example.org/v1/',
    credentials: () => (options.credentials === undefined ? { userId: '7', token: 'tok' } : options.credentials),
    fetch,
    onFailure: (f) => failures.push(f),
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  });
  return { client, calls, failures };
}

const ok = (data: unknown = null) => () => jsonResponse({ message: 'OK', data });

const join = suite('joinUrl');

join('joins base and path with exactly one slash', () => {
  assert.is(joinUrl('/api/', 'auth/login'), '/api/auth/login');
  assert.is(joinUrl('/api', 'auth/login'), '/api/auth/login');
  assert.is(joinUrl('https://h/api//', '/auth/login'), 'https://h/api/auth/login');
});

join.run();

const call = suite('createApiClient');

call('sends a session call to the base URL with the partner headers and user_id:token', async () => {
  const { client, calls } = setup(ok({ linked: true }));
  const result = await client.call(endpoints.linkUser, { params: { id: 12 }, query: { link: 1, group: 0 }, fallback });
  assert.equal(result, { ok: true, status: 200, data: { linked: true } });
  assert.is(calls.length, 1);
  assert.is(calls[0]?.url, 'https://api.example.org/v1/portal_users/link_user_inst/12?link=1&group=0');
  assert.is(calls[0]?.method, 'POST');
  assert.equal(calls[0]?.headers, {
    Accept: 'application/json',
    LoginType: '1',
    AuthType: 'VMPartner',
    Authorization: '7:tok',
  });
  assert.is(calls[0]?.body, undefined);
});

call('sends a JSON body with Content-Type only when there is a body', async () => {
  const { client, calls } = setup(ok());
  await client.call(endpoints.requestSupport, { body: { subject: 'Other', body: 'Hello' }, fallback });
  await client.call(endpoints.listUserRoles, { fallback });
  assert.is(calls[0]?.headers['Content-Type'], 'application/json');
  assert.equal(bodyOf(calls[0]), { subject: 'Other', body: 'Hello' });
  assert.is(calls[1]?.method, 'GET');
  assert.is('Content-Type' in (calls[1]?.headers ?? {}), false);
  assert.is(calls[1]?.body, undefined);
});

call('the login call sends AuthType Login and Basic base64(utf8(email:password))', async () => {
  const { client, calls } = setup(ok({ token: 't', id: 1 }));
  await client.call(endpoints.login, { login: { email: 'médico@h.es', password: 'pässwörd:1' }, fallback });
  assert.is(calls[0]?.url, 'https://api.example.org/v1/auth/login');
  assert.is(calls[0]?.method, 'POST');
  assert.equal(calls[0]?.headers, {
    Accept: 'application/json',
    LoginType: '1',
    AuthType: 'Login',
    Authorization: `Basic ${Buffer.from('médico@h.es:pässwörd:1', 'utf8').toString('base64')}`,
  });
  assert.is(calls[0]?.body, undefined);
});

call('without a session there is no Authorization header', async () => {
  const { client, calls } = setup(ok(), { credentials: null });
  await client.call(endpoints.register, { body: { name: 'A', lastname: 'B', email: 'a@b.c' }, fallback });
  assert.is('Authorization' in (calls[0]?.headers ?? {}), false);
  assert.is(calls[0]?.headers.AuthType, 'VMPartner');
});

call("explicit credentials are used instead of the session's", async () => {
  const { client, calls } = setup(ok(), { credentials: null });
  await client.call(endpoints.logout, { credentials: { userId: '9', token: 'old' }, fallback });
  assert.is(calls[0]?.headers.Authorization, '9:old');
});

call('never sends cookies and never uses the HTTP cache', async () => {
  const { client, calls } = setup(ok());
  await client.call(endpoints.getOwnUser, { fallback });
  assert.is(calls[0]?.init.credentials, 'omit');
  assert.is(calls[0]?.init.cache, 'no-store');
});

call('a non-JSON body (an HTML 500 page) is a failure with the fallback, handed to onFailure', async () => {
  const { client, failures } = setup(() => textResponse('<html><body>Internal Server Error</body></html>', 500));
  const result = await client.call(endpoints.linkUser, { params: { id: 1 }, fallback });
  assert.equal(result, { ok: false, kind: 'failure', status: 500, message: fallback });
  assert.equal(failures, [result]);
});

call('truncated JSON is a failure with the fallback', async () => {
  const { client, failures } = setup(() => textResponse('{"message":"OK","da', 200, 'application/json'));
  const result = await client.call(endpoints.linkUser, { params: { id: 1 }, fallback });
  assert.equal(result, { ok: false, kind: 'failure', status: 200, message: fallback });
  assert.is(failures.length, 1);
});

call('a network rejection is a network failure with the fallback', async () => {
  const { client, failures } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
  const result = await client.call(endpoints.linkUser, { params: { id: 1 }, fallback });
  assert.equal(result, { ok: false, kind: 'network', status: 0, message: fallback });
  assert.equal(failures, [result]);
});

call('a call that outlasts timeoutMs is aborted and fails with the fallback', async () => {
  const { client, calls, failures } = setup(hangUntilAborted, { timeoutMs: 20 });
  const started = Date.now();
  const result = await client.call(endpoints.linkUser, { params: { id: 1 }, fallback });
  assert.equal(result, { ok: false, kind: 'network', status: 0, message: fallback });
  assert.ok(Date.now() - started < 2000);
  assert.is(calls[0]?.init.signal?.aborted, true);
  assert.is(failures.length, 1);
});

call('a server failure message goes to onFailure unless the caller sets central: false', async () => {
  const { client, failures } = setup(() => jsonResponse({ message: 'User is already linked' }, 409));
  const central = await client.call(endpoints.linkUser, { params: { id: 1 }, fallback });
  const local = await client.call(endpoints.linkUser, { params: { id: 1 }, fallback, central: false });
  assert.is(central.ok, false);
  assert.is(local.ok, false);
  assert.is(failures.length, 1);
  assert.is(failures[0]?.message, 'User is already linked');
});

call('a success is never handed to onFailure', async () => {
  const { client, failures } = setup(ok());
  await client.call(endpoints.linkUser, { params: { id: 1 }, fallback });
  assert.is(failures.length, 0);
});

call("'Access denied' returns the response data and goes to onFailure as access-denied", async () => {
  const data = { required: 'set_inst' };
  const { client, failures } = setup(() => jsonResponse({ message: 'Access denied', data }, 403));
  const result = await client.call(endpoints.setUser, { params: { id: 1 }, body: { name: 'Ana', lastname: 'Ruiz' }, fallback });
  assert.equal(result, { ok: false, kind: 'access-denied', status: 403, message: 'Access Denied', serverMessage: 'Access denied', data });
  assert.is(failures[0]?.kind, 'access-denied');
});

call('an authentication failure goes to onFailure as auth', async () => {
  const { client, failures } = setup(() => jsonResponse({ message: 'Invalid token' }, 401));
  await client.call(endpoints.getOwnUser, { fallback });
  assert.is(failures[0]?.kind, 'auth');
  assert.is(failures[0]?.message, 'Failed in authentication. Please Logout');
});

call("a call the caller aborts fails quietly, without onFailure", async () => {
  const { client, failures } = setup(hangUntilAborted);
  const controller = new AbortController();
  const pending = client.call(endpoints.getOwnUser, { fallback, signal: controller.signal });
  controller.abort();
  const result = await pending;
  assert.is(result.ok, false);
  assert.is(failures.length, 0);
});

call('reads the base URL at call time', async () => {
  let base = '/api/';
  const { fetch, calls } = fakeFetch(ok());
  const client = createApiClient({ apiBase: () => base, credentials: () => null, fetch });
  await client.call(endpoints.getOwnUser, { fallback });
  base = 'https://other.example/api';
  await client.call(endpoints.getOwnUser, { fallback });
  assert.equal(
    calls.map((c) => c.url),
    ['/api/portal_users/get_own_user/0', 'https://other.example/api/portal_users/get_own_user/0'],
  );
});

call.run();

const use = suite('a session in use (issue 34)');

use('every answer the server gave the session counts as use, except a refusal of the session itself and the sign-in call', async () => {
  let used = 0;
  const answers = [() => jsonResponse({ message: 'OK', data: null }), () => jsonResponse({ message: 'Bad permissions' }, 403), () => jsonResponse({ message: 'Expired token' }, 401)];
  let next = 0;
  const { fetch } = fakeFetch(() => answers[next++ % answers.length]!());
  const client = createApiClient({ apiBase: () => 'https://api.example.org/', credentials: () => ({ userId: '7', token: 'tok' }), fetch, onSessionUsed: () => used++ });
  await client.call(endpoints.getOwnUser, { fallback, central: false });
  assert.is(used, 1);
  await client.call(endpoints.getOwnUser, { fallback, central: false });
  assert.is(used, 2, 'a 403 was still answered to a live session');
  await client.call(endpoints.getOwnUser, { fallback, central: false });
  assert.is(used, 2, 'a 401 is no use');
  next = 0;
  await client.call(endpoints.login, { login: { email: 'a@b.c', password: 'x' }, fallback, central: false });
  assert.is(used, 2, 'signing in is not the session\'s use');
});

use.run();
