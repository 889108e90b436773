import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createApiClient } from '../../../../src/portal/lib/http/client.ts';
import type { ApiFailure } from '../../../../src/portal/lib/http/resolve.ts';
import { endpoints } from '../../../../src/contract/endpoints.ts';

const answer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

function client(fetchFn: typeof fetch, session = new AbortController()) {
  const seen: ApiFailure[] = [];
  const api = createApiClient({
    apiBase: () => '/api/',
    credentials: () => ({ userId: '7', token: 't' }),
    fetch: fetchFn,
    onFailure: (failure) => seen.push(failure),
    sessionSignal: () => session.signal,
  });
  return { api, seen, session };
}

const late = suite('calls of an ended session');

late('an answer arriving after the session ended is a failure that reaches no handler', async () => {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const fetchFn = ((_url: string, init: RequestInit) =>
    gate.then(() => {
      if (init.signal?.aborted) throw new DOMException('aborted', 'AbortError');
      return answer(401, { message: 'Invalid token' });
    })) as unknown as typeof fetch;
  const { api, seen, session } = client(fetchFn);
  const pending = api.call(endpoints.setLoginInstitution, { params: { id: 1 }, fallback: 'x' });
  session.abort();
  release();
  const result = await pending;
  assert.is(result.ok, false);
  assert.equal(seen, [], 'the next user is not signed out by the old session');
});

late('login and logout calls are not tied to the session signal', async () => {
  const session = new AbortController();
  session.abort();
  const { api } = client(((() => answer(200, { message: 'OK', data: {} })) as unknown) as typeof fetch, session);
  const login = await api.call(endpoints.login, { login: { email: 'a@b.c', password: 'p' }, fallback: 'x' });
  const logout = await api.call(endpoints.logout, { credentials: { userId: '7', token: 't' }, fallback: 'x' });
  assert.is(login.ok, true);
  assert.is(logout.ok, true);
});

late.run();

const central = suite('authentication failures and the central handler');

central('an authentication failure reaches the central handler even when the caller shows failures itself', async () => {
  const { api, seen } = client((() => answer(401, { message: 'Invalid token' })) as unknown as typeof fetch);
  await api.call(endpoints.changePassword, { body: { current_password: 'a', new_password: 'b' }, fallback: 'x', central: false });
  assert.is(seen.length, 1);
  assert.is(seen[0]?.kind, 'auth');
});

central('terms not accepted reach the central handler even when the caller shows failures itself: only the terms page leads on', async () => {
  const { api, seen } = client((() => answer(403, { message: 'Accept the terms and conditions of this institution first' })) as unknown as typeof fetch);
  await api.call(endpoints.listSubjectsInst, { query: {}, fallback: 'x', central: false });
  assert.is(seen.length, 1);
  assert.is(seen[0]?.kind, 'terms');
});

central('other failures of such a caller stay with the caller', async () => {
  const { api, seen } = client((() => answer(400, { message: 'The current password is not correct' })) as unknown as typeof fetch);
  await api.call(endpoints.changePassword, { body: { current_password: 'a', new_password: 'b' }, fallback: 'x', central: false });
  assert.equal(seen, []);
});

central('a failed login or logout never ends a session through the handler', async () => {
  const { api, seen } = client((() => answer(401, { message: 'Failed in authentication' })) as unknown as typeof fetch);
  await api.call(endpoints.login, { login: { email: 'a@b.c', password: 'p' }, fallback: 'x', central: false });
  await api.call(endpoints.logout, { credentials: { userId: '7', token: 't' }, fallback: 'x', central: false });
  assert.equal(seen, []);
});

central.run();
