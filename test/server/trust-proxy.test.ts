/**
 * TRUST_PROXY: whose X-Forwarded-For is believed, which address is the client, and the client
 * address in the log of every failed sign-in (never a user id merely claimed by a forged token).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { IncomingMessage } from 'node:http';
import { readEnv } from '../../src/server/env.ts';
import { clientAddressResolver, parseTrustedProxies } from '../../src/server/http/client-address.ts';
import { demoAccount } from '../../src/server/seed/demo-data.ts';
import { call, logged, loginHeaders, sessionHeaders, startTestServer } from './support/test-server.ts';

function request(remote: string, forwarded?: string | string[]): IncomingMessage {
  const values = forwarded === undefined ? undefined : Array.isArray(forwarded) ? forwarded : [forwarded];
  return { socket: { remoteAddress: remote }, headersDistinct: values ? { 'x-forwarded-for': values } : {} } as unknown as IncomingMessage;
}

const resolve = suite('the client address');

resolve('off by default: the socket address, whatever X-Forwarded-For says', () => {
  const client = clientAddressResolver(null);
  assert.is(client(request('203.0.113.5', '198.51.100.1')), '203.0.113.5');
  assert.is(client(request('::ffff:203.0.113.5')), '203.0.113.5');
});

resolve('from a trusted proxy: the right-most address that is not a trusted proxy', () => {
  const client = clientAddressResolver(parseTrustedProxies(['10.0.0.0/8', '192.0.2.1']));
  // The client wrote a forged left-most entry; the proxy appended the address it really saw.
  assert.is(client(request('10.1.2.3', '1.2.3.4, 198.51.100.7')), '198.51.100.7');
  assert.is(client(request('10.1.2.3', ['1.2.3.4', '198.51.100.7, 192.0.2.1'])), '198.51.100.7', 'two proxies in a row');
  assert.is(client(request('::ffff:10.1.2.3', '198.51.100.7')), '198.51.100.7');
  assert.is(client(request('10.1.2.3')), '10.1.2.3', 'no header: the proxy itself');
  assert.is(client(request('10.1.2.3', 'not-an-address')), '10.1.2.3', 'garbage is not believed');
  assert.is(client(request('203.0.113.9', '198.51.100.7')), '203.0.113.9', 'an untrusted sender is not believed');
});

resolve('TRUST_PROXY is read as a comma list and a malformed entry stops the start with a clear message', () => {
  assert.equal(readEnv({}, 'p').trustProxy, []);
  assert.equal(readEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,fd00::/8' }, 'p').trustProxy, ['127.0.0.1', '10.0.0.0/8', 'fd00::/8']);
  assert.throws(() => readEnv({ TRUST_PROXY: '10.0.0.0/33' }, 'p'), /TRUST_PROXY: "10.0.0.0\/33" is not an IP address or a CIDR range/);
  assert.throws(() => readEnv({ TRUST_PROXY: 'proxy.local' }, 'p'), /TRUST_PROXY/);
});

resolve('behind a trusted proxy, clients are throttled apart and every failed sign-in logs its client address', async () => {
  const t = await startTestServer({ trustProxy: ['127.0.0.1'] });
  try {
    const clinician = demoAccount('clinician');
    const from = (client: string, password: string) =>
      call(t, 'auth/login', { headers: { ...loginHeaders(clinician.email, password), 'X-Forwarded-For': `6.6.6.6, ${client}` } });
    for (let i = 0; i < 5; i++) assert.is((await from('198.51.100.20', `wrong-${i}`)).status, 401);
    assert.is((await from('198.51.100.20', clinician.password)).status, 429, 'the guessing client is locked');
    assert.is((await from('198.51.100.21', clinician.password)).status, 200, 'another client behind the same proxy is not');
    const failures = logged(t, 'auth_failure').filter((entry) => entry.endpoint === 'auth/login');
    assert.is(failures.length, 6);
    for (const entry of failures) assert.is(entry.client_address, '198.51.100.20');
    assert.not.ok(JSON.stringify(t.logs).includes('wrong-'), 'never the password');
  } finally {
    await t.close();
  }
});

resolve('a forged token logs the client address, not the user id it claims', async () => {
  const t = await startTestServer();
  try {
    const answer = await call(t, 'portal_users/get_own_user/0', { method: 'GET', headers: sessionHeaders(424242, 'forged-token') });
    assert.is(answer.status, 401);
    const entry = logged(t, 'auth_failure').at(-1);
    assert.is(entry?.user_id, null);
    assert.is(entry?.client_address, '127.0.0.1');
  } finally {
    await t.close();
  }
});

resolve.run();
