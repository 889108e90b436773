import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { formErrorsOf as formErrorsWith, hasFieldIssues } from '../../../../src/portal/lib/forms/form-errors.ts';

// The failure's message is already in words here (useFormErrors puts it into words first).
const formErrorsOf = (failure: { status: number; message: string; data: unknown }, labels: Record<string, string>) =>
  formErrorsWith(failure, failure.message, labels);

const labels = { name: 'First name', lastname: 'Last name', email: 'Email', password: 'Password' };
const refused = (fields: unknown[], message = 'The field "name" must not be empty') => ({ status: 400, message, data: { fields } });

const errors = suite('formErrorsOf');

errors('names each field by its visible label, never by its wire name', () => {
  const out = formErrorsOf(refused([{ field: 'name', code: 'empty' }]), labels);
  assert.equal(out.fields, { name: 'First name must not be empty' });
  assert.equal(out.summary, ['First name must not be empty']);
  assert.not.match(out.summary.join(' '), /field|"name"/);
});

errors('every issue is shown at once, each at its field and all in the summary, in the order given', () => {
  const out = formErrorsOf(
    refused([
      { field: 'name', code: 'empty' },
      { field: 'email', code: 'format' },
      { field: 'password', code: 'too_short', limit: 8 },
    ]),
    labels,
  );
  assert.equal(Object.keys(out.fields), ['name', 'email', 'password']);
  assert.is(out.fields.password, 'Password must be at least 8 characters long');
  assert.match(out.fields.email ?? '', /valid email address/);
  assert.is(out.summary.length, 3);
});

errors('a field with two issues shows its first at the field', () => {
  const out = formErrorsOf(refused([{ field: 'name', code: 'too_long', limit: 100 }, { field: 'name', code: 'invalid_text' }]), labels);
  assert.is(out.fields.name, 'First name must be at most 100 characters long');
  assert.is(out.summary.length, 2);
});

errors('an issue of a field the form does not show falls back to the server\'s words, once', () => {
  const out = formErrorsOf(refused([{ field: 'roles.2', code: 'type' }, { field: '', code: 'required' }], 'Server says so'), labels);
  assert.equal(out.fields, {});
  assert.equal(out.summary, ['Server says so']);
});

errors('a refusal without field issues is one sentence in the summary, at no field', () => {
  const out = formErrorsOf({ status: 401, message: 'The current password is not correct', data: undefined }, labels);
  assert.equal(out, { fields: {}, summary: ['The current password is not correct'] });
  assert.equal(formErrorsOf({ status: 500, message: 'x', data: { fields: [{ field: 'name', code: 'empty' }] } }, labels).fields, {});
});

errors('hasFieldIssues: only a 400 whose data lists well-formed field issues', () => {
  assert.ok(hasFieldIssues(refused([{ field: 'name', code: 'empty' }])));
  assert.not.ok(hasFieldIssues(refused([])));
  assert.not.ok(hasFieldIssues(refused([{ field: 3, code: 'empty' }])));
  assert.not.ok(hasFieldIssues({ status: 400, data: null }));
  assert.not.ok(hasFieldIssues({ status: 409, data: { fields: [{ field: 'name', code: 'empty' }] } }));
});

errors.run();
