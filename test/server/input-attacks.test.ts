/**
 * Attacker text in what people type and in request paths: names that would write lines or turn
 * text around in a mail, addresses that would send a mail to others, NUL in a path.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { FieldIssuesData } from '../../src/contract/schemas/errors.ts';
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

/** The field issues of a refused call, or the status it had when it was not refused. */
async function refusedFields(t: TestServer, path: string, headers: Record<string, string>, json: unknown): Promise<unknown> {
  const res = await call<FieldIssuesData>(t, path, { headers, json });
  return res.status === 400 ? res.body.data?.fields : res.status;
}

attacks('names and companies refuse line breaks, control characters and bidi controls, with a 400 naming the field', async ({ t, manager }) => {
  const register = (fields: Record<string, string>) =>
    refusedFields(t, 'auth/register', {}, { name: 'Ana', lastname: 'Ruiz', email: 'ana.ruiz@clinic.example', password: 'a long enough password', ...fields });
  assert.equal(await register({ name: 'Ana\r\n\r\nVisit https://evil.example' }), [{ field: 'name', code: 'control_characters' }]);
  assert.equal(await register({ lastname: 'Ruiz\u2028Line' }), [{ field: 'lastname', code: 'control_characters' }]);
  assert.equal(await register({ company: 'Clinic \u202elpmaxe.live' }), [{ field: 'company', code: 'control_characters' }]);
  const create = { name: 'Ana', lastname: 'Ruiz', email: 'ana.ruiz.2@clinic.example', roles: '1' };
  assert.equal(await refusedFields(t, 'portal_users/set_inst/0', manager.headers, { ...create, company: 'Norte\tSur' }), [
    { field: 'company', code: 'control_characters' },
  ]);
  assert.equal(await refusedFields(t, `portal_users/set_inst/${manager.id}`, manager.headers, { name: 'Ana\u2066', lastname: 'Ruiz' }), [
    { field: 'name', code: 'control_characters' },
  ]);
  assert.equal(await refusedFields(t, `portal_users/set_own_user/${manager.id}`, manager.headers, { lastname: 'Ruiz\u0085' }), [
    { field: 'lastname', code: 'control_characters' },
  ]);
  const message = (await call(t, `portal_users/set_own_user/${manager.id}`, { headers: manager.headers, json: { name: 'A\u200fB' } })).body.message;
  assert.match(message, /"name"/, 'the message names the field');
  const [stored] = await t.server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE email LIKE 'ana.ruiz%'");
  assert.is(stored?.n, 0, 'nothing was stored');
});

attacks('an email is one mailbox wherever it enters: no display name, list, brackets or bare host', async ({ t, manager }) => {
  const bad = ['Eve<eve@evil.example>', 'ana@clinic.example;eve@evil.example', 'x;y@clinic.example', '<>@clinic.example', 'ana@localhost', `${'a'.repeat(65)}@clinic.example`];
  const formatOf = [{ field: 'email', code: 'format' }];
  for (const email of bad) {
    const register = { name: 'Ana', lastname: 'Ruiz', email, password: 'a long enough password' };
    assert.equal(await refusedFields(t, 'auth/register', {}, register), formatOf, `register ${email}`);
    assert.equal(await refusedFields(t, 'auth/confirmation_link', {}, { email }), formatOf, `confirmation ${email}`);
    const create = { name: 'Ana', lastname: 'Ruiz', email, roles: '1' };
    assert.equal(await refusedFields(t, 'portal_users/set_inst/0', manager.headers, create), formatOf, `set_inst ${email}`);
    const reset = await call(t, `auth/password/${encodeURIComponent(email)}`);
    assert.is(reset.status, 400, `reset ${email}`);
  }
  const [stored] = await t.server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE email NOT LIKE '%@%.%' OR email ~ '[<>;]'");
  assert.is(stored?.n, 0, 'no such address was stored');
});

attacks.run();
