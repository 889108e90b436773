/**
 * Institution administration in Chromium against the real server: a user manager adds a user,
 * who signs in and holds the roles given; edits, unlinks and links again behind the confirmation;
 * a clinician is offered none of it and the server refuses a forged call; the owner hands the
 * institution on; the audit trail shows each step.
 */
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import {
  assertAccessible, assertNoProblems, browserSuite, openPage, portalUrl, signIn, signedInPage, waitForPath, type Harness,
} from './support/portal.ts';

const test = browserSuite('institution administration');
const north = 'Hospital Universitario del Norte';

async function chooseNorth(page: Page): Promise<void> {
  await page.getByRole('button', { name: `Choose ${north}` }).click();
  await waitForPath(page, '/');
}

async function openUsers(page: Page, h: Harness): Promise<void> {
  await page.goto(portalUrl(h.server, '/users'));
  await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
  await page.getByRole('table').waitFor();
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

async function confirm(page: Page, says: RegExp): Promise<void> {
  const box = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await box.waitFor();
  assert.match(await box.innerText(), says);
  await box.getByRole('button', { name: 'Ok' }).click();
}

test('a user manager adds a user, edits, unlinks and links them again; the user signs in with the roles given; the audit shows it all', async ({ h }) => {
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
  await page.getByLabel('Password').fill('Nuria-Pass-2025');
  await page.getByLabel('Clinician', { exact: true }).check();
  await page.getByLabel('Evaluator').check();
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
  await confirm(page, /Nuria Vidal Soler will be unlinked from Hospital Universitario del Norte/);
  await toastSays(page, 'User unlinked successfully');
  await page.getByRole('row', { name: /Nuria Vidal Soler.*Unlinked/ }).waitFor();
  await page.getByRole('button', { name: 'Link to the institution' }).click();
  await confirm(page, /linked to Hospital Universitario del Norte again/);
  await toastSays(page, 'User linked successfully');

  await page.getByRole('button', { name: 'See the history' }).click();
  await page.getByRole('heading', { name: 'Audit trail', level: 1 }).waitFor();
  const actions = page.locator('tbody th');
  await actions.first().waitFor();
  assert.equal(await actions.allInnerTexts(), ['User linked', 'User unlinked', 'User modified', 'User created']);
  await assertAccessible(page, 'the audit trail');
  assertNoProblems(tracked);
  await tracked.context.close();

  const added = await openPage(h.browser);
  await added.page.goto(portalUrl(h.server, '/auth/sign-in'));
  await signIn(added.page, 'nuria.vidal@portal.example', 'Nuria-Pass-2025');
  await waitForPath(added.page, '/institutions?from=/auth/sign-in');
  // A new member accepts the institution's terms first.
  await added.page.getByRole('button', { name: `Choose ${north}` }).click();
  await added.page.getByRole('button', { name: 'I accept the Terms and Conditions' }).click();
  await waitForPath(added.page, '/');
  await added.page.goto(portalUrl(h.server, '/user_roles'));
  const held = added.page.getByRole('row').filter({ hasText: 'You hold this role' });
  await held.first().waitFor();
  assert.equal((await held.locator('th').allInnerTexts()).sort(), ['Clinician', 'Evaluator']);
  assertNoProblems(added);
  await added.context.close();
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
  await confirm(page, /Sofía Romero will become the owner of Hospital Universitario del Norte/);
  await toastSays(page, 'Ownership transferred successfully');
  await page.getByRole('row', { name: /Sofía Romero · Owner/ }).waitFor();
  await page.getByRole('link', { name: 'Audit trail' }).click();
  await page.getByRole('cell', { name: 'Sofía Romero' }).first().waitFor();
  assert.is(await page.locator('tbody th').first().innerText(), 'Ownership transferred');
  assertNoProblems(tracked);
  await tracked.context.close();
});

test.run();
