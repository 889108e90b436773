import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { serverReason } from '../../src/contract/messages.ts';
import type { AuditPage, InstitutionInfo, PermissionsData, PortalUser, SetUserData, UserPage } from '../../src/contract/types.ts';
import { demoAccount, demoInstitutions, type DemoRole } from '../../src/server/seed/demo-data.ts';
import { call, logged, signIn, startTestServer, waitUntil, type SignedIn, type TestServer } from './support/test-server.ts';

interface Ctx {
  t: TestServer;
  north: number;
  south: number;
  ids: Record<string, number>;
}

const admin = suite<Ctx>('institution administration');

admin.before(async (ctx) => {
  ctx.t = await startTestServer();
  const rows = await ctx.t.server.db.query<{ id: number; name: string }>('SELECT id, name FROM institutions');
  ctx.north = rows.find((row) => row.name === demoInstitutions.north.name)?.id ?? 0;
  ctx.south = rows.find((row) => row.name === demoInstitutions.south.name)?.id ?? 0;
  const users = await ctx.t.server.db.query<{ id: number; email: string }>('SELECT id, email FROM users');
  ctx.ids = Object.fromEntries(users.map((row) => [row.email, row.id]));
});

admin.after(async ({ t }) => {
  await t.close();
});

/** Signs in as the demo account of `role` and accepts every invitation it has. */
async function acceptInvitations(ctx: Ctx, role: DemoRole): Promise<void> {
  const holder = await signIn(ctx.t, demoAccount(role).email, demoAccount(role).password);
  const own = await call<{ invitations: { id: number }[] }>(ctx.t, 'portal_users/list_invitations_user/0', { headers: holder.headers });
  for (const invitation of own.body.data?.invitations ?? []) {
    const accepted = await call(ctx.t, `portal_users/answer_invitation_user/${invitation.id}?accept=1`, { headers: holder.headers });
    assert.is(accepted.status, 200);
  }
}

const idOf = (ctx: Ctx, role: DemoRole) => ctx.ids[demoAccount(role).email] as number;

/** Signs in as the demo account of `role` and chooses `institution`. */
async function as(ctx: Ctx, role: DemoRole, institution: 'north' | 'south' = 'north'): Promise<SignedIn> {
  const account = demoAccount(role);
  const user = await signIn(ctx.t, account.email, account.password);
  const chosen = await call(ctx.t, `portal_users/set_login_institution/${ctx[institution]}`, { headers: user.headers });
  assert.is(chosen.status, 200, `${role} chooses ${institution}`);
  return user;
}

const post = <T>(ctx: Ctx, user: SignedIn, path: string, json?: unknown) => call<T>(ctx.t, path, { headers: user.headers, json });
const audit = (ctx: Ctx, user: SignedIn, query = '') =>
  call<AuditPage>(ctx.t, `portal_users/list_audit_inst/0${query}`, { method: 'GET', headers: user.headers });

admin('only the permissions of spec section 6 open the user-management calls: a clinician is refused every one', async (ctx) => {
  const clinician = await as(ctx, 'clinician');
  const target = idOf(ctx, 'evaluator');
  const forged: [string, unknown?][] = [
    [`portal_users/get_inst/${ctx.north}`],
    ['portal_users/list_inst/0'],
    ['portal_users/search_inst/a'],
    [`portal_users/get/${target}`],
    ['portal_users/set_inst/0', { name: 'Eve', lastname: 'Forged', email: 'eve@portal.example', passwd: 'Forged-Pass-1' }],
    [`portal_users/set_inst/${target}`, { name: 'Eve', lastname: 'Forged' }],
    [`portal_users/set_user_roles_inst/${target}?roles=5`],
    [`portal_users/link_user_inst/${target}?link=0`],
    [`portal_users/link_user_to_instance_group_inst/${target}?link=1&group=1`],
    [`portal_users/set_evaluator_status_inst/${target}?status=1`],
    [`portal_users/reset_password_request/${demoAccount('evaluator').email}`],
    [`portal_users/transfer_ownership/${target}`],
  ];
  for (const [path, body] of forged) {
    const answer = await post(ctx, clinician, path, body);
    assert.is(answer.status, 403, path);
    assert.is(answer.body.message, serverReason.badPermissions, path);
  }
  assert.is((await audit(ctx, clinician)).status, 403, 'the audit trail');
  const manager = await as(ctx, 'user_manager');
  assert.is((await post(ctx, manager, 'portal_users/list_inst/0')).status, 200);
});

admin('permissions/get answers the caller’s permissions, roles and owner flag in the chosen institution', async (ctx) => {
  const owner = await as(ctx, 'owner');
  const answer = await post<PermissionsData>(ctx, owner, 'permissions/get/0');
  assert.is(answer.status, 200);
  assert.is(answer.body.data?.is_owner, true);
  assert.equal(answer.body.data?.roles, ['institutional_clinician', 'user_manager']);
  assert.ok(answer.body.data?.permissions.users.includes('set_user_roles_inst'));
});

admin('get institution answers the session institution with its groups; another institution answers 404', async (ctx) => {
  const manager = await as(ctx, 'user_manager');
  const own = await post<InstitutionInfo>(ctx, manager, `portal_users/get_inst/${ctx.north}?group=1`);
  assert.is(own.status, 200);
  assert.is(own.body.data?.institution_name, demoInstitutions.north.name);
  assert.equal(own.body.data?.groups.map((g) => g.name), ['Whole institution', 'Neurology']);
  assert.is(own.body.data?.group.name, 'Neurology');
  assert.is(own.body.data?.owner?.name, demoAccount('owner').firstName);
  const other = await post(ctx, manager, `portal_users/get_inst/${ctx.south}`);
  assert.is(other.status, 404);
  assert.is(other.body.message, serverReason.institutionNotFound);
});

admin('another institution’s user answers 404 to every call, whatever the body says', async (ctx) => {
  const manager = await as(ctx, 'user_manager');
  const southOnly = idOf(ctx, 'medical_record_entry');
  for (const path of [
    `portal_users/get/${southOnly}`,
    `portal_users/set_user_roles_inst/${southOnly}?roles=1`,
    `portal_users/link_user_inst/${southOnly}?link=1`,
    `portal_users/set_evaluator_status_inst/${southOnly}?status=1`,
    `portal_users/reset_password_request/${demoAccount('medical_record_entry').email}`,
  ]) {
    const answer = await post(ctx, manager, path);
    assert.is(answer.status, 404, path);
  }
  const update = await post(ctx, manager, `portal_users/set_inst/${southOnly}`, { name: 'João', lastname: 'Changed' });
  assert.is(update.status, 404);
});

admin('the list is per group, sorted by last name, filtered by role and paged with total_rows; search is by the server', async (ctx) => {
  const manager = await as(ctx, 'user_manager');
  const all = await post<UserPage>(ctx, manager, 'portal_users/list_inst/0');
  assert.is(all.status, 200);
  const names = all.body.data?.users.map((u) => u.lastname) ?? [];
  assert.equal(names, [...names].sort((a, b) => a.localeCompare(b)));
  assert.is(all.body.data?.total_rows, 6);
  const owner = all.body.data?.users.find((u) => u.id === idOf(ctx, 'owner'));
  assert.equal(owner?.is_owner, true);
  assert.equal(owner?.linked, true);
  const paged = await post<UserPage>(ctx, manager, 'portal_users/list_inst/0?per_page=2&page=2');
  assert.is(paged.body.data?.users.length, 2);
  assert.is(paged.body.data?.total_rows, 6);
  const managers = await post<UserPage>(ctx, manager, 'portal_users/list_inst/0?role=user_manager');
  assert.is(managers.body.data?.total_rows, 3);
  const found = await post<UserPage>(ctx, manager, `portal_users/search_inst/${encodeURIComponent('tanaka')}`);
  assert.equal(found.body.data?.users.map((u) => u.email), [demoAccount('evaluator').email]);
  const wildcard = await post<UserPage>(ctx, manager, `portal_users/search_inst/${encodeURIComponent('%')}`);
  assert.is(wildcard.body.data?.total_rows, 0, 'a % in the search is taken literally');
  const group = await post<UserPage>(ctx, manager, 'portal_users/list_inst/0?group=1');
  assert.is(group.body.data?.total_rows, 0);
});

admin('creating a user sends roles joined by "-", and the new user signs in with the roles given; an audit row says who did it', async (ctx) => {
  const manager = await as(ctx, 'user_manager');
  const created = await post<SetUserData>(ctx, manager, 'portal_users/set_inst/0?group=1', {
    name: 'Nuria',
    lastname: 'Vidal',
    email: 'nuria.vidal@portal.example',
    passwd: 'Nuria-Lisbon-Rota-9',
    company: 'Norte',
    user_role: 'Neurologist',
    institution_id: ctx.south,
    force_enable: true,
    roles: '1-3',
  });
  assert.is(created.status, 200, created.body.message);
  assert.is(created.body.data?.existing, false);
  assert.equal(created.body.data?.user?.roles, ['clinician', 'evaluator']);
  assert.equal(created.body.data?.user?.groups.map((g) => g.name), ['Neurology']);
  const user = await signIn(ctx.t, 'nuria.vidal@portal.example', 'Nuria-Lisbon-Rota-9');
  const places = await post<{ keyid: number }[]>(ctx, user, 'institution/list_inst_user/0');
  assert.equal(places.body.data?.map((p) => p.keyid), [ctx.north], 'the institution is the session’s, not the body’s');
  const chosen = await post<{ roles: string[] }>(ctx, user, `portal_users/set_login_institution/${ctx.north}`);
  assert.equal(chosen.body.data?.roles, ['clinician', 'evaluator']);
  const rows = await audit(ctx, manager, `?action=user_created&user=${created.body.data?.user?.id}`);
  assert.is(rows.body.data?.entries[0]?.actor_name, 'Sofía Romero');
  assert.ok(rows.body.data?.entries[0]?.changes.some((c) => c.field === 'roles' && c.after === 'clinician, evaluator'));
});

admin('creating a user whose email exists invites that user instead, who joins with the roles given on accepting', async (ctx) => {
  const admin = await as(ctx, 'admin', 'south');
  await ctx.t.server.db.query(
    `INSERT INTO membership_roles (membership_id, role_id)
     SELECT id, 5 FROM memberships WHERE user_id = $1 AND institution_id = $2 AND group_no = 0`,
    [idOf(ctx, 'admin'), ctx.south],
  );
  const invited = await post<SetUserData>(ctx, admin, 'portal_users/set_inst/0', {
    name: 'Someone',
    lastname: 'Else',
    email: demoAccount('evaluator').email.toUpperCase(),
    roles: '3',
  });
  assert.is(invited.status, 200, invited.body.message);
  assert.equal([invited.body.data?.existing, invited.body.data?.invited, invited.body.data?.user], [true, true, undefined]);
  const pending = await post(ctx, admin, 'portal_users/set_inst/0', { name: 'A', lastname: 'B', email: demoAccount('evaluator').email });
  assert.equal([pending.status, pending.body.message], [409, serverReason.alreadyInvited]);
  const evaluator = await as(ctx, 'evaluator');
  const accepted = await post(ctx, evaluator, `portal_users/answer_invitation_user/${invited.body.data?.invitation?.id}?accept=1`);
  assert.is(accepted.status, 200);
  const user = await post<PortalUser>(ctx, admin, `portal_users/get/${idOf(ctx, 'evaluator')}`);
  assert.is(user.body.data?.name, demoAccount('evaluator').firstName, 'the account keeps its own name');
  assert.equal(user.body.data?.roles, ['evaluator']);
  const again = await post(ctx, admin, 'portal_users/set_inst/0', { name: 'A', lastname: 'B', email: demoAccount('evaluator').email });
  assert.is(again.status, 409);
  assert.is(again.body.message, serverReason.alreadyMember);
});

admin('a new user gets a password that meets the server’s rules, or a reset link', async (ctx) => {
  const manager = await as(ctx, 'user_manager');
  const short = await post<{ fields: { field: string }[] }>(ctx, manager, 'portal_users/set_inst/0', {
    name: 'Short',
    lastname: 'Password',
    email: 'short@portal.example',
    passwd: 'abc',
  });
  assert.is(short.status, 400);
  assert.equal(short.body.data?.fields.map((f) => f.field), ['passwd']);
  assert.is(short.body.message, serverReason.passwordTooShort);
  const none = await post<SetUserData>(ctx, manager, 'portal_users/set_inst/0', {
    name: 'Pablo',
    lastname: 'Sin Clave',
    email: 'pablo@portal.example',
    passwd: '',
  });
  assert.is(none.status, 200, none.body.message);
  assert.is(none.body.data?.reset_link_sent, true);
  await waitUntil(() => logged(ctx.t, 'password_reset_link').some((e) => e.user_id === none.body.data?.user?.id));
});

admin('updating a user changes name, lastname, company and user_role only, with the before and after in the audit', async (ctx) => {
  const manager = await as(ctx, 'user_manager');
  const target = idOf(ctx, 'clinician');
  const refused = await post(ctx, manager, `portal_users/set_inst/${target}`, { name: 'Lucía', lastname: 'F', email: 'x@portal.example' });
  assert.is(refused.status, 400);
  const updated = await post<SetUserData>(ctx, manager, `portal_users/set_inst/${target}`, {
    name: 'Lucía',
    lastname: 'Fernández Gil',
    company: 'Norte',
    user_role: 'Paediatrician',
  });
  assert.is(updated.status, 200);
  assert.is(updated.body.data?.user?.lastname, 'Fernández Gil');
  const rows = await audit(ctx, manager, `?user=${target}&action=user_modified`);
  const change = rows.body.data?.entries[0]?.changes.find((c) => c.field === 'lastname');
  assert.equal(change, { field: 'lastname', before: 'Fernández', after: 'Fernández Gil' });
});

admin('nobody can lock an institution out: the last user manager cannot drop their role or unlink themselves', async (ctx) => {
  // The admin is now the south's only user manager (previous test).
  const admin = await as(ctx, 'admin', 'south');
  const self = idOf(ctx, 'admin');
  const drop = await post(ctx, admin, `portal_users/set_user_roles_inst/${self}?roles=1`);
  assert.is(drop.status, 409);
  assert.is(drop.body.message, serverReason.lastUserManager);
  const leave = await post(ctx, admin, `portal_users/link_user_inst/${self}?link=0`);
  assert.is(leave.status, 409);
  assert.is(leave.body.message, serverReason.lastUserManager);
  const still = await post<PermissionsData>(ctx, admin, 'permissions/get/0');
  assert.equal(still.body.data?.roles, ['user_manager']);
});

admin('the owner cannot be unlinked', async (ctx) => {
  const manager = await as(ctx, 'user_manager');
  const answer = await post(ctx, manager, `portal_users/link_user_inst/${idOf(ctx, 'owner')}?link=0`);
  assert.is(answer.status, 409);
  assert.is(answer.body.message, serverReason.ownerCannotBeUnlinked);
});

admin('link=1 invites a former member back, any other value unlinks; accepting gives back the roles held before', async (ctx) => {
  const manager = await as(ctx, 'user_manager');
  const target = idOf(ctx, 'institutional_clinician');
  const unlinked = await post<PortalUser>(ctx, manager, `portal_users/link_user_inst/${target}?link=2`);
  assert.is(unlinked.status, 200);
  assert.is(unlinked.body.data?.linked, false);
  const listed = await post<UserPage>(ctx, manager, 'portal_users/list_inst/0');
  assert.is(listed.body.data?.users.find((u) => u.id === target)?.linked, false, 'an unlinked user stays listed');
  const found = await post<UserPage>(ctx, manager, `portal_users/search_inst/${encodeURIComponent('NÚÑEZ')}`);
  assert.equal(found.body.data?.users.map((u) => [u.id, u.linked]), [[target, false]], 'and is found by a search');
  const places = await call<{ keyid: number }[]>(ctx.t, 'institution/list_inst_user/0', {
    headers: (await signIn(ctx.t, demoAccount('institutional_clinician').email, demoAccount('institutional_clinician').password)).headers,
  });
  assert.equal(places.body.data?.map((p) => p.keyid), [ctx.south]);
  const relinked = await post<PortalUser>(ctx, manager, `portal_users/link_user_inst/${target}?link=1`);
  assert.equal([relinked.body.data?.linked, relinked.body.data?.invited], [false, true]);
  const holder = await signIn(ctx.t, demoAccount('institutional_clinician').email, demoAccount('institutional_clinician').password);
  const invitations = await call<{ invitations: { id: number }[] }>(ctx.t, 'portal_users/list_invitations_user/0', { headers: holder.headers });
  const accepted = await call(ctx.t, `portal_users/answer_invitation_user/${invitations.body.data?.invitations[0]?.id}?accept=1`, { headers: holder.headers });
  assert.is(accepted.status, 200);
  const back = await post<PortalUser>(ctx, manager, `portal_users/get/${target}`);
  assert.equal([back.body.data?.linked, back.body.data?.invited], [true, false]);
  assert.equal(back.body.data?.roles, ['institutional_clinician']);
  const rows = await audit(ctx, manager, `?user=${target}`);
  assert.equal(rows.body.data?.entries.slice(0, 3).map((e) => e.action), ['invitation_accepted', 'user_invited', 'user_unlinked'], 'newest first');
});

admin('a user is linked to an instance group and out of it, and the group lists them', async (ctx) => {
  const manager = await as(ctx, 'user_manager');
  const target = idOf(ctx, 'clinician');
  const linked = await post<PortalUser>(ctx, manager, `portal_users/link_user_to_instance_group_inst/${target}?link=1&group=1`);
  assert.equal(linked.body.data?.groups, [{ group_no: 1, name: 'Neurology' }]);
  const group = await post<UserPage>(ctx, manager, 'portal_users/list_inst/0?group=1');
  assert.ok(group.body.data?.users.some((u) => u.id === target));
  const missing = await post(ctx, manager, `portal_users/link_user_to_instance_group_inst/${target}?link=1&group=9`);
  assert.is(missing.status, 404);
  const out = await post<PortalUser>(ctx, manager, `portal_users/link_user_to_instance_group_inst/${target}?link=0&group=1`);
  assert.equal(out.body.data?.groups, []);
});

admin('roles given in a group are that group\'s: listed with the group, not with the institution, and counted for permissions', async (ctx) => {
  const manager = await as(ctx, 'user_manager');
  const target = idOf(ctx, 'clinician');
  await post(ctx, manager, `portal_users/link_user_to_instance_group_inst/${target}?link=1&group=1`);
  const before = await post<PortalUser>(ctx, manager, `portal_users/get/${target}`);
  const given = await post<PortalUser>(ctx, manager, `portal_users/set_user_roles_inst/${target}?roles=3&group=1`);
  assert.is(given.status, 200);
  assert.equal(given.body.data?.roles, ['evaluator'], 'the answer shows the group\'s roles');
  const inGroup = await post<UserPage>(ctx, manager, 'portal_users/list_inst/0?group=1');
  assert.equal(inGroup.body.data?.users.find((u) => u.id === target)?.roles, ['evaluator']);
  const whole = await post<UserPage>(ctx, manager, 'portal_users/list_inst/0');
  assert.equal(whole.body.data?.users.find((u) => u.id === target)?.roles, before.body.data?.roles, 'the institution-wide roles are unchanged');
  const rows = await audit(ctx, manager, `?user=${target}&action=roles_changed`);
  assert.is(rows.body.data?.entries[0]?.changes[0]?.field, 'roles (group 1)');
  const clinician = await as(ctx, 'clinician');
  const held = await post<PermissionsData>(ctx, clinician, 'permissions/get/0');
  assert.ok(held.body.data?.roles.includes('evaluator'), 'a role held in a group counts in the institution');
  await post(ctx, manager, `portal_users/set_user_roles_inst/${target}?roles=&group=1`);
  await post(ctx, manager, `portal_users/link_user_to_instance_group_inst/${target}?link=0&group=1`);
});

admin('the list keeps linked or unlinked users only when asked, and counts what it keeps', async (ctx) => {
  const manager = await as(ctx, 'user_manager');
  const target = idOf(ctx, 'evaluator');
  assert.is((await post(ctx, manager, `portal_users/link_user_inst/${target}?link=0`)).status, 200);
  try {
    const all = await post<UserPage>(ctx, manager, 'portal_users/list_inst/0?per_page=100');
    const linked = await post<UserPage>(ctx, manager, 'portal_users/list_inst/0?link=linked&per_page=100');
    const unlinked = await post<UserPage>(ctx, manager, 'portal_users/list_inst/0?link=unlinked&per_page=100');
    assert.ok(linked.body.data?.users.every((u) => u.linked));
    assert.ok(unlinked.body.data?.users.every((u) => !u.linked));
    assert.ok(unlinked.body.data?.users.some((u) => u.id === target));
    assert.is((linked.body.data?.total_rows ?? 0) + (unlinked.body.data?.total_rows ?? 0), all.body.data?.total_rows);
    const searched = await post<UserPage>(ctx, manager, `portal_users/search_inst/${encodeURIComponent(demoAccount('evaluator').lastName)}?link=unlinked`);
    assert.equal(searched.body.data?.users.map((u) => u.id), [target], 'the search keeps the filter');
    assert.is((await post(ctx, manager, 'portal_users/list_inst/0?link=gone')).status, 400);
  } finally {
    await post(ctx, manager, `portal_users/link_user_inst/${target}?link=1`);
    await acceptInvitations(ctx, 'evaluator');
  }
});

admin('enabling for training sets evaluator status 1 (only status 1 is accepted)', async (ctx) => {
  const manager = await as(ctx, 'user_manager');
  const target = idOf(ctx, 'clinician');
  const wrong = await post(ctx, manager, `portal_users/set_evaluator_status_inst/${target}?status=2`);
  assert.is(wrong.status, 400);
  const enabled = await post<PortalUser>(ctx, manager, `portal_users/set_evaluator_status_inst/${target}?status=1`);
  assert.is(enabled.body.data?.evaluator_status, '1');
  const rows = await audit(ctx, manager, `?user=${target}&action=training_enabled`);
  assert.equal(rows.body.data?.entries[0]?.changes, [{ field: 'evaluator_status', before: '0', after: '1' }]);
});

admin('a user manager asks a reset mail for a user of the institution, under the reset limits', async (ctx) => {
  const manager = await as(ctx, 'user_manager');
  const email = demoAccount('evaluator').email;
  const answer = await post(ctx, manager, `portal_users/reset_password_request/${encodeURIComponent(email)}`);
  assert.is(answer.status, 200);
  await waitUntil(() => logged(ctx.t, 'password_reset_link').some((e) => e.user_id === idOf(ctx, 'evaluator')));
  const statuses: number[] = [];
  for (let i = 0; i < 3; i++) statuses.push((await post(ctx, manager, `portal_users/reset_password_request/${encodeURIComponent(email)}`)).status);
  assert.is(statuses.at(-1), 429, 'the per-email limit of the reset mail applies');
});

admin('the audit trail is read by owners and user managers, newest first, filtered and paged by the server', async (ctx) => {
  const owner = await as(ctx, 'owner');
  const first = await audit(ctx, owner, '?per_page=2');
  assert.is(first.status, 200);
  const total = first.body.data?.total_rows ?? 0;
  assert.ok(total > 4);
  assert.is(first.body.data?.entries.length, 2);
  const ids = first.body.data?.entries.map((e) => e.id) ?? [];
  assert.ok((ids[0] ?? 0) > (ids[1] ?? 0));
  const second = await audit(ctx, owner, '?per_page=2&page=2');
  assert.ok((second.body.data?.entries[0]?.id ?? 0) < (ids[1] ?? 0));
  assert.ok(first.body.data?.entries.every((e) => e.institution_id === ctx.north));
  const southRows = await audit(ctx, await as(ctx, 'admin', 'south'));
  assert.ok(southRows.body.data?.entries.every((e) => e.institution_id === ctx.south), 'each institution reads only its own rows');
});

admin('ownership is transferred only by the current owner, and only to a user of the same institution', async (ctx) => {
  const manager = await as(ctx, 'user_manager');
  const byManager = await post(ctx, manager, `portal_users/transfer_ownership/${idOf(ctx, 'user_manager')}`);
  assert.is(byManager.status, 403);
  const owner = await as(ctx, 'owner');
  const elsewhere = await post(ctx, owner, `portal_users/transfer_ownership/${idOf(ctx, 'medical_record_entry')}`);
  assert.is(elsewhere.status, 404);
  const owners = await ctx.t.server.db.query('SELECT user_id FROM memberships WHERE institution_id = $1 AND is_owner', [ctx.north]);
  assert.is(owners.length, 1);
});

admin('two concurrent transfers leave exactly one owner: one succeeds, the other is refused', async (ctx) => {
  const owner = await as(ctx, 'owner');
  const [a, b] = await Promise.all([
    post(ctx, owner, `portal_users/transfer_ownership/${idOf(ctx, 'user_manager')}`),
    post(ctx, owner, `portal_users/transfer_ownership/${idOf(ctx, 'evaluator')}`),
  ]);
  assert.equal([a.status, b.status].sort(), [200, 403]);
  const owners = await ctx.t.server.db.query<{ user_id: number }>('SELECT user_id FROM memberships WHERE institution_id = $1 AND is_owner', [
    ctx.north,
  ]);
  assert.is(owners.length, 1);
  const winner = a.status === 200 ? idOf(ctx, 'user_manager') : idOf(ctx, 'evaluator');
  assert.is(owners[0]?.user_id, winner);
  const rows = await audit(ctx, owner, '?action=ownership_transferred');
  assert.is(rows.body.data?.total_rows, 1, 'one transfer, one audit row');
  assert.is(rows.body.data?.entries[0]?.user_id, winner);
});

admin.run();
