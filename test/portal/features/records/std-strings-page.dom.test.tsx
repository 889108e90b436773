// The standard strings page (issue 11): user managers add an entry in every language, move it,
// retire it (never delete it) and see the lists in Spanish; others are told they cannot.
import { act, click, getAllByRole, getByLabelText, getByRole, getByText, isDisabled, render, type, waitFor } from '../../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { installApi, ok, seedSession, endPortalTestInEnglish } from '../../../support/portal-fixtures.ts';
import type { StdString } from '../../../../src/contract/types.ts';
import StdStringsPage from '../../../../src/portal/features/records/std-strings-page.tsx';
import { changeLanguage } from '../../../../src/portal/lib/i18n/language-store.ts';

const slow = { timeout: 3000 };
const entry = (id: number, en: string, es: string, pt: string, position: number, retired = false): StdString => ({
  id, category: 'diagnosis', texts: { en, es, pt }, position, retired, used: id === 1,
});
const lists = [
  entry(1, 'Epilepsy', 'Epilepsia', 'Epilepsia', 1),
  entry(2, 'Cerebral palsy', 'Parálisis cerebral', 'Paralisia cerebral', 2),
  entry(3, 'Old entry', 'Opción antigua', 'Entrada antiga', 3, true),
];

function show(roles = ['user_manager']) {
  seedSession({ roles });
  const api = installApi({
    'extras/get_all_std_string/0': ok({ strings: lists }),
    'extras/set_std_string/0': (call) => ok({ ...(call.json as object), id: 9, position: 3, retired: false, used: false })(call),
    'extras/set_std_string/2': (call) => ok({ ...lists[1], ...(call.json as object) })(call),
  });
  render(<StdStringsPage />);
  return api;
}

const Strings = suite('standard strings page');
Strings.after.each(endPortalTestInEnglish);

Strings('a user manager adds an entry with a text in every language', async () => {
  const api = show();
  const form = await waitFor(() => getByRole(document.body, 'form', { name: 'Add an entry to Diagnoses' }), slow);
  type(getByLabelText(form, /^English/), 'Rett syndrome');
  type(getByLabelText(form, /^Spanish/), 'Síndrome de Rett');
  assert.is(isDisabled(getByRole(form, 'button', { name: 'Add' })), true, 'not before every language has its text');
  type(getByLabelText(form, /^Portuguese/), 'Síndrome de Rett');
  click(getByRole(form, 'button', { name: 'Add' }));
  await waitFor(() => assert.is(api.callsTo('extras/set_std_string/0').length, 1));
  assert.equal(api.callsTo('extras/set_std_string/0')[0]?.json, { category: 'diagnosis', texts: { en: 'Rett syndrome', es: 'Síndrome de Rett', pt: 'Síndrome de Rett' } });
});

Strings('moving an entry up sends its new place; retiring keeps it, never deletes it; retired ones are hidden until asked', async () => {
  const api = show();
  await waitFor(() => getByText(document.body, 'Cerebral palsy'), slow);
  assert.is(document.body.textContent?.includes('Old entry'), false, 'retired entries hidden');
  click(getByRole(document.body, 'button', { name: 'Move Cerebral palsy up' }));
  await waitFor(() => assert.is(api.callsTo('extras/set_std_string/2').length, 1));
  assert.is((api.callsTo('extras/set_std_string/2')[0]?.json as { position: number }).position, 1);
  const row = getByText(document.body, 'Cerebral palsy').closest('tr')!;
  click(getByRole(row, 'button', { name: 'Retire' }));
  await waitFor(() => assert.is(api.callsTo('extras/set_std_string/2').length, 2));
  assert.is((api.callsTo('extras/set_std_string/2')[1]?.json as { retired: boolean }).retired, true);
  click(getByLabelText(document.body, 'Show retired entries'));
  await waitFor(() => getByText(document.body, 'Old entry'));
  assert.ok(getAllByRole(document.body, 'button', { name: 'Restore' }).length >= 1);
});

Strings('someone who is not a user manager is told only user managers change the lists', async () => {
  show(['medical_record_entry']);
  await waitFor(() => getByText(document.body, 'Only user managers can change these lists.'), slow);
});

Strings('the page speaks Spanish', async () => {
  show();
  await waitFor(() => getByText(document.body, 'Epilepsy'), slow);
  await act(() => changeLanguage('es'));
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Textos estándar' }));
  assert.ok(getByRole(document.body, 'button', { name: 'Subir Cerebral palsy' }));
});

Strings.run();
