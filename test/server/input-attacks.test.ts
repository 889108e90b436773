/**
 * Attacker text in what people type and in request paths: names that would write lines or turn
 * text around in a mail, addresses that would send a mail to others, NUL in a path.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { call, logged, startTestServer, type SignedIn, type TestServer } from './support/test-server.ts';
import { demoInstitutionIds, signedInAs } from './support/reports-setup.ts';

interface Ctx {
  t: TestServer;
  manager: SignedIn;
}

const attacks = suite<Ctx>('attacker text in names, addresses and paths');

attacks.before(async (ctx) => {
  ctx.t = await startTestServer({ authCallsPerMinute: 0 });
  const { north } = await demoInstitutionIds(ctx.t);
  ctx.manager = await signedInAs(ctx.t, 'user_manager', north);
});

attacks.after(async ({ t }) => {
  await t.close();
});

attacks('a NUL in a path parameter answers 404 for every endpoint, without an error in the log', async ({ t, manager }) => {
  for (const path of ['portal_users/search_inst/%00', 'processing_records/get_task_video_inst/%00', 'auth/password/a%00b']) {
    const res = await call(t, path, { headers: manager.headers });
    assert.is(res.status, 404, path);
  }
  assert.equal(logged(t, 'handler_error'), []);
});

attacks.run();
