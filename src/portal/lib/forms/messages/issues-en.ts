/**
 * The English sentences of a refused form's field issues, shared by every form: one per issue,
 * naming the field by the label a person sees next to it (`{label}`, already in the reader's
 * language: each form translates its own labels). Only a refusal shows them, so they load with
 * the first one (issueMessages in index.ts); issues-es.ts translates them key for key.
 */
const issuesEn = {
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
    controlCharacters: '{label} must be one line, without control characters or text-direction marks',
    invalid: '{label} is not valid',
    /** A new password the server finds too easy to guess (server auth/password-policy.ts). */
    guessable: "{label} is too easy to guess: choose a password that is not a common one and is not made of a name, an email address or the name of the portal or the institution",
  },
  /** The email field's format issue, which people meet most. */
  emailFormat: 'Enter a valid email address, such as name@example.org',
} as const;

export default issuesEn;
