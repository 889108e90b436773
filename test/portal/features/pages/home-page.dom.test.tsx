import { act, getAllByRole, getByRole, queryByRole, render } from '../../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { seedSession, endPortalTestInEnglish } from '../../../support/portal-fixtures.ts';
import { MainLayout } from '../../../../src/portal/app/layouts/main-layout.tsx';
import HomePage from '../../../../src/portal/features/pages/home-page.tsx';
import { changeLanguage } from '../../../../src/portal/lib/i18n/language-store.ts';

const Home = suite('Home: the institution pages as cards');
Home.after.each(endPortalTestInEnglish);

const renderHome = () => render(<MainLayout><HomePage /></MainLayout>);

Home('shows a Subjects card with a link when the permissions open Subjects, as the sidebar does', () => {
  seedSession({ roles: ['clinician'] });
  const { container } = renderHome();
  const main = getByRole(container, 'main');
  assert.ok(getByRole(main, 'heading', { name: 'Subjects' }));
  assert.is(getByRole(main, 'link', { name: 'Open Subjects' }).getAttribute('href'), '/portal/patients');
  const nav = getByRole(container, 'navigation', { name: 'Main' });
  assert.is(getByRole(nav, 'link', { name: 'Subjects' }).getAttribute('href'), '/portal/patients');
});

Home('offers no Subjects card when the permissions would refuse it (a user manager sees the users and the access history instead)', () => {
  seedSession({ roles: ['user_manager'] });
  const { container } = renderHome();
  assert.is(queryByRole(container, 'heading', { name: 'Subjects' }), null);
  assert.equal(getAllByRole(container, 'heading', { level: 2 }).map((h) => h.textContent), ['Institution', 'Users', 'Access History', 'Help']);
});

Home('a records clerk, who reads no reports, is promised none: the cards say what the clerk can do', () => {
  seedSession({ roles: ['medical_record_entry'] });
  const { container } = renderHome();
  const main = getByRole(container, 'main');
  assert.ok(getByRole(main, 'heading', { name: 'Subjects' }));
  assert.not.match(main.textContent ?? '', /report/i);
  assert.match(main.textContent ?? '', /Find a subject and open their medical records\./);
});

Home('the card speaks Spanish when Spanish is chosen', async () => {
  seedSession({ roles: ['clinician'] });
  const { container } = renderHome();
  await act(() => changeLanguage('es'));
  assert.is(getByRole(getByRole(container, 'main'), 'link', { name: 'Abrir Sujetos' }).getAttribute('href'), '/portal/patients');
});

Home.run();
