import {
  advance, click, getAllByRole, getByRole, isDisabled, pressKey, queryByRole, render, waitFor,
} from '../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  fail, held, installApi, ok, seedSession, storedSession, toastTexts, user, visit, endPortalTestInEnglish, endPortalTest,
} from '../../support/portal-fixtures.ts';
import { UserMenu } from '../../../src/portal/app/user-menu.tsx';
import { NotificationHost } from '../../../src/portal/app/notification-host.tsx';
import { App } from '../../../src/portal/app/app.tsx';
import { routesStore } from '../../../src/portal/domain/access/access-slice.ts';
import { sessionKeys } from '../../../src/portal/lib/session/session.ts';
import { callerOf } from '../../../src/portal/domain/access/caller.ts';
import { sessionStore } from '../../../src/portal/lib/session/session.ts';

const slow = { timeout: 3000 };

function openMenu(root: Element = document.body) {
  const trigger = getByRole(root, 'button', { name: new RegExp(user.username) });
  click(trigger);
  return { trigger, menu: getByRole(root, 'menu', { name: 'User menu' }) };
}

const itemNames = (menu: Element) => getAllByRole(menu, 'menuitem').map((item) => item.textContent);

const Menu = suite('UserMenu');
Menu.after.each(endPortalTestInEnglish);

Menu('User menu: shows the signed-in user\'s first name, last name and username', () => {
  seedSession();
  const { container } = render(<UserMenu />);
  const trigger = getByRole(container, 'button', { name: /Ana/ });
  assert.ok(trigger.textContent?.includes('Ana Díaz'));
  assert.ok(trigger.textContent?.includes('ana@example.org'));
  assert.is(trigger.getAttribute('aria-haspopup'), 'menu');
  assert.is(trigger.getAttribute('aria-expanded'), 'false');
});

Menu('User menu: offers My Account, About, User Manual, User Roles, Support and Logout', () => {
  seedSession({ roles: [] });
  render(<UserMenu />);
  const { trigger, menu } = openMenu();
  assert.is(trigger.getAttribute('aria-expanded'), 'true');
  assert.equal(itemNames(menu), ['My Account', 'About', 'User Manual', 'User Roles', 'Support', 'Logout']);
  assert.ok(getAllByRole(menu, 'menuitem').every((item) => !isDisabled(item)), 'all enabled with a token');
});

Menu('User menu: My Account, User Roles and Support are disabled without a session token', () => {
  seedSession({ withToken: false, roles: [] });
  render(<UserMenu />);
  const { menu } = openMenu();
  const disabled = getAllByRole(menu, 'menuitem').filter(isDisabled).map((item) => item.textContent);
  assert.equal(disabled, ['My Account', 'User Roles', 'Support']);
  click(getByRole(menu, 'menuitem', { name: 'My Account' }));
  assert.is(location.pathname, '/portal/', 'a disabled item does nothing');
  assert.is(queryByRole(document.body, 'dialog'), null);
});

Menu('User menu: Demo Evaluations appears for a user with at least one role', () => {
  seedSession({ roles: ['clinician'] });
  render(<UserMenu />);
  const { menu } = openMenu();
  assert.equal(itemNames(menu), ['My Account', 'About', 'User Manual', 'User Roles', 'Demo Evaluations', 'Support', 'Logout']);
  click(getByRole(menu, 'menuitem', { name: 'Demo Evaluations' }));
  assert.is(location.pathname, '/portal/demo_evals');
});

Menu('User menu: Demo Evaluations is absent without any role', () => {
  seedSession({ roles: [] });
  render(<UserMenu />);
  const { menu } = openMenu();
  assert.is(queryByRole(menu, 'menuitem', { name: 'Demo Evaluations' }), null);
  assert.equal((callerOf(sessionStore.getState()).member?.roles ?? []), []);
});

Menu('opening focuses the first item; arrow keys move and wrap; Home and End jump', () => {
  seedSession({ roles: [] });
  render(<UserMenu />);
  const { menu } = openMenu();
  const focused = () => document.activeElement?.textContent;
  assert.is(focused(), 'My Account');
  pressKey(document.activeElement!, 'ArrowDown');
  assert.is(focused(), 'About');
  pressKey(document.activeElement!, 'ArrowDown');
  assert.is(focused(), 'User Manual');
  pressKey(document.activeElement!, 'ArrowUp');
  assert.is(focused(), 'About');
  pressKey(document.activeElement!, 'End');
  assert.is(focused(), 'Logout');
  pressKey(document.activeElement!, 'ArrowDown');
  assert.is(focused(), 'My Account', 'wraps to the first');
  pressKey(document.activeElement!, 'ArrowUp');
  assert.is(focused(), 'Logout', 'wraps to the last');
  pressKey(document.activeElement!, 'Home');
  assert.is(focused(), 'My Account');
  assert.ok(menu.contains(document.activeElement));
});

Menu('arrow keys skip the items disabled without a token', () => {
  seedSession({ withToken: false, roles: [] });
  render(<UserMenu />);
  openMenu();
  const seen: (string | null | undefined)[] = [document.activeElement?.textContent];
  for (let i = 0; i < 9; i++) {
    pressKey(document.activeElement!, 'ArrowDown');
    seen.push(document.activeElement?.textContent);
  }
  assert.equal(seen, ['About', 'User Manual', 'English', 'Español', 'Português', 'Same as the system', 'Light', 'Dark', 'Logout', 'About']);
});

Menu('User menu: a Language group offers English, Español and Português, each in its own language, the current one checked', () => {
  seedSession();
  render(<UserMenu />);
  const { menu } = openMenu();
  const group = getByRole(menu, 'group', { name: 'Language' });
  const choices = getAllByRole(group, 'menuitemradio');
  assert.equal(choices.map((c) => [c.textContent, c.getAttribute('lang'), c.getAttribute('aria-checked')]), [
    ['English', 'en', 'true'],
    ['Español', 'es', 'false'],
    ['Português', 'pt', 'false'],
  ]);
});

Menu('User menu: choosing Español re-renders the menu in Spanish and returns focus to its button', async () => {
  seedSession();
  render(<UserMenu />);
  const { menu, trigger } = openMenu();
  click(getByRole(menu, 'menuitemradio', { name: 'Español' }));
  assert.is(document.activeElement, trigger);
  await waitFor(() => assert.is(document.documentElement.lang, 'es'), slow);
  click(trigger);
  const reopened = getByRole(document.body, 'menu', { name: 'Menú de usuario' });
  assert.equal(itemNames(reopened), ['Mi cuenta', 'Acerca de', 'Manual de usuario', 'Roles de usuario', 'Evaluaciones de demostración', 'Soporte', 'Cerrar sesión']);
  assert.is(getByRole(reopened, 'menuitemradio', { name: 'Español' }).getAttribute('aria-checked'), 'true');
});

Menu('User menu: a Theme group offers the system\'s, light and dark; a choice is shown on <html>, remembered in this browser and checked', () => {
  seedSession();
  render(<UserMenu />);
  const group = getByRole(openMenu().menu, 'group', { name: 'Theme' });
  assert.equal(getAllByRole(group, 'menuitemradio').map((c) => [c.textContent, c.getAttribute('aria-checked')]), [
    ['Same as the system', 'true'],
    ['Light', 'false'],
    ['Dark', 'false'],
  ]);
  click(getByRole(group, 'menuitemradio', { name: 'Dark' }));
  assert.is(document.documentElement.dataset.theme, 'dark');
  assert.is(localStorage.getItem('portal.theme'), 'dark');
  const reopened = getByRole(openMenu().menu, 'group', { name: 'Theme' });
  assert.is(getByRole(reopened, 'menuitemradio', { name: 'Dark' }).getAttribute('aria-checked'), 'true');
  click(getByRole(reopened, 'menuitemradio', { name: 'Same as the system' }));
  assert.is(document.documentElement.dataset.theme, undefined, 'the system\'s setting: no mark, the stylesheet follows prefers-color-scheme');
  assert.is(localStorage.getItem('portal.theme'), 'system');
});

Menu('Escape closes the menu and returns focus to its button', () => {
  seedSession();
  render(<UserMenu />);
  const { trigger } = openMenu();
  pressKey(document.activeElement!, 'ArrowDown');
  pressKey(document.activeElement!, 'Escape');
  assert.is(queryByRole(document.body, 'menu'), null);
  assert.is(document.activeElement, trigger);
  assert.is(trigger.getAttribute('aria-expanded'), 'false');
});

Menu('a pointer press outside closes the menu', () => {
  seedSession();
  const { container } = render(
    <>
      <UserMenu />
      <p>Elsewhere</p>
    </>,
  );
  openMenu(container);
  click(container.querySelector('p')!);
  assert.is(queryByRole(container, 'menu'), null);
});

Menu('About, User Manual and My Account go to their pages', () => {
  seedSession();
  render(<UserMenu />);
  for (const [name, path] of [['About', '/portal/about'], ['User Manual', '/portal/user_manual'], ['My Account', '/portal/my_account'], ['User Roles', '/portal/user_roles']]) {
    const { menu } = openMenu();
    click(getByRole(menu, 'menuitem', { name: name! }));
    assert.is(location.pathname, path);
    assert.is(queryByRole(document.body, 'menu'), null);
  }
});

Menu('Support opens the Support Request dialog with the session username', async () => {
  seedSession();
  render(<UserMenu />);
  const { menu } = openMenu();
  click(getByRole(menu, 'menuitem', { name: 'Support' }));
  const dialog = await waitFor(() => getByRole(document.body, 'dialog', { name: 'Support Request' }));
  assert.is((getByRole(dialog, 'textbox', { name: 'User' }) as HTMLInputElement).value, user.username);
  pressKey(document.activeElement!, 'Escape');
  assert.is(queryByRole(document.body, 'dialog'), null);
});

Menu('closing the Support dialog returns focus to the user menu button', async () => {
  seedSession();
  render(<UserMenu />);
  const { trigger, menu } = openMenu();
  click(getByRole(menu, 'menuitem', { name: 'Support' }));
  const dialog = await waitFor(() => getByRole(document.body, 'dialog', { name: 'Support Request' }));
  assert.ok(dialog.contains(document.activeElement), 'focus moved into the dialog');
  click(getByRole(dialog, 'button', { name: 'Close' }));
  assert.is(queryByRole(document.body, 'dialog'), null);
  assert.is(document.activeElement, trigger);
});

const Logout = suite('UserMenu: Logout');
Logout.after.each(endPortalTest);

async function signedInAtAbout(answer: ReturnType<typeof ok>) {
  seedSession({ roles: ['evaluator'], evaluatorStatus: '1', extra: { permissions: '{"reports":[],"users":[]}', selected_institution_id: '12', is_owner: 'true', agree_tandc: 'true' } });
  const api = installApi({ 'auth/logout/0': answer });
  visit('/portal/about');
  render(<App />);
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'About' }), slow);
  return api;
}

Logout('Logout clears every session key, posts auth/logout/0 with the old credentials and lands on sign-in', async () => {
  const api = await signedInAtAbout(ok());
  assert.ok(Object.keys(storedSession()).length > 10);
  const { menu } = openMenu();
  click(getByRole(menu, 'menuitem', { name: 'Logout' }));
  // spec §7: the session is cleared first.
  assert.equal(storedSession(), {});
  for (const key of sessionKeys) assert.is(sessionStorage.getItem(key), null, key);
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Sign in' }), slow);
  assert.is(location.pathname, '/portal/auth/sign-in');
  assert.is(location.search, '', 'a deliberate logout does not come back to the page');
  const [call, ...others] = api.callsTo('auth/logout/0');
  assert.is(others.length, 0);
  assert.is(call?.method, 'POST');
  assert.is(call?.headers.Authorization, `${user.id}:${user.token}`);
  assert.is(call?.headers.AuthType, 'VMPartner');
  assert.equal((callerOf(sessionStore.getState()).member?.roles ?? []), [], 'roles gone from the app state');
  assert.is(routesStore.getState().evaluatorStatus, '0', 'evaluator status back to the default');
  assert.equal(toastTexts(), []);
});

Logout('Logout: the session is gone before the logout call answers', async () => {
  const pending = held(ok());
  const api = await signedInAtAbout(pending.answer);
  click(getByRole(openMenu().menu, 'menuitem', { name: 'Logout' }));
  assert.is(api.callsTo('auth/logout/0').length, 1);
  assert.equal(storedSession(), {});
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Sign in' }), slow);
  pending.release();
  await advance(30);
  assert.equal(toastTexts(), [], 'a successful logout shows nothing');
  assert.is(location.pathname, '/portal/auth/sign-in');
});

Logout("Logout: when the call fails the user still lands on sign-in and sees 'Error during Logout, please Login again'", async () => {
  await signedInAtAbout(fail(500, 'Something went wrong on the server. Please try again.'));
  click(getByRole(openMenu().menu, 'menuitem', { name: 'Logout' }));
  await waitFor(() => assert.equal(toastTexts(), ['Error during Logout, please Login again']), slow);
  assert.is(location.pathname, '/portal/auth/sign-in');
  assert.ok(getByRole(document.body, 'heading', { level: 1, name: 'Sign in' }));
  assert.equal(storedSession(), {});
});

Logout("Logout: a network failure of the call shows the same message", async () => {
  await signedInAtAbout(() => Promise.reject(new TypeError('Failed to fetch')));
  click(getByRole(openMenu().menu, 'menuitem', { name: 'Logout' }));
  await waitFor(() => assert.equal(toastTexts(), ['Error during Logout, please Login again']), slow);
  assert.is(location.pathname, '/portal/auth/sign-in');
});

Logout('Logout: an expired-token answer does not show the authentication failure notice', async () => {
  await signedInAtAbout(fail(401, 'Expired token'));
  click(getByRole(openMenu().menu, 'menuitem', { name: 'Logout' }));
  await waitFor(() => assert.equal(toastTexts(), ['Error during Logout, please Login again']), slow);
  assert.is(location.pathname, '/portal/auth/sign-in');
});

Logout('Logout with UserMenu alone also lands on sign-in', async () => {
  seedSession();
  installApi({ 'auth/logout/0': ok() });
  visit('/portal/institutions');
  render(
    <>
      <UserMenu />
      <NotificationHost />
    </>,
  );
  click(getByRole(openMenu().menu, 'menuitem', { name: 'Logout' }));
  assert.is(location.pathname, '/portal/auth/sign-in');
  assert.equal(storedSession(), {});
});

// Space is a click in a real browser: test/e2e/new-user.test.ts presses it there.
for (const key of ['ArrowDown', 'Enter']) {
  Menu(`User menu: ${key} on the button opens the menu and focuses its first item`, () => {
    seedSession({ roles: [] });
    render(<UserMenu />);
    const trigger = getByRole(document.body, 'button', { name: new RegExp(user.username) });
    pressKey(trigger, key);
    const menu = getByRole(document.body, 'menu', { name: 'User menu' });
    assert.is(document.activeElement, getAllByRole(menu, 'menuitem')[0]);
    assert.is(trigger.getAttribute('aria-expanded'), 'true');
  });
}

Menu('User menu: ArrowUp on the button opens the menu on its last item', () => {
  seedSession({ roles: [] });
  render(<UserMenu />);
  const trigger = getByRole(document.body, 'button', { name: new RegExp(user.username) });
  pressKey(trigger, 'ArrowUp');
  const items = getAllByRole(getByRole(document.body, 'menu', { name: 'User menu' }), 'menuitem');
  assert.is(document.activeElement, items[items.length - 1]);
});

Menu('User menu: aria-controls names the menu only while it is in the page', () => {
  seedSession();
  render(<UserMenu />);
  const trigger = getByRole(document.body, 'button', { name: new RegExp(user.username) });
  assert.is(trigger.getAttribute('aria-controls'), null);
  click(trigger);
  assert.is(trigger.getAttribute('aria-controls'), 'user-menu');
  assert.ok(document.getElementById('user-menu'));
});

Menu.run();
Logout.run();
