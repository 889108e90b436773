/**
 * Registration proves the email: a new account is unconfirmed until the link sent to it is opened,
 * and an unconfirmed account cannot be linked to an institution.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { serverReason } from '../../src/contract/messages.ts';
import type { MessageData } from '../../src/contract/types.ts';
import { hasSqlState } from '../../src/server/db/db.ts';
import { unconfirmedAccountState } from '../../src/server/db/migrations/004-email-confirmation.ts';
import { demoAccount, demoInstitutions } from '../../src/server/seed/demo-data.ts';
import { call, logged, signIn, startTestServer, waitUntil, type TestServer } from './support/test-server.ts';

const test = suite<{ t: TestServer }>('email confirmation');

test.before(async (ctx) => {
  ctx.t = await startTestServer();
});

test.after(async ({ t }) => {
  await t.close();
});

const password = 'a long enough password';

async function registerNew(t: TestServer, email: string): Promise<{ id: number; link: string }> {
  const before = logged(t, 'email_confirmation_link').length;
  const answer = await call<{ id: number }>(t, 'auth/register', { json: { name: 'Nia', lastname: 'Okafor', email, password } });
  assert.is(answer.status, 200);
  await waitUntil(() => logged(t, 'email_confirmation_link').length > before);
  return { id: answer.body.data?.id ?? 0, link: String(logged(t, 'email_confirmation_link').at(-1)?.link) };
}

const confirmed = async (t: TestServer, id: number) =>
  (await t.server.db.query<{ at: Date | null }>('SELECT email_confirmed_at AS at FROM users WHERE id = $1', [id]))[0]?.at !== null;

test('a new account is unconfirmed, and the link logged outside production confirms it once', async ({ t }) => {
  const { id, link } = await registerNew(t, 'nia.okafor@clinic.example');
  assert.is(await confirmed(t, id), false);
  const match = /^\/portal\/confirm_email\/(\d+)\?key=([A-Za-z0-9_-]+)$/.exec(link);
  assert.ok(match, link);
  assert.is(Number(match?.[1]), id);
  assert.match(String(logged(t, 'email_confirmation_link').at(-1)?.note), /no mail is sent/);
  const wrong = await call(t, `auth/confirm/${id}?key=${match?.[2]?.slice(1)}x`);
  assert.is(wrong.status, 400);
  assert.is(wrong.body.message, serverReason.invalidConfirmationKey);
  const otherUser = await call(t, `auth/confirm/${id - 1}?key=${match?.[2]}`);
  assert.is(otherUser.status, 400);
  const done = await call<MessageData>(t, `auth/confirm/${id}?key=${match?.[2]}`);
  assert.is(done.status, 200);
  assert.is(done.body.data?.message, serverReason.emailConfirmed);
  assert.is(await confirmed(t, id), true);
  assert.is((await call(t, `auth/confirm/${id}?key=${match?.[2]}`)).status, 400, 'a link works once');
});

test('an unconfirmed account cannot be linked to an institution; once confirmed it can', async ({ t }) => {
  const { id, link } = await registerNew(t, 'linked.later@clinic.example');
  const manager = demoAccount('user_manager');
  const session = await signIn(t, manager.email, manager.password);
  const institutions = await call<{ keyid: number; institution_name: string }[]>(t, 'institution/list_inst_user/0', { headers: session.headers });
  // The institution where the demo user manager manages users.
  const institution = institutions.body.data?.find((entry) => entry.institution_name === demoInstitutions.north.name)?.keyid;
  assert.ok(institution);
  await call(t, `portal_users/set_login_institution/${institution}`, { headers: session.headers });
  // The user manager adds the person by email: an existing account is linked, if confirmed.
  const add = { name: 'Nia', lastname: 'Okafor', email: 'linked.later@clinic.example' };
  const refused = await call(t, 'portal_users/set_inst/0', { headers: session.headers, json: add });
  assert.is(refused.status, 409);
  assert.is(refused.body.message, serverReason.emailNotConfirmed);
  assert.is(logged(t, 'handler_error').length, 0);
  const key = /key=(.+)$/.exec(link)?.[1];
  assert.is((await call(t, `auth/confirm/${id}?key=${key}`)).status, 200);
  const linked = await call<{ existing: boolean; user: { id: number } }>(t, 'portal_users/set_inst/0', { headers: session.headers, json: add });
  assert.is(linked.status, 200);
  assert.equal([linked.body.data?.existing, linked.body.data?.user.id], [true, id]);
});

test('the database itself refuses a membership of an unconfirmed account', async ({ t }) => {
  const { id } = await registerNew(t, 'direct.insert@clinic.example');
  const institution = (await t.server.db.query<{ id: number }>('SELECT id FROM institutions LIMIT 1'))[0]?.id;
  const error = await t.server.db
    .query('INSERT INTO memberships (user_id, institution_id, group_no, created_at) VALUES ($1, $2, 0, now())', [id, institution])
    .then(
      () => null,
      (reason: unknown) => reason,
    );
  assert.ok(hasSqlState(error, unconfirmedAccountState));
});

test('choosing a password through a reset link confirms the email too: the link proved the mailbox', async ({ t }) => {
  const { id } = await registerNew(t, 'nia.reset@example.org');
  assert.not.ok(await confirmed(t, id));
  const before = logged(t, 'password_reset_link').length;
  assert.is((await call(t, `auth/password/${encodeURIComponent('nia.reset@example.org')}`)).status, 200);
  await waitUntil(() => logged(t, 'password_reset_link').length > before);
  const link = String(logged(t, 'password_reset_link').at(-1)?.link);
  const key = new URLSearchParams(new URL(link, 'http://x').hash.slice(1)).get('key');
  assert.is((await call(t, `auth/password/${id}`, { json: { password: 'another long password', key } })).status, 200);
  assert.ok(await confirmed(t, id));
});

test('demo accounts count as confirmed', async ({ t }) => {
  const rows = await t.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE email_confirmed_at IS NULL AND email = $1', [
    demoAccount('clinician').email,
  ]);
  assert.is(rows[0]?.n, 0);
});

test('in production the confirmation link is never logged', async () => {
  const t = await startTestServer({ production: true, seed: false });
  try {
    await call(t, 'auth/register', { json: { name: 'P', lastname: 'Q', email: 'prod.confirm@clinic.example', password } });
    assert.is(logged(t, 'email_confirmation_link').length, 0);
    assert.is(logged(t, 'email_confirmation_requested').length, 1);
  } finally {
    await t.close();
  }
});

test.run();
