// The medical record form's states (issue 11): checks at the fields with the first invalid one
// focused, a failed save that keeps every value and can be retried, the server's refusal at its
// field, success, the conflict view on a stale save, type-ahead choices in the person's language,
// and the question before leaving with unsaved changes. On the fake clock.
import {
  act, cleanup, click, getByLabelText, getByRole, getByText, pressKey, queryByRole, queryByText, render, type, waitFor, assertFocused,
} from '../../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { installApi, jsonResponse, ok, seedSession, type ApiAnswer, endPortalTestInEnglish } from '../../../support/portal-fixtures.ts';
import type { MedicalRecord, StdString } from '../../../../src/contract/types.ts';
import { serverReason } from '../../../../src/contract/messages.ts';
import RegisterPage from '../../../../src/portal/features/records/register-page.tsx';
import { RecordForm } from '../../../../src/portal/features/records/record-form.tsx';
import { formFromRecord } from '../../../../src/portal/features/records/record-form-state.ts';
import { Link } from '../../../../src/portal/lib/router/link.tsx';
import { navigate } from '../../../../src/portal/lib/router/history.ts';
import { changeLanguage } from '../../../../src/portal/lib/i18n/language-store.ts';
import { notificationsStore } from '../../../../src/portal/lib/notifications/notifications-slice.ts';
import { endSessionToSignIn } from '../../../../src/portal/app/end-session.ts';

const slow = { timeout: 3000 };

const entry = (id: number, category: StdString['category'], en: string, es: string, position: number, retired = false): StdString => ({
  id, category, texts: { en, es, pt: en }, position, retired, used: false,
});
const strings: StdString[] = [
  entry(1, 'diagnosis', 'Autism spectrum disorder', 'Trastorno del espectro autista', 1),
  entry(2, 'diagnosis', 'Epilepsy', 'Epilepsia', 2),
  entry(3, 'diagnosis', 'Cerebral palsy', 'Parálisis cerebral', 3, true),
  entry(4, 'referral_reason', 'Diagnostic assessment', 'Evaluación diagnóstica', 1),
];

const person = { id: 7, name: 'Ana Díaz' };
function record(revision: number, fields: Partial<MedicalRecord['fields']> = {}): MedicalRecord {
  return {
    record_id: 41,
    subject_id: 9,
    subject_code: 'SUL-PP09',
    institution_reference: 'HC-1',
    portal_provided: true,
    fields: { birth_date: '2020-05-17', sex: 'female', diagnoses: [1], referral_reason: 4, medication: '', clinical_notes: 'First visit.', referring_clinician: 'Dr. Costa', ...fields },
    revision,
    created_by: person,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_by: { id: 8, name: 'Ben Ortiz' },
    updated_at: '2026-11-23T09:30:00.000Z',
  };
}

const failWith = (status: number, message: string, data?: unknown): ApiAnswer => () => jsonResponse(data === undefined ? { message } : { message, data }, status);

function showRegister(save: ApiAnswer = ok(record(1))) {
  seedSession({ roles: ['medical_record_entry'] });
  const api = installApi({ 'extras/get_all_std_string/0': ok({ strings }), 'medical_record/set_inst/0': save });
  render(<RegisterPage />);
  return api;
}

async function form() {
  const code = await waitFor(() => getByLabelText(document.body, /Subject code/) as HTMLInputElement, slow);
  const field = (label: string | RegExp) => getByLabelText(document.body, label) as HTMLInputElement;
  return { code, field };
}

async function fillNewSubject() {
  const { code, field } = await form();
  type(code, 'SUL-PP09');
  type(field(/Birth date/), '2020-05-17');
  type(field(/^Sex/), 'female');
  type(field('Clinical notes'), 'First visit.');
  return { code, field };
}

const Form = suite('medical record form');
Form.after.each(endPortalTestInEnglish);

Form('without the entry role nothing is asked of the server: a refused call would end the session (Bad permissions, spec section 8)', async () => {
  seedSession({ roles: ['evaluator'] });
  const api = installApi({ 'extras/get_all_std_string/0': failWith(403, 'Bad permissions') });
  render(<RegisterPage />);
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Register a medical record' }), slow);
  assert.is(api.callsTo('extras/get_all_std_string/0').length, 0);
});

Form('a form sent blank shows each problem at its field and focuses the first invalid field; nothing is sent', async () => {
  const api = showRegister();
  const { code } = await form();
  click(getByRole(document.body, 'button', { name: 'Save record' }));
  await waitFor(() => getByText(document.body, 'Enter the subject code.'));
  assert.ok(getByText(document.body, 'Enter the birth date.'));
  await waitFor(() => assertFocused(code));
  assert.is(code.getAttribute('aria-invalid'), 'true');
  assert.is(api.callsTo('medical_record/set_inst/0').length, 0);
});

Form('an error goes from its field as soon as the field is put right; the others stay until they are', async () => {
  showRegister();
  const { code, field } = await form();
  click(getByRole(document.body, 'button', { name: 'Save record' }));
  await waitFor(() => getByText(document.body, 'Enter the subject code.'));
  assert.ok(getByText(document.body, 'Choose the subject’s sex.'));
  type(code, 'SUL-PP10');
  await waitFor(() => assert.is(queryByText(document.body, 'Enter the subject code.'), null));
  assert.is(code.getAttribute('aria-invalid'), null);
  assert.ok(getByText(document.body, 'Enter the birth date.'), 'a field still empty keeps its error');
  type(field(/^Sex/), 'male');
  await waitFor(() => assert.is(queryByText(document.body, 'Choose the subject’s sex.'), null));
});

Form("a failed save keeps every typed value, says 'Record could not be saved', and saving again works", async () => {
  const api = showRegister(() => Promise.reject(new TypeError('Failed to fetch')));
  const { code, field } = await fillNewSubject();
  click(getByRole(document.body, 'button', { name: 'Save record' }));
  const alert = await waitFor(() => getByText(document.body, 'Record could not be saved').closest('[role="alert"]')!, slow);
  assert.ok(alert);
  assert.is(code.value, 'SUL-PP09');
  assert.is(field('Clinical notes').value, 'First visit.');
  assert.is(field(/Birth date/).value, '2020-05-17');
  api.on('medical_record/set_inst/0', ok(record(1)));
  click(getByRole(alert as HTMLElement, 'button', { name: 'Save again' }));
  await waitFor(() => getByText(document.body, 'Record SUL-PP09 saved.'), slow);
  const calls = api.callsTo('medical_record/set_inst/0');
  assert.equal((calls.at(-1)?.json as { new_subject: unknown }).new_subject, { code: 'SUL-PP09', institution_reference: '' });
  assert.ok(notificationsStore.getState().notifications.some((n) => n.variant === 'success'));
});

Form("the server's refusal is shown in its own words at its field, which gets the focus", async () => {
  showRegister(failWith(409, serverReason.subjectCodeTaken, { fields: [{ field: 'new_subject.code', code: 'one_of' }] }));
  const { code } = await fillNewSubject();
  click(getByRole(document.body, 'button', { name: 'Save record' }));
  await waitFor(() => assert.ok(document.getElementById(`${code.id}-error`)?.textContent?.includes(serverReason.subjectCodeTaken)), slow);
  await waitFor(() => assertFocused(code));
  assert.is(code.value, 'SUL-PP09');
});

Form("choices come from the standard strings with type-ahead, retired entries never offered, in the person's language", async () => {
  showRegister();
  await form();
  const diagnoses = getByRole(document.body, 'combobox', { name: /Relevant diagnoses/ }) as HTMLInputElement;
  type(diagnoses, 'pal');
  await waitFor(() => getByText(document.body, 'No entry matches'));
  type(diagnoses, 'epi');
  const listbox = await waitFor(() => getByRole(document.body, 'listbox', { name: /Relevant diagnoses/ }));
  assert.ok(getByRole(listbox, 'option', { name: 'Epilepsy' }));
  pressKey(diagnoses, 'ArrowDown');
  pressKey(diagnoses, 'Enter');
  await waitFor(() => getByRole(document.body, 'button', { name: 'Remove Epilepsy' }));
  await act(() => changeLanguage('es'));
  await waitFor(() => getByRole(document.body, 'button', { name: 'Quitar Epilepsia' }));
  assert.ok(getByRole(document.body, 'combobox', { name: /Diagnósticos relevantes/ }));
});

Form('a save over a newer revision opens both versions side by side; the merge keeps what was typed and saves on the saved revision', async () => {
  seedSession({ roles: ['medical_record_entry'] });
  const theirs = record(3, { clinical_notes: 'Their note', medication: 'Melatonin' });
  const api = installApi({ 'medical_record/set_inst/41': failWith(409, serverReason.recordConflict, { current: theirs }) });
  const saved: MedicalRecord[] = [];
  render(<RecordForm mode="edit" initial={formFromRecord(record(2))} recordId={41} revision={2} strings={strings} draftKey="t-edit" onSaved={(r) => saved.push(r)} />);
  const notes = await waitFor(() => getByLabelText(document.body, 'Clinical notes') as HTMLTextAreaElement);
  type(notes, 'My note');
  click(getByRole(document.body, 'button', { name: 'Save changes' }));
  await waitFor(() => getByText(document.body, 'Someone else changed this record'), slow);
  const table = getByRole(document.body, 'table');
  const row = (label: string) => getByRole(table, 'rowheader', { name: label }).closest('tr')!.textContent ?? '';
  assert.match(row('Clinical notes'), /My note.*Their note/, 'mine and theirs side by side');
  assert.match(row('Medication'), /Melatonin/);
  // Keep their medication, my note.
  click(getByRole(table, 'radio', { name: /Keep the saved one \(Medication\)/ }));
  api.on('medical_record/set_inst/41', ok(record(4)));
  click(getByRole(document.body, 'button', { name: 'Save merged record' }));
  await waitFor(() => assert.is(saved.length, 1), slow);
  const body = api.callsTo('medical_record/set_inst/41').at(-1)?.json as { base_revision: number; fields: MedicalRecord['fields'] };
  assert.is(body.base_revision, 3);
  assert.is(body.fields.clinical_notes, 'My note');
  assert.is(body.fields.medication, 'Melatonin');
});

Form('leaving with unsaved changes asks first; staying keeps everything, leaving goes', async () => {
  seedSession({ roles: ['medical_record_entry'] });
  installApi({ 'extras/get_all_std_string/0': ok({ strings }) });
  render(
    <>
      <Link to="/institutions">Institutions</Link>
      <RegisterPage />
    </>,
  );
  const { code } = await form();
  click(getByRole(document.body, 'link', { name: 'Institutions' }));
  assert.is(location.pathname, '/portal/institutions', 'nothing typed: no question');
  history.replaceState(null, '', '/portal/medical_records/register');
  type(code, 'SUL-1');
  click(getByRole(document.body, 'link', { name: 'Institutions' }));
  const dialog = await waitFor(() => getByRole(document.body, 'dialog', { name: 'Leave without saving?' }));
  assert.is(location.pathname, '/portal/medical_records/register');
  click(getByRole(dialog, 'button', { name: 'Stay' }));
  await waitFor(() => assert.is(queryByRole(document.body, 'dialog'), null));
  assert.is(code.value, 'SUL-1');
  click(getByRole(document.body, 'link', { name: 'Institutions' }));
  click(getByRole(await waitFor(() => getByRole(document.body, 'dialog')), 'button', { name: 'Leave' }));
  await waitFor(() => assert.is(location.pathname, '/portal/institutions'));
});

Form('Back with unsaved changes asks first too: staying keeps the form and its place, leaving goes back', async () => {
  seedSession({ roles: ['medical_record_entry'] });
  installApi({ 'extras/get_all_std_string/0': ok({ strings }) });
  history.replaceState(null, '', '/portal/medical_records');
  navigate('/medical_records/register');
  render(<RegisterPage />);
  const { code } = await form();
  type(code, 'SUL-2');
  history.back();
  const dialog = await waitFor(() => getByRole(document.body, 'dialog', { name: 'Leave without saving?' }), slow);
  await waitFor(() => assert.is(location.pathname, '/portal/medical_records/register'), slow);
  click(getByRole(dialog, 'button', { name: 'Stay' }));
  await waitFor(() => assert.is(queryByRole(document.body, 'dialog'), null));
  assert.is(code.value, 'SUL-2');
  assert.is(location.pathname, '/portal/medical_records/register', 'still on the form');
  history.back();
  click(getByRole(await waitFor(() => getByRole(document.body, 'dialog'), slow), 'button', { name: 'Leave' }));
  await waitFor(() => assert.is(location.pathname, '/portal/medical_records'), slow);
});

Form('an expired session loses nothing: signing in again, the same person finds the form as they left it', async () => {
  showRegister();
  const { code } = await fillNewSubject();
  assert.is(code.value, 'SUL-PP09');
  act(() => endSessionToSignIn({ stayOnAuthPages: true }));
  cleanup();
  showRegister();
  const again = await form();
  await waitFor(() => assert.is(again.code.value, 'SUL-PP09'), slow);
  assert.is(again.field('Clinical notes').value, 'First visit.');
  assert.is(again.field(/Birth date/).value, '2020-05-17');
  assert.ok(getByText(document.body, 'What you typed before your session ended has been put back.'));
});

Form('the form speaks Spanish', async () => {
  showRegister();
  await form();
  await act(() => changeLanguage('es'));
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Registrar una historia clínica' }));
  assert.ok(getByRole(document.body, 'button', { name: 'Guardar la historia clínica' }));
  assert.ok(getByRole(document.body, 'radio', { name: 'Sujeto nuevo' }));
});

Form.run();
