/**
 * The attacks of issue 20's findings 1, 2, 6 (standard strings), 7, 8 and 9, performed as the
 * outside attack performed them; each passes only when the server refuses. (Findings 3 to 5 and
 * the exam's audit rows: training tests; finding 10: the portal's redirect test.)
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { supportRequestsPerHour } from '../../src/contract/constants.ts';
import { languages, type Language } from '../../src/contract/languages.ts';
import { serverReason } from '../../src/contract/messages.ts';
import type { AuditPage, SetUserData } from '../../src/contract/types.ts';
import { supportRequestsPerAddressPerHour } from '../../src/server/features/support/request-support.ts';
import { demoAccount, type DemoRole } from '../../src/server/seed/demo-data.ts';
import { demoInstitutionIds, signedInAs } from './support/reports-setup.ts';
import { call, signIn, startTestServer, type SignedIn, type TestServer } from './support/test-server.ts';

interface Ctx {
  t: TestServer;
  north: number;
  south: number;
  ids: Record<string, number>;
}

const attacks = suite<Ctx>('access findings');

attacks.before(async (ctx) => {
  ctx.t = await startTestServer();
  Object.assign(ctx, await demoInstitutionIds(ctx.t));
  const users = await ctx.t.server.db.query<{ id: number; email: string }>('SELECT id, email FROM users');
  ctx.ids = Object.fromEntries(users.map((row) => [row.email, row.id]));
});

attacks.after(async ({ t }) => {
  await t.close();
});

const idOf = (ctx: Ctx, role: DemoRole) => ctx.ids[demoAccount(role).email] as number;

const as = (ctx: Ctx, role: DemoRole, institution: 'north' | 'south' = 'north'): Promise<SignedIn> => signedInAs(ctx.t, role, ctx[institution]);

const post = <T>(ctx: Ctx, user: SignedIn, path: string, json?: unknown) => call<T>(ctx.t, path, { headers: user.headers, json });
const nameOf = async (ctx: Ctx, id: number) =>
  (await ctx.t.server.db.query<{ name: string; lastname: string }>('SELECT name, lastname FROM users WHERE id = $1', [id]))[0];
const auditOf = async (ctx: Ctx, user: SignedIn, query = '') =>
  (await call<AuditPage>(ctx.t, `portal_users/list_audit_inst/0${query}`, { method: 'GET', headers: user.headers })).body.data?.entries ?? [];

attacks('finding 1: a user manager cannot rename an account of another institution by linking it, renaming it and unlinking it', async (ctx) => {
  const manager = await as(ctx, 'user_manager');
  const southOnly = idOf(ctx, 'medical_record_entry');
  const before = await nameOf(ctx, southOnly);
  const linked = await post<SetUserData>(ctx, manager, 'portal_users/set_inst/0', {
    name: 'x', lastname: 'x', email: demoAccount('medical_record_entry').email, roles: '1',
  });
  assert.is(linked.status, 200);
  assert.is(linked.body.data?.invited, true, 'adding an existing account by its email invites it');
  const holder = await signIn(ctx.t, demoAccount('medical_record_entry').email, demoAccount('medical_record_entry').password);
  const own = await call<{ invitations: { id: number }[] }>(ctx.t, 'portal_users/list_invitations_user/0', { headers: holder.headers });
  const accepted = await call(ctx.t, `portal_users/answer_invitation_user/${own.body.data?.invitations[0]?.id}?accept=1`, { headers: holder.headers });
  assert.is(accepted.status, 200);
  const renamed = await post(ctx, manager, `portal_users/set_inst/${southOnly}`, { name: 'Forged', lastname: 'Name', company: 'Evil' });
  assert.is(renamed.status, 403);
  assert.is(renamed.body.message, serverReason.accountNotOwnedHere);
  await post(ctx, manager, `portal_users/link_user_inst/${southOnly}?link=0`);
  assert.equal(await nameOf(ctx, southOnly), before, 'the account keeps its name everywhere');
});

attacks('finding 1: nor rename an account shared with another institution, or the administrator', async (ctx) => {
  const manager = await as(ctx, 'user_manager');
  for (const role of ['institutional_clinician', 'admin'] as const) {
    const id = idOf(ctx, role);
    const before = await nameOf(ctx, id);
    const renamed = await post(ctx, manager, `portal_users/set_inst/${id}`, { name: 'Forged', lastname: 'Name' });
    assert.is(renamed.status, 403, role);
    assert.is(renamed.body.message, serverReason.accountNotOwnedHere);
    assert.equal(await nameOf(ctx, id), before, role);
  }
});

attacks('finding 1: an account the institution made and alone uses is still its to correct, with the change in its audit trail', async (ctx) => {
  const manager = await as(ctx, 'user_manager');
  const made = await post<SetUserData>(ctx, manager, 'portal_users/set_inst/0', {
    name: 'Inés', lastname: 'Typo', email: 'ines.new@portal.example', passwd: 'Long-Enough-1', roles: '1',
  });
  assert.is(made.status, 200);
  const id = made.body.data?.user?.id as number;
  const fixed = await post(ctx, manager, `portal_users/set_inst/${id}`, { name: 'Inés', lastname: 'Tomé' });
  assert.is(fixed.status, 200);
  assert.is((await nameOf(ctx, id))?.lastname, 'Tomé');
  const rows = await auditOf(ctx, manager, `?user=${id}`);
  assert.ok(rows.some((row) => row.action === 'user_modified' && row.changes.some((c) => c.field === 'lastname' && c.before === 'Typo' && c.after === 'Tomé')));
});

attacks("finding 2: a user manager cannot take the owner's roles away, nor rename the owner; the owner can change their own", async (ctx) => {
  const manager = await as(ctx, 'user_manager');
  const ownerId = idOf(ctx, 'owner');
  const stripped = await post(ctx, manager, `portal_users/set_user_roles_inst/${ownerId}?roles=1`);
  assert.is(stripped.status, 403);
  assert.is(stripped.body.message, serverReason.ownerProtected);
  const renamed = await post(ctx, manager, `portal_users/set_inst/${ownerId}`, { name: 'Forged', lastname: 'Owner' });
  assert.is(renamed.status, 403);
  assert.is(renamed.body.message, serverReason.ownerProtected);
  const owner = await as(ctx, 'owner');
  const list = await call(ctx.t, 'portal_users/list_inst/0', { headers: owner.headers });
  assert.is(list.status, 200, 'the owner still manages the users');
  // user_manager (5), institutional_clinician (2) and evaluator (3): the owner adds a role to their own.
  const own = await post(ctx, owner, `portal_users/set_user_roles_inst/${ownerId}?roles=2-3-5`);
  assert.is(own.status, 200);
  await post(ctx, owner, `portal_users/set_user_roles_inst/${ownerId}?roles=2-5`);
});

attacks('a refused caller never reaches the handler: the refusal comes before the body is even read', async (ctx) => {
  const clinician = await as(ctx, 'clinician');
  const answer = await call(ctx.t, 'portal_users/set_inst/0', {
    headers: { ...clinician.headers, 'Content-Type': 'application/json' },
    raw: '{ not json',
  });
  assert.is(answer.status, 403);
  assert.is(answer.body.message, serverReason.badPermissions);
});

attacks('finding 6: a standard string change is audited with its texts before and after and its retired flag', async (ctx) => {
  const manager = await as(ctx, 'user_manager');
  const [entry] = await ctx.t.server.db.query<{ id: number; category: string; texts: Record<Language, string> }>(
    `SELECT s.id, s.category, (SELECT jsonb_object_agg(t.lang, t.text) FROM std_string_texts t WHERE t.std_string_id = s.id) AS texts
     FROM std_strings s WHERE s.institution_id = $1 ORDER BY s.id LIMIT 1`,
    [ctx.north],
  );
  assert.ok(entry);
  assert.equal(Object.keys(entry.texts).sort(), [...languages].sort(), 'the demo entry has a text in every language');
  const saved = await post(ctx, manager, `extras/set_std_string/${entry.id}`, {
    category: entry.category, texts: { ...entry.texts, en: `${entry.texts.en} (revised)` }, retired: true,
  });
  assert.is(saved.status, 200, saved.body.message);
  const row = (await auditOf(ctx, manager, '?action=std_string_changed'))[0];
  assert.ok(row, 'the change has its row');
  const change = (field: string) => row.changes.find((c) => c.field === field);
  assert.equal(change('en'), { field: 'en', before: entry.texts.en, after: `${entry.texts.en} (revised)` });
  assert.equal(change('retired'), { field: 'retired', before: 'no', after: 'yes' });
  for (const lang of languages.filter((l) => l !== 'en')) assert.is(change(lang), undefined, `an unchanged text (${lang}) is not listed`);
});

attacks('finding 7: patient data is refused until the terms are accepted in the chosen institution, with a message the portal knows', async (ctx) => {
  // The institutional clinician never accepted the terms in the south.
  const reader = await as(ctx, 'institutional_clinician', 'south');
  for (const path of ['reports/list_reports_inst/0', 'subjects/list_inst/0', 'medical_record/list_inst/0', 'reports/list_reports_inst_user/0']) {
    const refused = await post(ctx, reader, path);
    assert.is(refused.status, 403, path);
    assert.is(refused.body.message, serverReason.termsNotAccepted, path);
  }
  assert.is((await post(ctx, reader, 'portal_users/set_terms_and_conditions_user/1')).status, 200);
  assert.is((await post(ctx, reader, 'reports/list_reports_inst/0')).status, 200);
  assert.is((await post(ctx, reader, 'medical_record/list_inst/0')).status, 200);
});

attacks("finding 8: another institution's evaluation and a missing one answer the variations call alike", async (ctx) => {
  const reader = await as(ctx, 'institutional_clinician');
  const [south] = await ctx.t.server.db.query<{ id: number }>('SELECT id FROM evaluations WHERE institution_id = $1 AND NOT is_demo LIMIT 1', [ctx.south]);
  const [top] = await ctx.t.server.db.query<{ id: number }>('SELECT max(id) + 1000 AS id FROM evaluations');
  const elsewhere = await call(ctx.t, `reports/get_report_variations_inst/${south?.id}?lang=en`, { method: 'GET', headers: reader.headers });
  const missing = await call(ctx.t, `reports/get_report_variations_inst/${top?.id}?lang=en`, { method: 'GET', headers: reader.headers });
  assert.is(elsewhere.status, 404);
  assert.equal({ status: elsewhere.status, body: elsewhere.body }, { status: missing.status, body: missing.body });
  const [own] = await ctx.t.server.db.query<{ id: number }>('SELECT id FROM evaluations WHERE institution_id = $1 AND NOT is_demo LIMIT 1', [ctx.north]);
  assert.is((await call(ctx.t, `reports/get_report_variations_inst/${own?.id}?lang=en`, { method: 'GET', headers: reader.headers })).status, 200);
});

const ticket = { subject: 'Technical Issue', body: 'x'.repeat(5000) };

attacks('finding 9: support requests are limited per person, with 429 and the time of the next one; others are not affected', async (ctx) => {
  const person = await as(ctx, 'evaluator');
  for (let n = 1; n <= supportRequestsPerHour; n++) {
    assert.is((await post(ctx, person, 'tickets/request_support/0', ticket)).status, 200, `request ${n}`);
  }
  const refused = await post<{ retry_after_seconds: number; retry_at: string }>(ctx, person, 'tickets/request_support/0', ticket);
  assert.is(refused.status, 429);
  assert.is(refused.body.message, serverReason.tooManySupportRequests);
  const wait = Number(refused.headers.get('retry-after'));
  assert.ok(wait > 3000 && wait <= 3600, `Retry-After ${wait}`);
  assert.ok(Date.parse(refused.body.data?.retry_at ?? '') > Date.now());
  const [count] = await ctx.t.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM support_tickets WHERE user_id = $1', [person.id]);
  assert.is(count?.n, supportRequestsPerHour, 'the refused request was not stored');
  const other = await as(ctx, 'clinician');
  assert.is((await post(ctx, other, 'tickets/request_support/0', ticket)).status, 200);
});

attacks('finding 9: parallel requests cannot slip past the limit', async (ctx) => {
  const person = await as(ctx, 'owner');
  const answers = await Promise.all(
    Array.from({ length: supportRequestsPerHour + 5 }, () => post(ctx, person, 'tickets/request_support/0', ticket)),
  );
  assert.is(answers.filter((a) => a.status === 200).length, supportRequestsPerHour);
  assert.is(answers.filter((a) => a.status === 429).length, 5);
});

attacks('finding 9: and per client address, whoever signs in from it', async (ctx) => {
  const [row] = await ctx.t.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM support_tickets');
  const missing = supportRequestsPerAddressPerHour - (row?.n ?? 0);
  await ctx.t.server.db.query(
    `INSERT INTO support_tickets (user_id, institution_id, subject, body, created_at, client_address)
     SELECT $1, NULL, 'Other', 'filler', now(), '127.0.0.1' FROM generate_series(1, $2::int)`,
    [idOf(ctx, 'admin'), missing],
  );
  const fresh = await as(ctx, 'institutional_clinician');
  const refused = await post(ctx, fresh, 'tickets/request_support/0', ticket);
  assert.is(refused.status, 429);
});

attacks.run();
