/**
 * Institution administration in Chromium against the real server: a user manager adds a user,
 * who signs in and holds the roles given; edits, unlinks and invites back behind the confirmation,
 * and the person accepts the invitation; a person who made their own account is invited, accepts
 * and works in the institution;
 * a clinician is offered none of it and the server refuses a forged call; the owner hands the
 * institution on; the audit trail shows each step.
 */
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import {
  assertAccessible, assertNoProblems, browserSuite, openPage, portalUrl, signIn, signedInPage, waitForPath, type Harness, enterInstitution } from './support/portal.ts';
import { pageIn } from './support/a11y.ts';

const test = browserSuite('institution administration');
const north = 'Hospital Universitario del Norte';

async function chooseNorth(page: Page): Promise<void> {
  await enterInstitution(page, north);
  await waitForPath(page, '/');
}

async function openUsers(page: Page, h: Harness): Promise<void> {
  await page.goto(portalUrl(h.server, '/users'));
  await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
  await page.getByRole('table', { name: 'Users of the institution' }).waitFor();
}

async function manage(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Manage ${name}` }).click();
}

/**
 * Waits for the toast saying `text` and closes it, as a person moving on would: the next one
 * waits for it (one at a time, each up to 12 s; spec section 9).
 */
async function toastSays(page: Page, text: string): Promise<void> {
  const toast = page.getByRole('status').filter({ hasText: text });
  await toast.waitFor();
  await toast.getByRole('button', { name: 'Dismiss notification' }).click();
  await toast.waitFor({ state: 'detached' });
}

/** Confirms the question that says `says` with its button, which names what will happen. */
async function confirm(page: Page, says: RegExp, button: string): Promise<void> {
  const box = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await box.waitFor();
  assert.match(await box.innerText(), says);
  await box.getByRole('button', { name: button, exact: true }).click();
}

test('a user manager adds a user, edits, unlinks and invites them back; the user accepts and signs in with the roles given; the audit shows it all', async ({ h }) => {
  const tracked = await signedInPage(h, 'user_manager');
  const { page } = tracked;
  await chooseNorth(page);
  await openUsers(page, h);
  await assertAccessible(page, 'the users page');
  await page.getByRole('link', { name: 'Add user' }).click();
  await page.getByRole('heading', { name: 'Add User', level: 1 }).waitFor();
  await assertAccessible(page, 'the add-user page');
  await page.getByLabel('First name').fill('Nuria');
  await page.getByLabel('Last name').fill('Vidal');
  await page.getByLabel('Email').fill('nuria.vidal@portal.example');
  await page.getByLabel('Clinician', { exact: true }).check();
  await page.getByLabel('Evaluator').check();
  // Her name and a common word: the server refuses it at the field (ASVS 6.2.11), in words.
  await page.getByLabel('Password').fill('Nuria-Pass-2025');
  await page.getByRole('button', { name: 'Add user' }).click();
  await page.getByRole('alert').filter({ hasText: 'Password is too easy to guess: choose a password that is not a common one' }).waitFor();
  assert.is(await page.getByLabel('Password').getAttribute('aria-invalid'), 'true');
  await page.getByLabel('Password').fill('Nuria-Lisbon-Rota-9');
  await page.getByRole('button', { name: 'Add user' }).click();
  await toastSays(page, 'User added successfully');
  await waitForPath(page, '/users?q=nuria.vidal%40portal.example');
  await page.getByRole('row', { name: /Nuria Vidal/ }).waitFor();

  await manage(page, 'Nuria Vidal');
  await page.getByRole('button', { name: 'Edit details' }).click();
  await page.getByLabel('Last name').fill('Vidal Soler');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await toastSays(page, 'User modified successfully');

  await page.getByRole('button', { name: 'Unlink from the institution' }).click();
  await confirm(page, /Nuria Vidal Soler will be unlinked from Hospital Universitario del Norte/, 'Unlink Nuria Vidal Soler');
  await toastSays(page, 'User unlinked successfully');
  await page.getByRole('row', { name: /Nuria Vidal Soler.*Unlinked/ }).waitFor();
  await page.getByRole('button', { name: 'Invite back to the institution' }).click();
  await confirm(page, /invited back to Hospital Universitario del Norte.*only when they accept/, 'Invite Nuria Vidal Soler back');
  await toastSays(page, 'Invitation sent: the person becomes a user of this institution when they accept it');
  await page.getByRole('row', { name: /Nuria Vidal Soler.*Unlinked, invited back/ }).waitFor();

  await page.getByRole('button', { name: 'See the history' }).click();
  await page.getByRole('heading', { name: 'Audit trail', level: 1 }).waitFor();
  const actions = page.locator('tbody th');
  await actions.first().waitFor();
  assert.equal(await actions.allInnerTexts(), ['User invited', 'User unlinked', 'User modified', 'User created']);
  await assertAccessible(page, 'the audit trail');
  assertNoProblems(tracked);
  await tracked.context.close();

  const added = await openPage(h.browser);
  await added.page.goto(portalUrl(h.server, '/auth/sign-in'));
  await signIn(added.page, 'nuria.vidal@portal.example', 'Nuria-Lisbon-Rota-9');
  await waitForPath(added.page, '/institutions?from=/auth/sign-in');
  // Invited back, she is no member until she accepts.
  await added.page.getByRole('heading', { name: 'Invitations', level: 2 }).waitFor();
  assert.is(await added.page.getByRole('button', { name: `Choose ${north}` }).count(), 0);
  await added.page.getByRole('button', { name: `Accept the invitation to ${north}` }).click();
  await added.page.getByRole('status').filter({ hasText: 'Invitation accepted' }).waitFor();
  // A new member accepts the institution's terms first.
  await enterInstitution(added.page, north);
  await added.page.getByRole('button', { name: 'I accept the Terms and Conditions' }).click();
  await waitForPath(added.page, '/');
  await added.page.goto(portalUrl(h.server, '/user_roles'));
  const held = added.page.getByRole('row').filter({ hasText: 'You hold this role' });
  await held.first().waitFor();
  assert.equal((await held.locator('th').allInnerTexts()).sort(), ['Clinician', 'Evaluator']);
  assertNoProblems(added);
  await added.context.close();
});

test('a person makes their own account, chooses the password through the link, is invited, accepts and works in the institution', async ({ h }) => {
  const email = 'tomas.ibarra@clinic.example';
  const password = 'Tomas-Own-Pass-2026';
  const newcomer = await openPage(h.browser);
  await newcomer.page.goto(portalUrl(h.server, '/auth/sign-up'));
  await newcomer.page.getByLabel('First name').fill('Tomás');
  await newcomer.page.getByLabel('Last name').fill('Ibarra');
  await newcomer.page.getByLabel('Email').fill(email);
  assert.is(await newcomer.page.locator('input[type="password"]').count(), 0, 'no password before the mailbox is proven');
  await newcomer.page.getByRole('button', { name: 'Create account' }).click();
  await newcomer.page.getByRole('heading', { name: 'Check your email', level: 1 }).waitFor();
  // Without a mail server the link is logged, as a developer would read it.
  const link = String(h.logs.filter((entry) => entry.event === 'email_confirmation_link').at(-1)?.link);
  assert.match(link, /^\/portal\/confirm_email\/\d+#key=/);
  await newcomer.page.goto(`${h.server.url}${link}`);
  await newcomer.page.getByRole('heading', { name: 'Choose your password', level: 1 }).waitFor();
  await assertAccessible(newcomer.page, 'the page the confirmation link opens');
  await newcomer.page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await newcomer.page.getByRole('textbox', { name: 'Repeat the password' }).fill(password);
  await newcomer.page.getByRole('button', { name: 'Save my password' }).click();
  await newcomer.page.getByRole('heading', { name: 'Your account is ready', level: 1 }).waitFor();
  assertNoProblems(newcomer);
  await newcomer.context.close();

  const manager = await signedInPage(h, 'user_manager');
  await chooseNorth(manager.page);
  await manager.page.goto(portalUrl(h.server, '/users/add_user'));
  await manager.page.getByLabel('First name').fill('Tomás');
  await manager.page.getByLabel('Last name').fill('Ibarra');
  await manager.page.getByLabel('Email').fill(email);
  await manager.page.getByLabel('Clinician', { exact: true }).check();
  await manager.page.getByRole('button', { name: 'Add user' }).click();
  await toastSays(manager.page, 'An account with this email already exists, so the person has been invited');
  await waitForPath(manager.page, '/users');
  const pending = manager.page.getByRole('table', { name: 'Pending invitations' });
  await pending.getByRole('row', { name: /Tomás Ibarra.*Account made by the person.*Clinician/ }).waitFor();
  await assertAccessible(manager.page, 'the users page with a pending invitation');

  const holder = await openPage(h.browser);
  await holder.page.goto(portalUrl(h.server, '/auth/sign-in'));
  await signIn(holder.page, email, password);
  await waitForPath(holder.page, '/institutions?from=/auth/sign-in');
  await holder.page.getByText(`Invited by Sofía Romero`).waitFor();
  await assertAccessible(holder.page, 'the institutions page with an invitation');
  const spanish = await pageIn(h.browser, 'es', { width: 390, height: 844 });
  await spanish.page.goto(portalUrl(h.server, '/auth/sign-in'));
  await spanish.page.getByLabel('Correo electrónico').fill(email);
  await spanish.page.getByLabel('Contraseña').fill(password);
  await spanish.page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await spanish.page.getByRole('button', { name: `Aceptar la invitación a ${north}` }).waitFor();
  await assertAccessible(spanish.page, 'the institutions page with an invitation, in Spanish on a phone');
  await spanish.context.close();
  await holder.page.getByRole('button', { name: `Accept the invitation to ${north}` }).click();
  await holder.page.getByRole('status').filter({ hasText: 'Invitation accepted' }).waitFor();
  await enterInstitution(holder.page, north);
  await holder.page.getByRole('button', { name: 'I accept the Terms and Conditions' }).click();
  await waitForPath(holder.page, '/');
  assertNoProblems(holder);
  await holder.context.close();

  await openUsers(manager.page, h);
  await manager.page.getByRole('row', { name: /Tomás Ibarra.*Clinician.*Linked/ }).waitFor();
  assert.is(await manager.page.getByRole('table', { name: 'Pending invitations' }).count(), 0);
  assertNoProblems(manager);
  await manager.context.close();
});

test('a clinician without the permission is offered none of it, and the server refuses a forged call', async ({ h }) => {
  const tracked = await signedInPage(h, 'clinician');
  const { page } = tracked;
  await chooseNorth(page);
  await page.goto(portalUrl(h.server, '/users'));
  await page.getByText('You cannot manage users here').waitFor();
  assert.is(await page.getByRole('link', { name: 'Add user' }).count(), 0);
  assert.is(await page.getByRole('table').count(), 0);
  const forged = await page.evaluate(async () => {
    const answer = await fetch('/api/portal_users/set_user_roles_inst/1?roles=5', {
      method: 'POST',
      headers: { AuthType: 'VMPartner', LoginType: '1', Authorization: `${sessionStorage.getItem('user_id')}:${sessionStorage.getItem('token')}` },
    });
    return { status: answer.status, body: (await answer.json()) as { message: string } };
  });
  assert.equal(forged, { status: 403, body: { message: 'Bad permissions' } });
  assertNoProblems(tracked);
  await tracked.context.close();
});

test('the owner transfers ownership after the confirmation, and the audit trail records it', async ({ h }) => {
  const tracked = await signedInPage(h, 'owner');
  const { page } = tracked;
  await chooseNorth(page);
  await openUsers(page, h);
  await manage(page, 'Sofía Romero');
  await page.getByRole('button', { name: 'Transfer ownership' }).click();
  await confirm(page, /Sofía Romero will become the owner of Hospital Universitario del Norte/, 'Transfer ownership to Sofía Romero');
  await toastSays(page, 'Ownership transferred successfully');
  await page.getByRole('row', { name: /Sofía Romero · Owner/ }).waitFor();
  await page.getByRole('link', { name: 'Audit trail' }).click();
  await page.getByRole('cell', { name: 'Sofía Romero' }).first().waitFor();
  assert.is(await page.locator('tbody th').first().innerText(), 'Ownership transferred');
  assertNoProblems(tracked);
  await tracked.context.close();
});

test.run();
