/** The English texts of My Account; messages/es.ts translates them key for key. */
export const en = {
  title: 'My Account',
  details: {
    heading: 'Your details',
    email: 'Email',
    emailHint: 'Your email is your sign-in name and cannot be changed here.',
    name: 'First name',
    lastname: 'Last name',
    company: 'Organisation',
    save: 'Save changes',
  },
  password: {
    heading: 'Password',
    current: 'Current password',
    next: 'New password',
    hint: { one: 'At least {count} character.', other: 'At least {count} characters.' },
    submit: 'Change password',
  },
} as const;
