/** The English texts of the portal's frame; messages/es.ts translates them key for key. */
export const en = {
  sessionWarning: {
    label: 'Session ending',
    minutesLeft: {
      one: 'Your session ends in 1 minute. Sign in again to keep working; nothing you typed is lost.',
      other: 'Your session ends in {count} minutes. Sign in again to keep working; nothing you typed is lost.',
    },
    signInAgain: 'Sign in again',
    dialogTitle: 'Sign in again',
    signedInAs: 'You are signed in as {email}. Enter your password to continue for another {minutes} minutes.',
    password: 'Password',
    submit: 'Sign in',
    cancel: 'Cancel',
    wrongPassword: 'That password is not correct.',
    paused: 'Too many attempts. Please wait {wait} before trying again.',
    pausedNoTime: 'Too many attempts. Please wait a few minutes before trying again.',
    failed: 'Signing in again did not work. Check your connection and try again.',
    otherAccount: 'This sign-in belongs to another account. Please sign out and sign in again.',
    renewed: 'You are signed in again.',
  },
  signedOutElsewhere: 'You signed out in another tab, so this tab is signed out too.',
} as const;
