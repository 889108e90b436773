/**
 * Putting field issues into words. The server answers a refused body or query with 400, every
 * issue in `data.fields` and these sentences joined in `message`, so an API client reads the reason
 * and the portal can show each issue at its field, under the field's own label (the data's schema
 * is schemas/errors.ts's fieldIssuesData; the portal reads it with lib/http/field-issues.ts).
 */
import { serverReason } from './messages.ts';
import type { FieldIssue } from './schema.ts';

// Sentences that say more than the generic ones, for the fields people type most.
const specific: Partial<Record<string, Partial<Record<FieldIssue['code'], string>>>> = {
  password: { too_short: serverReason.passwordTooShort, too_long: serverReason.passwordTooLong, guessable: serverReason.passwordGuessable },
  new_password: { too_short: serverReason.passwordTooShort, too_long: serverReason.passwordTooLong, guessable: serverReason.passwordGuessable },
  passwd: { too_short: serverReason.passwordTooShort, too_long: serverReason.passwordTooLong, guessable: serverReason.passwordGuessable },
  email: { format: serverReason.invalidEmail },
};

/** One issue as an English sentence naming the field as it is on the wire. */
export function issueSentence(issue: FieldIssue): string {
  const special = specific[issue.field]?.[issue.code];
  if (special) return special;
  if (issue.field === '') return issue.code === 'required' ? serverReason.bodyRequired : serverReason.bodyNotObject;
  const name = `The field "${issue.field}"`;
  switch (issue.code) {
    case 'required':
      return `${name} is required`;
    case 'type':
      return `${name} has the wrong type`;
    case 'empty':
      return `${name} must not be empty`;
    case 'too_short':
      return `${name} must be at least ${issue.limit} characters long`;
    case 'too_long':
      return `${name} must be at most ${issue.limit} ${issue.limit === 1 ? 'character' : 'characters'} long`;
    case 'one_of':
      return `${name} is not one of the accepted values`;
    case 'format':
      return `${name} is not in the expected format`;
    case 'range':
      return `${name} is out of range (limit ${issue.limit})`;
    case 'unknown_field':
      return `${name} is not accepted here`;
    case 'invalid_text':
      return `${name} must not contain NUL or unpaired surrogate characters`;
    case 'control_characters':
      return `${name} must be one line without control characters or text-direction marks`;
    case 'guessable':
      return `${name} is too easy to guess`;
  }
}

/** Every issue in one message, in the order found. */
export function issuesMessage(issues: readonly FieldIssue[]): string {
  return issues.map(issueSentence).join('. ');
}

