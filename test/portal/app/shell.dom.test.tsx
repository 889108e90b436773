import {
  act, click, getAllByRole, getByRole, pressKey, queryByRole, render, setViewport, tab, waitFor,
} from '../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { installApi, ok, seedSession, visit, endPortalTestInEnglish, endPortalTest } from '../../support/portal-fixtures.ts';
import { MainLayout } from '../../../src/portal/app/layouts/main-layout.tsx';
import { App } from '../../../src/portal/app/app.tsx';
import { writeSession } from '../../../src/portal/lib/session/session.ts';
import { setEvaluatorStatus } from '../../../src/portal/domain/access/access-slice.ts';
import { changeLanguage } from '../../../src/portal/lib/i18n/language-store.ts';

function renderShell() {
  return render(
    <MainLayout>
      <h1>Page</h1>
      <button type="button">Page action</button>
    </MainLayout>,
  );
}

const linkNames = (root: Element) => getAllByRole(root, 'link').map((a) => a.textContent);

const Sidebar = suite('Shell: sidebar');
Sidebar.after.each(endPortalTestInEnglish);

Sidebar('Sidebar: shows only Institutions when Training is not allowed and no institution page opens', () => {
  seedSession({ roles: [], evaluatorStatus: '0' });
  const { container } = renderShell();
  const nav = getByRole(container, 'navigation', { name: 'Main' });
  assert.equal(linkNames(nav), ['Institutions']);
  assert.is(getByRole(nav, 'link', { name: 'Institutions' }).getAttribute('href'), '/portal/institutions');
});

Sidebar('Sidebar: shows Training with Training Videos and Certificates, not Evaluator Exam, when allowed', () => {
  seedSession({ roles: ['evaluator'], evaluatorStatus: '2' });
  const { container } = renderShell();
  const nav = getByRole(container, 'navigation', { name: 'Main' });
  assert.equal(linkNames(nav), ['Institutions', 'Training', 'Training Videos', 'Certificates']);
  assert.is(getByRole(nav, 'link', { name: 'Training Videos' }).getAttribute('href'), '/portal/training/videos');
  assert.is(getByRole(nav, 'link', { name: 'Certificates' }).getAttribute('href'), '/portal/training/certificates');
  assert.is(queryByRole(nav, 'link', { name: 'Evaluator Exam' }), null);
});

Sidebar('Sidebar: Training appears as soon as the chosen institution allows it', () => {
  seedSession({ roles: [], evaluatorStatus: '0' });
  const { container } = renderShell();
  const nav = getByRole(container, 'navigation', { name: 'Main' });
  assert.is(queryByRole(nav, 'link', { name: 'Training' }), null);
  act(() => {
    writeSession({ user_roles: JSON.stringify(['evaluator']) });
    setEvaluatorStatus('1');
  });
  assert.ok(getByRole(nav, 'link', { name: 'Training' }));
});

Sidebar('Sidebar and frame speak Spanish when it is chosen; the spec\'s English stays the English', async () => {
  seedSession({ roles: ['evaluator'], evaluatorStatus: '2' });
  const { container } = renderShell();
  await act(() => changeLanguage('es'));
  const nav = await waitFor(() => getByRole(container, 'navigation', { name: 'Principal' }));
  assert.equal(linkNames(nav), ['Instituciones', 'Formación', 'Vídeos de formación', 'Certificados']);
  assert.ok(getByRole(container, 'link', { name: 'Saltar al contenido principal' }));
  assert.ok(getByRole(container, 'button', { name: 'Abrir la navegación' }));
  assert.ok(getByRole(container, 'link', { name: /^Institución/ }));
  await act(() => changeLanguage('en'));
  assert.equal(linkNames(getByRole(container, 'navigation', { name: 'Main' })), ['Institutions', 'Training', 'Training Videos', 'Certificates']);
});

Sidebar('Sidebar: the link of the current page is marked as current', () => {
  seedSession();
  visit('/portal/institutions');
  const { container } = renderShell();
  const nav = getByRole(container, 'navigation', { name: 'Main' });
  assert.is(getByRole(nav, 'link', { name: 'Institutions' }).getAttribute('aria-current'), 'page');
});

Sidebar('Sidebar: a link navigates inside the portal without reloading', async () => {
  seedSession();
  installApi({ 'institution/list_inst_user/0': ok([]) });
  visit('/portal/about');
  render(<App />);
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'About' }), { timeout: 3000 });
  const nav = getByRole(document.body, 'navigation', { name: 'Main' });
  const prevented = !click(getByRole(nav, 'link', { name: 'Institutions' }));
  assert.ok(prevented, 'the router handled the click');
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Institutions' }), { timeout: 3000 });
  assert.is(location.pathname, '/portal/institutions');
});

const Drawer = suite('Shell: navigation drawer below 960 px');
Drawer.before.each(() => {
  seedSession({ roles: ['evaluator'], evaluatorStatus: '1' });
  setViewport(800);
});
Drawer.after.each(endPortalTest);

function openDrawer(container: HTMLElement) {
  const button = getByRole(container, 'button', { name: 'Open navigation' });
  assert.is(button.getAttribute('aria-expanded'), 'false');
  click(button);
  const drawer = getByRole(container, 'dialog', { name: 'Navigation' });
  return { button, drawer };
}

Drawer('the menu button opens the navigation drawer with the sidebar items and focus in it', () => {
  const { container } = renderShell();
  const { button, drawer } = openDrawer(container);
  assert.is(button.getAttribute('aria-expanded'), 'true');
  assert.is(drawer.getAttribute('aria-modal'), 'true');
  assert.is(button.getAttribute('aria-controls'), drawer.id);
  assert.equal(linkNames(drawer), ['Institutions', 'Training', 'Training Videos', 'Certificates']);
  assert.is(document.activeElement, getByRole(drawer, 'link', { name: 'Institutions' }));
});

Drawer('Escape closes the drawer and returns focus to the menu button', () => {
  const { container } = renderShell();
  const { button } = openDrawer(container);
  pressKey(document.activeElement!, 'Escape');
  assert.is(queryByRole(container, 'dialog', { name: 'Navigation' }), null);
  assert.is(document.activeElement, button);
  assert.is(button.getAttribute('aria-expanded'), 'false');
});

Drawer('choosing a link in the drawer navigates and closes it', () => {
  visit('/portal/about');
  const { container } = renderShell();
  const { drawer } = openDrawer(container);
  click(getByRole(drawer, 'link', { name: 'Certificates' }));
  assert.is(location.pathname, '/portal/training/certificates');
  assert.is(queryByRole(container, 'dialog', { name: 'Navigation' }), null);
});

Drawer('widening the window to 960 px (a rotated tablet) closes the drawer', () => {
  const { container } = renderShell();
  openDrawer(container);
  setViewport(959);
  assert.ok(queryByRole(container, 'dialog', { name: 'Navigation' }), 'still open at 959 px');
  setViewport(960);
  assert.is(queryByRole(container, 'dialog', { name: 'Navigation' }), null);
});

Drawer('the backdrop closes the drawer', () => {
  const { container } = renderShell();
  const { drawer } = openDrawer(container);
  click(drawer.previousElementSibling!);
  assert.is(queryByRole(container, 'dialog', { name: 'Navigation' }), null);
});

Drawer('Tab reaches the close button inside the drawer, which closes it and gives focus back to the menu button', () => {
  const { container } = renderShell();
  const { button, drawer } = openDrawer(container);
  const close = getByRole(drawer, 'button', { name: 'Close navigation' });
  let reached = false;
  for (let i = 0; i < 8 && !reached; i++) {
    tab();
    reached = document.activeElement === close;
  }
  assert.ok(reached, 'Tab reaches Close navigation');
  pressKey(close, 'Enter');
  assert.is(queryByRole(container, 'dialog', { name: 'Navigation' }), null);
  assert.is(document.activeElement, button);
});

Drawer('the menu button names the drawer in aria-controls only while the drawer is in the page', () => {
  const { container } = renderShell();
  const button = getByRole(container, 'button', { name: 'Open navigation' });
  assert.is(button.getAttribute('aria-controls'), null);
  click(button);
  assert.is(button.getAttribute('aria-controls'), 'navigation-drawer');
  assert.ok(document.getElementById('navigation-drawer'));
});

Drawer('the drawer is modal: Tab and Shift+Tab stay inside it', () => {
  const { container } = renderShell();
  const { drawer } = openDrawer(container);
  const links = getAllByRole(drawer, 'link');
  for (let i = 0; i < links.length + 2; i++) {
    tab();
    assert.ok(drawer.contains(document.activeElement), `focus left the drawer after ${i + 1} Tab(s)`);
  }
  for (let i = 0; i < links.length + 2; i++) {
    tab({ shift: true });
    assert.ok(drawer.contains(document.activeElement), `focus left the drawer after ${i + 1} Shift+Tab(s)`);
  }
});

Sidebar.run();
Drawer.run();
