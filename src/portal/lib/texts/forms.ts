/**
 * The portal's texts for form refusals: one sentence per field issue, naming the field by the
 * label a person sees next to it. Kept apart from the code so they can be translated.
 */
import type { FieldIssue } from '../../../contract/schema.ts';

const characters = (n: number | undefined) => `${n ?? ''} ${n === 1 ? 'character' : 'characters'}`;

/** One field issue as a sentence about the field labelled `label`. */
export function fieldIssueText(label: string, issue: FieldIssue): string {
  switch (issue.code) {
    case 'required':
      return `${label} is required`;
    case 'empty':
      return `${label} must not be empty`;
    case 'too_short':
      return `${label} must be at least ${characters(issue.limit)} long`;
    case 'too_long':
      return `${label} must be at most ${characters(issue.limit)} long`;
    case 'one_of':
      return `${label} must be one of the choices offered`;
    case 'format':
      return `${label} is not in the expected format`;
    case 'range':
      return `${label} is out of range`;
    case 'invalid_text':
      return `${label} contains characters that cannot be stored`;
    case 'type':
    case 'unknown_field':
      return `${label} is not valid`;
  }
}

/** The email field's format issue, which people meet most. */
export const emailFormatText = 'Enter a valid email address, such as name@example.org';

/** The reset and change-password forms: the repeated password differs from the first. */
export const passwordsDiffer = 'The two passwords are not the same';

/** The sign-up page opened by someone already signed in. */
export const signedInSignUp = {
  title: 'You are already signed in',
  text: (user: string) => `You are signed in as ${user}. To create another account, sign out first.`,
  signOut: 'Sign out',
  back: 'Back to the portal',
};

/** Shown in a form whose typed text was put back after the person's session ended under them. */
export const draftRestoredText = 'What you typed before your session ended has been put back.';
