import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { issueSentence, issuesMessage } from '../../src/contract/field-issues.ts';
import { serverReason } from '../../src/contract/messages.ts';
import type { IssueCode } from '../../src/contract/schema.ts';

const words = suite('field issues in words');

words('every issue code has a sentence naming the field', () => {
  const codes: IssueCode[] = ['required', 'type', 'empty', 'too_short', 'too_long', 'one_of', 'format', 'range', 'unknown_field', 'invalid_text', 'control_characters'];
  for (const code of codes) {
    const sentence = issueSentence({ field: 'company', code, limit: 3 });
    assert.match(sentence, 'The field "company"', code);
    assert.not.match(sentence, 'undefined', code);
  }
});

words('a length limit is stated with its number, singular for one character', () => {
  assert.is(issueSentence({ field: 'name', code: 'too_long', limit: 100 }), 'The field "name" must be at most 100 characters long');
  assert.is(issueSentence({ field: 'name', code: 'too_long', limit: 1 }), 'The field "name" must be at most 1 character long');
});

words('the password and email issues keep the messages people already know', () => {
  assert.is(issueSentence({ field: 'password', code: 'too_short', limit: 8 }), serverReason.passwordTooShort);
  assert.is(issueSentence({ field: 'new_password', code: 'too_short', limit: 8 }), serverReason.passwordTooShort);
  assert.is(issueSentence({ field: 'email', code: 'format' }), serverReason.invalidEmail);
});

words('a name with control characters says what it must not contain', () => {
  assert.is(
    issueSentence({ field: 'lastname', code: 'control_characters' }),
    'The field "lastname" must be one line without control characters or text-direction marks',
  );
});

words('a missing or non-object body is a sentence about the body', () => {
  assert.is(issueSentence({ field: '', code: 'required' }), serverReason.bodyRequired);
  assert.is(issueSentence({ field: '', code: 'type' }), serverReason.bodyNotObject);
});

words('several issues are joined into one message in the order found', () => {
  assert.is(
    issuesMessage([{ field: 'name', code: 'empty' }, { field: 'role', code: 'unknown_field' }]),
    'The field "name" must not be empty. The field "role" is not accepted here',
  );
});

words.run();
