/**
 * The English texts of the sign-in page and the language picker of the signed-out pages: they
 * travel with the first screen, so they are kept to what that screen shows (sign-in-es.ts
 * translates them key for key; the other auth pages' texts are in en.ts).
 */
export const en = {
  title: 'Sign in',
  lead: 'Enter the email and password of your portal account.',
  email: 'Email',
  password: 'Password',
  submit: 'Sign in',
  passkey: 'Sign in with a passkey',
  forgotPassword: 'Forgot your password?',
  signUp: 'Create an account',
  endedTitle: 'Your session has ended',
  endedText: 'For your security the portal signed you out when your session ended. Sign in again to go on where you were.',
  language: 'Language',
} as const;
