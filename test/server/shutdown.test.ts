import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { supportEndpoints } from '../../src/contract/endpoints/support.ts';
import { handler } from '../../src/server/http/handler.ts';
import { demoAccount } from '../../src/server/seed/demo-data.ts';
import { call, signIn, startTestServer } from './support/test-server.ts';

const shutdown = suite('graceful shutdown');

shutdown('close() lets a request in flight finish, then refuses new connections and closes the database', async () => {
  let release: () => void = () => {};
  let started: () => void = () => {};
  const handlerStarted = new Promise<void>((resolve) => (started = resolve));
  const t = await startTestServer({
    // A slow handler stands for any request that is still being answered when shutdown begins.
    handlers: {
      getPermissions: handler(supportEndpoints.getPermissions, async ({ db }) => {
        started();
        await new Promise<void>((resolve) => (release = resolve));
        const rows = await db.query<{ n: number }>('SELECT 1 AS n');
        return { institution_id: null, permissions: { reports: [], users: [] }, roles: [], is_owner: rows[0]?.n === 1 };
      }),
    },
  });
  const admin = demoAccount('admin');
  const user = await signIn(t, admin.email, admin.password);
  const inFlight = call(t, 'permissions/get/0', { headers: user.headers });
  await handlerStarted;
  const closed = t.close();
  let closedYet = false;
  void closed.then(() => (closedYet = true));
  await new Promise((resolve) => setTimeout(resolve, 100));
  assert.not.ok(closedYet, 'close waits for the request in flight');
  release();
  const answer = await inFlight;
  assert.is(answer.status, 200);
  assert.is((answer.body.data as { is_owner: boolean }).is_owner, true, 'the handler finished its work');
  assert.is(answer.headers.get('connection'), 'close');
  await closed;
  const refused = await fetch(`${t.url}/portal/`).then(
    () => false,
    () => true,
  );
  assert.ok(refused, 'no new connection is accepted');
  const dbClosed = await t.server.db.query('SELECT 1').then(
    () => false,
    () => true,
  );
  assert.ok(dbClosed, 'the database is closed');
});

shutdown.run();
