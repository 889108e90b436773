/**
 * Registration proves the email before the account is usable: a new account has no password and
 * is unconfirmed until the link sent to it is opened, where its holder chooses the password; an
 * unconfirmed account joins no institution.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { serverReason } from '../../src/contract/messages.ts';
import type { MessageData } from '../../src/contract/types.ts';
import { hasSqlState } from '../../src/server/db/db.ts';
import { unconfirmedAccountState } from '../../src/server/db/sql-states.ts';
import { demoAccount } from '../../src/server/seed/demo-data.ts';
import { call, logged, login, startTestServer, type TestServer } from './support/test-server.ts';
import { registerNew, resetKey } from './support/accounts.ts';

const test = suite<{ t: TestServer }>('email confirmation');

test.before(async (ctx) => {
  ctx.t = await startTestServer();
});

test.after(async ({ t }) => {
  await t.close();
});

const password = 'a long enough password';

const confirmed = async (t: TestServer, id: number) =>
  (await t.server.db.query<{ at: Date | null }>('SELECT email_confirmed_at AS at FROM users WHERE id = $1', [id]))[0]?.at !== null;

test('a new account is unconfirmed, and its link, logged outside production, sets the password once', async ({ t }) => {
  const { id, key, link } = await registerNew(t, 'nia.okafor@clinic.example');
  assert.is(await confirmed(t, id), false);
  // The key is in the fragment, which no browser sends to a server.
  assert.match(link, new RegExp(`^/portal/confirm_email/${id}#key=[A-Za-z0-9_-]+$`));
  assert.match(String(logged(t, 'email_confirmation_link').at(-1)?.note), /no mail is sent/);
  const wrong = await call(t, `auth/confirm/${id}`, { json: { key: `${key.slice(1)}x`, password } });
  assert.is(wrong.status, 400);
  assert.is(wrong.body.message, serverReason.invalidConfirmationKey);
  assert.is((await call(t, `auth/confirm/${id - 1}`, { json: { key, password } })).status, 400);
  const short = await call(t, `auth/confirm/${id}`, { json: { key, password: 'short' } });
  assert.is(short.status, 400, 'the password rules hold here too');
  const done = await call<MessageData>(t, `auth/confirm/${id}`, { json: { key, password } });
  assert.is(done.status, 200);
  assert.is(done.body.data?.message, serverReason.emailConfirmed);
  assert.is(await confirmed(t, id), true);
  assert.is((await login(t, 'nia.okafor@clinic.example', password)).status, 200);
  assert.is((await call(t, `auth/confirm/${id}`, { json: { key, password: 'yet another password' } })).status, 400, 'a link works once');
});

test('a link made before, with its key in the query, still works', async ({ t }) => {
  const { id, key } = await registerNew(t, 'query.key@clinic.example');
  assert.is((await call(t, `auth/confirm/${id}?key=${key}`, { json: { password } })).status, 200);
  assert.ok(await confirmed(t, id));
});

test('the database itself refuses a membership of an unconfirmed account', async ({ t }) => {
  const { id } = await registerNew(t, 'direct.insert@clinic.example');
  const institution = (await t.server.db.query<{ id: number }>('SELECT id FROM institutions LIMIT 1'))[0]?.id;
  for (const table of ['memberships', 'invitations']) {
    const error = await t.server.db
      .query(`INSERT INTO ${table} (user_id, institution_id, group_no, created_at) VALUES ($1, $2, 0, now())`, [id, institution])
      .then(
        () => null,
        (reason: unknown) => reason,
      );
    assert.ok(hasSqlState(error, unconfirmedAccountState), table);
  }
});

test('choosing a password through a reset link confirms the email too: the link proved the mailbox', async ({ t }) => {
  const { id, key } = await registerNew(t, 'nia.reset@example.org');
  assert.not.ok(await confirmed(t, id));
  const reset = await resetKey(t, 'nia.reset@example.org');
  assert.is((await call(t, `auth/password/${id}`, { json: { password: 'another long password', key: reset } })).status, 200);
  assert.ok(await confirmed(t, id));
  // The confirmation link then sets nothing: the password stays the one chosen through the reset.
  assert.is((await call(t, `auth/confirm/${id}`, { json: { key, password } })).status, 400);
  assert.is((await login(t, 'nia.reset@example.org', 'another long password')).status, 200);
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
    await call(t, 'auth/register', { json: { name: 'P', lastname: 'Q', email: 'prod.confirm@clinic.example' } });
    assert.is(logged(t, 'email_confirmation_link').length, 0);
    assert.is(logged(t, 'email_confirmation_requested').length, 1);
  } finally {
    await t.close();
  }
});

test.run();
