// The user manual page (issue 11): the server's structured manual rendered as elements, never as
// HTML, asked for in the person's language; 'Documentation could not be loaded' on failure.
import { act, getByRole, getByText, queryAllByRole, render, waitFor } from '../../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fail, installApi, ok, seedSession, endPortalTestInEnglish } from '../../../support/portal-fixtures.ts';
import type { UserManual } from '../../../../src/contract/types.ts';
import UserManualPage from '../../../../src/portal/features/records/user-manual-page.tsx';
import { PageNameContext } from '../../../../src/portal/domain/navigation/institution-links.ts';
import { changeLanguage } from '../../../../src/portal/lib/i18n/language-store.ts';

const manual = (language: 'en' | 'es', title: string, text: string): UserManual => ({
  language,
  title,
  sections: [
    {
      id: 'records',
      heading: language === 'en' ? 'Medical records' : 'Historias clínicas',
      pages: ['/medical_records'],
      blocks: [
        { type: 'paragraph', text },
        { type: 'list', items: ['<img src=x onerror="window.hacked=1">'] },
        { type: 'image', src: '/portal/logo.svg', alt: 'The portal logo' },
      ],
    },
  ],
});

const Manual = suite('user manual page');
Manual.after.each(endPortalTestInEnglish);

Manual('renders the structured manual as elements; text that looks like HTML stays text', async () => {
  seedSession();
  const api = installApi({ 'extras/doc/0': ok(manual('en', 'User manual', 'Records hold the clinical data.')) });
  // The frame names the pages the person may open (app/institution-links.tsx).
  render(
    <PageNameContext.Provider value={(path) => (path === '/medical_records' ? 'Medical Records' : null)}>
      <UserManualPage />
    </PageNameContext.Provider>,
  );
  await waitFor(() => getByRole(document.body, 'heading', { level: 2, name: 'Medical records' }), { timeout: 3000 });
  assert.ok(getByText(document.body, 'Records hold the clinical data.'));
  assert.ok(getByText(document.body, '<img src=x onerror="window.hacked=1">'), 'shown as text');
  assert.is(document.querySelectorAll('img').length, 1);
  assert.is(getByRole(document.body, 'img', { name: 'The portal logo' }).getAttribute('src'), '/portal/logo.svg');
  assert.is(getByRole(document.body, 'link', { name: 'Go to Medical Records' }).getAttribute('href'), '/portal/medical_records');
  assert.is(api.callsTo('extras/doc/0')[0]?.query.get('lang'), 'en');
});

Manual('a section whose pages the person may not open links nowhere', async () => {
  seedSession();
  installApi({ 'extras/doc/0': ok(manual('en', 'User manual', 'Records hold the clinical data.')) });
  render(
    <PageNameContext.Provider value={() => null}>
      <UserManualPage />
    </PageNameContext.Provider>,
  );
  await waitFor(() => getByRole(document.body, 'heading', { level: 2, name: 'Medical records' }), { timeout: 3000 });
  assert.is(queryAllByRole(document.body, 'link', { name: /^Go to / }).length, 0);
});

Manual("asks for the manual in the person's language, and follows a change of language", async () => {
  seedSession();
  const api = installApi({ 'extras/doc/0': (call) => ok(call.query.get('lang') === 'es' ? manual('es', 'Manual de usuario', 'Las historias clínicas recogen los datos.') : manual('en', 'User manual', 'Records.'))(call) });
  render(<UserManualPage />);
  await waitFor(() => getByText(document.body, 'Records.'), { timeout: 3000 });
  await act(() => changeLanguage('es'));
  await waitFor(() => getByText(document.body, 'Las historias clínicas recogen los datos.'), { timeout: 3000 });
  assert.ok(getByRole(document.body, 'heading', { level: 1, name: 'Manual de usuario' }));
  assert.is(api.callsTo('extras/doc/0').at(-1)?.query.get('lang'), 'es');
});

Manual("a failed load says 'Documentation could not be loaded' and offers to try again", async () => {
  seedSession();
  installApi({ 'extras/doc/0': fail(500) });
  render(<UserManualPage />);
  await waitFor(() => getByText(document.body, 'Documentation could not be loaded'), { timeout: 3000 });
  assert.ok(getByRole(document.body, 'button', { name: 'Try again' }));
});

Manual.run();
