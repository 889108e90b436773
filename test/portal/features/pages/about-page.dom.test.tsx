import { Suspense } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, getByRole, render, waitFor } from '../../../support/dom.ts';
import AboutPage from '../../../../src/portal/features/pages/about-page.tsx';
import { changeLanguage } from '../../../../src/portal/lib/i18n/language-store.ts';

const About = suite('About page');
About.after.each(async () => {
  cleanup();
  await changeLanguage('en');
});

function show() {
  return render(
    <Suspense fallback={null}>
      <AboutPage />
    </Suspense>,
  );
}

About('shows the portal version and the configuration version 2.2.0 of 27 June 2025', () => {
  const { container } = show();
  assert.ok(getByRole(container, 'heading', { level: 1, name: 'About' }));
  const text = container.textContent ?? '';
  assert.ok(text.includes('development'), 'the source run says it is not a build');
  assert.ok(text.includes('2.2.0, dated 27 June 2025'), text);
});

About('speaks Spanish when Spanish is chosen', async () => {
  const { container } = show();
  await act(() => changeLanguage('es'));
  await waitFor(() => getByRole(container, 'heading', { level: 1, name: 'Acerca de' }));
  assert.ok(container.textContent?.includes('2.2.0, del 27 de junio de 2025'), container.textContent ?? '');
});

About.run();
