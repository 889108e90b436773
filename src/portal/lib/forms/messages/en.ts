/**
 * The English sentences of form refusals, shared by every form: one per field issue, naming the
 * field by the label a person sees next to it (`{label}`, already in the reader's language: each
 * form translates its own labels). es.ts translates them key for key.
 */
export const en = {
  issue: {
    required: '{label} is required',
    empty: '{label} must not be empty',
    tooShort: {
      one: '{label} must be at least {count} character long',
      other: '{label} must be at least {count} characters long',
    },
    /** A length issue whose bound the server did not give. */
    tooShortUnbounded: '{label} is too short',
    tooLong: {
      one: '{label} must be at most {count} character long',
      other: '{label} must be at most {count} characters long',
    },
    tooLongUnbounded: '{label} is too long',
    oneOf: '{label} must be one of the choices offered',
    format: '{label} is not in the expected format',
    range: '{label} is out of range',
    invalidText: '{label} contains characters that cannot be stored',
    invalid: '{label} is not valid',
  },
  /** The email field's format issue, which people meet most. */
  emailFormat: 'Enter a valid email address, such as name@example.org',
  /** The reset and change-password forms: the repeated password differs from the first. */
  passwordsDiffer: 'The two passwords are not the same',
  /** Shown in a form whose typed text was put back after the person's session ended under them. */
  draftRestored: 'What you typed before your session ended has been put back.',
} as const;
