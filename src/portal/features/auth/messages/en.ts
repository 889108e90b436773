/**
 * The English texts of the auth pages other than sign-in (sign-in-en.ts) and its refusals
 * (refusal-en.ts): sign-up, forgotten and reset password, email confirmation and the Terms and
 * Conditions, their body included. es.ts translates them key for key.
 */
export const en = {
  common: {
    email: 'Email',
    password: 'Password',
    goToSignIn: 'Go to sign in',
    backToSignIn: 'Back to sign in',
    /** As the user menu names it (spec §2: Logout). */
    signOut: 'Logout',
    /** Under a new password field. */
    passwordHint: { one: 'At least {count} character.', other: 'At least {count} characters.' },
  },
  signUp: {
    title: 'Create an account',
    lead: "We will send a link to your email address, where you choose your password. Once you have an account, your institution's user manager can invite you to it.",
    firstName: 'First name',
    lastName: 'Last name',
    organisation: 'Organisation',
    submit: 'Create account',
    haveAccount: 'I already have an account',
    terms: 'Terms and Conditions',
    createdTitle: 'Check your email',
    checkMail: 'The link was sent to {email} and works for 7 days. If it does not arrive within a few minutes, look in your spam folder.',
  },
  /** The sign-up page opened by someone already signed in. */
  signedIn: {
    title: 'You are already signed in',
    text: 'You are signed in as {user}. To create another account, log out first.',
    back: 'Back to the portal',
  },
  forgotPassword: {
    title: 'Forgot your password?',
    lead: 'Enter the email of your account and we will send you a link to choose a new password.',
    submit: 'Send reset link',
  },
  resetPassword: {
    title: 'Choose a new password',
    newPassword: 'New password',
    repeat: 'Repeat the new password',
    submit: 'Change password',
    changedTitle: 'Password changed',
    incompleteTitle: 'Reset your password',
    incomplete: 'This reset link is incomplete. Please use the whole link from the email, or ask for a new one.',
    askAgain: 'Ask for a new link',
  },
  confirmEmail: {
    title: 'Choose your password',
    lead: 'This finishes creating your account. Choose the password you will sign in with.',
    password: 'Password',
    repeat: 'Repeat the password',
    submit: 'Save my password',
    doneTitle: 'Your account is ready',
    incomplete: 'This confirmation link is incomplete. Please use the whole link from the email.',
    askAgainLead:
      'Did the link expire, or did the email not arrive? Enter your email address and we will send a new confirmation link.',
    askAgain: 'Send a new link',
    linkSent: 'If this address has an unconfirmed account, a new confirmation link is on its way. Check your inbox in a few minutes.',
    linkNotSent: 'The confirmation link could not be sent. Please try again in a moment.',
  },
  terms: {
    title: 'Terms and Conditions',
    textLabel: 'Terms and Conditions text',
    purposeTitle: '1. Purpose',
    purpose:
      'This portal gives authorised clinicians and institutional staff access to evaluation reports of the subjects their institution cares for. It supports clinical work; it does not replace clinical judgement.',
    confidentialityTitle: '2. Confidentiality',
    confidentiality:
      'Reports and medical records are confidential health information. Use them only for the care of the subject and the purposes your institution authorises. Do not share your account or leave a session open on a shared computer.',
    accountsTitle: '3. Accounts',
    accounts: {
      one: "Your institution's user manager decides which roles you hold. Sessions end after {count} minute; sign in again to continue.",
      other:
        "Your institution's user manager decides which roles you hold. Sessions end after {count} minutes; sign in again to continue.",
    },
    supportTitle: '4. Support',
    support: 'When you contact support, do not include personal identifiable information about subjects.',
    accepted: 'You have accepted these terms for the chosen institution.',
    continueToPortal: 'Continue to the portal',
    acceptLead:
      'Each institution asks you to accept these terms before you work in it. If you do not want to, you can choose another institution or log out.',
    accept: 'I accept the Terms and Conditions',
    chooseAnother: 'Choose another institution',
  },
  /** In the signed-in frame after a sign-in with a recovery code (issue 34). */
  recoveryUsed: {
    title: 'You signed in with a recovery code',
    text: 'That code cannot be used again. If you have few codes left, or no longer have your authenticator app, make new recovery codes in My Account.',
    link: 'Make new recovery codes',
    close: 'Close this notice',
  },
} as const;
