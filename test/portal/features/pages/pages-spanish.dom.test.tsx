import { Suspense, type ReactNode } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act, getByRole, render, waitFor } from '../../../support/dom.ts';
import { seedSession, endPortalTestInEnglish } from '../../../support/portal-fixtures.ts';
import HomePage from '../../../../src/portal/features/pages/home-page.tsx';
import PlaceholderPage from '../../../../src/portal/features/pages/placeholder-page.tsx';
import NotFoundPage from '../../../../src/portal/features/pages/not-found-page.tsx';
import ServerErrorPage from '../../../../src/portal/features/pages/server-error-page.tsx';
import { changeLanguage } from '../../../../src/portal/lib/i18n/language-store.ts';

const Pages = suite('General pages in two languages');
Pages.after.each(endPortalTestInEnglish);

const show = (page: ReactNode) => render(<Suspense fallback={null}>{page}</Suspense>);
const heading = (container: Element, name: string) =>
  waitFor(() => getByRole(container, 'heading', { level: 1, name }));

Pages('the 404 page keeps the spec\'s English and speaks Spanish when chosen', async () => {
  const { container } = show(<NotFoundPage />);
  await heading(container, 'Page not found.');
  assert.ok(container.textContent?.includes('The page you are looking for might have been removed.'));
  assert.ok(getByRole(container, 'link', { name: 'Return to website' }));
  await act(() => changeLanguage('es'));
  await heading(container, 'Página no encontrada.');
  assert.ok(getByRole(container, 'link', { name: 'Volver al sitio web' }));
});

Pages('the 500 page speaks Spanish when chosen', async () => {
  const { container } = show(<ServerErrorPage />);
  await heading(container, 'Something went wrong.');
  await act(() => changeLanguage('es'));
  await heading(container, 'Algo ha fallado.');
});

Pages('home greets the user and names the chosen institution in Spanish', async () => {
  seedSession();
  const { container } = show(<HomePage />);
  await act(() => changeLanguage('es'));
  await heading(container, 'Le damos la bienvenida, Ana');
  assert.ok(getByRole(container, 'heading', { level: 2, name: 'Institución' }));
  assert.ok(getByRole(container, 'link', { name: 'Abrir el manual de usuario' }));
});

Pages('a page not in this version says so in Spanish, with its translated title', async () => {
  await changeLanguage('es');
  const { container } = show(<PlaceholderPage params={{}} title="Informes" />);
  await heading(container, 'Informes');
  assert.ok(container.textContent?.includes('Informes no está disponible en esta versión del portal.'));
  assert.ok(getByRole(container, 'link', { name: 'Ir a la página de inicio' }));
});

Pages.run();
