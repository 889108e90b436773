import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { formErrorsOf as formErrorsWith, hasFieldIssues } from '../../../../src/portal/lib/forms/form-errors.ts';
import { issueMessages } from '../../../../src/portal/lib/forms/messages/index.ts';

// The sentences' tables load on first use (useFormErrors loads them before it calls formErrorsOf).
await issueMessages.load('en');

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

errors('a length is said in the singular for one character and in the plural otherwise', () => {
  const short = formErrorsOf(refused([{ field: 'name', code: 'too_short', limit: 1 }]), labels);
  assert.is(short.fields.name, 'First name must be at least 1 character long');
  const long = formErrorsOf(refused([{ field: 'name', code: 'too_long', limit: 2 }]), labels);
  assert.is(long.fields.name, 'First name must be at most 2 characters long');
});

errors('a name with control characters is named at its field, in English and Spanish', async () => {
  const failure = refused([{ field: 'lastname', code: 'control_characters' }]);
  assert.is(formErrorsOf(failure, labels).fields.lastname, 'Last name must be one line, without control characters or text-direction marks');
  await issueMessages.load('es');
  assert.is(
    formErrorsWith(failure, failure.message, { lastname: 'Apellidos' }, 'es').fields.lastname,
    'El campo «Apellidos» debe ser una sola línea, sin caracteres de control ni marcas de dirección del texto',
  );
});

errors('a length issue without its bound says too short or too long, with no number missing', () => {
  const out = formErrorsOf(refused([{ field: 'name', code: 'too_short' }, { field: 'password', code: 'too_long' }]), labels);
  assert.equal(out.summary, ['First name is too short', 'Password is too long']);
});

errors('in Spanish every issue is a Spanish sentence naming the field by its (Spanish) label', async () => {
  await issueMessages.load('es');
  const spanishLabels = { name: 'Nombre', email: 'Correo electrónico', password: 'Contraseña' };
  const failure = refused([
    { field: 'name', code: 'empty' },
    { field: 'email', code: 'format' },
    { field: 'password', code: 'too_short', limit: 8 },
  ]);
  const out = formErrorsWith(failure, failure.message, spanishLabels, 'es');
  assert.equal(out.summary, [
    'El campo «Nombre» no puede estar vacío',
    'Introduzca una dirección de correo electrónico válida, como nombre@ejemplo.org',
    'El campo «Contraseña» debe tener al menos 8 caracteres',
  ]);
  const one = formErrorsWith(refused([{ field: 'password', code: 'too_long', limit: 1 }]), '', spanishLabels, 'es');
  assert.is(one.fields.password, 'El campo «Contraseña» debe tener como máximo 1 carácter');
});

errors('every kind of issue has its own sentence in English and in Spanish', async () => {
  await issueMessages.load('es');
  const codes = ['required', 'empty', 'too_short', 'too_long', 'one_of', 'format', 'range', 'invalid_text', 'type', 'unknown_field'];
  for (const language of ['en', 'es'] as const) {
    const said = codes.map((code) => formErrorsWith(refused([{ field: 'name', code, limit: 3 }]), 'fallback', labels, language).summary[0]);
    for (const sentence of said) assert.match(sentence ?? '', /First name/, `${language}: ${sentence}`);
    // type and unknown_field both read "is not valid"; every other code says something of its own.
    assert.is(new Set(said).size, codes.length - 1, `${language}: ${said.join(' | ')}`);
  }
});

errors.run();
