// The language picker of the sign-in page, and a first visit in a remembered language. Its own
// file: the first test needs the sign-in page's Spanish table not loaded yet, as on a real visit.
import { act, cleanup, getByLabelText, getByRole, render, type, waitFor } from '../../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { installApi, resetPortal, visit } from '../../../support/portal-fixtures.ts';
import { App } from '../../../../src/portal/app/app.tsx';
import {
  changeLanguage,
  languageStorageKey,
  startLanguage,
} from '../../../../src/portal/lib/i18n/language-store.ts';

const slow = { timeout: 3000 };

const Picker = suite('Sign-in page language');
Picker.after.each(async () => {
  cleanup();
  resetPortal();
  await changeLanguage('en');
  localStorage.clear();
});

async function openSignIn(heading: string) {
  installApi();
  visit('/portal/auth/sign-in');
  render(<App />);
  const h1 = await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: heading }), slow);
  return h1.closest('form')!;
}

Picker('Spanish remembered from an earlier visit: the sign-in page opens in Spanish, not in English', async () => {
  localStorage.setItem(languageStorageKey, 'es');
  await act(() => startLanguage());
  const form = await openSignIn('Iniciar sesión');
  assert.ok(getByLabelText(form, 'Correo electrónico'));
  assert.is((getByLabelText(form, 'Idioma') as HTMLSelectElement).value, 'es');
  assert.is(document.documentElement.lang, 'es');
});

Picker('the picker is a labelled list naming each language in itself, the current one chosen', async () => {
  const form = await openSignIn('Sign in');
  const picker = getByLabelText(form, 'Language') as HTMLSelectElement;
  assert.is(picker.localName, 'select');
  assert.is(picker.value, 'en');
  const options = [...picker.options].map((o) => [o.value, o.textContent, o.lang]);
  assert.equal(options, [
    ['en', 'English', 'en'],
    ['es', 'Español', 'es'],
    ['pt', 'Português', 'pt'],
  ]);
});

Picker('choosing Español re-renders the page in Spanish in place, sets <html lang="es"> and is remembered', async () => {
  const form = await openSignIn('Sign in');
  const email = getByLabelText(form, 'Email') as HTMLInputElement;
  type(email, 'ana@example.org');
  await act(async () => type(getByLabelText(form, 'Language'), 'es'));
  await waitFor(() => getByRole(form, 'heading', { level: 1, name: 'Iniciar sesión' }), slow);
  assert.is(form.isConnected, true, 'the same form, not a reloaded page');
  assert.is(getByLabelText(form, 'Correo electrónico'), email);
  assert.is(email.value, 'ana@example.org', 'what was typed stays');
  assert.ok(getByRole(form, 'button', { name: 'Iniciar sesión' }));
  assert.is((getByLabelText(form, 'Idioma') as HTMLSelectElement).value, 'es');
  assert.is(document.documentElement.lang, 'es');
  assert.is(localStorage.getItem(languageStorageKey), 'es');

  await act(async () => type(getByLabelText(form, 'Idioma'), 'en'));
  await waitFor(() => getByRole(form, 'heading', { level: 1, name: 'Sign in' }), slow);
  assert.is(document.documentElement.lang, 'en');
  assert.is(localStorage.getItem(languageStorageKey), 'en');
});

Picker('choosing Português speaks European Portuguese, with its own words and <html lang="pt">', async () => {
  const form = await openSignIn('Sign in');
  await act(async () => type(getByLabelText(form, 'Language'), 'pt'));
  await waitFor(() => getByRole(form, 'heading', { level: 1, name: 'Iniciar sessão' }), slow);
  assert.ok(getByLabelText(form, 'Endereço de e-mail'));
  assert.ok(getByRole(form, 'button', { name: 'Iniciar sessão' }));
  assert.is(document.documentElement.lang, 'pt');
  assert.is(localStorage.getItem(languageStorageKey), 'pt');
  await act(async () => type(getByLabelText(form, 'Idioma'), 'en'));
  await waitFor(() => getByRole(form, 'heading', { level: 1, name: 'Sign in' }), slow);
});

Picker.run();
