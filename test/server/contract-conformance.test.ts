import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { serverReason } from '../../src/contract/messages.ts';
import { userEndpoints } from '../../src/contract/endpoints/users.ts';
import { supportEndpoints } from '../../src/contract/endpoints/support.ts';
import { ApiError } from '../../src/server/core/api-error.ts';
import { assertHandlersMatchContract, handlerTable } from '../../src/server/features/handler-table.ts';
import { handler, type HandlerTable } from '../../src/server/http/handler.ts';
import { demoAccount } from '../../src/server/seed/demo-data.ts';
import { startServer } from '../../src/server/app.ts';
import { call, signIn, startTestServer, type SignedIn, type TestServer } from './support/test-server.ts';

interface Context {
  t: TestServer;
  user: SignedIn;
}

const conformance = suite<Context>('the server keeps to the contract');

conformance.before(async (ctx) => {
  ctx.t = await startTestServer({
    // A handler whose answer breaks its schema (the user without its email and admin flag).
    handlers: {
      getOwnUser: handler(userEndpoints.getOwnUser, async ({ session }) => ({ id: session.userId, name: 'A', lastname: 'B', company: '' }) as never),
      // A failure whose data its endpoint does not declare (permissions declares none).
      getPermissions: handler(supportEndpoints.getPermissions, async () => {
        throw new ApiError(409, 'Conflict', { data: { current: 'x' } as never });
      }),
    },
  });
  const admin = demoAccount('admin');
  ctx.user = await signIn(ctx.t, admin.email, admin.password);
});

conformance.after(async ({ t }) => {
  await t.close();
});

conformance('a server whose handler table lacks an endpoint refuses to start, naming it', async () => {
  // The types refuse a partial table; one patched at run time is caught at start, never as a 501.
  const started = startServer({ handlers: { listTrainingVideos: undefined }, seed: false });
  await started.then(
    (server) => server.close().then(() => assert.unreachable('the server started')),
    (error: unknown) => assert.match(String(error), '"listTrainingVideos"'),
  );
  const { listTrainingVideos: _gone, ...partial } = handlerTable;
  assert.throws(() => assertHandlersMatchContract(partial as unknown as HandlerTable), /"listTrainingVideos" has no handler/);
});

conformance('a body with several problems is refused with 400 naming every field at once', async ({ t, user }) => {
  const answer = await call(t, `portal_users/set_own_user/${user.id}`, {
    headers: user.headers,
    json: { name: ' ', company: 'x'.repeat(201), is_admin: true },
  });
  assert.is(answer.status, 400);
  assert.equal(answer.body.data, {
    fields: [
      { field: 'is_admin', code: 'unknown_field' },
      { field: 'name', code: 'empty' },
      { field: 'company', code: 'too_long', limit: 200 },
    ],
  });
  assert.is(
    answer.body.message,
    'The field "is_admin" is not accepted here. The field "name" must not be empty. The field "company" must be at most 200 characters long',
  );
});

conformance('an answer that breaks its schema is a 500 with no detail, and the log names the fields', async ({ t, user }) => {
  const answer = await call(t, 'portal_users/get_own_user/0', { method: 'GET', headers: user.headers });
  assert.is(answer.status, 500);
  assert.equal(answer.body, { message: serverReason.internal });
  const error = t.logs.find((entry) => entry.event === 'answer_breaks_contract');
  assert.is(error?.endpoint, 'getOwnUser');
  assert.equal(error?.fields, [
    { field: 'data.email', code: 'required' },
    { field: 'data.is_admin', code: 'required' },
  ]);
});

conformance('a refusal with its field issues keeps to the contract: nothing is logged as a breach', async ({ t, user }) => {
  const answer = await call(t, `portal_users/set_own_user/${user.id}`, { headers: user.headers, json: { name: ' ' } });
  assert.is(answer.status, 400);
  assert.is(t.logs.find((entry) => entry.event === 'failure_breaks_contract'), undefined);
});

conformance('a failure whose data its endpoint does not declare is still answered, and the log names it', async ({ t, user }) => {
  const answer = await call(t, 'permissions/get/0', { headers: user.headers, json: {} });
  assert.is(answer.status, 409);
  assert.is(answer.body.message, 'Conflict');
  const error = t.logs.find((entry) => entry.event === 'failure_breaks_contract');
  assert.is(error?.endpoint, 'getPermissions');
  assert.is(error?.status, 409);
  assert.equal(error?.fields, [{ field: 'data', code: 'unknown_field' }]);
});

conformance.run();
