import * as assert from 'uvu/assert';
import {
  appPath,
  assertAccessible,
  assertNoProblems,
  browserSuite,
  demoAccount,
  openPage,
  portalUrl,
  signIn,
  waitForPath, enterInstitution } from './support/portal.ts';

const sessionKeys = [
  'expiration_time', 'expiration_date', 'api', 'username', 'user_id', 'user_first_name', 'user_last_name', 'token',
  'user_institutions', 'permissions', 'user_roles', 'is_owner', 'evaluator_status', 'agree_tandc',
  'institution_country', 'selected_institution_id',
];

const test = browserSuite('signing in and out in Chromium');
// An account with two institutions: signing in stops at the choice (one is opened by itself).
const clinician = () => demoAccount('institutional_clinician');

test('a deep link while signed out goes to sign-in, and back to it after login and choosing an institution', async ({ h }) => {
  const tracked = await openPage(h.browser);
  const { page } = tracked;
  await page.goto(portalUrl(h.server, '/patients?q=NOR'));
  await waitForPath(page, '/auth/sign-in?redirect=%2Fpatients%3Fq%3DNOR');
  await signIn(page, clinician().email, clinician().password);
  await waitForPath(page, '/institutions?redirect=%2Fpatients%3Fq%3DNOR');
  await enterInstitution(page, 'Hospital Universitario del Norte');
  await waitForPath(page, '/patients?q=NOR');
  await page.getByRole('heading', { name: 'Subjects', level: 1 }).waitFor();
  assertNoProblems(tracked);
  await tracked.context.close();
});

test('a wrong password shows the server message and keeps the email', async ({ h }) => {
  const tracked = await openPage(h.browser);
  const { page } = tracked;
  await page.goto(portalUrl(h.server, '/auth/sign-in'));
  await signIn(page, clinician().email, 'not the password');
  const alert = page.getByRole('alert');
  await alert.waitFor();
  assert.match(await alert.innerText(), /Incorrect email or password/);
  assert.is(await page.getByLabel('Email').inputValue(), clinician().email);
  assert.is(appPath(page), '/auth/sign-in');
  assertNoProblems(tracked);
  await tracked.context.close();
});

test('a successful login lands on /institutions?from=/auth/sign-in, shows the names and survives a reload', async ({ h }) => {
  const tracked = await openPage(h.browser);
  const { page } = tracked;
  const account = clinician();
  await page.goto(portalUrl(h.server, '/auth/sign-in'));
  await signIn(page, account.email, account.password);
  await waitForPath(page, '/institutions?from=/auth/sign-in');
  await page.getByRole('heading', { name: 'Institutions', level: 1 }).waitFor();
  const menu = page.getByRole('button', { name: new RegExp(account.firstName) });
  assert.match(await menu.innerText(), new RegExp(`${account.firstName} ${account.lastName}`));
  assert.match(await menu.innerText(), new RegExp(account.email));
  await page.reload();
  await page.getByRole('heading', { name: 'Institutions', level: 1 }).waitFor();
  assert.is(appPath(page), '/institutions?from=/auth/sign-in');
  assertNoProblems(tracked);
  await tracked.context.close();
});

test('choosing an institution, then logout clears every session key and the back button shows no signed-in page', async ({ h }) => {
  const tracked = await openPage(h.browser);
  const { page } = tracked;
  const account = clinician();
  await page.goto(portalUrl(h.server, '/auth/sign-in'));
  await signIn(page, account.email, account.password);
  await page.getByRole('button', { name: /^Choose / }).first().click();
  await page.waitForURL((url) => !url.pathname.endsWith('/institutions'));
  const stored = await page.evaluate(() => Object.keys(sessionStorage));
  assert.ok(stored.includes('selected_institution_id'), 'the chosen institution is in the session');
  await page.goto(portalUrl(h.server, '/user_roles'));
  await page.getByRole('heading', { name: 'User Roles', level: 1 }).waitFor();

  await page.getByRole('button', { name: new RegExp(account.firstName) }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await waitForPath(page, '/auth/sign-in');
  const left = await page.evaluate((keys) => keys.filter((k) => sessionStorage.getItem(k) !== null), sessionKeys);
  assert.equal(left, [], 'no session key is left');

  await page.goBack();
  await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
  assert.is(await page.getByRole('heading', { name: 'User Roles' }).count(), 0);
  assert.match(appPath(page), /^\/auth\/sign-in/);
  assertNoProblems(tracked);
  await tracked.context.close();
});

test('choosing Español on the sign-in page: Spanish at once without a reload, <html lang="es">, a wrong password refused in Spanish, still Spanish after a reload', async ({ h }) => {
  const tracked = await openPage(h.browser);
  const { page } = tracked;
  await page.goto(portalUrl(h.server, '/auth/sign-in'));
  await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
  // A mark on this document: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { beforeTheChoice: true }));
  await page.getByLabel('Language').selectOption({ label: 'Español' });
  await page.getByRole('heading', { name: 'Iniciar sesión', level: 1 }).waitFor();
  assert.is(await page.evaluate(() => 'beforeTheChoice' in window), true, 'the same document: no reload');
  assert.is(await page.evaluate(() => document.documentElement.lang), 'es');
  assert.match(await page.title(), /^Iniciar sesión · /);
  assert.is(await page.evaluate(() => localStorage.getItem('portal.language')), 'es');
  await assertAccessible(page, 'the sign-in page in Spanish');

  await page.getByLabel('Correo electrónico').fill('nadie@example.org');
  await page.getByLabel('Contraseña').fill('not the password');
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  const alert = page.getByRole('alert');
  await alert.waitFor();
  await page.getByText('El correo electrónico o la contraseña no son correctos').waitFor();
  assert.match(await alert.innerText(), /El correo electrónico o la contraseña no son correctos/);
  assert.is(appPath(page), '/auth/sign-in');

  await page.reload();
  await page.getByRole('heading', { name: 'Iniciar sesión', level: 1 }).waitFor();
  assert.is(await page.evaluate(() => document.documentElement.lang), 'es');
  assert.is(await page.getByLabel('Idioma').inputValue(), 'es');
  assertNoProblems(tracked);
  await tracked.context.close();
});

test('offline at Sign in: the form says the portal could not be downloaded instead of breaking, and back online it signs in', async ({ h }) => {
  const tracked = await openPage(h.browser);
  const { page, context } = tracked;
  await page.goto(portalUrl(h.server, '/auth/sign-in'));
  await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  // Offline before typing: the sign-in call's code came with the form, so only the call fails.
  await context.setOffline(true);
  await signIn(page, clinician().email, clinician().password);
  const alert = page.getByRole('alert');
  await alert.waitFor();
  assert.match(await alert.innerText(), /Loading chunk failed[\s\S]*Check your connection/);
  assert.is(await page.getByLabel('Email').inputValue(), clinician().email, 'what was typed is kept');
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await waitForPath(page, '/institutions?from=/auth/sign-in');
  await tracked.context.close();
});

test('the connection lost after typing: a sign-in that cannot reach the server says so, and the next attempt online signs in', async ({ h }) => {
  const tracked = await openPage(h.browser);
  const { page, context } = tracked;
  await page.goto(portalUrl(h.server, '/auth/sign-in'));
  await page.getByLabel('Email').fill(clinician().email);
  await page.getByLabel('Password').fill(clinician().password);
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // The call fails offline, and so does the download of what explains a refusal: the form says
  // the portal could not be downloaded, in words that need no download.
  const alert = page.getByRole('alert');
  await alert.waitFor();
  assert.match(await alert.innerText(), /^\W*Loading chunk failed\s+This part of the portal could not be downloaded\. Check your connection and try again\.$/);
  assert.is(await page.getByLabel('Password').inputValue(), clinician().password, 'nothing typed is lost');
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await waitForPath(page, '/institutions?from=/auth/sign-in');
  assertNoProblems(tracked);
  await tracked.context.close();
});

test('an unknown path shows the 404 page', async ({ h }) => {
  const tracked = await openPage(h.browser);
  const { page } = tracked;
  await page.goto(portalUrl(h.server, '/no/such/page'));
  await page.getByRole('heading', { name: 'Page not found.' }).waitFor();
  await page.getByText('404', { exact: true }).waitFor();
  await page.getByText('The page you are looking for might have been removed.').waitFor();
  await page.getByRole('link', { name: 'Return to website' }).click();
  await waitForPath(page, '/auth/sign-in?redirect=%2F');
  assertNoProblems(tracked);
  await tracked.context.close();
});

test.run();
