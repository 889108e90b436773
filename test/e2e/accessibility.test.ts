import {
  assertAccessible,
  assertNoProblems,
  browserSuite,
  demoAccount,
  openPage,
  portalUrl,
  signedInPage,
  waitForPath,
} from './support/portal.ts';

const test = browserSuite('accessibility of every main screen (axe-core in Chromium)');

const publicScreens: [string, string][] = [
  ['/auth/sign-in', 'Sign in'],
  ['/auth/sign-up', 'Create an account'],
  ['/auth/forgot-password', 'Forgot your password?'],
  ['/auth/terms_and_conditions', 'Terms and Conditions'],
  ['/nowhere', 'Page not found.'],
];

test('the screens a signed-out person sees have no serious or critical findings', async ({ h }) => {
  const tracked = await openPage(h.browser);
  for (const [path, heading] of publicScreens) {
    await tracked.page.goto(portalUrl(h.server, path));
    await tracked.page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    await assertAccessible(tracked.page, path);
  }
  assertNoProblems(tracked);
  await tracked.context.close();
});

const signedInScreens: [string, string][] = [
  ['/institutions', 'Institutions'],
  ['/', 'Welcome'],
  ['/my_account', 'My Account'],
  ['/user_roles', 'User Roles'],
  ['/about', 'About'],
  ['/user_manual', 'User Manual'],
  ['/patients', 'Subjects'],
  ['/users', 'Users'],
  ['/users/add_user', 'Add User'],
  ['/users?view=audit', 'Audit trail'],
];

test('the screens a signed-in person sees, the user menu and the support dialog have no serious or critical findings', async ({ h }) => {
  const tracked = await signedInPage(h, 'user_manager');
  const { page } = tracked;
  const account = demoAccount('user_manager');
  for (const [path, heading] of signedInScreens) {
    await page.goto(portalUrl(h.server, path));
    await page.getByRole('heading', { name: new RegExp(`^${heading}`), level: 1 }).waitFor();
    await page.getByRole('status', { name: 'Loading' }).waitFor({ state: 'detached' });
    await assertAccessible(page, path);
    if (path === '/institutions') {
      // Every other signed-in page needs a chosen institution.
      await page.getByRole('button', { name: 'Choose Hospital Universitario del Norte' }).click();
      await waitForPath(page, '/');
    }
  }
  await page.getByRole('button', { name: new RegExp(account.firstName) }).click();
  await page.getByRole('menu').waitFor();
  await assertAccessible(page, 'the user menu');
  await page.getByRole('menuitem', { name: 'Support' }).click();
  await page.getByRole('dialog', { name: 'Support Request' }).waitFor();
  await assertAccessible(page, 'the support dialog');
  assertNoProblems(tracked);
  await tracked.context.close();
});

test('the navigation drawer on a narrow screen has no serious or critical findings', async ({ h }) => {
  const phone = { width: 390, height: 844 };
  const signedOut = await openPage(h.browser, phone);
  await signedOut.page.goto(portalUrl(h.server, '/auth/sign-in'));
  await signedOut.page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
  await assertAccessible(signedOut.page, 'sign-in on a phone');
  await signedOut.context.close();
  const tracked = await signedInPage(h, 'clinician', phone);
  const { page } = tracked;
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('dialog', { name: 'Navigation' }).waitFor();
  await assertAccessible(page, 'the navigation drawer');
  assertNoProblems(tracked);
  await tracked.context.close();
});

test.run();
