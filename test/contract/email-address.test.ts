import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { isMailbox } from '../../src/contract/email-address.ts';
import { emailAddress, parse } from '../../src/contract/schema.ts';

const mailbox = suite('email addresses: one RFC 5321 mailbox');

mailbox('an ordinary address, a tagged one and one with letters of other scripts are mailboxes', () => {
  for (const email of ['ana.ruiz@hospital.example', "o'brien+portal@clinic.example.org", 'médico@hospital.es', 'ANA@Clinic-Norte.Example', 'a@b.c']) {
    assert.is(isMailbox(email), true, email);
  }
});

mailbox('a display name, a list, angle brackets, quotes, spaces and control characters are refused', () => {
  for (const email of [
    'Eve <eve@evil.example>', '<eve@evil.example>', 'ana@hospital.example, eve@evil.example', 'ana@hospital.example;eve@evil.example',
    'a;b@hospital.example', 'a,b@hospital.example', '<>@hospital.example', '"ana ruiz"@hospital.example', 'ana ruiz@hospital.example',
    'ana@hospital.example\r\nBcc: eve@evil.example', 'ana\t@hospital.example', 'ana@hospital\u202e.example', 'ana@hospital.example\u0000',
  ]) {
    assert.is(isMailbox(email), false, JSON.stringify(email));
  }
});

mailbox('the domain is a dotted host name, and the local part a dot-atom', () => {
  for (const email of ['ana@localhost', 'ana@', '@hospital.example', 'ana@@hospital.example', 'ana@hospital..example', 'ana@-hospital.example',
    'ana@hospital.example.', 'ana@[192.0.2.1]', '.ana@hospital.example', 'ana.@hospital.example', 'a..b@hospital.example', 'ana']) {
    assert.is(isMailbox(email), false, email);
  }
});

mailbox('the length caps are 64 characters before the @ and 254 in all', () => {
  assert.is(isMailbox(`${'a'.repeat(64)}@hospital.example`), true);
  assert.is(isMailbox(`${'a'.repeat(65)}@hospital.example`), false);
  // Labels of 63, 63, 63 and 52 characters and `example`: 254 characters with `a@`.
  const domain = ['d'.repeat(63), 'd'.repeat(63), 'd'.repeat(63), 'd'.repeat(52), 'example'].join('.');
  assert.is(`a@${domain}`.length, 254);
  assert.is(isMailbox(`a@${domain}`), true);
  assert.is(isMailbox(`ab@${domain}`), false, '255 characters');
  assert.is(isMailbox(`a@${'d'.repeat(64)}.example`), false, 'a label of 64 characters');
});

mailbox('the email field trims, then refuses anything but a mailbox as a format issue', () => {
  assert.equal(parse(emailAddress(), ' ana@hospital.example '), { ok: true, value: 'ana@hospital.example' });
  assert.equal(parse(emailAddress(), 'Eve <eve@evil.example>'), { ok: false, issues: [{ field: '', code: 'format' }] });
  assert.equal(parse(emailAddress(), `${'a'.repeat(250)}@b.example`), { ok: false, issues: [{ field: '', code: 'too_long', limit: 254 }] });
  assert.equal(parse(emailAddress(), 'a\u0000@b.example'), { ok: false, issues: [{ field: '', code: 'invalid_text' }] });
});

mailbox.run();
