/**
 * Attacks on the paper anyone can check: the public check of codes spending someone's sign-in
 * budget, and the address a printed QR code holds.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { serverReason } from '../../src/contract/messages.ts';
import { defaultCodeChecksPerMinute } from '../../src/server/auth/rate-limit.ts';
import { demoAccount } from '../../src/server/seed/demo-data.ts';
import { call, loginHeaders, startTestServer, type TestServer } from './support/test-server.ts';

interface Ctx {
  t: TestServer;
}

const attacks = suite<Ctx>('attacks on the paper anyone can check');

// A test hook: the client address comes from a test header, so one test can act as many clients.
attacks.before(async (ctx) => {
  ctx.t = await startTestServer({ clientAddress: (req) => String(req.headers['x-test-client'] ?? req.socket.remoteAddress) });
});

attacks.after(async ({ t }) => {
  await t.close();
});

const from = (address: string) => ({ 'X-Test-Client': address });

attacks('the public check of codes has a limit of its own that never refuses a sign-in from the same address', async ({ t }) => {
  const address = '203.0.113.40';
  const checks = ['paper/verify/ABCD-EFGH-JKLM-NPQR-STUV', 'evaluator_exams/verify_certificate/ABCD-EFGH-JKLM-NPQR'];
  for (let i = 0; i < defaultCodeChecksPerMinute; i++) {
    const res = await call(t, checks[i % 2] as string, { method: 'GET', headers: from(address) });
    assert.is(res.status, 404, `check ${i + 1}`);
  }
  const refused = await call(t, checks[0] as string, { method: 'GET', headers: from(address) });
  assert.is(refused.status, 429);
  assert.is(refused.body.message, serverReason.tooManyCodeChecks);
  assert.ok(Number(refused.headers.get('Retry-After')) >= 1);
  const owner = demoAccount('owner');
  const signIn = await call(t, 'auth/login', { headers: { ...loginHeaders(owner.email, owner.password), ...from(address) } });
  assert.is(signIn.status, 200, 'the checks spent none of the sign-in budget');
  t.advance(61 * 1000);
});

attacks.run();
