import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  bodyFromForm, checkForm, emptyRecordForm, firstProblem, formFieldOf, hasChanges,
} from '../../../../src/portal/features/records/record-form-state.ts';

const filled = { ...emptyRecordForm, code: ' SUL-1 ', birthDate: '2020-01-02', sex: 'male', diagnoses: '3,5', referralReason: '7', clinicalNotes: ' Notes ' };

const state = suite('record form state');

state('a new subject needs its code, a birth date not after today and a sex; the first problem is the code', () => {
  const problems = checkForm(emptyRecordForm, 'create', '2026-11-23');
  assert.equal(problems, { code: 'required', birthDate: 'required', sex: 'required' });
  assert.is(firstProblem(problems), 'code');
  assert.equal(checkForm({ ...filled, birthDate: '2026-11-24' }, 'create', '2026-11-23'), { birthDate: 'futureDate' });
  assert.equal(checkForm({ ...filled, code: '-x' }, 'create', '2026-11-23'), { code: 'format' });
});

state('an existing subject must be chosen; a change of a record does not name its subject', () => {
  assert.equal(checkForm({ ...filled, subjectMode: 'existing' }, 'create', '2026-11-23'), { subjectId: 'chooseExisting' });
  assert.equal(checkForm({ ...filled, code: '' }, 'edit', '2026-11-23'), {});
});

state('the body: a new subject trimmed, an existing subject by id, a change with the revision it is based on', () => {
  const created = bodyFromForm(filled, 'create', 0);
  assert.equal(created.new_subject, { code: 'SUL-1', institution_reference: '' });
  assert.equal(created.fields, { birth_date: '2020-01-02', sex: 'male', diagnoses: [3, 5], referral_reason: 7, medication: '', clinical_notes: 'Notes', referring_clinician: '' });
  assert.is(bodyFromForm({ ...filled, subjectMode: 'existing', subjectId: '9' }, 'create', 0).subject_id, 9);
  const change = bodyFromForm(filled, 'edit', 4);
  assert.is(change.base_revision, 4);
  assert.is(change.subject_id, undefined);
  assert.is(change.new_subject, undefined);
});

state("a server's field issue lands on the form field it names", () => {
  assert.is(formFieldOf({ field: 'fields.diagnoses.2', code: 'range' }), 'diagnoses');
  assert.is(formFieldOf({ field: 'new_subject.code', code: 'one_of' }), 'code');
  assert.is(formFieldOf({ field: 'fields.birth_date', code: 'range' }), 'birthDate');
});

state('changes are what differs from the values the form opened with', () => {
  assert.not.ok(hasChanges(emptyRecordForm, { ...emptyRecordForm }));
  assert.ok(hasChanges({ ...emptyRecordForm, medication: 'x' }, emptyRecordForm));
});

state.run();
