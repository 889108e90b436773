import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  array, bool, either, int, isOneLineText, isStorableText, literal, nameText, nullable, object, oneOf, optional, parse, text, type FieldIssue,
} from '../../src/contract/schema.ts';

const issuesOf = (result: ReturnType<typeof parse>): FieldIssue[] => (result.ok ? [] : result.issues);

const schema = suite('schema combinators');

schema('text is trimmed, and empty, too long or non-text values are issues naming the field', () => {
  const name = object({ name: text({ max: 5 }) });
  assert.equal(parse(name, { name: '  Ana ' }), { ok: true, value: { name: 'Ana' } });
  assert.equal(issuesOf(parse(name, { name: '   ' })), [{ field: 'name', code: 'empty' }]);
  assert.equal(issuesOf(parse(name, { name: 'Anabela' })), [{ field: 'name', code: 'too_long', limit: 5 }]);
  assert.equal(issuesOf(parse(name, { name: 7 })), [{ field: 'name', code: 'type' }]);
  assert.equal(issuesOf(parse(name, {})), [{ field: 'name', code: 'required' }]);
});

schema('text lengths count characters, not UTF-16 units: an emoji is one', () => {
  assert.is('ñá😀'.length, 4);
  assert.ok(parse(text({ max: 3 }), 'ñá😀').ok);
  assert.equal(issuesOf(parse(text({ max: 2 }), 'ñá😀')), [{ field: '', code: 'too_long', limit: 2 }]);
});

schema('NUL and unpaired surrogates are refused, paired surrogates are kept exactly', () => {
  assert.is(isStorableText('plain ñ 😀'), true);
  assert.is(isStorableText('a\u0000b'), false);
  assert.is(isStorableText('\ud800'), false);
  assert.is(isStorableText('x\udc00'), false);
  assert.is(isStorableText('\ud83d\ude00'), true);
  assert.equal(issuesOf(parse(object({ name: text({ max: 10 }) }), { name: 'a\ud800' })), [{ field: 'name', code: 'invalid_text' }]);
});

schema('a name or company refuses control characters, line and paragraph separators and bidi controls', () => {
  const refused = [
    '\r', '\n', '\t', '\u0000', '\u0001', '\u001b', '\u007f', '\u0085', '\u009f', '\u2028', '\u2029',
    '\u200e', '\u200f', '\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069', '\u061c',
  ];
  const person = object({ name: nameText({ max: 100 }) });
  for (const char of refused) {
    assert.is(isOneLineText(`Ana${char}Ruiz`), false, JSON.stringify(char));
    const code = char === '\u0000' ? 'invalid_text' : 'control_characters';
    assert.equal(issuesOf(parse(person, { name: `Ana${char}Ruiz` })), [{ field: 'name', code }], JSON.stringify(char));
  }
  for (const name of ["María-José O'Brien Nuñez", 'Zoë 田中 😀', 'عائشة', 'Dr. Ana Ruiz, MD']) {
    assert.is(isOneLineText(name), true, name);
    assert.equal(parse(person, { name }), { ok: true, value: { name } });
  }
  assert.equal(parse(person, { name: '  Ana\n' }), { ok: true, value: { name: 'Ana' } }, 'surrounding white space is trimmed as for any text');
  assert.equal(issuesOf(parse(object({ company: nameText({ min: 0, max: 3 }) }), { company: 'abcd' })), [{ field: 'company', code: 'too_long', limit: 3 }]);
});

schema('an object refuses unknown fields by default and reports every issue at once', () => {
  const user = object({ name: text({ max: 10 }), age: int(0, 150) });
  assert.equal(issuesOf(parse(user, { name: '', age: 200, role: 'admin' })), [
    { field: 'role', code: 'unknown_field' },
    { field: 'name', code: 'empty' },
    { field: 'age', code: 'range', limit: 150 },
  ]);
});

schema("an object with unknown: 'drop' leaves unknown fields out of the checked value", () => {
  const body = object({ email: text({ max: 50 }) }, { unknown: 'drop' });
  assert.equal(parse(body, { email: 'a@b.c', is_admin: true }), { ok: true, value: { email: 'a@b.c' } });
});

schema('optional fields may be absent or null; nullable keeps null as a value', () => {
  const shape = object({ a: optional(text({ max: 3 })), b: nullable(text({ max: 3 })) });
  assert.equal(parse(shape, { a: null, b: null }), { ok: true, value: { b: null } });
  assert.equal(parse(shape, { b: 'x' }), { ok: true, value: { b: 'x' } });
  assert.equal(issuesOf(parse(shape, { a: 'x' })), [{ field: 'b', code: 'required' }]);
});

schema('int refuses fractions, strings and values out of range', () => {
  assert.equal(issuesOf(parse(int(1, 9), 2.5)), [{ field: '', code: 'type' }]);
  assert.equal(issuesOf(parse(int(1, 9), '3')), [{ field: '', code: 'type' }]);
  assert.equal(issuesOf(parse(int(1, 9), 0)), [{ field: '', code: 'range', limit: 1 }]);
  assert.ok(parse(int(1, 9), 9).ok);
});

schema('oneOf, literal and bool accept only their values', () => {
  assert.ok(parse(oneOf(['a', 'b']), 'b').ok);
  assert.equal(issuesOf(parse(oneOf(['a', 'b']), 'c')), [{ field: '', code: 'one_of' }]);
  assert.ok(parse(literal(1), 1).ok);
  assert.not.ok(parse(literal(1), '1').ok);
  assert.not.ok(parse(bool(), 'true').ok);
});

schema('array items are checked with their index in the field path, and the length is capped', () => {
  const roles = object({ roles: array(oneOf(['admin', 'viewer']), 2) });
  assert.equal(issuesOf(parse(roles, { roles: ['admin', 'owner'] })), [{ field: 'roles.1', code: 'one_of' }]);
  assert.equal(issuesOf(parse(roles, { roles: ['admin', 'admin', 'admin'] })), [{ field: 'roles', code: 'too_long', limit: 2 }]);
});

schema('either takes the first shape that fits and reports the first shape when none does', () => {
  const choice = either(object({ id: int(1) }), object({}));
  assert.equal(parse(choice, {}), { ok: true, value: {} });
  assert.equal(parse(choice, { id: 3 }), { ok: true, value: { id: 3 } });
  assert.equal(issuesOf(parse(choice, { id: 'x' })), [{ field: 'id', code: 'type' }]);
});

schema('the doc of a schema reads as its TypeScript type', () => {
  const shape = object({ a: optional(text({ max: 3 })), b: array(either(int(), literal('x'))) });
  assert.is(shape.doc, '{ a?: string (1..3 characters); b: (integer (0..2147483647) | "x")[] }');
});

schema.run();
